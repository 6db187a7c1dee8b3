import { describe, expect, it } from 'vitest';
import * as routes from './contract/routes.js';
import * as core from './index.js';
import * as scoring from './scoring/index.js';
import * as validation from './validation/index.js';

describe('the public face of @lineup-lab/core', () => {
  it.each([
    ['scoring', scoring],
    ['validation', validation],
  ])('exports every public value of %s, as the same object', (_, barrel) => {
    for (const [name, value] of Object.entries(barrel)) {
      expect(core, name).toHaveProperty(name);
      expect((core as Record<string, unknown>)[name], name).toBe(value);
    }
  });

  it('exports the route table and what the server, SDK and OpenAPI derive from it, as the same objects', () => {
    expect(core.API_ROUTES).toBe(routes.API_ROUTES);
    expect(core.API_ROUTE_LIST).toBe(routes.API_ROUTE_LIST);
    expect(core.ROUTE_ACCESS).toBe(routes.ROUTE_ACCESS);
    expect(core.routePath).toBe(routes.routePath);
    expect(core.pathParamNames).toBe(routes.pathParamNames);
  });
});
