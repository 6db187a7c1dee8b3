import type { Request } from 'express';

/**
 * Who is asking, as per-client limits count it: the request's IP address (the proxy's
 * `X-Forwarded-For` when TRUST_PROXY says to believe it, else the connection's).
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
