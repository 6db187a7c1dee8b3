import { describe, expect, it } from 'vitest';
import { MigrationGapError, type MigrationStep, planMigrations } from './plan-migrations.js';

const declared = new Map([
  ['teams', 2],
  ['users', 1],
  ['leagues', 1],
  ['schema_versions', 1],
]);
const own = new Set(['schema_versions']);
const STAMP: MigrationStep = { id: '0001-stamp', collections: ['teams', 'users', 'leagues'], from: 0, to: 1 };
const TEAMS: MigrationStep = { id: '0002-teams', collections: ['teams'], from: 1, to: 2 };
const migrations = [STAMP, TEAMS];

const plan = (recorded: Record<string, number>, empty: string[] = []) =>
  planMigrations({
    declared,
    own,
    migrations,
    stored: { recorded: new Map(Object.entries(recorded)), empty: new Set(empty) },
  });

describe('planMigrations', () => {
  it('runs every migration on collections written before versions, and stamps the empty and own ones', () => {
    const planned = plan({}, ['leagues']);
    expect(planned.stamps).toEqual([
      { collection: 'leagues', version: 1 },
      { collection: 'schema_versions', version: 1 },
    ]);
    expect(planned.steps.map((step) => [step.migration.id, step.collections])).toEqual([
      ['0001-stamp', ['teams', 'users']],
      ['0002-teams', ['teams']],
    ]);
    expect(planned.tooNew).toEqual([]);
  });

  it('runs only what is pending', () => {
    const planned = plan({ teams: 1, users: 1, leagues: 1, schema_versions: 1 });
    expect(planned.stamps).toEqual([]);
    expect(planned.steps.map((step) => [step.migration.id, step.collections])).toEqual([
      ['0002-teams', ['teams']],
    ]);
  });

  it('has nothing to do on an up-to-date store', () => {
    expect(plan({ teams: 2, users: 1, leagues: 1, schema_versions: 1 })).toEqual({
      stamps: [],
      steps: [],
      tooNew: [],
      unknown: [],
    });
  });

  it('stamps an empty collection at its declared version, not at 1', () => {
    const planned = plan({ users: 1, leagues: 1, schema_versions: 1 }, ['teams']);
    expect(planned.stamps).toEqual([{ collection: 'teams', version: 2 }]);
    expect(planned.steps).toEqual([]);
  });

  it('names the collections a newer app wrote, and plans nothing then', () => {
    const planned = plan({ teams: 3, users: 0, schema_versions: 1, team_notes: 1 });
    expect(planned.tooNew).toEqual([{ collection: 'teams', version: 3, known: 2 }]);
    expect(planned.steps).toEqual([]);
    expect(planned.unknown).toEqual(['team_notes']);
  });

  it('refuses a list that leaves a collection short of its declared version', () => {
    expect(() =>
      planMigrations({
        declared,
        own,
        migrations: [STAMP],
        stored: { recorded: new Map(), empty: new Set() },
      }),
    ).toThrow(
      new MigrationGapError(
        'No migration brings teams from version 1 to 2: add one to packages/server/src/jobs/migrations/migrations.ts.',
      ),
    );
  });
});
