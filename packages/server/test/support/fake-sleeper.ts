/**
 * A stand-in for Sleeper's public read API, for tests that run the production Sleeper adapter against
 * it: a real HTTP server on a free port answering the calls of the league import as Sleeper does
 * (JSON, `null` for an unknown user or league, `[]` for a season without leagues, 404 for other
 * paths), from the fixtures of `sleeper-fixtures.ts` unless given others. Tests switch failures on
 * for the next requests (500s, 429 with `Retry-After`, a hang that never answers, a dropped
 * connection) and read every request it received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  FIXTURE_SEASON,
  SLEEPER_LEAGUE_USERS,
  SLEEPER_LEAGUES_BY_USER,
  SLEEPER_PLAYERS,
  SLEEPER_ROSTERS,
  SLEEPER_USERS,
} from './sleeper-fixtures.js';

/** A failure the fake answers instead of the fixture. */
type FakeSleeperFailure =
  | { kind: 'status'; status: number; retryAfter?: string; body?: string }
  | { kind: 'hang' }
  | { kind: 'drop' };

/** The data the fake serves. */
export interface FakeSleeperData {
  season: number;
  users: Record<string, { user_id: string; username: string }>;
  leaguesByUser: Record<string, unknown[]>;
  rosters: Record<string, unknown[]>;
  leagueUsers: Record<string, unknown[]>;
  players: Record<string, unknown>;
}

export interface FakeSleeper {
  /** The API's base URL, `http://127.0.0.1:<port>/v1` (what `SLEEPER_API_URL` takes). */
  readonly url: string;
  /** Paths asked for, in order (`/v1/user/ppr_pat`). */
  readonly requests: string[];
  /** How many requests asked for paths starting with `prefix` (all of them without). */
  count(prefix?: string): number;
  /** Answers the next `times` requests (to paths starting with `prefix`, if given) with `failure`. */
  failNext(failure: FakeSleeperFailure, options?: { times?: number; prefix?: string }): void;
  /** Replaces part of the data served (a trade: new rosters; a new day: a new player list). */
  update(data: Partial<FakeSleeperData>): void;
  close(): Promise<void>;
}

export function defaultSleeperData(): FakeSleeperData {
  return structuredClone({
    season: FIXTURE_SEASON,
    users: SLEEPER_USERS,
    leaguesByUser: SLEEPER_LEAGUES_BY_USER,
    rosters: SLEEPER_ROSTERS,
    leagueUsers: SLEEPER_LEAGUE_USERS,
    players: SLEEPER_PLAYERS,
  }) as FakeSleeperData;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeSleeper(data: FakeSleeperData = defaultSleeperData()): Promise<FakeSleeper> {
  let served = data;
  const requests: string[] = [];
  const failures: Array<{ failure: FakeSleeperFailure; prefix: string; left: number }> = [];
  const sockets = new Set<Socket>();

  function json(response: ServerResponse, status: number, body: unknown): void {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    response.end(text);
  }

  function answer(path: string): { status: number; body: unknown } {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== 'v1') return { status: 404, body: { error: 'not found' } };
    const [, resource, id, sub, sport, season] = parts;
    if (resource === 'players' && id === 'nfl' && parts.length === 3)
      return { status: 200, body: served.players };
    if (resource === 'user' && id !== undefined) {
      const user = Object.values(served.users).find(
        (candidate) => candidate.username.toLowerCase() === id.toLowerCase() || candidate.user_id === id,
      );
      if (parts.length === 3) return { status: 200, body: user ?? null };
      if (sub === 'leagues' && sport === 'nfl' && season !== undefined && parts.length === 6) {
        const leagues = Number(season) === served.season && user ? served.leaguesByUser[user.user_id] : [];
        return { status: 200, body: leagues ?? [] };
      }
    }
    if (resource === 'league' && id !== undefined) {
      const rosters = served.rosters[id];
      if (parts.length === 3) {
        const league = Object.values(served.leaguesByUser)
          .flat()
          .find((candidate) => (candidate as { league_id: string }).league_id === id);
        return { status: 200, body: league ?? null };
      }
      if (sub === 'rosters' && parts.length === 4) return { status: 200, body: rosters ?? null };
      if (sub === 'users' && parts.length === 4) return { status: 200, body: served.leagueUsers[id] ?? null };
    }
    return { status: 404, body: { error: 'not found' } };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    requests.push(path);
    const pending = failures.find((entry) => entry.left > 0 && path.startsWith(entry.prefix));
    if (pending) {
      pending.left -= 1;
      const { failure } = pending;
      if (failure.kind === 'hang') return; // never answers; closed with the server
      if (failure.kind === 'drop') {
        request.socket.destroy();
        return;
      }
      response.writeHead(failure.status, {
        'content-type': 'text/plain',
        ...(failure.retryAfter !== undefined && { 'retry-after': failure.retryAfter }),
      });
      response.end(failure.body ?? `fake failure ${failure.status}`);
      return;
    }
    if (request.method !== 'GET') return json(response, 405, { error: 'method not allowed' });
    const { status, body } = answer(path);
    json(response, status, body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    count: (prefix = '') => requests.filter((path) => path.startsWith(prefix)).length,
    failNext(failure, options = {}) {
      failures.push({ failure, prefix: options.prefix ?? '', left: options.times ?? 1 });
    },
    update(changes) {
      served = { ...served, ...structuredClone(changes) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
