import type { LeagueProvider } from '@lineup-lab/core';
import { canonicalTeam, type NflPosition, normalizeName, projectedPosition } from '@lineup-lab/engine';
import { HOST_NAMES } from '../../ports/host-error.js';
import type { HostPlayer } from '../../ports/league-source.js';

/**
 * Matching a league host's players to our catalogue's, pure. It lives in the server, not core,
 * because it reads the engine's join rules (normalized names, canonical teams, projected
 * positions), the same ones the NFL data importers use, and core may not depend on the engine.
 */

/** A catalogue player as matching sees it (`catalogue-for-matching.ts` builds these from the store). */
export interface MatchCandidate {
  /** The catalogue's `_id` (`sleeper:4984`, `gsis:00-0033873`, `dst:SF` …). */
  playerId: string;
  name: string;
  /** Our position (`QB` … `D/ST`, `K` or `PK`). */
  position: string;
  /** NFL team abbreviation; `FA` or `null` for none. */
  team: string | null;
  /** The player's Sleeper id when our NFL data knows it. */
  sleeperId: string | null;
}

/** How a host's player was matched: its Sleeper id, its name, position and team, or (D/ST) its team. */
type MatchMethod = 'sleeper-id' | 'name-position-team' | 'name-position' | 'defense-team';

/** Why a host's player was not matched. */
type UnmatchedReason = 'not-in-player-list' | 'position-not-supported' | 'not-in-catalogue' | 'ambiguous';

interface MatchedPlayer {
  hostPlayerId: string;
  playerId: string;
  method: MatchMethod;
}

interface UnmatchedPlayer {
  hostPlayerId: string;
  /** The host's name for the player, when it gave his facts. */
  name: string | null;
  position: string | null;
  team: string | null;
  reason: UnmatchedReason;
  /** Said to the user in the import preview. */
  message: string;
  /** The catalogue players an ambiguous match could have been. */
  candidates?: string[];
}

export interface PlayerMatches {
  matched: MatchedPlayer[];
  unmatched: UnmatchedPlayer[];
}

/** The host's players by id (a `Map`, or anything that looks one up). */
type Lookup = ReadonlyMap<string, HostPlayer> | { get(id: string): HostPlayer | undefined };

/** What `matchPlayers` matches: whose ids, which players, against what. */
interface MatchInput {
  /** The host the ids are of: only Sleeper's are matched by our catalogue's Sleeper ids. */
  provider: LeagueProvider;
  /** The host's player ids (a roster's `players`), in the order answers list them. */
  ids: readonly string[];
  /** The host's facts for them (`HostLeague.players`). */
  players: Lookup;
  catalogue: readonly MatchCandidate[];
}

/**
 * Matches each host player id to one catalogue player: a Sleeper player by his Sleeper id first;
 * a defence (`DEF`) by its team; else by normalized name and position on the same team, and, when
 * no one on that team fits, the one player of that name and position in the whole catalogue (a
 * move our data has not caught up with). On Sleeper, catalogue players that carry another Sleeper
 * id are never matched by name. No catalogue player is given to two host players. Every id comes
 * back once, matched or unmatched with its reason, in the order given (duplicates dropped).
 * @example
 * const { matched, unmatched } = matchPlayers({ provider: 'espn', ids: roster.players, players: league.players, catalogue });
 */
export function matchPlayers(input: MatchInput): PlayerMatches {
  const index = indexCatalogue(input.catalogue);
  const host = HOST_NAMES[input.provider];
  const taken = new Map<string, string>();
  const result: PlayerMatches = { matched: [], unmatched: [] };
  for (const id of new Set(input.ids)) {
    const player = input.players.get(id);
    const outcome = matchOne({ provider: input.provider, id, player, index });
    if ('reason' in outcome) {
      result.unmatched.push(outcome);
      continue;
    }
    const holder = taken.get(outcome.playerId);
    if (holder !== undefined) {
      result.unmatched.push({
        ...describe(id, player),
        reason: 'ambiguous',
        message: `${nameOf(host, id, player)} matches the same Lineup Lab player as ${host} player ${holder}.`,
        candidates: [outcome.playerId],
      });
      continue;
    }
    taken.set(outcome.playerId, id);
    result.matched.push(outcome);
  }
  return result;
}

interface CatalogueIndex {
  bySleeperId: Map<string, MatchCandidate>;
  defenceByTeam: Map<string, MatchCandidate>;
  /** `name|position` → every candidate (what other hosts' players match by name). */
  byName: Map<string, MatchCandidate[]>;
  /** `name|position` → candidates without a Sleeper id of their own (what Sleeper's match by name). */
  byNameWithoutSleeperId: Map<string, MatchCandidate[]>;
}

function teamOf(team: string | null | undefined): string | null {
  if (!team || team === 'FA') return null;
  return canonicalTeam(team) ?? team.toUpperCase();
}

function indexCatalogue(catalogue: readonly MatchCandidate[]): CatalogueIndex {
  const index: CatalogueIndex = {
    bySleeperId: new Map(),
    defenceByTeam: new Map(),
    byName: new Map(),
    byNameWithoutSleeperId: new Map(),
  };
  const add = (map: Map<string, MatchCandidate[]>, key: string, candidate: MatchCandidate) =>
    map.set(key, [...(map.get(key) ?? []), candidate]);
  for (const candidate of catalogue) {
    const position = projectedPosition(candidate.position);
    if (candidate.sleeperId) index.bySleeperId.set(candidate.sleeperId, candidate);
    if (position === 'D/ST') {
      const team = teamOf(candidate.team);
      if (team) index.defenceByTeam.set(team, candidate);
      continue;
    }
    if (position === null) continue;
    const key = `${normalizeName(candidate.name)}|${position}`;
    add(index.byName, key, candidate);
    if (!candidate.sleeperId) add(index.byNameWithoutSleeperId, key, candidate);
  }
  return index;
}

function nameOf(host: string, id: string, player: HostPlayer | undefined): string {
  return player?.name ? player.name : `${host} player ${id}`;
}

function describe(id: string, player: HostPlayer | undefined) {
  return {
    hostPlayerId: id,
    name: player?.name || null,
    position: player?.position ?? null,
    team: player?.team ?? null,
  };
}

function matchOne({
  provider,
  id,
  player,
  index,
}: {
  provider: LeagueProvider;
  id: string;
  player: HostPlayer | undefined;
  index: CatalogueIndex;
}): MatchedPlayer | UnmatchedPlayer {
  const sleeper = provider === 'sleeper';
  const byId = sleeper ? index.bySleeperId.get(id) : undefined;
  if (byId) return { hostPlayerId: id, playerId: byId.playerId, method: 'sleeper-id' };
  const host = HOST_NAMES[provider];
  const who = nameOf(host, id, player);
  // A Sleeper defence's id is its team's abbreviation: matched by team even if the list lacks it.
  const position: NflPosition | null = player
    ? projectedPosition(player.position ?? '')
    : sleeper && canonicalTeam(id) !== null
      ? 'D/ST'
      : null;
  if (position === 'D/ST') {
    const team = teamOf(player?.team ?? (sleeper ? id : null));
    const defence = team === null ? undefined : index.defenceByTeam.get(team);
    if (defence) return { hostPlayerId: id, playerId: defence.playerId, method: 'defense-team' };
    return {
      ...describe(id, player),
      reason: 'not-in-catalogue',
      message: `Lineup Lab has no ${team ?? id} D/ST to match ${who} to.`,
    };
  }
  if (!player) {
    return {
      ...describe(id, player),
      reason: 'not-in-player-list',
      message: sleeper
        ? `Sleeper's player list has no player ${id}.`
        : `${host} did not say who player ${id} is.`,
    };
  }
  if (position === null) {
    return {
      ...describe(id, player),
      reason: 'position-not-supported',
      message: `${who} plays ${player.position ?? 'no listed position'}, which Lineup Lab does not project.`,
    };
  }
  const byName = sleeper ? index.byNameWithoutSleeperId : index.byName;
  const all = byName.get(`${normalizeName(player.name)}|${position}`) ?? [];
  const team = teamOf(player.team);
  const sameTeam = all.filter((candidate) => teamOf(candidate.team) === team);
  const pool = sameTeam.length > 0 ? sameTeam : all;
  const [only] = pool;
  if (only && pool.length === 1) {
    return {
      hostPlayerId: id,
      playerId: only.playerId,
      method: sameTeam.length > 0 ? 'name-position-team' : 'name-position',
    };
  }
  if (pool.length > 1) {
    return {
      ...describe(id, player),
      reason: 'ambiguous',
      message: `${who} (${position}, ${team ?? 'FA'}) could be any of ${pool.length} Lineup Lab players; pick one by hand.`,
      candidates: pool.map((candidate) => candidate.playerId),
    };
  }
  return {
    ...describe(id, player),
    reason: 'not-in-catalogue',
    message: `${who} (${position}, ${team ?? 'FA'}) is not among Lineup Lab's players.`,
  };
}
