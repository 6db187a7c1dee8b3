import { describe, expect, it } from 'vitest';
import { methodLabel, routeLabel, UNMATCHED_ROUTE } from './route-label.js';

describe('routeLabel', () => {
  it('is the route template whenever an API route served the request, whatever the status', () => {
    for (const status of [200, 404, 500]) {
      expect(
        routeLabel({ template: '/api/get-team/:teamName', path: '/api/get-team/My%20Team', status }),
      ).toBe('/api/get-team/:teamName');
    }
  });

  it('gives one label to every /api path no route claimed, and to every other 404', () => {
    expect(routeLabel({ template: undefined, path: '/api/nope/123', status: 404 })).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({ template: undefined, path: '/api/get-team/x', status: 401 })).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({ template: undefined, path: '/api', status: 404 })).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({ template: undefined, path: '/assets/missing-123.js', status: 404 })).toBe(
      UNMATCHED_ROUTE,
    );
  });

  it('names the fixed paths and prefixes outside the route table, never their ids', () => {
    expect(routeLabel({ template: undefined, path: '/metrics', status: 401 })).toBe('/metrics');
    expect(routeLabel({ template: undefined, path: '/readyz', status: 503 })).toBe('/readyz');
    expect(routeLabel({ template: undefined, path: '/api/webhooks/stripe', status: 400 })).toBe(
      '/api/webhooks/stripe',
    );
    expect(routeLabel({ template: undefined, path: '/oidc/interaction/abc123/login', status: 303 })).toBe(
      '/oidc/*',
    );
    expect(routeLabel({ template: undefined, path: '/oidc/nope', status: 404 })).toBe('/oidc/*');
    expect(routeLabel({ template: undefined, path: '/local-billing/checkout/cs_1', status: 200 })).toBe(
      '/local-billing/*',
    );
  });

  it('gives the web app’s pages one label', () => {
    expect(routeLabel({ template: undefined, path: '/edit-team/Some%20Team', status: 200 })).toBe('/*');
    expect(routeLabel({ template: undefined, path: '/', status: 200 })).toBe('/*');
  });

  it('does not take a path that only starts like a fixed one', () => {
    expect(routeLabel({ template: undefined, path: '/metrics-old', status: 200 })).toBe('/*');
    expect(routeLabel({ template: undefined, path: '/oidc-fake', status: 200 })).toBe('/*');
  });
});

describe('methodLabel', () => {
  it('keeps the standard methods and folds made-up ones into one label', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('DELETE')).toBe('DELETE');
    expect(methodLabel('PROPFIND')).toBe('other');
  });
});
