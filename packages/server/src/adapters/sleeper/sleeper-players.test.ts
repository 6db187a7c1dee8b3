import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handClock } from '../../../test/support/hand-clock.js';
import { openTempStore } from '../../../test/support/temp-store.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { HostError } from '../../ports/host-error.js';
import type { SleeperPlayersAnswer } from '../../ports/sleeper-client.js';
import type { SleeperPlayer } from '../../ports/sleeper-schemas.js';
import type { Store } from '../../ports/store.js';
import { createSleeperPlayers } from './sleeper-players.js';

const player = (id: string, name: string): SleeperPlayer => ({
  id,
  name,
  position: 'WR',
  fantasyPositions: ['WR'],
  team: 'DAL',
  status: 'Active',
  active: true,
  gsisId: null,
});

describe('createSleeperPlayers', () => {
  let temp: Awaited<ReturnType<typeof openTempStore>>;
  let store: Store;
  beforeEach(async () => {
    temp = await openTempStore();
    store = temp.store;
  });
  afterEach(() => temp.remove());

  /** A client whose list grows by one player per fetch, counting fetches; `fail` makes the next one fail. */
  function countingClient() {
    const state = { fetches: 0, fail: false };
    return {
      state,
      async players(): Promise<SleeperPlayersAnswer> {
        state.fetches += 1;
        if (state.fail) throw new HostError('sleeper', 'unreachable', 'down');
        const players = Array.from({ length: 4 + state.fetches }, (_, i) => player(String(i), `Player ${i}`));
        return { players, rejected: [] };
      },
    };
  }

  it('stores the list in chunks, reads it back in another process, and swaps snapshots whole', async () => {
    const clock = handClock('2026-09-20T12:00:00Z');
    const client = countingClient();
    const first = createSleeperPlayers({ store, client, clock, chunkSize: 2 });
    expect((await first.current()).size).toBe(5);
    const docs = await COLLECTIONS.sleeperPlayers.of(store).find({});
    expect(docs.filter((doc) => doc.kind === 'chunk')).toHaveLength(3);

    // A second process (a restart) the same day reads the store, it does not fetch.
    const second = createSleeperPlayers({ store, client, clock, chunkSize: 2 });
    expect((await second.lookup(['3', 'nope'])).get('3')?.name).toBe('Player 3');
    expect(client.state.fetches).toBe(1);

    clock.advance(24 * 60 * 60_000);
    expect((await second.current()).size).toBe(6);
    const after = await COLLECTIONS.sleeperPlayers.of(store).find({});
    expect(after.filter((doc) => doc.kind === 'chunk')).toHaveLength(3); // the old snapshot's chunks are gone
    expect(after.find((doc) => doc._id === 'current')).toMatchObject({
      players: 6,
      fetchedAt: '2026-09-21T12:00:00.000Z',
    });
  });

  it('shares one fetch among parallel callers', async () => {
    const client = countingClient();
    const players = createSleeperPlayers({ store, client, clock: handClock('2026-09-20T12:00:00Z') });
    const maps = await Promise.all(Array.from({ length: 10 }, () => players.current()));
    expect(client.state.fetches).toBe(1);
    expect(new Set(maps).size).toBe(1);
  });

  it('serves the stale list through an outage, asking again only after a pause; fails with none', async () => {
    const clock = handClock('2026-09-20T12:00:00Z');
    const client = countingClient();
    const players = createSleeperPlayers({ store, client, clock, retryAfterFailureMs: 60_000 });
    await players.current();
    client.state.fail = true;
    clock.advance(25 * 60 * 60_000);
    expect((await players.current()).size).toBe(5);
    expect((await players.current()).size).toBe(5);
    expect(client.state.fetches).toBe(2);
    clock.advance(60_000);
    client.state.fail = false;
    expect((await players.current()).size).toBe(7);

    const empty = await openTempStore();
    try {
      const broken = countingClient();
      broken.state.fail = true;
      const none = createSleeperPlayers({ store: empty.store, client: broken, clock });
      await expect(none.current()).rejects.toMatchObject({ code: 'unreachable' });
    } finally {
      await empty.remove();
    }
  });
});
