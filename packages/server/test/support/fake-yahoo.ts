/**
 * A stand-in for Yahoo, for tests that run the production Yahoo adapters against it: one real HTTP
 * server on a free port speaking Yahoo's protocol (docs/hosts/yahoo-protocol.md):
 * - OAuth 2.0 under `/oauth2`: `request_auth` answers as Yahoo's consent page does once the person
 *   agrees (or declines): a 302 to the `redirect_uri` with `code` and `state` (or
 *   `error=access_denied`); `get_token` checks HTTP Basic client authentication, the grant, the
 *   code (single use, 10 minutes, same `redirect_uri`) and the PKCE verifier against the
 *   challenge, issues short-lived access tokens and rotates refresh tokens (an old one is refused
 *   with `invalid_grant`); `revoke` forgets a refresh token. Consent can be revoked.
 * - the Fantasy API under `/fantasy/v2` (JSON with `format=json`, XML otherwise), with Bearer
 *   checks: 401 `token_expired` / `token_rejected` in Yahoo's error shape, 403 for a league the
 *   account is not in, 400 "does not exist" for an unknown league, and the 2026 app gate (403
 *   "This application is not authorized to perform this action") when `notApproved` is set.
 * Failures are switched on for the next requests (429/503 with `Retry-After`, 999, HTML pages,
 * malformed or oversized JSON, dropped connections). It records every request without tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  defaultYahooData,
  type FakeYahooData,
  type FakeYahooLeague,
  type FakeYahooPlayer,
  type FakeYahooTeam,
  YAHOO_USERS,
} from './yahoo-fixtures.js';

/** A failure the fake answers instead of the real thing. */
type FakeYahooFailure =
  | { kind: 'status'; status: number; retryAfter?: string; body?: string; contentType?: string }
  /** 200 with Yahoo's HTML error page. */
  | { kind: 'html' }
  /** 200 with JSON cut off half way. */
  | { kind: 'truncated' }
  /** 200 with JSON of another shape (a league without its key). */
  | { kind: 'wrong_shape' }
  /** 200 with a JSON body of `bytes` bytes (no Content-Length: streamed). */
  | { kind: 'oversized'; bytes: number }
  | { kind: 'drop' }
  | { kind: 'hang' };

/** One request as recorded: never a token, code or secret. */
interface FakeYahooRequest {
  method: string;
  /** The path, matrix parameters included (`/fantasy/v2/users;use_login=1/games;…/leagues`). */
  path: string;
  /** `format` of the query, when given. */
  format: string | null;
  /** How the request authenticated (`bearer`, `basic` or `none`), not with what. */
  auth: 'bearer' | 'basic' | 'none';
  /** The token endpoint's `grant_type`. */
  grantType?: string;
}

export interface FakeYahooOptions {
  data?: FakeYahooData;
  /** The operator's app as registered at Yahoo. */
  clientId?: string;
  clientSecret?: string;
  /** The registered redirect URI; when set, `request_auth` refuses another (`registerRedirect`). */
  redirectUri?: string;
  /** The fake's clock in ms (tokens and codes expire by it): tests share the server's. */
  now?: () => number;
  /** Access-token lifetime in seconds (Yahoo's is 3600). */
  accessTokenSeconds?: number;
}

export interface FakeYahoo {
  /** `YAHOO_AUTH_URL`: `http://127.0.0.1:<port>/oauth2`. */
  readonly authUrl: string;
  /** `YAHOO_API_URL`: `http://127.0.0.1:<port>/fantasy/v2`. */
  readonly apiUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly requests: FakeYahooRequest[];
  /** How many requests went to paths starting with `prefix` (`/oauth2/get_token`). */
  count(prefix?: string): number;
  /** The Yahoo account signed in at the consent page (default Pat). */
  signedIn: string;
  /** What that person does at the consent page. */
  consent: 'allow' | 'deny';
  /** The 2026 gate: every Fantasy API call is 403 "This application is not authorized…". */
  notApproved: boolean;
  registerRedirect(uri: string): void;
  /** Answers the next `times` requests to paths starting with `prefix` with `failure`. */
  failNext(failure: FakeYahooFailure, options?: { times?: number; prefix?: string }): void;
  /** The person removes the app at Yahoo: every token of the account stops working. */
  revokeConsent(guid?: string): void;
  /** Every access token issued so far expires now (Yahoo ending them early). */
  expireAccessTokens(): void;
  /** How many access and refresh tokens of an account work now. */
  liveTokens(guid?: string): { access: number; refresh: number };
  /** A trade: moves a player to another team of the league, on its bench. */
  trade(leagueKey: string, playerKey: string, toTeamId: number): void;
  /** Every token string the fake issued (for tests that look for them where they must not be). */
  issuedSecrets(): string[];
  readonly data: FakeYahooData;
  close(): Promise<void>;
}

const DEFAULT_CLIENT_ID =
  'dj0yJmk9RmFrZUNsaWVudElkJmQ9WVdrOVRHbHVaWFZ3VEdGaUptTTlNQS0tJnM9Y29uc3VtZXJzZWNyZXQmc3Y9MCZ4PTRm';
const DEFAULT_CLIENT_SECRET = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c';

const CODE_TTL_MS = 10 * 60_000;
const YAHOO_TIME = '42.0ms';
const COPYRIGHT = 'Data provided by a fake Yahoo for tests';

interface Grant {
  guid: string;
  /** One per authorization: refreshing keeps the family, revoking ends it. */
  family: string;
}
interface AccessToken extends Grant {
  expiresAt: number;
}
interface AuthCode {
  guid: string;
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  expiresAt: number;
  used: boolean;
}

const random = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeYahoo(options: FakeYahooOptions = {}): Promise<FakeYahoo> {
  const data = options.data ?? defaultYahooData();
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const clientSecret = options.clientSecret ?? DEFAULT_CLIENT_SECRET;
  const now = options.now ?? Date.now;
  const accessSeconds = options.accessTokenSeconds ?? 3600;
  let redirectUri = options.redirectUri ?? null;
  const requests: FakeYahooRequest[] = [];
  const failures: Array<{ failure: FakeYahooFailure; prefix: string; left: number }> = [];
  const codes = new Map<string, AuthCode>();
  const accessTokens = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, Grant>();
  const issued: string[] = [];
  const sockets = new Set<Socket>();

  const fake = {
    signedIn: YAHOO_USERS.pat.guid as string,
    consent: 'allow' as 'allow' | 'deny',
    notApproved: false,
  };

  function issueTokens(grant: Grant): Record<string, unknown> {
    const access = random('yat.');
    const refresh = random('yrt.');
    issued.push(access, refresh);
    accessTokens.set(access, { ...grant, expiresAt: now() + accessSeconds * 1000 });
    refreshTokens.set(refresh, grant);
    return {
      access_token: access,
      refresh_token: refresh,
      expires_in: accessSeconds,
      token_type: 'bearer',
      xoauth_yahoo_guid: grant.guid,
    };
  }

  // --- OAuth 2.0 ---------------------------------------------------------------------------

  function requestAuth(url: URL, response: ServerResponse) {
    const q = url.searchParams;
    const redirect = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== clientId) return html(response, 400, 'Invalid client id');
    if (redirect === '' || (redirectUri !== null && redirect !== redirectUri)) {
      return html(response, 400, 'Please provide a valid redirect URI');
    }
    if (q.get('response_type') !== 'code') return html(response, 400, 'Unsupported response type');
    const challenge = q.get('code_challenge');
    if (challenge !== null && q.get('code_challenge_method') !== 'S256') {
      return html(response, 400, 'Unsupported code challenge method');
    }
    const back = new URL(redirect);
    const state = q.get('state');
    if (fake.consent === 'deny') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = random('yac.');
      issued.push(code);
      codes.set(code, {
        guid: fake.signedIn,
        clientId,
        redirectUri: redirect,
        challenge,
        expiresAt: now() + CODE_TTL_MS,
        used: false,
      });
      back.searchParams.set('code', code);
    }
    if (state !== null) back.searchParams.set('state', state);
    response.writeHead(302, { location: back.toString(), 'cache-control': 'no-store' });
    response.end();
  }

  function tokenError(response: ServerResponse, status: number, error: string, description: string): void {
    json(response, status, { error, error_description: description });
  }

  function basicClientOk(request: IncomingMessage): boolean {
    const header = request.headers.authorization ?? '';
    const match = /^Basic\s+(.+)$/i.exec(header);
    if (!match?.[1]) return false;
    return Buffer.from(match[1], 'base64').toString('utf8') === `${clientId}:${clientSecret}`;
  }

  function getToken(request: IncomingMessage, form: URLSearchParams, response: ServerResponse) {
    if (!basicClientOk(request))
      return tokenError(response, 401, 'invalid_client', 'Client authentication failed');
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      if (!code || code.used || code.expiresAt <= now()) {
        return tokenError(response, 400, 'invalid_grant', 'Invalid authorization code');
      }
      code.used = true;
      if (form.get('redirect_uri') !== code.redirectUri) {
        return tokenError(response, 400, 'invalid_grant', 'redirect_uri does not match');
      }
      if (code.challenge !== null) {
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (challenge !== code.challenge)
          return tokenError(response, 400, 'invalid_grant', 'PKCE verification failed');
      }
      return json(response, 200, issueTokens({ guid: code.guid, family: random('f.') }));
    }
    if (grantType === 'refresh_token') {
      const token = form.get('refresh_token') ?? '';
      if (token === '') {
        return tokenError(
          response,
          400,
          'invalid_request',
          'refresh token parameter cannot be empty for refresh_token grant type',
        );
      }
      const grant = refreshTokens.get(token);
      if (!grant) return tokenError(response, 400, 'invalid_grant', 'Invalid refresh token');
      // Rotation: the old refresh token stops working.
      refreshTokens.delete(token);
      return json(response, 200, issueTokens(grant));
    }
    return tokenError(response, 400, 'unsupported_grant_type', 'Unsupported grant type');
  }

  function revoke(request: IncomingMessage, form: URLSearchParams, response: ServerResponse) {
    if (!basicClientOk(request))
      return tokenError(response, 401, 'invalid_client', 'Client authentication failed');
    const grant = refreshTokens.get(form.get('token') ?? '');
    if (grant) endFamily(grant.family);
    response.writeHead(200);
    response.end();
  }

  function endFamily(family: string): void {
    for (const [token, grant] of refreshTokens) if (grant.family === family) refreshTokens.delete(token);
    for (const [token, grant] of accessTokens) if (grant.family === family) accessTokens.delete(token);
  }

  // --- Fantasy API --------------------------------------------------------------------------

  function fantasyError(response: ServerResponse, status: number, uri: string, description: string): void {
    json(response, status, {
      error: { 'xml:lang': 'en-us', 'yahoo:uri': uri, description, detail: '' },
    });
  }

  function unauthorized(response: ServerResponse, problem: string): void {
    const challenge = `OAuth oauth_problem="${problem}", realm="yahooapis.com"`;
    const text = JSON.stringify({
      error: { lang: 'en-US', description: `Please provide valid credentials. ${challenge}` },
    });
    response.writeHead(401, {
      'content-type': 'application/json; charset=utf-8',
      'www-authenticate': challenge,
      'content-length': Buffer.byteLength(text),
    });
    response.end(text);
  }

  function fantasy(request: IncomingMessage, url: URL, response: ServerResponse) {
    const uri = url.pathname + url.search;
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer === undefined) return unauthorized(response, 'unable_to_determine_oauth_type');
    const token = accessTokens.get(bearer);
    if (!token) return unauthorized(response, 'token_rejected');
    if (token.expiresAt <= now()) return unauthorized(response, 'token_expired');
    if (fake.notApproved) {
      return fantasyError(response, 403, uri, 'This application is not authorized to perform this action');
    }
    if (url.searchParams.get('format') !== 'json') {
      response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      response.end('<?xml version="1.0" encoding="UTF-8"?>\n<fantasy_content xml:lang="en-US"/>');
      return;
    }
    const segments = url.pathname
      .slice('/fantasy/v2/'.length)
      .split('/')
      .map((segment) => {
        const [name = '', ...params] = decodeURIComponent(segment).split(';');
        return { name, params: new Map(params.map((p) => p.split('=') as [string, string])) };
      });
    const [first, second, third, fourth] = segments;
    const content = (body: Record<string, unknown>) =>
      json(response, 200, {
        fantasy_content: {
          'xml:lang': 'en-US',
          'yahoo:uri': `/fantasy/v2/${url.pathname.slice('/fantasy/v2/'.length)}`,
          ...body,
          time: YAHOO_TIME,
          copyright: COPYRIGHT,
          refresh_rate: '60',
        },
      });

    if (
      first?.name === 'users' &&
      first.params.get('use_login') === '1' &&
      second?.name === 'games' &&
      third?.name === 'leagues' &&
      segments.length === 3
    ) {
      return content({ users: collection('user', [userLeaguesJson(token.guid, second.params)]) });
    }
    if (first?.name === 'league' && second !== undefined) {
      const league = data.leagues[second.name];
      if (!league) return fantasyError(response, 400, uri, `League key ${second.name} does not exist.`);
      if (!league.teams.some((team) => team.manager.guid === token.guid)) {
        return fantasyError(
          response,
          403,
          uri,
          'You are not allowed to view this page because you are not in this league.',
        );
      }
      const meta = leagueMetaJson(league);
      if (third === undefined) return content({ league: [meta] });
      if (third.name === 'settings' && fourth === undefined) {
        return content({ league: [meta, { settings: settingsJson(league) }] });
      }
      if (third.name === 'teams' && fourth === undefined) {
        return content({
          league: [
            meta,
            {
              teams: collection(
                'team',
                league.teams.map((t) => [teamMetaJson(league, t, token.guid)]),
              ),
            },
          ],
        });
      }
      if (third.name === 'teams' && fourth?.name === 'roster' && segments.length === 4) {
        return content({
          league: [
            meta,
            {
              teams: collection(
                'team',
                league.teams.map((t) => [
                  teamMetaJson(league, t, token.guid),
                  { roster: rosterJson(league, t) },
                ]),
              ),
            },
          ],
        });
      }
    }
    return fantasyError(response, 400, uri, 'Invalid URI or resource not found.');
  }

  /** `users;use_login=1/games;game_codes=nfl;seasons=…/leagues`: the games the account plays, with its leagues. */
  function userLeaguesJson(guid: string, filters: Map<string, string>): unknown[] {
    const codes = (filters.get('game_codes') ?? filters.get('game_keys') ?? 'nfl').split(',');
    const seasons = filters.get('seasons')?.split(',').map(Number);
    const games = data.games
      .filter((game) => codes.includes('nfl') || codes.includes(game.gameKey))
      .filter((game) => seasons === undefined || seasons.includes(game.season))
      .map((game) => {
        const leagues = Object.values(data.leagues).filter(
          (league) =>
            league.leagueKey.startsWith(`${game.gameKey}.l.`) &&
            league.teams.some((team) => team.manager.guid === guid),
        );
        return { game, leagues };
      })
      .filter(({ leagues }) => leagues.length > 0);
    return [
      { guid },
      {
        games: collection(
          'game',
          games.map(({ game, leagues }) => [
            {
              game_key: game.gameKey,
              game_id: game.gameKey,
              name: 'Football',
              code: 'nfl',
              type: 'full',
              url: 'https://football.fantasysports.yahoo.com/f1',
              season: String(game.season),
              is_registration_over: 0,
              is_game_over: game.season < 2026 ? 1 : 0,
              is_offseason: 0,
            },
            {
              leagues: collection(
                'league',
                leagues.map((league) => [leagueMetaJson(league)]),
              ),
            },
          ]),
        ),
      },
    ];
  }

  function leagueMetaJson(league: FakeYahooLeague): Record<string, unknown> {
    const id = league.leagueKey.split('.l.')[1] ?? '';
    return {
      league_key: league.leagueKey,
      league_id: id,
      name: league.name,
      url: `https://football.fantasysports.yahoo.com/f1/${id}`,
      logo_url: false,
      draft_status: league.draftStatus,
      num_teams: league.teams.length,
      edit_key: String(league.currentWeek),
      weekly_deadline: '',
      league_update_timestamp: '1790000000',
      scoring_type: 'head',
      league_type: 'private',
      renew: '',
      renewed: '',
      is_pro_league: '0',
      is_cash_league: '0',
      current_week: league.currentWeek,
      start_week: '1',
      start_date: `${league.season}-09-10`,
      end_week: '17',
      end_date: `${league.season + 1}-01-04`,
      ...(league.isFinished && { is_finished: 1 }),
      game_code: 'nfl',
      season: String(league.season),
    };
  }

  function settingsJson(league: FakeYahooLeague): unknown[] {
    return [
      {
        draft_type: 'live',
        is_auction_draft: '0',
        scoring_type: 'head',
        uses_playoff: '1',
        playoff_start_week: '15',
        num_playoff_teams: '4',
        waiver_type: 'R',
        uses_faab: '0',
        trade_end_date: `${league.season}-11-15`,
        max_teams: String(league.teams.length),
        roster_positions: league.rosterPositions.map(({ position, positionType, count }) => ({
          roster_position: { position, ...(positionType && { position_type: positionType }), count },
        })),
        stat_categories: {
          stats: league.stats.map((s) => ({
            stat: {
              stat_id: s.statId,
              enabled: '1',
              name: s.name,
              display_name: s.displayName,
              sort_order: '1',
              position_type: s.positionType,
              stat_position_types: [{ stat_position_type: { position_type: s.positionType } }],
              ...(s.value === undefined && { is_only_display_stat: '1' }),
            },
          })),
        },
        stat_modifiers: {
          stats: league.stats
            .filter((s) => s.value !== undefined)
            .map((s) => ({
              stat: {
                stat_id: s.statId,
                value: String(s.value),
                ...(s.bonuses && {
                  bonuses: s.bonuses.map((b) => ({
                    bonus: { target: String(b.target), points: String(b.points) },
                  })),
                }),
              },
            })),
        },
      },
      { pickem_enabled: '0', uses_fractional_points: '1', uses_negative_points: '1' },
    ];
  }

  function teamMetaJson(league: FakeYahooLeague, team: FakeYahooTeam, guid: string): unknown[] {
    const id = league.leagueKey.split('.l.')[1] ?? '';
    const mine = team.manager.guid === guid;
    return [
      { team_key: `${league.leagueKey}.t.${team.teamId}` },
      { team_id: String(team.teamId) },
      { name: team.name },
      ...(mine ? [{ is_owned_by_current_login: 1 }] : [[]]),
      { url: `https://football.fantasysports.yahoo.com/f1/${id}/${team.teamId}` },
      { team_logos: [{ team_logo: { size: 'large', url: 'https://s.yimg.com/fake-logo.png' } }] },
      [],
      { waiver_priority: team.teamId },
      [],
      { number_of_moves: 3 },
      { number_of_trades: 0 },
      { roster_adds: { coverage_type: 'week', coverage_value: String(league.currentWeek), value: '0' } },
      [],
      { league_scoring_type: 'head' },
      [],
      [],
      { has_draft_grade: 0 },
      [],
      [],
      {
        managers: [
          {
            manager: {
              manager_id: String(team.teamId),
              nickname: team.manager.nickname,
              guid: team.manager.guid,
              ...(mine && { is_current_login: '1' }),
              image_url: 'https://s.yimg.com/fake-avatar.png',
              felo_score: '700',
              felo_tier: 'silver',
            },
          },
        ],
      },
    ];
  }

  function rosterJson(league: FakeYahooLeague, team: FakeYahooTeam): Record<string, unknown> {
    const players = team.roster.map(({ playerKey, position }) => {
      const player = data.players[playerKey];
      if (!player) throw new Error(`fixture: no player ${playerKey}`);
      return playerJson(player, position, league.currentWeek);
    });
    return {
      coverage_type: 'week',
      week: String(league.currentWeek),
      is_prescoring: 0,
      is_editable: 1,
      0: { players: players.length === 0 ? [] : collection('player', players) },
    };
  }

  // --- the server ---------------------------------------------------------------------------

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const auth = /^Bearer /i.test(request.headers.authorization ?? '')
      ? 'bearer'
      : /^Basic /i.test(request.headers.authorization ?? '')
        ? 'basic'
        : 'none';
    const record: FakeYahooRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      format: url.searchParams.get('format'),
      auth,
    };
    requests.push(record);
    const pending = failures.find((entry) => entry.left > 0 && url.pathname.startsWith(entry.prefix));
    if (pending) {
      pending.left -= 1;
      return fail(pending.failure, request, response);
    }
    if (url.pathname.startsWith('/oauth2/')) {
      if (url.pathname === '/oauth2/request_auth' && request.method === 'GET')
        return requestAuth(url, response);
      if (request.method !== 'POST') return json(response, 405, { error: 'method not allowed' });
      readForm(request).then(
        (form) => {
          const grantType = form.get('grant_type');
          if (grantType !== null) record.grantType = grantType;
          if (url.pathname === '/oauth2/get_token') return getToken(request, form, response);
          if (url.pathname === '/oauth2/revoke') return revoke(request, form, response);
          json(response, 404, { error: 'not found' });
        },
        () => json(response, 400, { error: 'invalid_request' }),
      );
      return;
    }
    if (url.pathname.startsWith('/fantasy/v2/') && request.method === 'GET')
      return fantasy(request, url, response);
    html(response, 404, 'Not found');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return Object.assign(fake, {
    authUrl: `${origin}/oauth2`,
    apiUrl: `${origin}/fantasy/v2`,
    clientId,
    clientSecret,
    requests,
    data,
    count: (prefix = '') => requests.filter((entry) => entry.path.startsWith(prefix)).length,
    registerRedirect(uri: string) {
      redirectUri = uri;
    },
    failNext(failure: FakeYahooFailure, failOptions: { times?: number; prefix?: string } = {}) {
      failures.push({ failure, prefix: failOptions.prefix ?? '', left: failOptions.times ?? 1 });
    },
    revokeConsent(guid: string = YAHOO_USERS.pat.guid) {
      for (const [token, grant] of refreshTokens) if (grant.guid === guid) refreshTokens.delete(token);
      for (const [token, grant] of accessTokens) if (grant.guid === guid) accessTokens.delete(token);
    },
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.expiresAt = now() - 1;
    },
    liveTokens(guid: string = YAHOO_USERS.pat.guid) {
      const at = now();
      return {
        access: [...accessTokens.values()].filter((t) => t.guid === guid && t.expiresAt > at).length,
        refresh: [...refreshTokens.values()].filter((t) => t.guid === guid).length,
      };
    },
    trade(leagueKey: string, playerKey: string, toTeamId: number) {
      const league = data.leagues[leagueKey];
      const to = league?.teams.find((team) => team.teamId === toTeamId);
      if (!league || !to) throw new Error(`fixture: no team ${toTeamId} in ${leagueKey}`);
      for (const team of league.teams)
        team.roster = team.roster.filter((entry) => entry.playerKey !== playerKey);
      to.roster.push({ playerKey, position: 'BN' });
    },
    issuedSecrets: () => [...issued],
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}

/** A player as Yahoo's roster lists him: `[[metadata…], {selected_position: […]}]`. */
function playerJson(player: FakeYahooPlayer, position: string, week: number): unknown[] {
  const id = player.playerKey.split('.p.')[1] ?? '';
  const full = player.last === '' ? player.first : `${player.first} ${player.last}`;
  return [
    [
      { player_key: player.playerKey },
      { player_id: id },
      {
        name: {
          full,
          first: player.first,
          last: player.last,
          ascii_first: player.first,
          ascii_last: player.last,
        },
      },
      { url: `https://sports.yahoo.com/nfl/players/${id}` },
      ...(player.status
        ? [{ status: player.status.status, status_full: player.status.full }, { injury_note: 'Lower Leg' }]
        : []),
      { editorial_player_key: `nfl.p.${id}` },
      { editorial_team_key: `nfl.t.${player.nflTeamId}` },
      { editorial_team_full_name: player.teamName },
      { editorial_team_abbr: player.teamAbbr },
      { bye_weeks: { week: '10' } },
      { is_keeper: { status: false, cost: false, kept: false } },
      { uniform_number: '0' },
      { display_position: player.position },
      {
        headshot: { url: 'https://s.yimg.com/fake-headshot.png', size: 'small' },
        image_url: 'https://s.yimg.com/fake.png',
      },
      { is_undroppable: '0' },
      { position_type: player.positionType },
      { primary_position: player.position },
      { eligible_positions: player.eligible.map((p) => ({ position: p })) },
      { eligible_positions_to_add: [] },
      [],
      [],
      { has_player_notes: 1 },
      [],
      { player_notes_last_timestamp: 1790000000 },
    ],
    {
      selected_position: [
        { coverage_type: 'week', week: String(week) },
        { position },
        { is_flex: ['W/R/T', 'W/R', 'W/T', 'Q/W/R/T'].includes(position) ? 1 : 0 },
      ],
    },
  ];
}

/** Yahoo's collection shape: `{"0": {item: …}, "1": …, "count": n}`. */
function collection(item: string, items: unknown[]): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  items.forEach((value, index) => {
    entries[String(index)] = { [item]: value };
  });
  return { ...entries, count: items.length };
}

function json(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function html(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html><head><title>Yahoo</title></head><body><h1>${message}</h1></body></html>`,
  );
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

function fail(failure: FakeYahooFailure, request: IncomingMessage, response: ServerResponse) {
  switch (failure.kind) {
    case 'hang':
      return; // never answers; closed with the server
    case 'drop':
      request.socket.destroy();
      return;
    case 'status':
      response.writeHead(failure.status, {
        'content-type': failure.contentType ?? 'text/html; charset=utf-8',
        ...(failure.retryAfter !== undefined && { 'retry-after': failure.retryAfter }),
      });
      response.end(failure.body ?? '<html><body>Request denied</body></html>');
      return;
    case 'html':
      return html(response, 200, 'Sorry, Yahoo is not available right now');
    case 'truncated':
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end('{"fantasy_content":{"league":[{"league_key":"470.l.100001","na');
      return;
    case 'wrong_shape':
      return json(response, 200, {
        fantasy_content: { league: [{ name: 'No key here' }], time: YAHOO_TIME },
      });
    case 'oversized': {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      const chunk = `${'"padding",'.repeat(6_000)}`;
      let sent = 0;
      response.write('{"fantasy_content":{"padding":[');
      while (sent < failure.bytes) {
        response.write(chunk);
        sent += chunk.length;
      }
      response.end('"end"]}}');
      return;
    }
  }
}
