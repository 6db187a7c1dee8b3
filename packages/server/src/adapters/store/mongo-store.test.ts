import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import type { Doc } from '../../ports/store.js';
import { databaseInUri, openMongoStore } from './mongo-store.js';
import { describeStoreContract } from './store-contract.js';

const uri = process.env.MONGODB_URI;
const SKIPPED = '[skipped] MongoDB store contract: set MONGODB_URI to run it';

if (!uri) process.stderr.write(`${SKIPPED}\n`);

describe.skipIf(!uri)(uri ? 'MongoDB store' : SKIPPED, () => {
  const dbName = `lineup_contract_${randomUUID().slice(0, 8)}`;

  afterAll(async () => {
    const client = new MongoClient(uri ?? '');
    try {
      await client.connect();
      await client.db(dbName).dropDatabase();
    } finally {
      await client.close();
    }
  });

  it('shares change stamps between stores on one database, as processes share them', async () => {
    const one = await openMongoStore({ uri: uri ?? '', dbName });
    const two = await openMongoStore({ uri: uri ?? '', dbName });
    try {
      const name = `stamps_${randomUUID().slice(0, 8)}`;
      const before = await one.collection<Doc>(name).changeStamp();
      expect(await two.collection<Doc>(name).changeStamp()).toBe(before);
      await two.collection<Doc>(name).insertOne({ _id: 'a' });
      const after = await one.collection<Doc>(name).changeStamp();
      expect(after).not.toBe(before);
      expect(await two.collection<Doc>(name).changeStamp()).toBe(after);
    } finally {
      await one.close();
      await two.close();
    }
  });

  // MongoDB's TTL monitor removes expired documents once a minute.
  describeStoreContract(`MongoDB (${dbName})`, () => openMongoStore({ uri: uri ?? '', dbName }), {
    expiryWithinMs: 70_000,
  });
});

describe('databaseInUri', () => {
  it('reads the database from the path of a connection string', () => {
    expect(databaseInUri('mongodb://localhost:27017/lineup')).toBe('lineup');
    expect(databaseInUri('mongodb+srv://u:p@cluster.example.net/league%20db?retryWrites=true')).toBe(
      'league db',
    );
    expect(databaseInUri('mongodb://a:1,b:2/app?replicaSet=rs0')).toBe('app');
    expect(databaseInUri('mongodb://localhost:27017')).toBeUndefined();
    expect(databaseInUri('mongodb://localhost:27017/?replicaSet=rs0')).toBeUndefined();
  });
});
