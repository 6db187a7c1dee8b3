import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../ports/clock.js';
import { ensureIndexes } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import { openEmbeddedStore } from '../store/embedded-store.js';
import { createOidcStoreAdapter, type OidcStoreAdapter } from './oidc-store-adapter.js';

let dir: string;
let store: Store;
let time: number;
const clock: Clock = { now: () => new Date(time) };
let adapter: OidcStoreAdapter;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lineup-oidc-'));
  store = await openEmbeddedStore({ dataDir: dir });
  time = Date.parse('2025-09-07T17:00:00Z');
  adapter = createOidcStoreAdapter(store, clock);
  await ensureIndexes(store);
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('oidc-provider adapter over the store', () => {
  it('keeps payloads whole, including keys with dots, per model', async () => {
    const grants = adapter.factory('Grant');
    const payload = { accountId: 'a1', resources: { 'http://localhost:5005/api': 'read:teams' }, exp: 1 };
    await grants.upsert('g1', payload, 60);
    expect(await grants.find('g1')).toEqual(payload);
    expect(await adapter.factory('Session').find('g1')).toBeUndefined();
  });

  it('forgets artefacts once they expire, and sweeps them away', async () => {
    const codes = adapter.factory('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.upsert('c2', { grantId: 'g1' });
    time += 61_000;
    expect(await codes.find('c1')).toBeUndefined();
    expect(await codes.find('c2')).toEqual({ grantId: 'g1' });
    expect(await adapter.sweepExpired()).toBe(1);
  });

  it('marks one-time artefacts consumed', async () => {
    const codes = adapter.factory('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    expect(await codes.find('c1')).toEqual({ grantId: 'g1', consumed: Math.floor(time / 1000) });
  });

  it('finds sessions by uid and device codes by user code', async () => {
    await adapter.factory('Session').upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    await adapter.factory('DeviceCode').upsert('d1', { userCode: 'ABCDEFGH', grantId: 'g1' }, 60);
    expect(await adapter.factory('Session').findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await adapter.factory('DeviceCode').findByUserCode('ABCDEFGH')).toMatchObject({
      userCode: 'ABCDEFGH',
    });
    expect(await adapter.factory('DeviceCode').findByUserCode('ZZZZZZZZ')).toBeUndefined();
  });

  it('revokes every token of a grant, and nothing else', async () => {
    await adapter.factory('AccessToken').upsert('t1', { grantId: 'g1' }, 60);
    await adapter.factory('RefreshToken').upsert('r1', { grantId: 'g1' }, 60);
    await adapter.factory('RefreshToken').upsert('r2', { grantId: 'g2' }, 60);
    await adapter.factory('AccessToken').revokeByGrantId('g1');
    expect(await adapter.factory('AccessToken').find('t1')).toBeUndefined();
    expect(await adapter.factory('RefreshToken').find('r1')).toBeUndefined();
    expect(await adapter.factory('RefreshToken').find('r2')).toEqual({ grantId: 'g2' });
  });

  it('replaces on upsert and deletes on destroy', async () => {
    const sessions = adapter.factory('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a2' });
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a2' });
    time += 120_000;
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a2' });
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });
});
