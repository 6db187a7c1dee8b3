import { isApiPath } from '../http/api-path.js';
/** The label of every request no route claimed (404s, garbage paths): one series, whatever the path. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Paths served outside core's route table, each one label (a prefix stands for everything under it). */
const FIXED_ROUTES: ReadonlyArray<{ path: string; label: string; prefix?: true }> = [
  { path: '/metrics', label: '/metrics' },
  { path: '/healthz', label: '/healthz' },
  { path: '/readyz', label: '/readyz' },
  { path: '/api/openapi.json', label: '/api/openapi.json' },
  { path: '/api/webhooks/stripe', label: '/api/webhooks/stripe' },
  { path: '/oidc/', label: '/oidc/*', prefix: true },
  { path: '/local-billing/', label: '/local-billing/*', prefix: true },
];

/** What a request's route label is worked out from. */
export interface RouteOf {
  /** The route table's template path (`/api/get-team/:teamName`) when an API route served it. */
  template: string | undefined;
  /** The request's path, without the query. */
  path: string;
  status: number;
}

/**
 * The `route` label of a request: the API route table's template path when one served it (never the
 * raw URL, so ids in paths do not make new series), one label per fixed path or prefix outside the
 * table (the sign-in pages are `/oidc/*`), `/*` for the web app's pages, and `unmatched` for every
 * other `/api` path and every other 404. The set of labels is closed: a scanner's garbage paths add nothing.
 */
export function routeLabel({ template, path, status }: RouteOf): string {
  if (template !== undefined) return template;
  for (const fixed of FIXED_ROUTES) {
    if (fixed.prefix ? path.startsWith(fixed.path) : path === fixed.path) return fixed.label;
  }
  if (status === 404 || isApiPath(path)) return UNMATCHED_ROUTE;
  return '/*';
}

/** The methods labelled as they are; any other (a made-up one) is `other`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The `method` label: the standard methods, else `other`. */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'other';
}
