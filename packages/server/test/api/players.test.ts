import { PROJECTION_MODES, ZPlayerProjectionResponse } from '@lineup-lab/core';
import { AuthenticationError, type LineupLabClient, NotFoundError, ValidationError } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/ports/collections.js';
import { INJURY_UPDATED_AT, seedPlayers, testPlayer } from '../support/players.js';
import { errorBodyOf, rawRequest, refusal } from '../support/requests.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let scout: LineupLabClient;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedPlayers(server.store);
  ({ client: scout, token } = await server.signUpWithToken('scout@example.com'));
});
afterAll(() => server.close());

const names = (players: readonly { playerName: string }[]) => players.map((p) => p.playerName);

describe('GET /api/players/enhanced-search', () => {
  it('ranks names starting with the text first, then later words, then the rest', async () => {
    const { players } = await scout.players.search({ q: 'ja' });

    // Prefixes by season points (Ja'Marr Chase 349.2, Jalen Hurts 352.7, Jake Elliott 128.6).
    expect(names(players)).toEqual([
      'Jalen Hurts',
      "Ja'Marr Chase",
      'Jake Elliott',
      'Lamar Jackson',
      'Bijan Robinson',
    ]);
  });

  it('honours the limit', async () => {
    const { players } = await scout.players.search({ q: 'ja', limit: 2 });
    expect(names(players)).toEqual(['Jalen Hurts', "Ja'Marr Chase"]);
  });

  it('answers 20 at most by default, and up to 50 when asked', async () => {
    const depth = COLLECTIONS.players.of(server.store);
    for (let n = 1; n <= 25; n++) {
      const number = String(n).padStart(2, '0');
      await depth.insertOne({
        _id: `p-qx-${number}`,
        playerName: `Qxavier Depth ${number}`,
        teamName: 'FA',
        position: 'WR',
        points: n,
      });
    }

    expect((await scout.players.search({ q: 'qxavier' })).players).toHaveLength(20);
    expect((await scout.players.search({ q: 'qxavier', limit: 50 })).players).toHaveLength(25);
    const tooMany = await rawRequest(server.url, {
      path: '/api/players/enhanced-search?q=qxavier&limit=51',
      token,
    });
    expect(tooMany.status).toBe(400);
    expect(errorBodyOf(tooMany).message).toBe('limit must be a whole number from 1 to 50');
  });

  it('ignores case and surrounding spaces, and treats the text as text, not a pattern', async () => {
    expect(names((await scout.players.search({ q: '  MAHOMES ' })).players)).toEqual(['Patrick Mahomes']);
    expect(names((await scout.players.search({ q: 'A.J.' })).players)).toEqual(['A.J. Brown']);
    expect((await scout.players.search({ q: '.*' })).players).toEqual([]);
  });

  it('answers catalogue players without their injury reports', async () => {
    const { players } = await scout.players.search({ q: 'McCaffrey' });
    const { injury: _, injuryUpdatedAt: __, ...cmc } = testPlayer('p-cmc');
    // Before any season there is no week to work facts out for.
    expect(players).toEqual([{ ...cmc, facts: null }]);
  });

  it('counts every match before the limit (total), and answers the week null before any season', async () => {
    const answer = await scout.players.search({ q: 'ja', limit: 2 });
    expect(answer).toMatchObject({ total: 5, week: null });
    expect(names(answer.players)).toEqual(['Jalen Hurts', "Ja'Marr Chase"]);
  });

  it('browses a position without text, by points; filters a name search by position', async () => {
    const qbs = await scout.players.search({ position: 'QB' });
    // No week before any season: by season points (Lamar 401.9, Allen 385.4, Mahomes 361.2, Hurts 352.7).
    expect(names(qbs.players)).toEqual(['Lamar Jackson', 'Josh Allen', 'Patrick Mahomes', 'Jalen Hurts']);
    expect(qbs.total).toBe(4);
    // "ja" at quarterback: Jalen Hurts (a prefix) before Lamar Jackson (a later word).
    expect(names((await scout.players.search({ q: 'ja', position: 'QB' })).players)).toEqual([
      'Jalen Hurts',
      'Lamar Jackson',
    ]);
    expect((await scout.players.search({ q: 'ja', position: 'TE' })).total).toBe(0);
  });

  it('finds kickers listed as PK under K, and running backs, receivers and tight ends under FLEX', async () => {
    await COLLECTIONS.players.of(server.store).insertOne({
      _id: 'p-pk-aubrey',
      playerName: 'Brandon Aubrey',
      teamName: 'DAL',
      position: 'PK',
      points: 150.1,
    });
    const kickers = await scout.players.search({ position: 'K' });
    expect(names(kickers.players)).toEqual([
      'Brandon Aubrey',
      'Harrison Butker',
      'Justin Tucker',
      'Jake Elliott',
    ]);
    const catalogue = await COLLECTIONS.players.of(server.store).find({});
    const flex = catalogue.filter((p) => ['RB', 'WR', 'TE'].includes(p.position));
    const all = await scout.players.search({ position: 'FLEX', limit: 50 });
    expect(all.total).toBe(flex.length);
    expect(new Set(all.players.map((p) => p.position))).toEqual(new Set(['RB', 'WR', 'TE']));
    expect(all.players).toHaveLength(Math.min(50, flex.length));
    const page = await scout.players.search({ position: 'FLEX' });
    expect(page).toMatchObject({ total: flex.length });
    expect(page.players).toHaveLength(20);
  });

  it("refuses no text without a position (400 'Type at least 2 characters to search'), and an unknown position", async () => {
    const inSdk = await refusal(scout.players.search({}));
    expect(inSdk).toBeInstanceOf(ValidationError);
    expect(inSdk.message).toBe('Type at least 2 characters to search');
    const none = await rawRequest(server.url, { path: '/api/players/enhanced-search', token });
    expect(none.status).toBe(400);
    expect(errorBodyOf(none)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Type at least 2 characters to search',
    });
    const position = await rawRequest(server.url, {
      path: '/api/players/enhanced-search?position=LB',
      token,
    });
    expect(position.status).toBe(400);
    expect(errorBodyOf(position).message).toBe('position must be one of QB, RB, WR, TE, K, D/ST, FLEX');
  });

  it('answers 404 for a team the caller does not have, and refuses available without a team', async () => {
    const unknown = await refusal(scout.players.search({ q: 'mahomes', teamName: 'Nobody Here' }));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown.message).toBe("Team 'Nobody Here' not found");
    const available = await refusal(scout.players.search({ position: 'QB', available: true }));
    expect(available).toBeInstanceOf(ValidationError);
    expect(available.message).toBe('available needs teamName: the team whose imported league is searched');
  });

  it("refuses 1 character: in the SDK before sending, and on the server with 400 'Type at least 2 characters to search'", async () => {
    const inSdk = await refusal(scout.players.search({ q: 'j' }));
    expect(inSdk).toBeInstanceOf(ValidationError);
    expect(inSdk).toMatchObject({ status: undefined, message: 'Type at least 2 characters to search' });

    for (const q of ['j', ' j ', '']) {
      const response = await rawRequest(server.url, {
        path: `/api/players/enhanced-search?q=${encodeURIComponent(q)}`,
        token,
      });
      expect(response.status).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Type at least 2 characters to search',
        issues: [{ path: 'query.q', message: 'Type at least 2 characters to search' }],
      });
    }
  });

  it('needs a signed-in user', async () => {
    expect(await refusal(server.anonymous().players.search({ q: 'mahomes' }))).toBeInstanceOf(
      AuthenticationError,
    );
  });
});

describe('GET /api/players/player-projections/:playerName', () => {
  it('answers the stored projections and the points of the mode asked for', async () => {
    const answer = await scout.players.projections('Patrick Mahomes', { week: 5, mode: 'aggressive' });

    expect(ZPlayerProjectionResponse.parse(answer)).toEqual({
      playerName: 'Patrick Mahomes',
      week: 5,
      projections: { conservative: 18.2, median: 22.4, aggressive: 27.1 },
      mode: 'aggressive',
      points: 27.1,
      isByeWeek: false,
      opponent: null,
      gameTime: null,
      isHomeGame: null,
      confidence: null,
      archetype: null,
      matchupFavorability: null,
      defenseRanking: null,
      injuryStatus: null,
    });
  });

  it('uses the median by default, finds the name in any case, with an apostrophe', async () => {
    const median = await scout.players.projections("ja'marr chase", { week: 1 });
    expect(median).toMatchObject({ playerName: "Ja'Marr Chase", mode: 'median', points: 19.3 });

    const conservative = await scout.players.projections("Ja'Marr Chase", { week: 18, mode: 'conservative' });
    expect(conservative).toMatchObject({ week: 18, points: 14.6 });
  });

  it('counts a player who will not play (Out, IR) as 0 in every mode, keeping the raw projections', async () => {
    for (const [playerName, status] of [
      ['Mark Andrews', 'Out'],
      ['Christian McCaffrey', 'IR'],
    ] as const) {
      for (const mode of PROJECTION_MODES) {
        const answer = await scout.players.projections(playerName, { week: 3, mode });
        expect(answer).toMatchObject({ mode, points: 0, injuryStatus: status });
        expect(answer.projections.median).toBeGreaterThan(0);
      }
    }
  });

  it('counts a Questionable player normally', async () => {
    const answer = await scout.players.projections('Tyreek Hill', { week: 3, mode: 'median' });
    expect(answer).toMatchObject({ points: 14.6, injuryStatus: 'Questionable' });
  });

  it('answers 404 for an unknown player', async () => {
    const error = await refusal(scout.players.projections('Joe Nobody', { week: 5 }));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: "Player 'Joe Nobody' not found" });
    // The name is matched as text: the dots of 'A.J. Brown' are not wildcards.
    expect(await scout.players.projections('A.J. Brown', { week: 5 })).toMatchObject({ points: 16.3 });
    expect(await refusal(scout.players.projections('AxJx Brown', { week: 5 }))).toBeInstanceOf(NotFoundError);
  });

  it("refuses a bad week with 400 'Week must be a whole number from 1 to 18', and takes no week as the planning week", async () => {
    for (const week of ['0', '19', '2.5', 'abc']) {
      const response = await rawRequest(server.url, {
        path: `/api/players/player-projections/Patrick%20Mahomes?week=${week}&mode=median`,
        token,
      });
      expect(response.status).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Week must be a whole number from 1 to 18',
      });
    }
    // No week: the week users plan for (here, with no schedule loaded, week 1).
    const missing = await rawRequest(server.url, {
      path: '/api/players/player-projections/Patrick%20Mahomes',
      token,
    });
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ playerName: 'Patrick Mahomes', week: 1 });

    const inSdk = await refusal(scout.players.projections('Patrick Mahomes', { week: 19 }));
    expect(inSdk).toMatchObject({ status: undefined, message: 'Week must be a whole number from 1 to 18' });
  });

  it('refuses an unknown mode with 400', async () => {
    const response = await rawRequest(server.url, {
      path: '/api/players/player-projections/Patrick%20Mahomes?week=5&mode=wild',
      token,
    });
    expect(response.status).toBe(400);
    expect(errorBodyOf(response).issues?.map((issue) => issue.path)).toEqual(['query.mode']);
  });
});

describe('GET /api/injuries', () => {
  it('maps every injured player to their designation, with when the reports last changed', async () => {
    expect(await scout.players.injuries()).toEqual({
      injuries: { 'Christian McCaffrey': 'IR', 'Tyreek Hill': 'Questionable', 'Mark Andrews': 'Out' },
      updatedAt: INJURY_UPDATED_AT,
    });
  });

  it('needs a signed-in user', async () => {
    expect(await refusal(server.anonymous().players.injuries())).toMatchObject({ status: 401 });
  });
});
