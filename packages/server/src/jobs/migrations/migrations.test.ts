import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../ports/collections.js';
import { MIGRATIONS } from './migrations.js';
import { planMigrations } from './plan-migrations.js';
import { DATA_COLLECTIONS, DECLARED_VERSIONS, MIGRATOR_COLLECTIONS } from './versioned-collections.js';

describe('MIGRATIONS', () => {
  it('are numbered NNNN-what-it-does, once each, in order', () => {
    const ids = MIGRATIONS.map((migration) => migration.id);
    for (const id of ids) expect(id).toMatch(/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(ids.map((id) => Number(id.slice(0, 4)))).toEqual(ids.map((_, index) => index + 1));
  });

  it('each move declared collections one version up', () => {
    for (const migration of MIGRATIONS) {
      expect(migration.to, migration.id).toBe(migration.from + 1);
      for (const collection of migration.collections) {
        expect(DECLARED_VERSIONS.has(collection), `${migration.id}: ${collection}`).toBe(true);
        expect(MIGRATOR_COLLECTIONS.has(collection), `${migration.id}: ${collection}`).toBe(false);
      }
    }
  });

  it('bring every collection from any version it can be at to its declared one', () => {
    const reached = (recorded: Map<string, number>) =>
      planMigrations({
        declared: DECLARED_VERSIONS,
        own: MIGRATOR_COLLECTIONS,
        migrations: MIGRATIONS,
        stored: { recorded, empty: new Set() },
      });
    expect(() => reached(new Map())).not.toThrow();
    for (const name of DATA_COLLECTIONS) {
      for (let version = 0; version < (DECLARED_VERSIONS.get(name) ?? 0); version++) {
        expect(() => reached(new Map([[name, version]])), `${name} at ${version}`).not.toThrow();
      }
    }
  });

  it('version model_predictions at 2 and every other collection at 1', () => {
    expect(COLLECTIONS.modelPredictions.version).toBe(2);
    const others = Object.values(COLLECTIONS).filter((spec) => spec !== COLLECTIONS.modelPredictions);
    for (const spec of others) expect(spec.version, spec.name).toBe(1);
  });
});
