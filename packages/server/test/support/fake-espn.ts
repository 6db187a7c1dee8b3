/**
 * A stand-in for ESPN's fantasy football read API, for tests that run the production ESPN adapter
 * against it: a real HTTP server on a free port of 127.0.0.1 answering as ESPN does
 * (`docs/hosts/espn-protocol.md`):
 * - `GET /apis/v3/games/ffl/seasons/{season}/segments/0/leagues/{id}?view=…&view=…`, each
 *   repeated `view` adding its part of the league (`mSettings`: settings; `mTeam`: teams and
 *   members; `mRoster`: the teams' rosters; `gameId`, `id`, `seasonId`, `segmentId`,
 *   `scoringPeriodId`, `status` and `draftDetail` always), for seasons from 2018;
 * - `GET /apis/v3/games/ffl/leagueHistory/{id}?seasonId={season}&view=…`: a JSON array of the
 *   league's seasons (the one asked for, else all), 404 when it has none of that season;
 * - a private league: ESPN's exact 401 JSON unless both `espn_s2` and `SWID` cookies match (SWID
 *   with or without braces, espn_s2 URL-encoded or not, as ESPN takes them);
 * - no such league or season: ESPN's 404 JSON; a league id ESPN cannot read (not digits, past a
 *   32-bit int): ESPN's 400 JSON.
 * Tests switch failures on for the next requests (429 or 503 with `Retry-After`, ESPN's marketing
 * page as a 200, malformed or misshapen JSON, an oversized body, a dropped connection), move
 * players (trades, adds, drops) for sync tests, and read every request it received: path, views,
 * season and whether cookies were sent (their names only: never their values).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  ESPN_PRIVATE_COOKIES,
  ESPN_PRIVATE_LEAGUE,
  ESPN_PUBLIC_LEAGUE,
  ESPN_PUBLIC_LEAGUE_2017,
  type EspnPlayerFixture,
  espnRosterEntry,
} from './espn-fixtures.js';

const API_PREFIX = '/apis/v3/games/ffl';

/** ESPN's answer to a private league without (or with wrong) cookies, byte for byte. */
const ESPN_401_BODY =
  '{"messages":["You are not authorized to view this League."],"details":[{"message":"You are not authorized to view this League.","shortMessage":"You are not authorized to view this League.","resolution":null,"type":"AUTH_LEAGUE_NOT_VISIBLE","metaData":null}]}';
/** ESPN's answer for a league (or season of it) that does not exist. */
const ESPN_404_BODY =
  '{"messages":["Not Found"],"details":[{"message":"Not Found","shortMessage":"Not Found","resolution":null,"type":"GENERAL_NOT_FOUND","metaData":null}]}';
/** ESPN's answer for a league id it cannot read as a number. */
const espn400Body = (leagueId: string) =>
  JSON.stringify({
    messages: ["Invalid parameter for 'leagueId'."],
    cause: `For input string: "${leagueId}"`,
  });

/** What ESPN's old host was seen answering instead of JSON: its marketing page, as a 200. */
const MARKETING_PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>ESPN Fantasy Sports - Fantasy Football</title></head>' +
  '<body><h1>Play Fantasy Football for free</h1><a href="/football/welcome">Sign up</a></body></html>';

/** A team as the fake holds it (the fixtures' shape, loosely). */
interface FakeTeam {
  id: number;
  roster?: { entries: Array<{ playerId: number; lineupSlotId: number; [key: string]: unknown }> };
  [key: string]: unknown;
}
/** A whole league answer (every view's part), as the fixtures build them. */
export interface FakeEspnAnswer {
  id: number;
  seasonId: number;
  teams: FakeTeam[];
  [key: string]: unknown;
}
/** One season of one league, and the cookies that open it (`null`: public). */
interface FakeEspnLeague {
  answer: FakeEspnAnswer;
  cookies: { espnS2: string; swid: string } | null;
}
export interface FakeEspnData {
  leagues: FakeEspnLeague[];
}

/** A failure the fake answers instead of the league. */
type FakeEspnFailure =
  | { kind: 'status'; status: number; retryAfter?: string; body?: string }
  /** ESPN's marketing page, HTML, as a 200. */
  | { kind: 'html' }
  /** A 200 `application/json` cut off in the middle. */
  | { kind: 'malformed' }
  /** A 200 JSON that is not a league (`settings` missing, `teams` not a list). */
  | { kind: 'misshapen' }
  /** A 200 JSON of `bytes` bytes; `declared: false` streams it without a Content-Length. */
  | { kind: 'oversized'; bytes: number; declared?: boolean }
  /** The connection closed without an answer. */
  | { kind: 'drop' };

/** One request the fake received, without cookie values. */
interface FakeEspnRequest {
  method: string;
  /** The path, without the query (`/apis/v3/games/ffl/seasons/2026/segments/0/leagues/13579246`). */
  path: string;
  /** The query as sent (`?view=mSettings&view=mTeam&view=mRoster`). */
  query: string;
  /** The `view` parameters, in order. */
  views: string[];
  /** The `seasonId` parameter (`leagueHistory`), or `null`. */
  seasonId: string | null;
  /** The names of the cookies sent (`['espn_s2', 'SWID']`), never their values. */
  cookieNames: string[];
  /** Whether both ESPN cookies were sent. */
  cookiesSent: boolean;
}

export interface FakeEspn {
  /** The API's base URL, `http://127.0.0.1:<port>/apis/v3/games/ffl` (what `ESPN_API_URL` takes). */
  readonly url: string;
  readonly requests: FakeEspnRequest[];
  /** How many requests asked for paths starting with `prefix` (after the API prefix; all without). */
  count(prefix?: string): number;
  /** Answers the next `times` requests (default 1) with `failure`. */
  failNext(failure: FakeEspnFailure, options?: { times?: number }): void;
  /** The league's answer as served now (a copy). */
  league(leagueId: string, season: number): FakeEspnAnswer;
  /** Moves a player to another team (a trade), into `lineupSlotId` (default 20, the bench). */
  trade(leagueId: string, season: number, playerId: number, toTeamId: number, lineupSlotId?: number): void;
  /** Adds a player to a team (a free-agent pickup), into `lineupSlotId` (default 20). */
  add(
    leagueId: string,
    season: number,
    teamId: number,
    player: EspnPlayerFixture,
    lineupSlotId?: number,
  ): void;
  /** Drops a player from whichever team has him. */
  drop(leagueId: string, season: number, playerId: number): void;
  /** Changes the cookies that open a private league (the old ones then fail, as expired ones do). */
  setCookies(leagueId: string, season: number, cookies: { espnS2: string; swid: string } | null): void;
  close(): Promise<void>;
}

/** The fixtures' leagues: the public league (2026 and 2017) and the private one (2026). */
function defaultEspnData(): FakeEspnData {
  return structuredClone({
    leagues: [
      { answer: ESPN_PUBLIC_LEAGUE, cookies: null },
      { answer: ESPN_PUBLIC_LEAGUE_2017, cookies: null },
      { answer: ESPN_PRIVATE_LEAGUE, cookies: { ...ESPN_PRIVATE_COOKIES } },
    ],
  }) as unknown as FakeEspnData;
}

/** The league's part each view adds (the always-present fields aside). */
function viewsOf(answer: FakeEspnAnswer, views: readonly string[]): Record<string, unknown> {
  const { gameId, id, seasonId, segmentId, scoringPeriodId, status, draftDetail } = answer;
  const body: Record<string, unknown> = {
    draftDetail,
    gameId,
    id,
    scoringPeriodId,
    seasonId,
    segmentId,
    status,
  };
  if (views.includes('mSettings')) body.settings = answer.settings;
  if (views.includes('mTeam')) body.members = answer.members;
  const withTeams = views.includes('mTeam');
  const withRosters = views.includes('mRoster');
  if (withTeams || withRosters) {
    body.teams = answer.teams.map((team) => {
      const { roster, ...rest } = team;
      return { ...(withTeams ? rest : { id: team.id }), ...(withRosters && roster ? { roster } : {}) };
    });
  }
  return body;
}

/** The request's cookies by name. */
function cookiesOf(request: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

const sameSwid = (a: string, b: string) =>
  a.replace(/^\{|\}$/g, '').toUpperCase() === b.replace(/^\{|\}$/g, '').toUpperCase();
const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeEspn(data: FakeEspnData = defaultEspnData()): Promise<FakeEspn> {
  const leagues = structuredClone(data.leagues);
  const requests: FakeEspnRequest[] = [];
  const failures: Array<{ failure: FakeEspnFailure; left: number }> = [];
  const sockets = new Set<Socket>();

  const find = (leagueId: string, season: number) =>
    leagues.find((league) => String(league.answer.id) === leagueId && league.answer.seasonId === season);
  const held = (leagueId: string, season: number): FakeEspnLeague => {
    const league = find(leagueId, season);
    if (!league) throw new Error(`The fake ESPN has no league ${leagueId} in ${season}`);
    return league;
  };
  const opens = (league: FakeEspnLeague, cookies: Map<string, string>) => {
    if (league.cookies === null) return true;
    const s2 = cookies.get('espn_s2');
    const swid = cookies.get('SWID');
    return (
      s2 !== undefined &&
      swid !== undefined &&
      decoded(s2) === decoded(league.cookies.espnS2) &&
      sameSwid(swid, league.cookies.swid)
    );
  };

  function send(
    response: ServerResponse,
    status: number,
    text: string,
    contentType = 'application/json;charset=UTF-8',
  ) {
    response.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
    response.end(text);
  }

  function fail(request: IncomingMessage, response: ServerResponse, failure: FakeEspnFailure): void {
    if (failure.kind === 'drop') {
      request.socket.destroy();
    } else if (failure.kind === 'html') {
      send(response, 200, MARKETING_PAGE, 'text/html;charset=UTF-8');
    } else if (failure.kind === 'malformed') {
      send(response, 200, '{"gameId":1,"id":13579246,"settings":{"name":"Sunday Fun');
    } else if (failure.kind === 'misshapen') {
      send(response, 200, JSON.stringify({ gameId: 1, id: 13579246, teams: 'none' }));
    } else if (failure.kind === 'oversized') {
      const text = `{"padding":"${'x'.repeat(Math.max(0, failure.bytes - 14))}"}`;
      if (failure.declared !== false) {
        send(response, 200, text);
        return;
      }
      // Streamed (chunked, no Content-Length): the client finds the size only by reading.
      response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
      for (let at = 0; at < text.length; at += 64 * 1024) response.write(text.slice(at, at + 64 * 1024));
      response.end();
    } else {
      response.writeHead(failure.status, {
        'content-type': 'text/plain',
        ...(failure.retryAfter !== undefined && { 'retry-after': failure.retryAfter }),
      });
      response.end(failure.body ?? '');
    }
  }

  function answer(url: URL, cookies: Map<string, string>): { status: number; text: string } {
    const notFound = { status: 404, text: ESPN_404_BODY };
    if (!url.pathname.startsWith(`${API_PREFIX}/`)) return notFound;
    const parts = url.pathname.slice(API_PREFIX.length + 1).split('/');
    const views = url.searchParams.getAll('view');
    const leagueRoute =
      parts.length === 6 &&
      parts[0] === 'seasons' &&
      parts[2] === 'segments' &&
      parts[3] === '0' &&
      parts[4] === 'leagues';
    const historyRoute = parts.length === 2 && parts[0] === 'leagueHistory';
    if (!leagueRoute && !historyRoute) return notFound;
    const leagueId = decoded((leagueRoute ? parts[5] : parts[1]) ?? '');
    if (!/^\d+$/.test(leagueId) || Number(leagueId) > 2_147_483_647) {
      return { status: 400, text: espn400Body(leagueId) };
    }
    const id = String(Number(leagueId));
    if (leagueRoute) {
      const season = Number(parts[1]);
      const league = season >= 2018 ? find(id, season) : undefined;
      if (!league) return notFound;
      if (!opens(league, cookies)) return { status: 401, text: ESPN_401_BODY };
      return { status: 200, text: JSON.stringify(viewsOf(league.answer, views)) };
    }
    const asked = url.searchParams.get('seasonId');
    const seasons = leagues
      .filter((league) => String(league.answer.id) === id)
      .filter((league) => asked === null || String(league.answer.seasonId) === asked);
    if (seasons.length === 0) return notFound;
    if (!seasons.every((league) => opens(league, cookies))) return { status: 401, text: ESPN_401_BODY };
    return { status: 200, text: JSON.stringify(seasons.map((league) => viewsOf(league.answer, views))) };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake-espn');
    const cookies = cookiesOf(request);
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      views: url.searchParams.getAll('view'),
      seasonId: url.searchParams.get('seasonId'),
      cookieNames: [...cookies.keys()],
      cookiesSent: cookies.has('espn_s2') && cookies.has('SWID'),
    });
    const pending = failures.find((entry) => entry.left > 0);
    if (pending) {
      pending.left -= 1;
      return fail(request, response, pending.failure);
    }
    if (request.method !== 'GET') return send(response, 405, '{"messages":["Method Not Allowed"]}');
    const { status, text } = answer(url, cookies);
    send(response, status, text);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const teamOf = (answer: FakeEspnAnswer, teamId: number) => {
    const team = answer.teams.find((candidate) => candidate.id === teamId);
    if (!team) throw new Error(`The fake ESPN league ${answer.id} has no team ${teamId}`);
    team.roster ??= { entries: [] };
    return team as FakeTeam & { roster: NonNullable<FakeTeam['roster']> };
  };
  const take = (answer: FakeEspnAnswer, playerId: number) => {
    for (const team of answer.teams) {
      const entries = team.roster?.entries ?? [];
      const index = entries.findIndex((entry) => entry.playerId === playerId);
      if (index !== -1) return entries.splice(index, 1)[0] as Record<string, unknown>;
    }
    throw new Error(`No team of the fake ESPN league ${answer.id} has player ${playerId}`);
  };

  return {
    url: `http://127.0.0.1:${port}${API_PREFIX}`,
    requests,
    count: (prefix = '') =>
      requests.filter((request) => request.path.startsWith(`${API_PREFIX}${prefix}`)).length,
    failNext(failure, options = {}) {
      failures.push({ failure, left: options.times ?? 1 });
    },
    league: (leagueId, season) => structuredClone(held(leagueId, season).answer),
    trade(leagueId, season, playerId, toTeamId, lineupSlotId = 20) {
      const { answer } = held(leagueId, season);
      const entry = take(answer, playerId);
      const pool = entry.playerPoolEntry as { onTeamId: number };
      teamOf(answer, toTeamId).roster.entries.push({
        ...entry,
        playerId,
        lineupSlotId,
        acquisitionType: 'TRADE',
        playerPoolEntry: { ...pool, onTeamId: toTeamId },
      });
    },
    add(leagueId, season, teamId, player, lineupSlotId = 20) {
      const { answer } = held(leagueId, season);
      teamOf(answer, teamId).roster.entries.push(espnRosterEntry(player, lineupSlotId, teamId, 'ADD'));
    },
    drop(leagueId, season, playerId) {
      take(held(leagueId, season).answer, playerId);
    },
    setCookies(leagueId, season, cookies) {
      held(leagueId, season).cookies = cookies === null ? null : { ...cookies };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
