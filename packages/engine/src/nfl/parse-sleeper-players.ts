import { canonicalTeam, NFL_TEAM_NAMES } from './canonical-team.js';
import { type NflPlayer, ZNflPlayer } from './entities.js';
import { NflFormatError } from './format-error.js';
import { projectedPosition } from './nflverse-position.js';
import { describeIssues, RowRejection, rejectionReason } from './row-cells.js';

/** What Sleeper's player list gives. */
export interface SleeperPlayersParse {
  /** Entries read (every key of the object). */
  read: number;
  players: NflPlayer[];
  /** Entries left out on purpose, counted by reason (positions not projected, players without a team who are not active). */
  skipped: Record<string, number>;
  /** Entries refused: `id` is the entry's key. */
  rejected: Array<{ id: string; reason: string }>;
}

type Entry = Record<string, unknown>;

const text = (entry: Entry, field: string): string => {
  const value = entry[field];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

/** Sleeper's `status` as ours; `null` when the entry should be skipped as not active and teamless. */
function statusOf(entry: Entry, team: string | null): NflPlayer['status'] | null {
  const status = text(entry, 'status');
  if (status === 'Injured Reserve') return 'injured_reserve';
  if (
    status === 'Inactive' ||
    status === 'Physically Unable to Perform' ||
    status === 'Non Football Injury'
  ) {
    return team === null ? null : 'inactive';
  }
  if (entry.active === false && team === null) return null;
  return team === null ? 'free_agent' : 'active';
}

type Outcome = { player: NflPlayer } | { skip: string };

function entryOf(key: string, value: unknown): Outcome {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RowRejection('is not an object');
  }
  const entry = value as Entry;
  const sleeperId = text(entry, 'player_id') || key;
  if (sleeperId !== key) throw new RowRejection(`player_id "${sleeperId}" differs from its key`);
  const fantasy = Array.isArray(entry.fantasy_positions) ? entry.fantasy_positions : [];
  const positionCode = text(entry, 'position') || (typeof fantasy[0] === 'string' ? fantasy[0] : '');
  const position = projectedPosition(positionCode);
  if (position === null) return { skip: `position ${positionCode || '(none)'} is not projected` };
  const teamText = text(entry, 'team');
  const team = teamText === '' ? null : canonicalTeam(teamText);
  if (teamText !== '' && team === null) throw new RowRejection(`team is not an NFL team: "${teamText}"`);
  if (position === 'D/ST') {
    const defence = team ?? canonicalTeam(key);
    if (defence === null) throw new RowRejection(`a DEF entry without an NFL team: "${key}"`);
    return {
      player: {
        _id: `dst:${defence}`,
        name: `${NFL_TEAM_NAMES[defence]} D/ST`,
        position,
        team: defence,
        status: 'active',
        ids: { sleeper: sleeperId },
      },
    };
  }
  const status = statusOf(entry, team);
  if (status === null) return { skip: 'not active and without a team' };
  const name =
    text(entry, 'full_name') ||
    [text(entry, 'first_name'), text(entry, 'last_name')].filter(Boolean).join(' ');
  const gsis = text(entry, 'gsis_id');
  const parsed = ZNflPlayer.safeParse({
    _id: `sleeper:${sleeperId}`,
    name,
    position,
    team,
    status,
    ids: { sleeper: sleeperId, ...(gsis !== '' && { gsis }) },
  });
  if (!parsed.success) throw new RowRejection(describeIssues(parsed.error));
  return { player: parsed.data };
}

/**
 * Parses Sleeper's NFL player list (`GET https://api.sleeper.app/v1/players/nfl`: an object keyed by
 * Sleeper `player_id`, each entry with `full_name` or `first_name`/`last_name`, `position`,
 * `fantasy_positions`, `team`, `status`, `active`, `gsis_id` …). Players of the projected positions
 * become `sleeper:<player_id>` with their GSIS id when Sleeper knows it; `DEF` entries become the team
 * defence `dst:<team>`. Other positions, and players neither active nor on a team, are skipped
 * (counted by reason); a malformed entry is rejected with its key and why. Throws `NflFormatError` when
 * the text is not a JSON object.
 */
export function parseSleeperPlayers(json: string): SleeperPlayersParse {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new NflFormatError(`This is not Sleeper's player list: not JSON (${(error as Error).message})`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new NflFormatError("This is not Sleeper's player list: not an object keyed by player_id");
  }
  const entries = Object.entries(data);
  const result: SleeperPlayersParse = { read: entries.length, players: [], skipped: {}, rejected: [] };
  for (const [key, value] of entries) {
    try {
      const outcome = entryOf(key, value);
      if ('skip' in outcome) result.skipped[outcome.skip] = (result.skipped[outcome.skip] ?? 0) + 1;
      else result.players.push(outcome.player);
    } catch (error) {
      result.rejected.push({ id: key, reason: rejectionReason(error) });
    }
  }
  return result;
}
