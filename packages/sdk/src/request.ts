import { type ZodType, z } from 'zod';
import { errorFromResponse, InvalidResponseError, NetworkError, TimeoutError } from './errors.js';

/** Returns the bearer token to send, or nothing to send the request without one. */
export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

/** A fetch function: the global one, or any with the same signature (hono's `hc` style injection). */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Options every call accepts as its last argument. */
export interface RequestOptions {
  /** Milliseconds before the call fails with a `TimeoutError`; 0 disables. Defaults to the client's. */
  timeoutMs?: number;
  /** Cancels the call; the abort reason is thrown as is. */
  signal?: AbortSignal;
}

/** What the request core needs from the client. */
export interface RequestContext {
  baseUrl: string;
  fetch: FetchFunction;
  getToken?: TokenProvider | undefined;
  timeoutMs: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call: where to send it, what to send, and the schema its 2xx body must match. */
export interface ApiRequest<S extends ZodType> {
  method: HttpMethod;
  /** Path from the server root, starting with `/api/`; callers encode path parameters. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  schema: S;
}

function buildUrl(baseUrl: string, path: string, query: ApiRequest<ZodType>['query']): string {
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search === '' ? url : `${url}?${search}`;
}

function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function signalFor(timeoutMs: number, signal: AbortSignal | undefined) {
  const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
  const signals = [timeout, signal].filter((s): s is AbortSignal => s !== undefined);
  const combined = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  return { timeout, combined };
}

/**
 * Sends one call and returns its body parsed by the call's schema. Every SDK call goes through
 * here: JSON in and out, the bearer token from `getToken`, cookies included, a timeout, and
 * failures turned into `LineupLabError` subclasses (see errors.ts).
 */
export async function request<S extends ZodType>(
  context: RequestContext,
  call: ApiRequest<S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const token = await context.getToken?.();
  if (token) headers.authorization = `Bearer ${token}`;

  const { timeout, combined } = signalFor(options.timeoutMs ?? context.timeoutMs, options.signal);
  const init: RequestInit = {
    method: call.method,
    headers,
    credentials: 'include',
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    ...(combined === undefined ? {} : { signal: combined }),
  };

  let response: Response;
  let text: string;
  try {
    response = await context.fetch(buildUrl(context.baseUrl, call.path, call.query), init);
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout?.aborted) throw new TimeoutError({ cause: error });
    throw new NetworkError({ cause: error });
  }

  const body = parseBody(text);
  if (!response.ok) {
    throw errorFromResponse({
      status: response.status,
      headers: response.headers,
      body: body.ok ? body.value : text,
    });
  }

  const where = `${call.method} ${call.path}`;
  const requestId = response.headers.get('x-request-id') ?? undefined;
  if (!body.ok) {
    throw new InvalidResponseError({
      code: 'INVALID_RESPONSE',
      status: response.status,
      requestId,
      body: text,
      message: `Invalid response from ${where}: expected JSON, got ${response.headers.get('content-type') ?? 'no content type'}`,
    });
  }
  const parsed = call.schema.safeParse(body.value);
  if (!parsed.success) {
    throw new InvalidResponseError({
      code: 'INVALID_RESPONSE',
      status: response.status,
      requestId,
      body: body.value,
      cause: parsed.error,
      message: `Invalid response from ${where}: the body does not match the contract.\n${z.prettifyError(parsed.error)}`,
    });
  }
  return parsed.data;
}
