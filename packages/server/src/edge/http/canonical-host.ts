import type { RequestHandler } from 'express';
import { requestOrigin } from './request-origin.js';
import { type SiteOrigins, siteOrigin } from './site-origin.js';

/**
 * Serves a request sent with a Host the server is not reachable at (forged, passed through by a
 * proxy, or DNS rebinding) as if it had been sent to the server's URL: its `Host` becomes the URL's
 * and an `X-Forwarded-Host` is dropped, so that nothing built from the request afterwards names
 * another address — the sign-in provider's discovery endpoints, forms and redirects, which it builds
 * from the Host it is given, included. A Host of the server's own is left as it is.
 */
export function canonicalHost(origins: SiteOrigins): RequestHandler {
  const ownOrigin = siteOrigin(origins);
  return (req, _res, next) => {
    const origin = requestOrigin(req);
    const own = ownOrigin(origin);
    if (own !== origin) {
      // The protocol stays the request's: only a believed X-Forwarded-Proto or the socket says it.
      req.headers.host = new URL(own).host;
      delete req.headers['x-forwarded-host'];
    }
    next();
  };
}
