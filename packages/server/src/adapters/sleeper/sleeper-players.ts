import { randomUUID } from 'node:crypto';
import type { Clock } from '../../ports/clock.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { SleeperClient } from '../../ports/sleeper-client.js';
import type { SleeperPlayer } from '../../ports/sleeper-schemas.js';
import type { Collection, Store } from '../../ports/store.js';
import type { SleeperPlayersChunk, SleeperPlayersDoc } from '../../records/sleeper-players-record.js';

/** The player list as held: look a player up by Sleeper id. */
interface SleeperPlayerMap {
  readonly fetchedAt: Date;
  readonly size: number;
  get(sleeperId: string): SleeperPlayer | undefined;
}

export interface SleeperPlayersOptions {
  store: Store;
  client: Pick<SleeperClient, 'players'>;
  clock: Clock;
  /** How old the list may grow before it is fetched again (default a day). */
  maxAgeMs?: number;
  /**
   * After a failed refresh, how long the stale list is served before Sleeper is asked again
   * (default 15 minutes), so an outage does not turn every import into a 5 MB retry.
   */
  retryAfterFailureMs?: number;
  /** Players per stored chunk (default 1,000). */
  chunkSize?: number;
}

const SLEEPER_PLAYERS_MAX_AGE_MS = 24 * 60 * 60_000;

/** Sleeper's NFL players, fetched at most once a day and kept in the store. */
export interface SleeperPlayers {
  /** The list, fetched first if the stored one is missing or older than a day. */
  current(): Promise<SleeperPlayerMap>;
  /** The players of these Sleeper ids that the list holds. */
  lookup(sleeperIds: Iterable<string>): Promise<Map<string, SleeperPlayer>>;
}

/**
 * Sleeper's NFL player list (about 5 MB) for the whole process: read from the store when the
 * stored copy is less than `maxAgeMs` old, else fetched from Sleeper once and stored. Callers
 * arriving while a read or fetch is under way share it. When Sleeper fails and a copy exists, the
 * stale copy is served (and Sleeper asked again after `retryAfterFailureMs`); with no copy at all
 * Sleeper's `HostError` is thrown.
 * @example
 * const sleeperPlayers = createSleeperPlayers({ store, client, clock });
 * const found = await sleeperPlayers.lookup(roster.players);
 */
export function createSleeperPlayers(options: SleeperPlayersOptions): SleeperPlayers {
  const collection = COLLECTIONS.sleeperPlayers.of(options.store);
  const maxAgeMs = options.maxAgeMs ?? SLEEPER_PLAYERS_MAX_AGE_MS;
  const retryAfterFailureMs = options.retryAfterFailureMs ?? 15 * 60_000;
  const chunkSize = options.chunkSize ?? 1000;
  let held: HeldSnapshot | undefined;
  let failedAt: number | undefined;
  let pending: Promise<SleeperPlayerMap> | undefined;

  const now = () => options.clock.now().getTime();
  const fresh = (fetchedAt: Date) => now() - fetchedAt.getTime() < maxAgeMs;

  async function refresh(): Promise<SleeperPlayerMap> {
    const stored = await readStoredSnapshot(collection, held);
    if (stored) held = stored;
    if (held && fresh(held.fetchedAt)) return held;
    if (held && failedAt !== undefined && now() - failedAt < retryAfterFailureMs) return held;
    try {
      held = await fetchAndStoreSnapshot({
        collection,
        client: options.client,
        clock: options.clock,
        chunkSize,
      });
      failedAt = undefined;
      return held;
    } catch (error) {
      if (!held) throw error;
      failedAt = now();
      return held;
    }
  }

  async function current(): Promise<SleeperPlayerMap> {
    if (held && fresh(held.fetchedAt)) return held;
    pending ??= refresh().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    current,
    async lookup(sleeperIds) {
      const map = await current();
      const found = new Map<string, SleeperPlayer>();
      for (const id of sleeperIds) {
        const player = map.get(id);
        if (player) found.set(id, player);
      }
      return found;
    },
  };
}

type HeldSnapshot = SleeperPlayerMap & { snapshotId: string };

/**
 * The stored snapshot named by `current` (`held` itself when it is that snapshot), or `undefined`
 * when none is stored or its chunks are not all there.
 */
async function readStoredSnapshot(
  collection: Collection<SleeperPlayersDoc>,
  held: HeldSnapshot | undefined,
): Promise<HeldSnapshot | undefined> {
  const current = await collection.findOne({ _id: 'current' });
  if (current?.kind !== 'current') return undefined;
  if (held?.snapshotId === current.snapshotId) return held;
  const chunks = (await collection.find({ snapshotId: current.snapshotId })).filter(
    (doc): doc is SleeperPlayersChunk => doc.kind === 'chunk',
  );
  if (chunks.length !== current.chunks) return undefined;
  return mapOf(
    current.snapshotId,
    new Date(current.fetchedAt),
    chunks.flatMap((chunk) => chunk.players),
  );
}

/**
 * Fetches the list from Sleeper and stores it as a new snapshot: its chunks first, then `current`
 * moved to it, then the older snapshots' chunks deleted.
 */
async function fetchAndStoreSnapshot({
  collection,
  client,
  clock,
  chunkSize,
}: {
  collection: Collection<SleeperPlayersDoc>;
  client: Pick<SleeperClient, 'players'>;
  clock: Clock;
  chunkSize: number;
}): Promise<HeldSnapshot> {
  const fetchedAt = clock.now();
  const { players } = await client.players();
  const snapshotId = randomUUID();
  const chunks = Math.ceil(players.length / chunkSize);
  for (let index = 0; index < chunks; index += 1) {
    await collection.insertOne({
      _id: `${snapshotId}:${index}`,
      kind: 'chunk',
      snapshotId,
      index,
      players: players.slice(index * chunkSize, (index + 1) * chunkSize),
    });
  }
  await collection.updateOne(
    { _id: 'current' },
    {
      $set: {
        kind: 'current',
        snapshotId,
        fetchedAt: fetchedAt.toISOString(),
        players: players.length,
        chunks,
      },
    },
    { upsert: true },
  );
  await collection.deleteMany({ kind: 'chunk', snapshotId: { $ne: snapshotId } });
  return mapOf(snapshotId, fetchedAt, players);
}

function mapOf(snapshotId: string, fetchedAt: Date, players: readonly SleeperPlayer[]): HeldSnapshot {
  const byId = new Map(players.map((player) => [player.id, player]));
  return { snapshotId, fetchedAt, size: byId.size, get: (id) => byId.get(id) };
}
