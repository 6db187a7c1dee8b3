import type { HostLeague, HostPlayer, HostRoster } from '../../ports/league-source.js';
import { espnHostPlayer } from './espn-players.js';
import type { EspnLeague, EspnMember, EspnRosterEntry, EspnTeam } from './espn-schemas.js';
import { espnScoring } from './espn-scoring.js';
import { ESPN_IR_SLOT, espnRosterPositions, espnSlotName, isStartingSlot } from './espn-slots.js';

/**
 * One season of an ESPN league, as ESPN answered it, in the league-source port's terms, pure: its
 * slots in Sleeper's names (`espn-slots.ts`), its scoring as ours with notes (`espn-scoring.ts`),
 * each team's starters in the order of the league's starting slots, and the players' facts.
 * @example espnHostLeague(answer, { leagueId: '13579246', season: 2026 })
 */
export function espnHostLeague(league: EspnLeague, ref: { leagueId: string; season: number }): HostLeague {
  const rosterPositions = espnRosterPositions(league.settings.rosterSettings.lineupSlotCounts);
  const startingSlots = rosterPositions.filter(isStartingSlot);
  const members = new Map(league.members.map((member) => [member.id, member]));
  const players = new Map<string, HostPlayer>();
  const teams = [...league.teams].sort((a, b) => a.id - b.id);
  const rosters = teams.map((team): HostRoster => {
    const entries = team.roster?.entries ?? [];
    for (const entry of entries) {
      const player = entry.playerPoolEntry?.player;
      if (player) players.set(String(entry.playerId), espnHostPlayer({ ...player, id: entry.playerId }));
    }
    return {
      rosterId: team.id,
      ownerName: ownerName(team, members),
      teamName: teamName(team),
      starters: espnStarters(startingSlots, entries),
      players: [...new Set(entries.map((entry) => String(entry.playerId)))],
      setAside: entries
        .filter((entry) => entry.lineupSlotId === ESPN_IR_SLOT)
        .map((entry) => String(entry.playerId)),
    };
  });
  return {
    provider: 'espn',
    leagueId: ref.leagueId,
    name: league.settings.name.trim() || `ESPN league ${ref.leagueId}`,
    season: league.seasonId ?? ref.season,
    size: league.settings.size ?? league.teams.length,
    status: espnLeagueStatus(league),
    rosterPositions,
    scoring: espnScoring(league.settings.scoringSettings.scoringItems),
    rosters,
    players,
  };
}

/**
 * Each starting slot's player, in the order of `startingSlots` (the league's starting slots in our
 * names): the players ESPN has in that slot, in the roster's order; `null` for a slot nobody fills.
 * A player in a slot the league no longer has (its settings changed) starts nowhere.
 * @example espnStarters(['QB', 'RB', 'RB'], [{ playerId: 1, lineupSlotId: 2 }]) // [null, '1', null]
 */
export function espnStarters(
  startingSlots: readonly string[],
  entries: readonly Pick<EspnRosterEntry, 'playerId' | 'lineupSlotId'>[],
): (string | null)[] {
  const bySlot = new Map<string, string[]>();
  for (const entry of entries) {
    const slot = espnSlotName(entry.lineupSlotId);
    if (!isStartingSlot(slot)) continue;
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), String(entry.playerId)]);
  }
  return startingSlots.map((slot) => bySlot.get(slot)?.shift() ?? null);
}

/** The team's name: `name` (since 2023), else `location nickname` as older answers have it. */
function teamName(team: EspnTeam): string | null {
  const name = team.name?.trim();
  if (name) return name;
  const parts = [team.location, team.nickname].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The primary owner's (else the first owner's) name: display name, else first and last name. */
function ownerName(team: EspnTeam, members: ReadonlyMap<string, EspnMember>): string | null {
  const ownerId = team.primaryOwner ?? team.owners?.[0];
  const member = ownerId === undefined || ownerId === null ? undefined : members.get(ownerId);
  if (!member) return null;
  const display = member.displayName?.trim();
  if (display) return display;
  const full = [member.firstName, member.lastName].map((part) => part?.trim()).filter(Boolean);
  return full.length > 0 ? full.join(' ') : null;
}

/**
 * Sleeper's four states from ESPN's: `drafting` while `draftDetail.inProgress`; `pre_draft` before
 * `draftDetail.drafted` (or, without `draftDetail`, while no team has a player); `complete` once
 * the league is no longer active (`status.isActive: false`) or the current week (`scoringPeriodId`,
 * `status.latestScoringPeriod`) is past the final one (`status.finalScoringPeriod`); else `in_season`.
 */
export function espnLeagueStatus(
  league: Pick<EspnLeague, 'draftDetail' | 'status' | 'teams' | 'scoringPeriodId'>,
): string {
  const draft = league.draftDetail;
  if (draft?.inProgress) return 'drafting';
  const drafted = draft?.drafted ?? league.teams.some((team) => (team.roster?.entries?.length ?? 0) > 0);
  if (!drafted) return 'pre_draft';
  const status = league.status;
  if (status?.isActive === false) return 'complete';
  const final = status?.finalScoringPeriod;
  const weeks = [league.scoringPeriodId, status?.latestScoringPeriod];
  if (typeof final === 'number' && weeks.some((week) => typeof week === 'number' && week > final)) {
    return 'complete';
  }
  return 'in_season';
}
