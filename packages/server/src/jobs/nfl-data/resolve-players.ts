import { type NflPlayer, normalizeName } from '@lineup-lab/engine';
import type { Collection } from '../../ports/store.js';
import { type WriteCounts, writeDocuments } from './write-documents.js';

type IdKind = keyof NflPlayer['ids'];
const ID_KINDS: readonly IdKind[] = ['gsis', 'nflcom', 'sleeper'];

/** What resolving a file's players did: where each of the file's player ids now points, and the writes. */
export interface ResolvedPlayers {
  /** The file's player id (`nflcom:2560955`) → the stored player's `_id`. */
  idOf: Map<string, string>;
  counts: WriteCounts;
}

/** The stored players, looked up by each source id and by normalized name + position. */
class PlayerIndex {
  readonly #byId = new Map<string, NflPlayer>();
  readonly #bySourceId = new Map<string, NflPlayer>();
  readonly #byName = new Map<string, NflPlayer[]>();

  add(player: NflPlayer): void {
    this.#byId.set(player._id, player);
    for (const kind of ID_KINDS) {
      const id = player.ids[kind];
      if (id !== undefined) this.#bySourceId.set(`${kind}:${id}`, player);
    }
    const key = `${normalizeName(player.name)}|${player.position}`;
    const others = (this.#byName.get(key) ?? []).filter((known) => known._id !== player._id);
    this.#byName.set(key, [...others, player]);
  }

  /**
   * The stored player an incoming one is: same `_id`, else a shared source id, else the one player of
   * the same normalized name and position that has no id of the incoming player's kinds yet (ties
   * broken by team; still tied → none, so two people are never merged on a guess).
   */
  match(incoming: NflPlayer): NflPlayer | undefined {
    const direct = this.#byId.get(incoming._id);
    if (direct) return direct;
    for (const kind of ID_KINDS) {
      const id = incoming.ids[kind];
      const found = id === undefined ? undefined : this.#bySourceId.get(`${kind}:${id}`);
      if (found) return found;
    }
    const kinds = ID_KINDS.filter((kind) => incoming.ids[kind] !== undefined);
    const candidates = (
      this.#byName.get(`${normalizeName(incoming.name)}|${incoming.position}`) ?? []
    ).filter((candidate) => kinds.every((kind) => candidate.ids[kind] === undefined));
    if (candidates.length === 1) return candidates[0];
    const sameTeam = candidates.filter((candidate) => candidate.team === incoming.team);
    return sameTeam.length === 1 ? sameTeam[0] : undefined;
  }
}

/**
 * Finds or creates the stored player of each of a file's players and stores what is new. A matched
 * player gains the incoming source ids; only Sleeper's list (`authoritative`), a current roster,
 * changes a stored player's name, team and status, so importing files in any order, or twice, ends
 * the same. Players without a match are stored under their own `_id`.
 */
export async function resolvePlayers(
  collection: Collection<NflPlayer>,
  incoming: readonly NflPlayer[],
  options: { authoritative: boolean },
): Promise<ResolvedPlayers> {
  const index = new PlayerIndex();
  for (const player of await collection.find({})) if (player.demo !== true) index.add(player);
  const idOf = new Map<string, string>();
  const changed = new Map<string, NflPlayer>();
  for (const player of incoming) {
    const stored = index.match(player);
    if (!stored) {
      index.add(player);
      changed.set(player._id, player);
      idOf.set(player._id, player._id);
      continue;
    }
    const merged: NflPlayer = {
      ...stored,
      ...(options.authoritative && { name: player.name, team: player.team, status: player.status }),
      ids: { ...stored.ids, ...player.ids },
    };
    index.add(merged);
    changed.set(merged._id, merged);
    idOf.set(player._id, merged._id);
  }
  const counts = await writeDocuments(collection, [...changed.values()]);
  return { idOf, counts };
}
