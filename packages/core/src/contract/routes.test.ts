import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod/mini';
import { ACTIONS, type Action } from '../tiers/permissions.js';
import { shapeOf } from '../zod.js';
import type { Team } from './entities.js';
import { API_ROUTE_LIST, API_ROUTES, type PathParamNames, pathParamNames, routePath } from './routes.js';

/** Every call of spec §7, as method and path, plus our public waitlist sign-up. */
const SPEC_CALLS = [
  'GET /api/session/health',
  'GET /api/user/teams',
  'GET /api/user/subscription-status',
  'POST /api/create-team',
  'DELETE /api/delete-team/:teamName',
  'GET /api/get-team/:teamName',
  'GET /api/get-lineups/:teamName',
  'GET /api/players/player-projections/:playerName',
  'GET /api/players/enhanced-search',
  'GET /api/injuries',
  'POST /api/edit-lineup',
  'POST /api/move-player',
  'POST /api/move-to-slot',
  'DELETE /api/drop-player',
  'GET /api/scenarios/:teamName',
  'POST /api/scenarios/:teamName',
  'POST /api/scenarios/:teamName/:id/load',
  'DELETE /api/scenarios/:teamName/:id',
  'POST /api/ai/lineup-advice',
  'GET /api/import/leagues',
  'GET /api/subscription/plans',
  'POST /api/subscription/create-checkout',
  'POST /api/subscription/create-portal',
  'POST /api/subscription/cancel',
  'POST /api/contact',
  'GET /api/admin/users',
  'GET /api/admin/lineups',
  'GET /api/admin/stats',
  'GET /api/admin/players',
  'GET /api/admin/weekly-predictions',
  'PUT /api/admin/players/:playerId/injury',
  'GET /api/admin/test',
  'GET /api/ml/status',
  'GET /api/waitlist/emails',
  'GET /api/waitlist/count',
  'GET /api/waitlist/export',
];

describe('route table', () => {
  it('holds every call of spec §7, and no method and path twice', () => {
    expect(SPEC_CALLS).toHaveLength(36);
    const table = API_ROUTE_LIST.map((route) => `${route.method} ${route.path}`);
    expect(new Set(table).size).toBe(table.length);
    expect(table).toEqual(expect.arrayContaining(SPEC_CALLS));
  });

  it('names a few calls as the SDK will', () => {
    expect(API_ROUTES.getTeam).toMatchObject({
      method: 'GET',
      path: '/api/get-team/:teamName',
      auth: 'user',
    });
    expect(API_ROUTES.moveToSlot).toMatchObject({ method: 'POST', path: '/api/move-to-slot' });
    expect(API_ROUTES.updateInjury).toMatchObject({ method: 'PUT', auth: 'admin' });
    expect(API_ROUTES.waitlistSignup).toMatchObject({
      method: 'POST',
      path: '/api/waitlist',
      auth: 'public',
    });
    expect(API_ROUTES.waitlistExport.responseType).toBe('csv');
    expect(API_ROUTE_LIST.map((r) => r.name)).toEqual(Object.keys(API_ROUTES));
  });

  it('protects admin calls and leaves only health, sign-in config, plans, showcase, accuracy, season, contact and sign-up public', () => {
    const publicCalls = API_ROUTE_LIST.filter((r) => r.auth === 'public').map((r) => r.name);
    expect(publicCalls.sort()).toEqual([
      'accuracy',
      'authConfig',
      'contact',
      'health',
      'plans',
      'season',
      'showcase',
      'waitlistSignup',
    ]);
    for (const route of API_ROUTE_LIST) {
      if (
        route.path.startsWith('/api/admin/') ||
        route.path.startsWith('/api/waitlist/') ||
        route.path === '/api/ml/status'
      ) {
        expect(route.auth, route.path).toBe('admin');
      }
    }
  });

  it('gates scenarios, the history and the advisor on the tier, create-team on the team allowance and import on the league allowance', () => {
    // The spec's rules by area; any route added under these paths is held to them without an edit here.
    const rules: ReadonlyArray<[(path: string) => boolean, Action]> = [
      [(path) => path === '/api/create-team', 'createTeam'],
      [(path) => /^\/api\/teams\/:teamName\/history(\/|$)/.test(path), 'useHistory'],
      [(path) => path === '/api/teams/:teamName/rest-of-season', 'useRestOfSeason'],
      [(path) => path === '/api/teams/:teamName/waivers', 'useWaivers'],
      [(path) => path === '/api/teams/:teamName/trade', 'useTrades'],
      [(path) => path.startsWith('/api/scenarios/'), 'useScenarios'],
      [(path) => path.startsWith('/api/ai/'), 'useAdvisor'],
      [(path) => path.startsWith('/api/import/sleeper'), 'importLeague'],
      // Reading a host's league and starting a Yahoo connection lead to an import; the connection's
      // state, disconnecting, the list and sync of leagues already imported do not.
      [
        (path) => ['/api/import', '/api/import/rosters', '/api/import/preview'].includes(path),
        'importLeague',
      ],
      [(path) => path === '/api/import/yahoo/leagues', 'importLeague'],
    ];
    for (const route of API_ROUTE_LIST) {
      const rule = rules.find(([applies]) => applies(route.path));
      expect(route.permission, route.name).toBe(rule?.[1]);
      // A tier is a signed-in user's: a gated call is a user call.
      if (route.permission) expect(route.auth, route.name).toBe('user');
    }
    const used = new Set(API_ROUTE_LIST.map((route) => route.permission));
    for (const action of ACTIONS) expect(used, action).toContain(action);
  });

  it('has a params schema exactly when the path has parameters, with the same names', () => {
    for (const route of API_ROUTE_LIST) {
      const names = pathParamNames(route.path);
      if (names.length === 0) {
        expect(route.params, route.name).toBeUndefined();
      } else {
        const shape = route.params && shapeOf(route.params);
        expect(shape, route.name).toBeDefined();
        expect(Object.keys(shape ?? {}).sort(), route.name).toEqual([...names].sort());
      }
    }
  });

  it('gives bodies only to POST, PUT and DELETE, and queries only to GET', () => {
    for (const route of API_ROUTE_LIST) {
      if (route.body) expect(['POST', 'PUT', 'DELETE'], route.name).toContain(route.method);
      if (route.query) expect(route.method, route.name).toBe('GET');
    }
  });

  it('can describe every request and response as JSON Schema (what the OpenAPI generator needs)', () => {
    for (const route of API_ROUTE_LIST) {
      for (const schema of [route.params, route.query, route.body]) {
        if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' }), route.name).not.toThrow();
      }
      expect(() => z.toJSONSchema(route.response, { io: 'output' }), route.name).not.toThrow();
    }
  });

  it('fills path templates with encoded parameters', () => {
    expect(routePath(API_ROUTES.getTeam.path, { teamName: 'Gridiron Gang' })).toBe(
      '/api/get-team/Gridiron%20Gang',
    );
    expect(routePath(API_ROUTES.loadScenario.path, { teamName: 'A/B', id: 's 1' })).toBe(
      '/api/scenarios/A%2FB/s%201/load',
    );
    expect(routePath(API_ROUTES.injuries.path, {})).toBe('/api/injuries');
    expect(() => routePath('/api/get-team/:teamName', {} as { teamName: string })).toThrow(/teamName/);
  });

  it('keeps the types the SDK derives from the table', () => {
    type WeeklyIn = z.input<typeof API_ROUTES.weeklyPredictions.query>;
    type WeeklyOut = z.output<typeof API_ROUTES.weeklyPredictions.query>;
    expectTypeOf<Record<never, never>>().toExtend<WeeklyIn>();
    expectTypeOf<WeeklyIn['week']>().toEqualTypeOf<string | number | undefined>();
    expectTypeOf<WeeklyOut['limit']>().toEqualTypeOf<10 | 20 | 50 | 100>();
    expectTypeOf<WeeklyOut['week']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<z.output<typeof API_ROUTES.movePlayer.response>>().toEqualTypeOf<{ team: Team }>();
    expectTypeOf<PathParamNames<typeof API_ROUTES.loadScenario.path>>().toEqualTypeOf<'teamName' | 'id'>();
    expectTypeOf<PathParamNames<typeof API_ROUTES.injuries.path>>().toEqualTypeOf<never>();
    expect(true).toBe(true);
  });
});
