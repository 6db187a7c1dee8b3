import {
  bandVerdict,
  countedActual,
  gameOfTeam,
  hindsight,
  type Roster,
  rosterOf,
  rosterPlayers,
  type ScoredGame,
  type SeasonRecordResponse,
  type SeasonRecordWeek,
  seasonSummary,
  sumPoints,
  weekOverAt,
} from '@lineup-lab/core';
import type { PlayerRef } from '../../records/team-record.js';
import { weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from './find-team.js';
import { readRosterWeek } from './roster-week.js';
import { scoringSettingsOf, teamScoringOf } from './team-scoring.js';
import { historyLineups, keptWeekLineups, lineupStoodSince } from './week-lineup.js';
import { readWeekScores } from './week-scores.js';

/**
 * `GET /api/teams/:teamName/record`: "how did we do", in the team's scoring. Every regular-season
 * week of the season shown that is over with every game final (scored in the store) and whose
 * lineup at kickoff is known (`week-lineup.ts`): the lineup's projected totals in every mode (the
 * week's predictions), its starters' actual points (OUT, bye and no game 0, as the team week counts
 * them), the band verdict, the best lineup of that roster by actual points and the points left on
 * the bench; and the season's summary. Store reads: the team, the lineups kept (one), the team's
 * 30-day history for weeks no row keeps (one, when needed), the stat lines of every week (one), and
 * each week's catalogue, predictions and injury records.
 */
export async function getSeasonRecord(
  ctx: ServiceContext,
  input: { ownerId: string; teamName: string },
): Promise<SeasonRecordResponse> {
  const team = await findTeam(ctx, input.ownerId, input.teamName);
  const { season, weeks } = await ctx.calendar.current();
  const scoring = scoringSettingsOf(team);
  const answer = (played: SeasonRecordWeek[]): SeasonRecordResponse => ({
    teamName: team.teamName,
    season,
    format: teamScoringOf(team).format,
    weeks: played,
    summary: seasonSummary(played),
  });
  if (season === null) return answer([]);
  const now = ctx.clock.now().getTime();
  const over: Array<{ week: number; overAt: number; games: readonly ScoredGame[] }> = [];
  for (const { week } of weeks) {
    const games = await ctx.calendar.gamesOf(season, week);
    const overAt = weekOverAt(games);
    const final = games.every((game) => game.homeScore !== null && game.awayScore !== null);
    if (overAt !== null && overAt <= now && final) over.push({ week, overAt, games });
  }
  const since = Date.parse(lineupStoodSince(team));
  const before = over.filter(({ overAt }) => overAt <= since);
  const kept = before.length > 0 ? await keptWeekLineups(ctx, team._id, season) : new Map();
  const missing = before.filter(({ week }) => !kept.has(week));
  const history = await historyLineups(ctx, team._id, missing);
  const played = over.flatMap(({ week, overAt, games }) => {
    const roster: Roster<PlayerRef> | undefined =
      since < overAt ? rosterOf(team) : (kept.get(week) ?? history.get(week));
    return roster ? [{ week, roster, games }] : [];
  });
  const playerIds = [...new Set(played.flatMap(({ roster }) => rosterPlayers(roster).map((p) => p._id)))];
  const [rosterWeeks, scores] = await Promise.all([
    Promise.all(
      played.map(async ({ week, roster }) =>
        readRosterWeek(ctx, roster, { at: await weekOfSeason(ctx, week), scoring }),
      ),
    ),
    readWeekScores(ctx, { season, weeks: played.map(({ week }) => week), playerIds, scoring }),
  ]);
  return answer(
    played.map(({ week, roster, games }, i): SeasonRecordWeek => {
      const rosterWeek = rosterWeeks[i];
      if (!rosterWeek) throw new Error(`No roster week for week ${week}`);
      const totals = rosterWeek.totals(roster.lineup);
      const projected = {
        conservative: sumPoints([totals.conservative]),
        median: sumPoints([totals.median]),
        aggressive: sumPoints([totals.aggressive]),
      };
      const actualOf = (player: PlayerRef) =>
        countedActual({
          state: gameOfTeam(player.teamName, games) ? 'final' : 'bye',
          actual: scores.pointsOf(week, player._id),
          out: rosterWeek.weekOf(player)?.out ?? false,
        });
      const { actual, optimal, benchLeft } = hindsight(roster, actualOf);
      return {
        week,
        projected,
        actual,
        band: bandVerdict(actual, projected) ?? 'within',
        optimal,
        benchLeft,
      };
    }),
  );
}
