import { type ErrorBody, ZErrorBody } from '@lineup-lab/core';
import { LineupLabError } from '@lineup-lab/sdk';

/** What a raw request answered: status, headers and the body as JSON (undefined when empty). */
export interface RawResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * Sends a request with plain `fetch`, past the SDK's own input checks, to prove what the server
 * itself accepts and refuses.
 */
export async function rawRequest(
  baseUrl: string,
  request: { method?: string; path: string; token?: string; body?: unknown },
): Promise<RawResponse> {
  const headers = new Headers({ accept: 'application/json' });
  if (request.token) headers.set('authorization', `Bearer ${request.token}`);
  if (request.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method ?? 'GET',
    headers,
    ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? undefined : JSON.parse(text),
  };
}

/** The error body of a raw response (fails the test when it is not one). */
export function errorBodyOf(response: RawResponse): ErrorBody {
  return ZErrorBody.parse(response.body);
}

/**
 * The SDK error a call was refused with. Fails the test when the call succeeded, or when it threw
 * anything but a `LineupLabError`.
 */
export async function refusal(call: Promise<unknown>): Promise<LineupLabError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof LineupLabError) return error;
    throw error;
  }
  throw new Error('Expected the call to be refused, but it succeeded');
}
