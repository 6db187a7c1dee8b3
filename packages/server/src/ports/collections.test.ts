import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../adapters/store/embedded-store.js';
import { COLLECTIONS, ensureIndexes } from './collections.js';
import { type Doc, DuplicateKeyError, type Store } from './store.js';

const specs = Object.values(COLLECTIONS);

describe('COLLECTIONS', () => {
  it('names every collection once, in lower snake case', () => {
    const names = specs.map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('indexes expiresAt in every collection swept by time', () => {
    for (const swept of [COLLECTIONS.rateLimits, COLLECTIONS.signInThrottles, COLLECTIONS.oidc]) {
      expect(swept.indexes.map((index) => index.fields)).toContainEqual(['expiresAt']);
    }
  });
});

describe('TTL indexes', () => {
  it('keep a team version 30 days from when it was stored, and are on one field each', () => {
    const ttl = specs.flatMap((spec) =>
      spec.indexes
        .filter((index) => index.expireAfterSeconds !== undefined)
        .map((index) => ({ spec, index })),
    );
    expect(ttl.map(({ spec, index }) => [spec.name, index.fields, index.expireAfterSeconds])).toEqual([
      ['team_versions', ['storedAt'], 30 * 24 * 60 * 60],
    ]);
  });
});

describe('ensureIndexes', () => {
  let dataDir = '';
  let store: Store;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lineup-collections-'));
    store = await openEmbeddedStore({ dataDir });
    await ensureIndexes(store);
  });
  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates every declared index (NeDB records each indexed field in the collection file)', async () => {
    await store.close();
    for (const spec of specs.filter((candidate) => candidate.indexes.length > 0)) {
      const file = await readFile(join(dataDir, `${spec.name}.db`), 'utf8');
      const indexed = new Set(
        file
          .split('\n')
          .filter((line) => line.includes('$$indexCreated'))
          .map(
            (line) =>
              (JSON.parse(line) as { $$indexCreated: { fieldName: string } }).$$indexCreated.fieldName,
          ),
      );
      for (const field of spec.indexes.flatMap((index) => index.fields)) {
        expect(indexed, `${spec.name}.${field}`).toContain(field);
      }
    }
    store = await openEmbeddedStore({ dataDir });
  });

  it('makes every unique index refuse a second document with the same key, naming the index', async () => {
    const unique = specs.flatMap((spec) =>
      spec.indexes.filter((index) => index.unique).map((index) => ({ spec, index })),
    );
    expect(unique.map(({ index }) => index.name)).toEqual([
      'users_sub_unique',
      'teams_owner_name_unique',
      'team_versions_team_version_unique',
      'scenarios_team_name_unique',
      'leagues_owner_provider_unique',
      'yahoo_connections_owner_unique',
      'accounts_email_unique',
    ]);
    for (const { spec, index } of unique) {
      const collection = store.collection<Doc & Record<string, string>>(spec.name);
      const key = Object.fromEntries(index.fields.map((field) => [field, 'same']));
      await collection.insertOne({ _id: 'first', ...key });
      const second = collection.insertOne({ _id: 'second', ...key });
      await expect(second).rejects.toThrow(DuplicateKeyError);
      await expect(second).rejects.toMatchObject({ index: index.name });
    }
  });

  it('can run again (every start does)', async () => {
    await expect(ensureIndexes(store)).resolves.toBeUndefined();
  });
});
