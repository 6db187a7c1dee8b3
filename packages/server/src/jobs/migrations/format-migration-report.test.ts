import { describe, expect, it } from 'vitest';
import { formatMigrationReport } from './format-migration-report.js';
import type { MigrationReport } from './migrate-store.js';

const applied = {
  id: '0002-predictions-name-their-scoring',
  summary: 'predictions get their scoring',
  collections: ['model_predictions'],
  from: 1,
  to: 2,
  documentsChanged: 1,
  durationMs: 81,
};
const report = (fields: Partial<MigrationReport>): MigrationReport => ({
  dryRun: false,
  stamped: [],
  applied: [],
  versions: {},
  unknownCollections: [],
  ...fields,
});

describe('formatMigrationReport', () => {
  it('lists each migration applied and the collections stamped', () => {
    expect(
      formatMigrationReport(
        report({
          applied: [applied, { ...applied, id: '0003-x', documentsChanged: 2, durationMs: 5 }],
          stamped: [
            { collection: 'leagues', version: 1 },
            { collection: 'waitlist', version: 1 },
          ],
        }),
      ),
    ).toBe(
      [
        '0002-predictions-name-their-scoring: model_predictions 1 → 2, 1 document changed (81 ms)',
        '0003-x: model_predictions 1 → 2, 2 documents changed (5 ms)',
        'Stamped 2 collections with no documents at their current version: leagues, waitlist',
        'The store is up to date.',
      ].join('\n'),
    );
  });

  it('says what a dry run would do, without timings', () => {
    expect(formatMigrationReport(report({ dryRun: true, applied: [{ ...applied, durationMs: 0 }] }))).toBe(
      '0002-predictions-name-their-scoring: model_predictions 1 → 2, 1 document would change\n' +
        'Dry run: nothing was changed.',
    );
  });

  it('says when there is nothing to do, and names collections it leaves alone', () => {
    expect(formatMigrationReport(report({}))).toBe('The store is up to date: nothing to migrate.');
    expect(formatMigrationReport(report({ dryRun: true, unknownCollections: ['team_notes'] }))).toBe(
      "Left alone (not this app's): team_notes\nDry run: the store is up to date.",
    );
  });
});
