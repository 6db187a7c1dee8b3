import type { RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './api-path.js';

/** Origins besides the server's own that the pages may use. */
export interface PolicyOrigins {
  /** Where forms may post or redirect to: the embedded sign-in pages redirect to the web app. */
  formActionOrigins?: readonly string[];
  /**
   * What scripts may `fetch`: an outside OpenID issuer (discovery, token endpoint, keys), which
   * the web app calls from the browser when it signs in. The embedded issuer is this origin.
   */
  connectOrigins?: readonly string[];
}

/**
 * Content Security Policy for the app built by Vite and the sign-in pages: scripts and styles are
 * files served from this origin (no inline code), and the API is on the same origin; the browser
 * may also connect to `connectOrigins` (an outside issuer) and forms may lead to `formActionOrigins`.
 * @example
 * securityHeaders({ contentSecurityPolicy: contentSecurityPolicy({ connectOrigins: ['https://tenant.auth0.com'] }) });
 */
export function contentSecurityPolicy(origins: PolicyOrigins = {}) {
  const unique = (list: readonly string[] = []) => [...new Set(list)];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...unique(origins.connectOrigins)],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'", ...unique(origins.formActionOrigins)],
    },
  };
}

/**
 * What an API answer (JSON, CSV) carries instead of a page's headers, as OWASP's REST Security cheat
 * sheet lists them: no document is rendered from it, so the page-only headers (COOP,
 * Origin-Agent-Cluster, DNS prefetch, X-XSS-Protection, …) and the page's long policy would add
 * 600 bytes to every answer and protect nothing. `default-src 'none'` and `frame-ancestors 'none'`
 * keep an answer opened as a page inert and unframed; CORP keeps other sites from loading it.
 */
const API_HEADERS = (strictTransport: string | undefined): Array<[string, string]> => [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ...(strictTransport === undefined
    ? []
    : [['Strict-Transport-Security', strictTransport] as [string, string]]),
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/**
 * The security headers, worked out once: helmet's for pages (with static directives, no
 * per-request nonces, they do not depend on the request, so every page gets the same set without
 * running helmet's dozen middlewares each time; `security-headers.test.ts` checks them against
 * helmet's own), and the short set of `API_HEADERS` (with helmet's HSTS) for the API's answers.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): RequestHandler {
  const headers: Array<[string, string]> = [];
  const collector = {
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  let ran = false;
  helmet(options)({} as never, collector as unknown as Response, () => {
    ran = true;
  });
  if (!ran) throw new Error('helmet did not run synchronously: its headers depend on the request');
  const api = API_HEADERS(headers.find(([name]) => name === 'Strict-Transport-Security')?.[1]);
  return (req, res, next) => {
    for (const [name, value] of isApiPath(req.path) ? api : headers) res.setHeader(name, value);
    next();
  };
}
