import { API_ROUTES, type ApiRoute, type ApiRouteName, fieldIssues, firstMessage } from '@lineup-lab/core';
import type { Request, RequestHandler, Response } from 'express';
import { type MatchFunction, match } from 'path-to-regexp';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { type Clock, systemClock } from '../../ports/clock.js';
import type { Principal } from '../../ports/identity.js';
import type { Store } from '../../ports/store.js';
import { type AccessPolicy, checkPermission, principalFor } from './authenticate.js';
import { clientAddress } from './client-address.js';
import { compiledSchema } from './compiled-schema.js';
import { type KeptAnswers, keptAnswers } from './kept-answers.js';
import { requestOrigin } from './request-origin.js';

type Routes = typeof API_ROUTES;
type Part<K extends ApiRouteName, P extends 'params' | 'query' | 'body'> = Routes[K] extends {
  [key in P]: infer S extends z.core.$ZodType;
}
  ? z.output<S>
  : undefined;

/** What a handler gets: the parsed request parts and who is calling. */
interface RouteInput<K extends ApiRouteName> {
  params: Part<K, 'params'>;
  query: Part<K, 'query'>;
  body: Part<K, 'body'>;
  /** Set on user and admin routes; on public routes when a valid token was sent. */
  principal: Routes[K]['auth'] extends 'public' ? Principal | undefined : Principal;
  requestId: string | undefined;
  /** Who is asking, as per-client limits count it: the IP address (`trust proxy` decides which). */
  client: string;
  /**
   * Which of the server's own addresses the request was sent to (`requestOrigin`, checked by the
   * mounting's `originOf`: in the app, one of the server's origins, its URL's for any other Host).
   * Links back to the server (return URLs) are built on it.
   */
  origin: string;
}

/** A use case behind one route: parsed input in, the response body out (checked against the contract). */
type RouteHandler<K extends ApiRouteName> = (
  input: RouteInput<K>,
) => Promise<z.input<Routes[K]['response']>> | z.input<Routes[K]['response']>;

/** The handlers of the routes this server serves; a route without one is not mounted (404). */
export type RouteHandlers = { [K in ApiRouteName]?: RouteHandler<K> };

function parsePart(schema: z.core.$ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return undefined;
  const parsed = z.safeParse(compiledSchema(schema), value ?? {});
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION_FAILED', firstMessage(parsed.error), {
    issues: fieldIssues(parsed.error).map((issue) => ({
      ...issue,
      path: issue.path ? `${part}.${issue.path}` : part,
    })),
  });
}

/**
 * Mounts every route of core's `API_ROUTES` that has a handler: the route parses its params, query
 * and body with the contract's schemas (400 with the rule's message and the field issues), checks
 * access and the route's tier `permission` (403 with `upgradeRequired`), calls the handler, and answers with the route's status — the body checked against the
 * response schema, so the server can never answer outside its contract. Nothing else happens here.
 * The schemas run compiled (`compiledSchema`): same answers, several times faster.
 * Routes are indexed by method with precompiled path matchers, so a request is matched against the
 * few routes of its method only. The routes `kept` names keep their answers (`keptAnswers`): checked
 * and serialized once, given again while nothing they are read from changed.
 */
export function mountRoutes(
  handlers: RouteHandlers,
  policy: AccessPolicy | undefined,
  options: {
    clock?: Clock;
    /** The origin handlers get (`RouteInput.origin`); the request's as sent when absent. */
    originOf?: (req: Request) => string;
    /** The routes whose answers are kept, and the store they are read from. */
    kept?: { store: Store; routes: KeptAnswers };
  } = {},
): RequestHandler {
  const { clock = systemClock, originOf = requestOrigin, kept } = options;
  const byMethod = new Map<
    string,
    Array<{ match: MatchFunction<Partial<Record<string, string>>>; serve: Serve }>
  >();
  for (const name of Object.keys(API_ROUTES) as ApiRouteName[]) {
    const handler = handlers[name] as RouteHandler<ApiRouteName> | undefined;
    if (!handler) continue;
    const route = API_ROUTES[name];
    const schemas = route as {
      params?: z.core.$ZodType;
      query?: z.core.$ZodType;
      body?: z.core.$ZodType;
    };
    const { maxAgeSeconds: maxAge, permission, filename } = route as ApiRoute;
    const cacheControl = route.auth === 'public' && maxAge ? `public, max-age=${maxAge}` : undefined;
    const reads = kept?.routes[name];
    const keep = kept && reads && keptAnswers(kept.store, clock, reads);
    const check = compiledSchema(route.response);
    const serve: Serve = async (req, res, params) => {
      // The route table's template path: the metrics' route label (never the raw URL).
      res.locals.route = route.path;
      // A copy per request: the verifier caches principals per token, and what is worked out for a
      // caller (`callerOf`) must hold for one request only.
      const verified = await principalFor(req, route.auth, policy);
      const principal = verified && { ...verified };
      if (permission) await checkPermission(permission, principal, policy);
      // Parsed when the handler runs: a kept answer was given for the same path and query, parsed then.
      const input = () =>
        ({
          params: parsePart(schemas.params, params, 'params'),
          query: parsePart(schemas.query, req.query, 'query'),
          body: parsePart(schemas.body, req.body, 'body'),
          principal,
          requestId: res.locals.requestId as string | undefined,
          // Worked out when a handler reads them (most do not): both go through `trust proxy`.
          get client() {
            return clientAddress(req);
          },
          get origin() {
            return originOf(req);
          },
        }) as RouteInput<ApiRouteName>;
      if (route.responseType === 'csv') {
        const output = check.parse(await handler(input()));
        res.statusCode = route.status;
        // A download named for the day it is sent (the server clock's, so LINEUP_NOW names it too).
        // The names are the contract's own (plain ASCII), quoted as RFC 6266 shows them.
        if (filename) {
          const name = filename(clock.now()).replace(/["\\]/g, '\\$&');
          res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
        }
        res.type('text/csv').send(output);
        return;
      }
      const answer = async () => JSON.stringify(check.parse(await handler(input())));
      const text = keep ? await keep(principal, req.url, answer) : await answer();
      res.statusCode = route.status;
      // JSON answers are not conditional (no ETag): Express's send machinery (ETag, freshness,
      // charset handling) has nothing to do for them. They are no-store unless the route says
      // how long a public answer may be kept.
      if (cacheControl) res.setHeader('Cache-Control', cacheControl);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(text);
    };
    const routes = byMethod.get(route.method) ?? [];
    routes.push({ match: match(route.path, { decode: decodePathPart }), serve });
    byMethod.set(route.method, routes);
  }
  return (req, res, next) => {
    for (const { match: matches, serve } of byMethod.get(req.method) ?? []) {
      const found = matches(req.path);
      if (found) {
        // Not returned: the router would chain a handler of its own onto the promise.
        serve(req, res, found.params).catch(next);
        return;
      }
    }
    next();
  };
}

type Serve = (req: Request, res: Response, params: Partial<Record<string, string>>) => Promise<void>;

/** A path parameter's text; malformed percent-encoding (`%ZZ`) is the client's error, 400. */
function decodePathPart(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The path is not valid: it holds a malformed percent-encoding');
  }
}

/** The names of the routes a handler set serves, for the OpenAPI document. */
export function servedRoutes(handlers: RouteHandlers): ApiRouteName[] {
  return (Object.keys(API_ROUTES) as ApiRouteName[]).filter((name) => handlers[name] !== undefined);
}
