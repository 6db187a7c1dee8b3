import type { API_ROUTES, ApiRouteName } from '@lineup-lab/core';
import type { z } from 'zod/mini';
import type { RequestOptions } from './request.js';

/**
 * Request and response types of every call, derived from core's `API_ROUTES` so they cannot drift
 * from the contract: what a caller passes is the `z.input` of the route's schemas, what it gets is
 * the `z.output` of the response schema.
 */

type Routes = typeof API_ROUTES;
type RoutePart = 'params' | 'query' | 'body';

/** An input with nothing in it. */
type Empty = Record<never, never>;

/** The `z.input` of one part of a route, or `never` when the route takes none. */
type InputOf<N extends ApiRouteName, K extends RoutePart> = Routes[N] extends {
  readonly [P in K]: infer S extends z.core.$ZodType;
}
  ? z.input<S>
  : never;

/** The path parameters of call `N` (e.g. `{ teamName: string }`); `never` when its path has none. */
export type RouteParams<N extends ApiRouteName> = InputOf<N, 'params'>;
/** The query of call `N` as a caller may pass it (numbers or text; defaults may be left out). */
export type RouteQuery<N extends ApiRouteName> = InputOf<N, 'query'>;
/** The JSON body of call `N` as a caller may pass it (before trimming and defaults). */
export type RouteBody<N extends ApiRouteName> = InputOf<N, 'body'>;
/** What call `N` resolves to: the `z.output` of its response schema (a string for the CSV export). */
export type RouteOutput<N extends ApiRouteName> = z.output<Routes[N]['response']>;

/** One part of the input: absent when the route takes none, optional when `{}` would do. */
type Part<K extends RoutePart, T> = [T] extends [never]
  ? Empty
  : Empty extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

type Flatten<T> = { [K in keyof T]: T[K] };

/** Everything call `N` takes: `params`, `query` and `body`, each present only when the route has it. */
export type RouteInput<N extends ApiRouteName> = Flatten<
  Part<'params', RouteParams<N>> & Part<'query', RouteQuery<N>> & Part<'body', RouteBody<N>>
>;

/** The arguments of `call(name, …)`: the input (optional when the call needs nothing), then options. */
export type CallArgs<N extends ApiRouteName> =
  Empty extends RouteInput<N>
    ? [input?: RouteInput<N>, options?: RequestOptions]
    : [input: RouteInput<N>, options?: RequestOptions];

/**
 * The generic core of the client: any call of `API_ROUTES` by name, its input checked against the
 * route's schemas before sending and its answer parsed by the response schema.
 * @example
 * const { team } = await client.call('getTeam', { params: { teamName: 'Gridiron Gang' } });
 */
export type Call = <N extends ApiRouteName>(name: N, ...args: CallArgs<N>) => Promise<RouteOutput<N>>;
