/**
 * The lineup advisor (`POST /api/ai/lineup-advice`), through the SDK against real servers on port
 * 0 under a hand clock (the Friday before week 6 of the seeded 2025 season): the grounded analyst
 * answering each kind of question with the week's own numbers, the tier and ownership refusals,
 * the empty question, the 20-an-hour limit, and a chat model (a local chat-completions stand-in)
 * whose answers are used only when grounded, with the analyst answering on a timeout, an error or
 * an ungrounded answer.
 *
 * The team's week-6 numbers (the test catalogue's figures + 0.5, see week-fixtures.ts): starters
 * Hurts 18.0/22.4/27.3, McCaffrey IR (0), Hall 12.1/15.9/20.7, Jefferson on a bye (0), Lamb
 * 13.6/17.9/23.4, LaPorta 8.6/11.4/15.1, Hill (Questionable) 10.7/15.1/20.6, 49ers D/ST 4.6/7.7/11.5,
 * Elliott 6.7/8.6/10.9: floor 74.3, median 99.0, ceiling 129.5. Bench: Lamar Jackson
 * 19.9/24.6/30.7, Bijan Robinson 15.3/19.6/24.9, Chase 15.1/19.8/25.5, Andrews (Out), Henry
 * (Doubtful) 14.4/18.7/23.6. Optimal on the median: 144.2 (+45.2); highest ceiling 186.3.
 */
import type { LineupAdviceRequestInput, LineupKey } from '@lineup-lab/core';
import {
  type LineupLabClient,
  NotFoundError,
  RateLimitError,
  UpgradeRequiredError,
  ValidationError,
} from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/ports/collections.js';
import { ADVISOR_RATE } from '../../src/use-cases/advice/lineup-advice.js';
import { type FakeChatCompletions, startFakeChatCompletions } from '../support/fake-chat-completions.js';
import { type HandClock, handClock } from '../support/hand-clock.js';
import { seedPlayers } from '../support/players.js';
import { errorBodyOf, rawRequest, refusal } from '../support/requests.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { makePro, storedUser } from '../support/users.js';
import { PLAN_WEEK, seedWeekSeason, WEEK6_FRIDAY } from '../support/week-fixtures.js';

const TEAM = 'Advice Seekers';
const STARTERS: ReadonlyArray<[playerId: string, positionType: LineupKey, index?: 0 | 1]> = [
  ['p-hurts', 'quarterback'],
  ['p-cmc', 'runningBacks', 0], // IR
  ['p-hall', 'runningBacks', 1],
  ['p-jefferson', 'wideReceivers', 0], // bye in week 6
  ['p-lamb', 'wideReceivers', 1],
  ['p-laporta', 'tightEnd'],
  ['p-hill', 'flex'], // Questionable
  ['p-sf-dst', 'defenseST'],
  ['p-elliott', 'kicker'],
];
const BENCH = ['p-lamar', 'p-bijan', 'p-chase', 'p-andrews', 'p-henry'];
const HILL_FACT =
  'FLEX Tyreek Hill (MIA WR) vs NYJ: floor 10.7, median 15.1, ceiling 20.6; Questionable (Wrist)';
const CHASE_FACT = "Bench Ja'Marr Chase (CIN WR) at NYJ: floor 15.1, median 19.8, ceiling 25.5";
const TOTALS_FACT = "Starters' total in week 6: floor 74.3, median 99.0, ceiling 129.5";

/** A Pro user with the team above. */
async function proWithTeam(server: TestServer, email: string): Promise<LineupLabClient> {
  const client = await server.signUp(email);
  await client.user.subscriptionStatus();
  await makePro(server.store, email);
  await client.teams.create({ teamName: TEAM });
  for (const [playerId, positionType, index] of STARTERS) {
    await client.lineups.addPlayer({ teamName: TEAM, playerId });
    await client.lineups.moveToSlot({ teamName: TEAM, playerId, positionType, index });
  }
  for (const playerId of BENCH) await client.lineups.addPlayer({ teamName: TEAM, playerId });
  return client;
}

/** A question about the team's week 6, as the web sends it (the spec's context, numbers and all). */
const asking = (question: string, context: Partial<LineupAdviceRequestInput['context']> = {}) => ({
  question,
  context: { teamName: TEAM, week: PLAN_WEEK, ...context },
});

/** What a browser might send that the server must not believe: a made-up starter and total. */
const FORGED = {
  lineup: {
    QB: {
      name: 'Ghost Passer',
      team: 'XXX',
      projections: { conservative: 777.7, median: 888.8, aggressive: 999.9 },
    },
  },
  bench: [],
  totalProjectedPoints: 999.9,
};

describe('the lineup advisor, analyst only (no chat model configured)', () => {
  let server: TestServer;
  let clock: HandClock;
  let coach: LineupLabClient;

  beforeAll(async () => {
    clock = handClock(WEEK6_FRIDAY);
    server = await startTestServer({}, { clock });
    await seedPlayers(server.store);
    await seedWeekSeason(server.store);
    coach = await proWithTeam(server, 'advice-coach@example.com');
  }, 120_000);
  afterAll(() => server.close());

  it.each([
    [
      'Start Chase or Hill?',
      'startOrSit',
      "Start Ja'Marr Chase over Tyreek Hill: median 19.8 against 15.1.",
      [CHASE_FACT, HILL_FACT],
    ],
    [
      'Who should I play at FLEX?',
      'flex',
      "Put Ja'Marr Chase at FLEX instead of Tyreek Hill: median 19.8 against 15.1. Next: Bijan Robinson 19.6, Derrick Henry 18.7.",
      [HILL_FACT, CHASE_FACT],
    ],
    [
      // One swap, each player's own ceiling: no sum of ceilings.
      "I'm the underdog this week",
      'floorOrCeiling',
      "As the underdog, play for the ceiling: start Ja'Marr Chase at WR1 for Justin Jefferson: ceiling 25.5 against 0.0 (+25.5).",
      ["Best single move for the ceiling: Ja'Marr Chase at WR1 for Justin Jefferson, +25.5", CHASE_FACT],
    ],
    [
      // Saquon Barkley is in the catalogue, not on the team: week 6 median 19.7 + 0.5 = 20.2.
      'Should I pick up Saquon Barkley and drop Breece Hall?',
      'pickup',
      // From the waiver assistant: this week and the weeks left (7 on, each at its stored or mean figures).
      'Pick up Saquon Barkley and drop Breece Hall: your optimal lineups gain +29.6 over weeks 6–17 (+4.3 in week 6).',
      [
        'Catalogue Saquon Barkley (PHI RB) at NYJ: floor 15.7, median 20.2, ceiling 25.8',
        'RB2 Breece Hall (NYJ RB) vs NYJ: floor 12.1, median 15.9, ceiling 20.7',
      ],
    ],
    [
      // The issue's own question, about two players neither the team nor the catalogue has.
      'Should I pick up Dante Garrity Jr. and drop Luca Zeller?',
      'pickup',
      'I can\'t judge this pickup: I find no player named "Dante Garrity Jr." and "Luca Zeller" on your team or in the player catalogue.',
      [],
    ],
    [
      'Trade Chase and Hall for Barkley?',
      'trade',
      // From the trade analyzer: the weeks left, then the band (its width follows the weeks' correlation).
      'The trade is even: +4.0 to your optimal lineups over weeks 6–17 (band -',
      [CHASE_FACT],
    ],
    [
      'Should I accept this trade?',
      'trade',
      "I can't judge this trade: it names none of your players to give.",
      [],
    ],
    [
      'any injuries or byes?',
      'injuriesAndByes',
      "Starters who will not play, each counting 0.0: Christian McCaffrey (RB1, IR (Achilles)) and Justin Jefferson (WR1, on a bye).\nAt RB1, start Bijan Robinson instead (median 19.6).\nAt WR1, start Ja'Marr Chase instead (median 19.8).",
      [
        'RB1 Christian McCaffrey (SF RB) vs NYJ: IR (Achilles), will not play, counts 0.0',
        'WR1 Justin Jefferson (MIN WR): on a bye, counts 0.0',
      ],
    ],
    [
      'Is my lineup optimal?',
      'optimal',
      'Not yet: the optimal lineup projects 144.2 on the median, 45.2 more than yours (99.0).\n- Start Lamar Jackson at QB for Jalen Hurts.',
      [TOTALS_FACT, 'Optimal lineup (median): 144.2, 45.2 more than 99.0'],
    ],
    [
      'What should I eat before kickoff?',
      'overview',
      "I can't answer that one directly, but here is your week 6: your starters project 99.0 (floor 74.3, ceiling 129.5).",
      [TOTALS_FACT],
    ],
  ] as const)(
    'answers "%s" (%s) with the week’s own numbers and the facts it used',
    async (question, topic, cited, facts) => {
      const answer = await coach.ai.lineupAdvice(asking(question));
      expect(answer).toMatchObject({ source: 'analyst', topic, generatedAt: WEEK6_FRIDAY });
      expect(answer.advice).toContain(cited);
      // Never another question's answer in its place.
      if (topic === 'pickup' || topic === 'trade') expect(answer.advice).not.toMatch(/^Start /m);
      for (const fact of facts) expect(answer.facts).toContain(fact);
      expect(answer.model).toBeUndefined();
      expect(answer.fallbackReason).toBeUndefined();
    },
  );

  it('ignores the numbers the request carries, and answers in the mode asked for', async () => {
    const answer = await coach.ai.lineupAdvice(
      asking('Is my lineup optimal?', { ...FORGED, mode: 'aggressive' }),
    );
    expect(answer.advice).toContain(
      'the optimal lineup projects 186.3 on the ceiling, 56.8 more than yours (129.5)',
    );
    expect(JSON.stringify(answer)).not.toMatch(/999\.9|888\.8|Ghost Passer/);
  });

  it("answers in the team's own mode when the question names none", async () => {
    await coach.teams.setMode(TEAM, { mode: 'aggressive' });
    try {
      const answer = await coach.ai.lineupAdvice(asking('Is my lineup optimal?'));
      expect(answer.advice).toContain(
        'the optimal lineup projects 186.3 on the ceiling, 56.8 more than yours (129.5)',
      );
      // A mode asked for still wins.
      const median = await coach.ai.lineupAdvice(asking('Is my lineup optimal?', { mode: 'median' }));
      expect(median.advice).toContain('the optimal lineup projects 144.2 on the median');
    } finally {
      await coach.teams.setMode(TEAM, { mode: 'median' });
    }
  });

  it('refuses a free user with 403 upgradeRequired', async () => {
    const free = await server.signUp('advice-free@example.com');
    const error = await refusal(free.ai.lineupAdvice(asking('Start Chase or Hill?')));
    expect(error).toBeInstanceOf(UpgradeRequiredError);
    expect(error).toMatchObject({
      status: 403,
      body: { upgradeRequired: true, message: 'The AI lineup advisor is available on the Pro plan' },
    });
  });

  it("does not find another user's team (404), refuses a week the season lacks (400), and counts neither", async () => {
    const rival = await proWithTeam(server, 'advice-rival@example.com');
    await rival.teams.create({ teamName: 'Rival Only' });
    const counted = async () => {
      const { _id } = await storedUser(server.store, 'advice-coach@example.com');
      const counters = await COLLECTIONS.rateLimits.of(server.store).find({});
      return counters.filter((c) => c._id.startsWith(`advisor:user:${_id}:`));
    };
    const before = await counted();
    const error = await refusal(
      coach.ai.lineupAdvice(asking('Start Chase or Hill?', { teamName: 'Rival Only' })),
    );
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.status).toBe(404);
    const week = await refusal(coach.ai.lineupAdvice(asking('Start Chase or Hill?', { week: 18 })));
    expect(week.status).toBe(400);
    expect(await counted()).toEqual(before);
  });

  it("refuses an empty question with 400 'Please enter a question', in the SDK and on the server", async () => {
    const local = await refusal(coach.ai.lineupAdvice(asking('   ')));
    expect(local).toBeInstanceOf(ValidationError);
    expect(local.message).toBe('Please enter a question');
    const { client, token } = await server.signUpWithToken('advice-blank@example.com');
    await client.user.subscriptionStatus();
    await makePro(server.store, 'advice-blank@example.com');
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/ai/lineup-advice',
      token,
      body: asking('  '),
    });
    expect(response.status).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter a question',
    });
  });

  it('answers 20 questions an hour, refuses the 21st with 429 and the wait, and answers again the next hour', async () => {
    const asker = await proWithTeam(server, 'advice-limit@example.com');
    clock.set('2025-10-10T12:15:00.000Z');
    for (let i = 0; i < ADVISOR_RATE.limit; i++) {
      clock.set(new Date(Date.parse('2025-10-10T12:15:00.000Z') + i * 60_000));
      await asker.ai.lineupAdvice(asking('Is my lineup optimal?'));
    }
    clock.set('2025-10-10T12:40:00.000Z');
    const error = await refusal(asker.ai.lineupAdvice(asking('Start Chase or Hill?')));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({
      status: 429,
      retryAfter: 20 * 60,
      message: 'You can ask the advisor 20 questions an hour. Please try again in 20 minutes.',
    });
    // Another user's questions are theirs.
    expect((await coach.ai.lineupAdvice(asking('Start Chase or Hill?'))).topic).toBe('startOrSit');
    clock.set('2025-10-10T13:00:00.000Z');
    const next = await asker.ai.lineupAdvice(asking('Start Chase or Hill?'));
    expect(next).toMatchObject({ source: 'analyst', generatedAt: '2025-10-10T13:00:00.000Z' });
    clock.set(WEEK6_FRIDAY);
  }, 60_000);
});

describe('the lineup advisor with a chat model (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL)', () => {
  const MODEL = 'lineup-test-model';
  const TIMEOUT_MS = 400;
  let server: TestServer;
  let llm: FakeChatCompletions;
  let coach: LineupLabClient;

  beforeAll(async () => {
    llm = await startFakeChatCompletions();
    server = await startTestServer(
      {
        LLM_BASE_URL: llm.baseUrl,
        LLM_API_KEY: 'test-key',
        LLM_MODEL: MODEL,
        LLM_TIMEOUT_MS: String(TIMEOUT_MS),
      },
      { clock: handClock(WEEK6_FRIDAY) },
    );
    await seedPlayers(server.store);
    await seedWeekSeason(server.store);
    coach = await proWithTeam(server, 'advice-llm@example.com');
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await llm.close();
  });

  const ANALYST = "Start Ja'Marr Chase over Tyreek Hill: median 19.8 against 15.1.";

  it('uses a grounded answer: source llm, the model’s name, the facts it cites', async () => {
    const content =
      "Start Ja'Marr Chase over Tyreek Hill at FLEX: his median is 19.8 against 15.1, and Hill is Questionable (Wrist).";
    llm.answerWith({ content });
    const answer = await coach.ai.lineupAdvice(asking('Start Chase or Hill?'));
    expect(answer).toEqual({
      advice: content,
      source: 'llm',
      model: MODEL,
      generatedAt: WEEK6_FRIDAY,
      topic: 'startOrSit',
      facts: [HILL_FACT, CHASE_FACT],
      // The move is the analyst's, worked out from the facts, whatever the model wrote.
      change: { playerId: 'p-chase', playerName: "Ja'Marr Chase", from: 'BENCH', to: 'FLEX', gain: 4.7 },
    });
  });

  it('gives the model the grounded facts of our records, never the numbers the request sent', async () => {
    llm.answerWith({ content: 'Your starters project 99.0 on the median.' });
    llm.requests.length = 0;
    const answer = await coach.ai.lineupAdvice(asking('How does my week look?', FORGED));
    expect(answer).toMatchObject({ source: 'llm', advice: 'Your starters project 99.0 on the median.' });
    expect(answer.facts).toContain(TOTALS_FACT);
    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe(MODEL);
    expect(request?.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const sent = JSON.stringify(request?.body.messages);
    expect(sent).toContain(TOTALS_FACT);
    expect(sent).toContain(HILL_FACT);
    expect(sent).toContain('Question: How does my week look?');
    expect(sent).not.toMatch(/999\.9|888\.8|777\.7|Ghost Passer/);
  });

  it('accepts a player of the catalogue who is not on the team', async () => {
    llm.answerWith({
      content: "Start Ja'Marr Chase: median 19.8 against 15.1. Patrick Mahomes is not on your team.",
    });
    expect(await coach.ai.lineupAdvice(asking('Start Chase or Hill?'))).toMatchObject({
      source: 'llm',
      model: MODEL,
    });
  });

  it.each([
    ['an invented player', 'Start Zachary Phantom over Tyreek Hill: median 19.8 against 15.1.'],
    ['a number the facts do not hold', "Start Ja'Marr Chase over Tyreek Hill: median 21.3 against 15.1."],
  ])('falls back to the analyst on an answer with %s (ungrounded)', async (_, content) => {
    llm.answerWith({ content });
    const answer = await coach.ai.lineupAdvice(asking('Start Chase or Hill?'));
    expect(answer).toMatchObject({ source: 'analyst', fallbackReason: 'ungrounded', topic: 'startOrSit' });
    expect(answer.advice).toContain(ANALYST);
    expect(answer.model).toBeUndefined();
    expect(answer.facts).toEqual([CHASE_FACT, HILL_FACT]);
  });

  it('falls back to the analyst when the model does not answer in LLM_TIMEOUT_MS (timeout)', async () => {
    llm.answerWith('hang');
    const started = Date.now();
    const answer = await coach.ai.lineupAdvice(asking('Start Chase or Hill?'));
    expect(answer).toMatchObject({ source: 'analyst', fallbackReason: 'timeout' });
    expect(answer.advice).toContain(ANALYST);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3_000);
  });

  it('falls back to the analyst when the endpoint fails (error)', async () => {
    llm.answerWith({ status: 500, error: 'The model is overloaded' });
    const before = llm.requests.length;
    const answer = await coach.ai.lineupAdvice(asking('Start Chase or Hill?'));
    expect(answer).toMatchObject({ source: 'analyst', fallbackReason: 'error' });
    expect(answer.advice).toContain(ANALYST);
    expect(llm.requests.length - before).toBe(1); // not retried
  });

  it('grounds a pickup answer on the catalogue facts the analyst adds, which the model is given', async () => {
    const content = 'Pick up Saquon Barkley and drop Breece Hall: median 20.2 against 15.9.';
    llm.answerWith({ content });
    llm.requests.length = 0;
    const answer = await coach.ai.lineupAdvice(
      asking('Should I pick up Saquon Barkley and drop Breece Hall?'),
    );
    expect(answer).toMatchObject({ source: 'llm', topic: 'pickup', advice: content });
    expect(answer.change).toBeUndefined();
    expect(JSON.stringify(llm.requests[0]?.body.messages)).toContain(
      'Catalogue Saquon Barkley (PHI RB) at NYJ: floor 15.7, median 20.2, ceiling 25.8',
    );
    // A number the facts do not hold is still refused.
    llm.answerWith({ content: 'Pick up Saquon Barkley: median 31.4 against 15.9.' });
    expect(
      await coach.ai.lineupAdvice(asking('Should I pick up Saquon Barkley and drop Breece Hall?')),
    ).toMatchObject({ source: 'analyst', fallbackReason: 'ungrounded', topic: 'pickup' });
  });

  it('suggests a change that move-player applies as said (from → to), under the same locks', async () => {
    llm.answerWith({ content: 'Your starters project 99.0 on the median.' });
    const { change } = await coach.ai.lineupAdvice(asking('Who should I play at FLEX?'));
    if (!change) throw new Error('no change suggested');
    expect(change).toMatchObject({ playerId: 'p-chase', from: 'BENCH', to: 'FLEX' });
    const { team } = await coach.lineups.movePlayer({
      teamName: TEAM,
      playerId: change.playerId,
      fromPosition: change.from,
      toPosition: change.to,
    });
    expect(team.lineups[0]?.flex?._id).toBe('p-chase');
    expect(team.bench.map((p) => p._id)).toContain('p-hill');
    // Applied: FLEX already holds the best choice, so no move is suggested any more.
    expect((await coach.ai.lineupAdvice(asking('Who should I play at FLEX?'))).change).toBeUndefined();
  });

  it('falls back to the analyst when the model answers no text (error)', async () => {
    llm.answerWith({ content: '   ' });
    expect(await coach.ai.lineupAdvice(asking('Start Chase or Hill?'))).toMatchObject({
      source: 'analyst',
      fallbackReason: 'error',
    });
  });
});
