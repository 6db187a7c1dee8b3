import { API_ROUTE_LIST, type ApiRoute, type ApiRouteName, pathParamNames } from '@lineup-lab/core';
import type { ClientMethods } from './methods.js';
import type { UncheckedInput } from './prepare-call.js';
import type { RequestOptions } from './request.js';
import type { Call } from './route-types.js';

/** `call` as the binder uses it: a route's name and an input assembled from positional arguments. */
type UncheckedCall = (
  name: ApiRouteName,
  input: UncheckedInput,
  options?: RequestOptions,
) => Promise<unknown>;

type Method = (...args: unknown[]) => Promise<unknown>;
type Group = { [key: string]: Method | Group };

/**
 * The method of one route: its path parameters in path order, then its body (or its query when
 * it has no body), then the request options, gathered into `call(name, { params, query|body })`.
 */
function routeMethod(call: UncheckedCall, route: ApiRoute & { readonly name: ApiRouteName }): Method {
  const names = pathParamNames(route.path);
  const payload = route.body !== undefined ? 'body' : route.query !== undefined ? 'query' : undefined;
  return (...args) => {
    const input: UncheckedInput = {};
    if (names.length > 0) input.params = Object.fromEntries(names.map((name, index) => [name, args[index]]));
    const rest = args.slice(names.length);
    if (payload !== undefined && rest[0] !== undefined) input[payload] = rest[0];
    const options = (payload === undefined ? rest[0] : rest[1]) as RequestOptions | undefined;
    return call(route.name, input, options);
  };
}

/**
 * Every method of the client, built from `API_ROUTES`: each route's `sdk` path (`'teams.history'`,
 * `'leagues.sleeper.rosters'`) names the group and method it becomes. The types are
 * `ClientMethods`, derived from the same table (methods.ts).
 */
export function bindMethods(call: Call): ClientMethods {
  // The typed `call` checks each input against its route at run time; here the input is built
  // from positional arguments whose types `ClientMethods` already fixed, hence the one cast.
  const unchecked = call as unknown as UncheckedCall;
  const client: Group = {};
  for (const route of API_ROUTE_LIST) {
    const keys = route.sdk.split('.');
    const method = keys.pop() as string;
    let group = client;
    for (const key of keys) {
      const next = group[key] ?? {};
      if (typeof next === 'function') throw new TypeError(`SDK path ${route.sdk} runs through a method`);
      group[key] = next;
      group = next;
    }
    if (group[method] !== undefined) throw new TypeError(`Two routes are SDK method ${route.sdk}`);
    group[method] = routeMethod(unchecked, route);
  }
  return client as unknown as ClientMethods;
}
