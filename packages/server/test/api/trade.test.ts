/**
 * The trade analyzer (`POST /api/teams/:teamName/trade`), through the SDK against a real server on
 * port 0 under a hand clock (the Friday before week 6 of the seeded 2025 season: weeks 6 and 7
 * predicted, weeks 8–17 counted at each player's mean of them), with the fake Sleeper as the host
 * of the imported PPR league: a trade's verdict checked against the numbers worked out by hand from
 * the stored predictions, the other team of the league weighed too, and the refusals of bad trades
 * (the same player on both sides, four players, a player not on the team, a free agent) with their
 * messages, the server's own (past the SDK's checks) and a free user's; the advisor answers a trade
 * question from the analyzer's verdict.
 */
import { REST_OF_SEASON_WEEK_CORRELATION, TRADE_EVEN } from '@lineup-lab/core';
import { type LineupLabClient, NotFoundError, ValidationError } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSleeperData, type FakeSleeper, startFakeSleeper } from '../support/fake-sleeper.js';
import { handClock } from '../support/hand-clock.js';
import { seedPlayers } from '../support/players.js';
import { rawRequest, refusal } from '../support/requests.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { makePro } from '../support/users.js';
import {
  LAST_WEEK,
  PLAN_WEEK,
  predictionOf,
  SEASON,
  seedWeekSeason,
  WEEK6_FRIDAY,
} from '../support/week-fixtures.js';

const PPR_ID = '1100000000000000001';
const TEAM = 'Pat’s Pickers';
const TEAM_PATH = `/api/teams/${encodeURIComponent(TEAM)}/trade`;

let sleeper: FakeSleeper;
let server: TestServer;
let coach: LineupLabClient;
let token: string;

beforeAll(async () => {
  sleeper = await startFakeSleeper({ ...defaultSleeperData(), season: SEASON });
  server = await startTestServer({ SLEEPER_API_URL: sleeper.url }, { clock: handClock(WEEK6_FRIDAY) });
  await seedPlayers(server.store);
  await seedWeekSeason(server.store);
  ({ client: coach, token } = await server.signUpWithToken('trader@example.com'));
  await coach.user.subscriptionStatus();
  await makePro(server.store, 'trader@example.com');
  await coach.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 1 });
}, 60_000);
afterAll(async () => {
  await server.close();
  await sleeper.close();
});

/** A player's numbers in each week left, by hand: weeks 6 and 7 as stored, later weeks their mean. */
function weeksOf(playerId: string) {
  const [six, seven] = [PLAN_WEEK, PLAN_WEEK + 1].map((week) => predictionOf(playerId, week).raw);
  if (!six || !seven) throw new Error('no prediction');
  const mean = (key: 'conservative' | 'median' | 'aggressive') =>
    Math.round(((six[key] + seven[key]) / 2) * 100) / 100;
  const later = {
    conservative: mean('conservative'),
    median: mean('median'),
    aggressive: mean('aggressive'),
  };
  return [six, seven, ...Array.from({ length: LAST_WEEK - PLAN_WEEK - 1 }, () => later)];
}

describe('a trade in an imported league', () => {
  it("matches the verdict worked out by hand, with both sides' values and the other team's change", async () => {
    // Pat's running backs are Christian McCaffrey (on IR: 0) and Bijan Robinson; with five
    // running backs, receivers and tight ends for six slots, everyone starts. Giving Bijan for
    // Saquon Barkley swaps one for the other in every week's optimal lineup.
    const answer = await coach.teams.trade(TEAM, { give: ['p-bijan'], get: ['p-barkley'] });
    const barkley = weeksOf('p-barkley');
    const bijan = weeksOf('p-bijan');
    const median = barkley.reduce((sum, week, i) => sum + week.median - (bijan[i]?.median ?? 0), 0);
    // Each week, Barkley's floor and Bijan's ceiling pull the change down (and the other way up);
    // the weeks combined with every two correlated ρ: √((1 − ρ)·Σw² + ρ·(Σw)²).
    const combine = (widths: number[]) => {
      const sum = widths.reduce((a, b) => a + b, 0);
      const squares = widths.reduce((a, b) => a + b * b, 0);
      const rho = REST_OF_SEASON_WEEK_CORRELATION;
      return Math.sqrt((1 - rho) * squares + rho * sum * sum);
    };
    const below = combine(
      barkley.map((week, i) =>
        Math.hypot(week.median - week.conservative, (bijan[i]?.aggressive ?? 0) - (bijan[i]?.median ?? 0)),
      ),
    );
    const above = combine(
      barkley.map((week, i) =>
        Math.hypot(week.aggressive - week.median, (bijan[i]?.median ?? 0) - (bijan[i]?.conservative ?? 0)),
      ),
    );
    const threshold = Math.max(TRADE_EVEN.minPoints, TRADE_EVEN.bandShare * (below + above));
    expect(answer.weeks).toEqual(Array.from({ length: LAST_WEEK - PLAN_WEEK + 1 }, (_, i) => PLAN_WEEK + i));
    expect(answer.team.change.median).toBeCloseTo(median, 2);
    expect(answer.team.change.floor).toBeCloseTo(median - below, 1);
    expect(answer.team.change.ceiling).toBeCloseTo(median + above, 1);
    expect(answer.threshold).toBeCloseTo(threshold, 1);
    // +7.2 against a band over 100 points wide: within a tenth of it, the trade is even.
    expect(Math.abs(median)).toBeLessThan(threshold);
    expect(answer.verdict).toBe('even');
    expect(answer.summary).toMatch(
      /^The trade is even: \+7\.2 to your optimal lineups over weeks 6–17 \(band -/,
    );

    expect(answer.give.players.map((p) => p.playerName)).toEqual(['Bijan Robinson']);
    expect(answer.get.total.median).toBeCloseTo(
      barkley.reduce((sum, week) => sum + week.median, 0),
      2,
    );
    expect(answer.team.drops).toEqual([]);
    // The other team of the league (Superflex Sam's) gives Barkley and gets Bijan: the mirror image.
    expect(answer.otherTeamNote).toBeNull();
    expect(answer.otherTeam?.name).toBe('Superflex Sam');
    expect(answer.otherTeam?.effect.change.median).toBeCloseTo(-median, 2);
  });
});

describe('the advisor', () => {
  it("answers a trade question from the trade analyzer's verdict", async () => {
    const analysis = await coach.teams.trade(TEAM, { give: ['p-bijan'], get: ['p-barkley'] });
    const { advice, topic } = await coach.ai.lineupAdvice({
      question: 'Should I trade Bijan Robinson for Saquon Barkley?',
      context: { teamName: TEAM, week: PLAN_WEEK },
    });
    expect(topic).toBe('trade');
    expect(advice.split('\n')[0]).toBe(analysis.summary);
  });
});

describe('bad trades', () => {
  it('are refused with the reason, by the server itself', async () => {
    const message = async (body: unknown) => {
      const response = await rawRequest(server.url, { method: 'POST', path: TEAM_PATH, token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      return (response.body as { message: string }).message;
    };
    expect(await message({ give: ['p-bijan'], get: ['p-bijan'] })).toBe(
      'Bijan Robinson is on both sides of the trade',
    );
    expect(await message({ give: ['p-bijan', 'p-allen', 'p-chase', 'p-kelce'], get: ['p-barkley'] })).toBe(
      'A trade gives at most 3 players',
    );
    expect(await message({ give: ['p-hall'], get: ['p-barkley'] })).toBe(`Breece Hall is not on ${TEAM}`);
    expect(await message({ give: ['p-bijan'], get: ['p-henry'] })).toBe(
      'Derrick Henry is not on another roster of Sunday Funday PPR (at its last sync): pick him up from the waiver list instead',
    );
    // The SDK checks the size before sending; the server says the same.
    const four = await refusal(coach.teams.trade(TEAM, { give: ['p-bijan'], get: ['a', 'b', 'c', 'd'] }));
    expect(four).toBeInstanceOf(ValidationError);
    expect(four.message).toContain('A trade gets at most 3 players');
  });

  it("does not find another user's team, even for a Pro user (404)", async () => {
    const rival = await server.signUp('trade-rival@example.com');
    await rival.user.subscriptionStatus();
    await makePro(server.store, 'trade-rival@example.com');
    const refused = await refusal(rival.teams.trade(TEAM, { give: ['p-bijan'], get: ['p-barkley'] }));
    expect(refused).toBeInstanceOf(NotFoundError);
    expect(refused.message).toBe(`Team '${TEAM}' not found`);
  });

  it('refuses a free user (403 upgrade)', async () => {
    const fan = await server.signUp('trade-fan@example.com');
    await fan.teams.create({ teamName: 'Fan Club' });
    const refused = await refusal(fan.teams.trade('Fan Club', { give: ['p-bijan'], get: ['p-barkley'] }));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'UPGRADE_REQUIRED', upgradeRequired: true });
  });
});
