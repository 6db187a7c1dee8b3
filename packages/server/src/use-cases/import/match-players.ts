import { canonicalTeam, type NflPosition, normalizeName, projectedPosition } from '@lineup-lab/engine';
import type { SleeperPlayer } from '../../ports/sleeper-schemas.js';

/**
 * Matching Sleeper's players to our catalogue's, pure. It lives in the server, not core, because it
 * reads the engine's join rules (normalized names, canonical teams, projected positions), the same
 * ones the NFL data importers use, and core may not depend on the engine.
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

/** How a Sleeper player was matched: its Sleeper id, its name, position and team, or (D/ST) its team. */
type MatchMethod = 'sleeper-id' | 'name-position-team' | 'name-position' | 'defense-team';

/** Why a Sleeper player was not matched. */
type UnmatchedReason = 'not-in-player-list' | 'position-not-supported' | 'not-in-catalogue' | 'ambiguous';

interface MatchedPlayer {
  sleeperId: string;
  playerId: string;
  method: MatchMethod;
}

interface UnmatchedPlayer {
  sleeperId: string;
  /** Sleeper's name for the player, when its list has the id. */
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

type Lookup = ReadonlyMap<string, SleeperPlayer> | { get(id: string): SleeperPlayer | undefined };

/**
 * Matches each Sleeper player id (a roster's `players`) to one catalogue player: by Sleeper id
 * first; a defence (`DEF`) by its team; else by normalized name and position on the same team, and,
 * when no one on that team fits, the one player of that name and position in the whole catalogue (a
 * move our data has not caught up with). Catalogue players that carry another Sleeper id are never
 * matched by name, and no catalogue player is given to two Sleeper players. Every id comes back once,
 * matched or unmatched with its reason, in the order given (duplicates dropped).
 * @example
 * const { matched, unmatched } = matchPlayers(roster.players, playerMap, candidates);
 */
export function matchPlayers(
  sleeperIds: readonly string[],
  sleeperPlayers: Lookup,
  catalogue: readonly MatchCandidate[],
): PlayerMatches {
  const index = indexCatalogue(catalogue);
  const taken = new Map<string, string>();
  const result: PlayerMatches = { matched: [], unmatched: [] };
  for (const sleeperId of new Set(sleeperIds)) {
    const sleeper = sleeperPlayers.get(sleeperId);
    const outcome = matchOne(sleeperId, sleeper, index);
    if ('reason' in outcome) {
      result.unmatched.push(outcome);
      continue;
    }
    const holder = taken.get(outcome.playerId);
    if (holder !== undefined) {
      result.unmatched.push({
        ...describe(sleeperId, sleeper),
        reason: 'ambiguous',
        message: `${nameOf(sleeperId, sleeper)} matches the same Lineup Lab player as Sleeper player ${holder}.`,
        candidates: [outcome.playerId],
      });
      continue;
    }
    taken.set(outcome.playerId, sleeperId);
    result.matched.push(outcome);
  }
  return result;
}

interface CatalogueIndex {
  bySleeperId: Map<string, MatchCandidate>;
  defenceByTeam: Map<string, MatchCandidate>;
  /** `name|position` → candidates without a Sleeper id of their own. */
  byName: Map<string, MatchCandidate[]>;
}

function teamOf(team: string | null | undefined): string | null {
  if (!team || team === 'FA') return null;
  return canonicalTeam(team) ?? team.toUpperCase();
}

function indexCatalogue(catalogue: readonly MatchCandidate[]): CatalogueIndex {
  const index: CatalogueIndex = { bySleeperId: new Map(), defenceByTeam: new Map(), byName: new Map() };
  for (const candidate of catalogue) {
    const position = projectedPosition(candidate.position);
    if (candidate.sleeperId) index.bySleeperId.set(candidate.sleeperId, candidate);
    if (position === 'D/ST') {
      const team = teamOf(candidate.team);
      if (team) index.defenceByTeam.set(team, candidate);
      continue;
    }
    if (candidate.sleeperId || position === null) continue;
    const key = `${normalizeName(candidate.name)}|${position}`;
    index.byName.set(key, [...(index.byName.get(key) ?? []), candidate]);
  }
  return index;
}

function nameOf(sleeperId: string, sleeper: SleeperPlayer | undefined): string {
  return sleeper?.name ? sleeper.name : `Sleeper player ${sleeperId}`;
}

function describe(sleeperId: string, sleeper: SleeperPlayer | undefined) {
  return {
    sleeperId,
    name: sleeper?.name || null,
    position: sleeper?.position ?? null,
    team: sleeper?.team ?? null,
  };
}

function matchOne(
  sleeperId: string,
  sleeper: SleeperPlayer | undefined,
  index: CatalogueIndex,
): MatchedPlayer | UnmatchedPlayer {
  const byId = index.bySleeperId.get(sleeperId);
  if (byId) return { sleeperId, playerId: byId.playerId, method: 'sleeper-id' };
  const who = nameOf(sleeperId, sleeper);
  // A defence's Sleeper id is its team's abbreviation: matched by team even if the list lacks it.
  const position: NflPosition | null = sleeper
    ? projectedPosition(sleeper.position ?? '')
    : canonicalTeam(sleeperId) !== null
      ? 'D/ST'
      : null;
  if (position === 'D/ST') {
    const team = teamOf(sleeper?.team ?? sleeperId);
    const defence = team === null ? undefined : index.defenceByTeam.get(team);
    if (defence) return { sleeperId, playerId: defence.playerId, method: 'defense-team' };
    return {
      ...describe(sleeperId, sleeper),
      reason: 'not-in-catalogue',
      message: `Lineup Lab has no ${team ?? sleeperId} D/ST to match ${who} to.`,
    };
  }
  if (!sleeper) {
    return {
      ...describe(sleeperId, sleeper),
      reason: 'not-in-player-list',
      message: `Sleeper's player list has no player ${sleeperId}.`,
    };
  }
  if (position === null) {
    return {
      ...describe(sleeperId, sleeper),
      reason: 'position-not-supported',
      message: `${who} plays ${sleeper.position ?? 'no listed position'}, which Lineup Lab does not project.`,
    };
  }
  const all = index.byName.get(`${normalizeName(sleeper.name)}|${position}`) ?? [];
  const team = teamOf(sleeper.team);
  const sameTeam = all.filter((candidate) => teamOf(candidate.team) === team);
  const pool = sameTeam.length > 0 ? sameTeam : all;
  const [only] = pool;
  if (only && pool.length === 1) {
    return {
      sleeperId,
      playerId: only.playerId,
      method: sameTeam.length > 0 ? 'name-position-team' : 'name-position',
    };
  }
  if (pool.length > 1) {
    return {
      ...describe(sleeperId, sleeper),
      reason: 'ambiguous',
      message: `${who} (${position}, ${team ?? 'FA'}) could be any of ${pool.length} Lineup Lab players; pick one by hand.`,
      candidates: pool.map((candidate) => candidate.playerId),
    };
  }
  return {
    ...describe(sleeperId, sleeper),
    reason: 'not-in-catalogue',
    message: `${who} (${position}, ${team ?? 'FA'}) is not among Lineup Lab's players.`,
  };
}
