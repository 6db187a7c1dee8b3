import type { Request } from 'express';

/**
 * The origin a request was sent to, as the browser sees it: its scheme and its Host, lower-cased
 * (the proxy's `X-Forwarded-Proto` and `-Host` when TRUST_PROXY says to believe it).
 * @example requestOrigin(req) // 'http://127.0.0.1:5005'
 */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.host}`.toLowerCase();
}
