import { API_ROUTE_LIST, API_ROUTES, HTTP_STATUS_BY_CODE } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { changesTeam, routeErrorCodes } from './route-errors.js';

const statusesOf = (name: keyof typeof API_ROUTES) =>
  [...new Set(routeErrorCodes(API_ROUTES[name]).map((code) => HTTP_STATUS_BY_CODE[code]))].sort(
    (a, b) => a - b,
  );

describe('routeErrorCodes', () => {
  it('gives every route 400 and 413 (any request may carry a bad or big body), 500 and 503', () => {
    for (const route of API_ROUTE_LIST) {
      const codes = routeErrorCodes(route);
      expect(codes, route.name).toEqual(
        expect.arrayContaining(['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNAVAILABLE', 'INTERNAL']),
      );
    }
  });

  it('derives access refusals from the access level and the tier permission', () => {
    expect(statusesOf('health')).toEqual([400, 413, 500, 503]);
    expect(statusesOf('userTeams')).toEqual([400, 401, 413, 500, 503]);
    expect(statusesOf('adminUsers')).toEqual([400, 401, 403, 413, 500, 503]);
    expect(routeErrorCodes(API_ROUTES.adminUsers)).not.toContain('UPGRADE_REQUIRED');
    expect(routeErrorCodes(API_ROUTES.listScenarios)).toContain('UPGRADE_REQUIRED');
    expect(routeErrorCodes(API_ROUTES.listScenarios)).not.toContain('FORBIDDEN');
  });

  it('answers 404 where a path parameter names something and on changes to an existing team', () => {
    expect(statusesOf('getTeam')).toEqual([400, 401, 404, 413, 500, 503]);
    expect(statusesOf('teamWeek')).toEqual([400, 401, 404, 413, 500, 503]);
    expect(statusesOf('optimizeLineup')).toEqual([400, 401, 404, 409, 413, 500, 503]);
    expect(statusesOf('playerProjections')).toContain(404);
    expect(statusesOf('updateInjury')).toContain(404);
    expect(statusesOf('movePlayer')).toContain(404);
    expect(statusesOf('createTeam')).not.toContain(404);
    expect(statusesOf('injuries')).not.toContain(404);
    // A route that lists it: a search for one of the caller's teams (another user's is not found).
    expect(statusesOf('searchPlayers')).toContain(404);
  });

  it('answers 409 with every conflict code on calls that change a team, and CONFLICT alone where a route lists it', () => {
    const conflicts = Object.entries(HTTP_STATUS_BY_CODE)
      .filter(([, status]) => status === 409)
      .map(([code]) => code);
    for (const name of [
      'createTeam',
      'editLineup',
      'movePlayer',
      'moveToSlot',
      'dropPlayer',
      'loadScenario',
      'optimizeLineup',
      'restoreTeamVersion',
    ] as const) {
      expect(routeErrorCodes(API_ROUTES[name]), name).toEqual(expect.arrayContaining(conflicts));
    }
    // Elsewhere CONFLICT only where the route's entry lists it among its refusals (billing, import, scoring…).
    for (const route of API_ROUTE_LIST) {
      const expected = changesTeam(route) || (route.refusals ?? []).includes('CONFLICT');
      expect(routeErrorCodes(route).includes('CONFLICT'), route.name).toBe(expected);
    }
    expect(routeErrorCodes(API_ROUTES.createCheckout)).not.toContain('BENCH_FULL');
  });

  it('answers 429 on the public calls that write and the calls with a per-user limit (advisor, league import, a trade: it reads the league host), and only there', () => {
    const limited = API_ROUTE_LIST.filter((route) => routeErrorCodes(route).includes('RATE_LIMITED'));
    expect(limited.map((route) => route.name).sort()).toEqual([
      'connectYahoo',
      'contact',
      'importLeague',
      'importRosters',
      'importSleeperLeague',
      'lineupAdvice',
      'previewImport',
      'previewSleeperImport',
      'setLeagueCredentials',
      'sleeperLeagues',
      'sleeperRosters',
      'syncLeague',
      'teamTrade',
      'waitlistSignup',
      'yahooLeagues',
    ]);
  });
});
