import {
  emptyLineup,
  locatePlayer,
  type RestOfSeason,
  rosterOf,
  rosterPlayers,
  sideValue,
  TEAM_CAPACITY,
  TRADE_MESSAGES,
  TRADE_SIDE_MAX,
  type TradeEffectOf,
  type TradeRequest,
  type TradeResponse,
  tradeEffect,
  tradeSummary,
  tradeVerdict,
  WAIVER_MESSAGES,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { LeagueRecord } from '../../records/league-record.js';
import type { PlayerRef, TeamRecord } from '../../records/team-record.js';
import type { ImportContext } from '../import/import-context.js';
import { leagueOf } from '../players/search-players.js';
import { restOfSeasonOf } from '../projections/rest-of-season.js';
import { findTeam } from '../teams/find-team.js';
import { scoringSettingsOf, teamModeOf, teamScoringOf } from '../teams/team-scoring.js';
import { seasonWeeksOf } from '../waivers/season-weeks-of.js';
import { type OtherLeagueTeam, otherLeagueTeam } from './other-league-team.js';

const refused = (side: 'give' | 'get', message: string) =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path: `body.${side}`, message }] });
const refOf = ({ _id, playerName, teamName, position }: PlayerRef): PlayerRef => ({
  _id,
  playerName,
  teamName,
  position,
});

/**
 * The trade's players, checked: none named twice nor on both sides, every one given on the team,
 * every one received in the catalogue and not on the team, and for an imported league on another
 * roster of the league at its last sync (400 VALIDATION_FAILED naming the player; 409 for a league
 * recorded before its rosters were kept, until it is synced).
 */
async function tradePlayers(
  ctx: ImportContext,
  team: TeamRecord,
  request: TradeRequest,
  league: LeagueRecord | null,
): Promise<{ give: PlayerRef[]; get: PlayerRef[] }> {
  const roster = rosterOf(team);
  for (const side of ['give', 'get'] as const) {
    if (request[side].length === 0) throw refused(side, TRADE_MESSAGES.sideEmpty(side));
    if (request[side].length > TRADE_SIDE_MAX) throw refused(side, TRADE_MESSAGES.sideTooLong(side));
  }
  const records = await COLLECTIONS.players
    .of(ctx.store)
    .find(
      { _id: { $in: [...request.give, ...request.get] } },
      { projection: { playerName: 1, teamName: 1, position: 1 } },
    );
  const byId = new Map(records.map((record) => [record._id, refOf(record)]));
  const nameOf = (id: string) =>
    locatePlayer(roster, id)?.player.playerName ?? byId.get(id)?.playerName ?? id;
  for (const side of ['give', 'get'] as const) {
    const twice = request[side].find((id, i) => request[side].indexOf(id) !== i);
    if (twice) throw refused(side, TRADE_MESSAGES.twice(nameOf(twice)));
  }
  const both = request.get.find((id) => request.give.includes(id));
  if (both) throw refused('get', TRADE_MESSAGES.bothSides(nameOf(both)));
  const give = request.give.map((id) => {
    const found = locatePlayer(roster, id);
    if (!found) throw refused('give', TRADE_MESSAGES.notOnTeam(nameOf(id), team.teamName));
    return refOf(byId.get(id) ?? found.player);
  });
  const rostered = new Set(league?.rosteredPlayerIds ?? []);
  if (league && !league.rosteredPlayerIds) {
    throw new AppError('CONFLICT', WAIVER_MESSAGES.leagueNotSynced(team.teamName));
  }
  const get = request.get.map((id) => {
    const player = byId.get(id);
    if (!player) throw refused('get', TRADE_MESSAGES.notInCatalogue(id));
    if (locatePlayer(roster, id))
      throw refused('get', TRADE_MESSAGES.alreadyOnTeam(player.playerName, team.teamName));
    if (league && !rostered.has(id))
      throw refused('get', TRADE_MESSAGES.notInLeague(player.playerName, league.name));
    return player;
  });
  return { give, get };
}

/** A player of a side with his rest-of-season total. */
function sidePlayer(player: PlayerRef, total: RestOfSeason | undefined) {
  return {
    ...player,
    season: { floor: total?.floor ?? null, median: total?.median ?? null, ceiling: total?.ceiling ?? null },
  };
}

/** An effect as the answer shows it: its drops named. */
const effectOf = (effect: TradeEffectOf<PlayerRef>) => ({
  before: effect.before,
  after: effect.after,
  change: effect.change,
  weeks: effect.weeks.map((week) => ({ ...week })),
  drops: effect.drops.map(refOf),
});

/**
 * `POST /api/teams/:teamName/trade` (Pro and exempt; the route's permission): what giving `give`
 * for `get` does, in the team's scoring. Each side's rest-of-season value (`restOfSeasonOf`; the
 * players' totals summed, band in quadrature: `sideValue`), the change to the team's optimal
 * lineups over the weeks left with its band (core's `tradeEffect`: the week users plan for as the
 * editor counts it, later weeks from the rest-of-season projections; players released when more
 * come than go), and for an imported league the same for the team the received players are on
 * (`otherLeagueTeam`, read from the host; its lineups decided on the median, on our slots, without
 * a roster limit). When a player of the trade is locked this week (his game has kicked off), the
 * trade counts from the next week. The verdict reads the team's change (`tradeVerdict`).
 * `otherTeam: false` leaves the other team out (no call to the host: the advisor's questions).
 */
export async function analyzeTrade(
  ctx: ImportContext,
  input: TradeRequest & { ownerId: string; teamName: string },
  options: { otherTeam?: boolean } = {},
): Promise<TradeResponse> {
  const team = await findTeam(ctx, input.ownerId, input.teamName);
  const league = await leagueOf(ctx, team);
  const { give, get } = await tradePlayers(ctx, team, input, league);
  const other: OtherLeagueTeam | { note: string } | null =
    league && options.otherTeam !== false
      ? await otherLeagueTeam(
          ctx,
          league,
          get.map((player) => player._id),
        )
      : null;
  const roster = rosterOf(team);
  const scoring = scoringSettingsOf(team);
  const mode = teamModeOf(team);
  const otherPlayers = other && 'players' in other ? other.players : [];
  const everyone = [
    ...new Map([...rosterPlayers(roster), ...get, ...otherPlayers].map((p) => [p._id, p])).values(),
  ];
  const ros = await restOfSeasonOf(ctx, { playerIds: everyone.map((player) => player._id), scoring });
  const season = await seasonWeeksOf(ctx, { players: everyone, scoring, ros });
  const tradedLocked = [...give, ...get].some(season.isLocked);
  const weeks = tradedLocked ? season.weeks.slice(1) : season.weeks;
  const trade = { give: give.map((player) => player._id), get };
  const teamEffect = tradeEffect({ roster, weeks, mode, capacity: TEAM_CAPACITY }, trade, season.correlation);
  const otherEffect =
    other && 'players' in other
      ? tradeEffect(
          {
            roster: { lineup: emptyLineup<PlayerRef>(), bench: other.players },
            weeks,
            mode: 'median',
            capacity: null,
          },
          { give: get.map((player) => player._id), get: give },
          season.correlation,
        )
      : null;
  const totalOf = (player: PlayerRef) => season.totalOf(player._id);
  const side = (players: readonly PlayerRef[]) => {
    const shown = players.map((player) => sidePlayer(player, totalOf(player)));
    return { players: shown, total: sideValue(shown.map((player) => player.season)) };
  };
  const { verdict, threshold } = tradeVerdict(teamEffect.change);
  const weekNumbers = weeks.map((week) => week.week);
  return {
    teamName: team.teamName,
    season: season.season,
    weeks: weekNumbers,
    mode,
    format: teamScoringOf(team).format,
    give: side(give),
    get: side(get),
    team: effectOf(teamEffect),
    otherTeam:
      other && 'players' in other && otherEffect ? { name: other.name, effect: effectOf(otherEffect) } : null,
    otherTeamNote: other && 'note' in other ? other.note : null,
    verdict,
    threshold: Math.round(threshold * 100) / 100,
    summary: tradeSummary({ verdict, change: teamEffect.change, threshold, weeks: weekNumbers }),
  };
}
