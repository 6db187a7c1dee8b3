/**
 * A request of the fuzz suite (test/fuzz.test.ts) as generated: the raw request, the Authorization
 * header as a template, and the operation it calls.
 */
import type { FuzzBody } from './fuzz-values.js';
import type { RawHttpRequest } from './raw-http.js';

/** A request of the fuzz, with what the report needs to name it. */
export interface FuzzRequest extends RawHttpRequest {
  /** The Authorization header before the tokens are filled in (`Bearer {attacker}`), if any. */
  authorization: string | undefined;
  /** The operation it calls, when its method and path are the operation's own (parameters aside). */
  operationId?: string;
}

const MAX_HEAD_BYTES = 12_000;
/** Whether the request line and headers stay well inside Node's 16 KiB limit (a token counts 1.5 kB). */
export function withinNodeLimits(request: FuzzRequest): boolean {
  const headers = Object.entries(request.headers).reduce((sum, [k, v]) => sum + k.length + v.length + 4, 0);
  return request.target.length + headers + (request.authorization?.length ?? 0) + 1_500 <= MAX_HEAD_BYTES;
}

/** A request from its parts; the body's own headers (its content type) go with it. */
export function assemble(parts: {
  method: string;
  target: string;
  authorization: string | undefined;
  headers: Record<string, string>;
  body: FuzzBody;
  operationId?: string | undefined;
}): FuzzRequest {
  return {
    method: parts.method,
    target: parts.target,
    authorization: parts.authorization,
    headers: { ...parts.headers, ...parts.body.headers },
    body: parts.body.body,
    ...(parts.operationId && { operationId: parts.operationId }),
  };
}
