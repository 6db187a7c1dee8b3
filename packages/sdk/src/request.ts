import type { HttpMethod } from '@lineup-lab/core';
import { z } from 'zod/mini';
import { errorFromResponse } from './error-from-response.js';
import { InvalidResponseError, NetworkError, TimeoutError } from './errors.js';

/** A fetch function: the global one, or any with the same signature (hono's `hc` style injection). */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Options every call accepts as its last argument. */
export interface RequestOptions {
  /** Milliseconds each attempt may take before the call fails with a `TimeoutError`; 0 disables. */
  timeoutMs?: number;
  /** Cancels the call (and any wait before a retry); the abort reason is thrown as is. */
  signal?: AbortSignal;
}

/** What one HTTP attempt needs from the client. */
export interface RequestContext {
  baseUrl: string;
  fetch: FetchFunction;
  /** Default per-attempt timeout in milliseconds; 0 disables. */
  timeoutMs: number;
}

/** One HTTP exchange: where to send it, what to send, and the schema its 2xx body must match. */
export interface ApiRequest<S extends z.core.$ZodType = z.core.$ZodType> {
  method: HttpMethod;
  /** Path from the server root, starting with `/api/`, path parameters already encoded. */
  path: string;
  /** Query parameters: strings, numbers and booleans (arrays repeat the key); undefined and null are left out. */
  query?: Readonly<Record<string, unknown>> | undefined;
  /** Sent as JSON. */
  body?: unknown;
  /** `json` (default) parses the body as JSON; `csv` expects `text/csv` and gives the text to `schema`. */
  responseType?: 'json' | 'csv';
  /** Sent as `Authorization: Bearer …` when non-empty. */
  token?: string | null | undefined;
  schema: S;
}

function appendQueryValue(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendQueryValue(params, key, item);
    return;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    params.append(key, String(value));
    return;
  }
  throw new TypeError(`Query parameter '${key}' must be a string, number or boolean`);
}

function buildUrl(baseUrl: string, path: string, query: ApiRequest['query']): string {
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) appendQueryValue(params, key, value);
  const search = params.toString();
  return search === '' ? url : `${url}?${search}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
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

function initFor(call: ApiRequest, signal: AbortSignal | undefined): RequestInit {
  const headers: Record<string, string> = {
    accept: call.responseType === 'csv' ? 'text/csv' : 'application/json',
  };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  return {
    method: call.method,
    headers,
    credentials: 'include',
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    ...(signal === undefined ? {} : { signal }),
  };
}

/** The 2xx body as the call's schema reads it, or an `InvalidResponseError` naming what is wrong. */
function parseSuccess<S extends z.core.$ZodType>(
  call: ApiRequest<S>,
  response: Response,
  text: string,
): z.output<S> {
  const where = `${call.method} ${call.path}`;
  const contentType = response.headers.get('content-type') ?? 'no content type';
  const base = { code: 'INVALID_RESPONSE', status: response.status } as const;
  const requestId = response.headers.get('x-request-id') ?? undefined;
  let value: unknown = text;
  if (call.responseType === 'csv') {
    if (!contentType.includes('text/csv')) {
      const message = `Invalid response from ${where}: expected text/csv, got ${contentType}`;
      throw new InvalidResponseError({ ...base, requestId, body: text, message });
    }
  } else {
    const json = parseJson(text);
    if (!json.ok) {
      const message = `Invalid response from ${where}: expected JSON, got ${contentType}`;
      throw new InvalidResponseError({ ...base, requestId, body: text, message });
    }
    value = json.value;
  }
  const parsed = z.safeParse(call.schema, value);
  if (parsed.success) return parsed.data;
  throw new InvalidResponseError({
    ...base,
    requestId,
    body: value,
    cause: parsed.error,
    message: `Invalid response from ${where}: the body does not match the contract.\n${z.prettifyError(parsed.error)}`,
  });
}

/**
 * Sends one HTTP attempt and returns its body parsed by the call's schema: JSON (or CSV text) in
 * and out, the bearer token, cookies included, a timeout, and every failure turned into a
 * `LineupLabError` subclass (`NetworkError`, `TimeoutError`, by status, `InvalidResponseError`).
 * Retries and token refresh are layered on top (see call.ts).
 */
export async function request<S extends z.core.$ZodType>(
  context: RequestContext,
  call: ApiRequest<S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const { timeout, combined } = signalFor(options.timeoutMs ?? context.timeoutMs, options.signal);
  let response: Response;
  let text: string;
  try {
    response = await context.fetch(buildUrl(context.baseUrl, call.path, call.query), initFor(call, combined));
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout?.aborted) throw new TimeoutError({ cause: error });
    throw new NetworkError({ cause: error });
  }

  if (!response.ok) {
    const json = parseJson(text);
    throw errorFromResponse({
      status: response.status,
      headers: response.headers,
      body: json.ok ? json.value : text,
    });
  }
  return parseSuccess(call, response, text);
}
