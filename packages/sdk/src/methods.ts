import type { API_ROUTES, ApiRouteName } from '@lineup-lab/core';
import type { RequestOptions } from './request.js';
import type { RouteBody, RouteOutput, RouteParams, RouteQuery } from './route-types.js';

/**
 * The client's methods, derived from core's `API_ROUTES` the way tRPC's client is typed from its
 * router: each route's `sdk` (`'teams.history'`) places it in a group, and its path, schemas and
 * response give the method's arguments and result. Nothing here is written per route.
 */

type Routes = typeof API_ROUTES;

/** Where call `N` sits in the client (`'teams.history'`, `'leagues.sleeper.rosters'`). */
type SdkPathOf<N extends ApiRouteName> = Routes[N]['sdk'];

/** An input with nothing in it. */
type Empty = Record<never, never>;

/** The `:name` parameters of a path template, in path order, as a tuple of names. */
type ParamNamesInOrder<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNamesInOrder<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** The names of a tuple mapped to the types `Params` gives them. */
type ParamTypes<Names extends readonly string[], Params> = {
  [I in keyof Names]: Names[I] extends keyof Params ? Params[Names[I]] : never;
};

/** The positional path parameters of call `N`, in path order (`[teamName, version]`). */
type PathArgs<N extends ApiRouteName> = [RouteParams<N>] extends [never]
  ? []
  : ParamTypes<ParamNamesInOrder<Routes[N]['path']>, RouteParams<N>>;

/** The body of call `N`, or its query when it has no body; optional when `{}` would do. */
type PayloadArgs<N extends ApiRouteName> = [RouteBody<N>] extends [never]
  ? [RouteQuery<N>] extends [never]
    ? []
    : Empty extends RouteQuery<N>
      ? [query?: RouteQuery<N>]
      : [query: RouteQuery<N>]
  : Empty extends RouteBody<N>
    ? [body?: RouteBody<N>]
    : [body: RouteBody<N>];

/** The arguments of the method of call `N`: path parameters, then body or query, then options. */
export type MethodArgs<N extends ApiRouteName> = [
  ...PathArgs<N>,
  ...PayloadArgs<N>,
  options?: RequestOptions,
];

/** The method of call `N`: its arguments, resolving to the `z.output` of its response schema. */
export type RouteMethod<N extends ApiRouteName> = (...args: MethodArgs<N>) => Promise<RouteOutput<N>>;

/**
 * The methods directly in group `P` (`'teams'` → `create`, `get`, `history`, …). Keyed by
 * `keyof Routes`, so each method keeps the JSDoc of its route entry.
 */
type MethodsIn<P extends string> = {
  readonly [N in keyof Routes as SdkPathOf<N> extends `${P}.${infer M}`
    ? M extends `${string}.${string}`
      ? never
      : M
    : never]: RouteMethod<N>;
};

/** The subgroups of group `P` (`'leagues'` → `'sleeper'`). */
type SubgroupsOf<P extends string> = {
  [N in ApiRouteName]: SdkPathOf<N> extends `${P}.${infer S}.${string}` ? S : never;
}[ApiRouteName];

/** One group of the client: its methods and its subgroups. */
export type ClientGroup<P extends string> = MethodsIn<P> & {
  readonly [S in SubgroupsOf<P>]: ClientGroup<`${P}.${S}`>;
};

/** The top-level groups named in the route table (`session`, `teams`, `admin`, …). */
type GroupName = {
  [N in ApiRouteName]: SdkPathOf<N> extends `${infer G}.${string}` ? G : never;
}[ApiRouteName];

/** Every method of the client, by group: one per call of `API_ROUTES`. */
export type ClientMethods = { readonly [G in GroupName]: ClientGroup<G> };

/** The session group: health of the server and the session, how to sign in, the season clock. */
export type SessionApi = ClientMethods['session'];
/** The signed-in user's profile, teams and subscription. */
export type UserApi = ClientMethods['user'];
/** Create, read, delete teams; a team's week and its 30-day history. */
export type TeamsApi = ClientMethods['teams'];
/** Change a team's lineup and bench. */
export type LineupsApi = ClientMethods['lineups'];
/** Player projections, search, injuries and the landing page's showcase. */
export type PlayersApi = ClientMethods['players'];
/** Saved what-if scenarios. */
export type ScenariosApi = ClientMethods['scenarios'];
/** The lineup advisor. */
export type AiApi = ClientMethods['ai'];
/** Plans, checkout, portal, cancel. */
export type BillingApi = ClientMethods['billing'];
/** Imported leagues, and Sleeper's under `sleeper`. */
export type LeaguesApi = ClientMethods['leagues'];
/** Messages to support. */
export type ContactApi = ClientMethods['contact'];
/** Waitlist sign-up and the admin's views of it. */
export type WaitlistApi = ClientMethods['waitlist'];
/** The admin dashboard. */
export type AdminApi = ClientMethods['admin'];
/** The ML system's status. */
export type MlApi = ClientMethods['ml'];
