import { API_ROUTE_LIST, pathParamNames } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { bindMethods } from './bind-methods.js';
import type { Call } from './route-types.js';

interface Recorded {
  name: string;
  input: unknown;
  options: unknown;
}

/** A `call` that records what each method hands it, and answers the route's name. */
function recordingCall(): { call: Call; seen: Recorded[] } {
  const seen: Recorded[] = [];
  const record = (name: string, input: unknown, options: unknown) => {
    seen.push({ name, input, options });
    return Promise.resolve(name);
  };
  return { call: record as unknown as Call, seen };
}

/** The method at a route's `sdk` path (`'leagues.sleeper.rosters'`), or undefined. */
function methodAt(client: unknown, sdkPath: string): unknown {
  return sdkPath
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], client);
}

describe('bindMethods', () => {
  it.each(API_ROUTE_LIST)(
    '$sdk is $name: path parameters in order, then body or query, then options',
    async (route) => {
      const { call, seen } = recordingCall();
      const client = bindMethods(call);
      const method = methodAt(client, route.sdk);
      expect(method, route.sdk).toBeTypeOf('function');

      const names = pathParamNames(route.path);
      const payload = route.body !== undefined ? 'body' : route.query !== undefined ? 'query' : undefined;
      const value = { sent: route.name };
      const options = { timeoutMs: 1234 };
      const args = [...names.map((name) => `${name}-value`), ...(payload ? [value] : []), options];
      await expect((method as (...a: unknown[]) => Promise<unknown>)(...args)).resolves.toBe(route.name);

      expect(seen).toEqual([
        {
          name: route.name,
          input: {
            ...(names.length > 0 && {
              params: Object.fromEntries(names.map((name) => [name, `${name}-value`])),
            }),
            ...(payload && { [payload]: value }),
          },
          options,
        },
      ]);
    },
  );

  it('leaves an optional body or query out when it is not given, and still passes the options', async () => {
    const { call, seen } = recordingCall();
    const client = bindMethods(call);
    const options = { timeoutMs: 5 };
    await client.teams.history('Gridiron Gang', undefined, options);
    await client.scenarios.load('Gridiron Gang', 's1');
    await client.session.health(options);
    expect(seen).toEqual([
      { name: 'teamHistory', input: { params: { teamName: 'Gridiron Gang' } }, options },
      {
        name: 'loadScenario',
        input: { params: { teamName: 'Gridiron Gang', id: 's1' } },
        options: undefined,
      },
      { name: 'health', input: {}, options },
    ]);
  });

  it('binds each route once: no two routes share an SDK method, and no method is also a group', () => {
    const paths = API_ROUTE_LIST.map((route) => route.sdk);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(
        paths.filter((other) => other.startsWith(`${path}.`)),
        path,
      ).toEqual([]);
    }
  });
});
