import type { RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers, worked out once: with static directives (no per-request nonces) they do
 * not depend on the request, so every response gets the same set without running helmet's dozen
 * middlewares each time. `security-headers.test.ts` checks the result against helmet's own.
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
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
