import { describe, expect, it } from 'vitest';
import type { Collection, Doc, Store } from '../../ports/store.js';
import { measuredStore } from './measured-store.js';

interface Call {
  collection: string;
  operation: string;
  seconds: number;
  failed: boolean;
}

/** A store whose collections answer `findOne` with a document, fail `insertOne`, and count `collection` calls. */
function fakeStore() {
  const opened: string[] = [];
  let closed = 0;
  const store: Store = {
    kind: 'embedded',
    collection<T extends Doc>(name: string) {
      opened.push(name);
      const unused = async () => {
        throw new Error('not used by these tests');
      };
      const collection = {
        find: unused,
        insertMany: unused,
        updateOne: unused,
        findOneAndUpdate: unused,
        deleteOne: unused,
        deleteMany: unused,
        createIndex: unused,
        findOne: async () => ({ _id: `${name}-1` }),
        insertOne: async () => {
          throw new Error(`refused in ${name}`);
        },
        countDocuments: () => {
          throw new TypeError('refused at once');
        },
        changeStamp: async () => `${name}-stamp`,
      };
      return collection as unknown as Collection<T>;
    },
    close: async () => {
      closed++;
    },
  };
  return { store, opened, closed: () => closed };
}

function recording() {
  const calls: Call[] = [];
  const asked: string[] = [];
  const recorderOf = (collection: string, operation: string) => {
    asked.push(`${collection}.${operation}`);
    return (seconds: number, failed: boolean) => calls.push({ collection, operation, seconds, failed });
  };
  return { calls, asked, recorderOf };
}

describe('measuredStore', () => {
  it('times each operation by collection and operation, and passes its answer through', async () => {
    const { store } = fakeStore();
    const { calls, recorderOf } = recording();
    const measured = measuredStore(store, recorderOf);

    expect(await measured.collection('teams').findOne({ _id: 'x' })).toEqual({ _id: 'teams-1' });
    expect(await measured.collection('users').findOne({ _id: 'y' })).toEqual({ _id: 'users-1' });

    expect(calls).toEqual([
      { collection: 'teams', operation: 'findOne', seconds: expect.any(Number), failed: false },
      { collection: 'users', operation: 'findOne', seconds: expect.any(Number), failed: false },
    ]);
    expect(calls.every((call) => call.seconds >= 0 && call.seconds < 1)).toBe(true);
    expect(measured.kind).toBe('embedded');
  });

  it('counts a failed operation as failed and rejects with the store’s own error', async () => {
    const { store } = fakeStore();
    const { calls, recorderOf } = recording();
    const measured = measuredStore(store, recorderOf);

    await expect(measured.collection('teams').insertOne({ _id: 'x' })).rejects.toThrow('refused in teams');

    expect(calls).toEqual([
      { collection: 'teams', operation: 'insertOne', seconds: expect.any(Number), failed: true },
    ]);
  });

  it('lets a synchronous throw through as the store threw it', () => {
    const { store } = fakeStore();
    const measured = measuredStore(store, recording().recorderOf);
    expect(() => measured.collection('teams').countDocuments({})).toThrow(TypeError);
  });

  it('wraps each collection once and binds each recorder once', async () => {
    const { store, opened } = fakeStore();
    const { asked, recorderOf } = recording();
    const measured = measuredStore(store, recorderOf);

    for (let i = 0; i < 3; i++) await measured.collection('teams').findOne({});

    expect(opened).toEqual(['teams']);
    expect(asked.filter((pair) => pair === 'teams.findOne')).toHaveLength(1);
    expect(measured.collection('teams')).toBe(measured.collection('teams'));
  });

  it('passes the change stamp through, untimed', async () => {
    const { store } = fakeStore();
    const { calls, recorderOf } = recording();
    expect(await measuredStore(store, recorderOf).collection('teams').changeStamp()).toBe('teams-stamp');
    expect(calls).toEqual([]);
  });

  it('closes the store it wraps', async () => {
    const fake = fakeStore();
    await measuredStore(fake.store, recording().recorderOf).close();
    expect(fake.closed()).toBe(1);
  });
});
