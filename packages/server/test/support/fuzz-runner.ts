/**
 * Sends the fuzz suite's requests (test/fuzz.test.ts) and judges the answers: no 5xx, an `ErrorBody`
 * for every error under /api, and for a request to an operation a status its OpenAPI entry lists.
 */
import type { Agent } from 'node:http';
import { ZErrorBody } from '@lineup-lab/core';
import type { FuzzOperation } from './fuzz-api-requests.js';
import type { FuzzRequest } from './fuzz-request.js';
import { type RawHttpResponse, sendRaw } from './raw-http.js';

/** What a run of the fuzz sends with and counts into. */
export interface FuzzRun {
  base: URL;
  agent: Agent;
  seed: number;
  /** The bearer tokens the Authorization templates name. */
  tokens: { attacker: string; rival: string };
  /** The operations of the served OpenAPI document, whose statuses answers are held to. */
  operations: readonly FuzzOperation[];
  /** Answers by status (`no answer` when the connection failed), over the whole run. */
  totals: Map<number | 'no answer', number>;
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** The Authorization header of a template: `{attacker}` and friends become real or doctored tokens. */
function authorizationFor(template: string, tokens: FuzzRun['tokens']): string {
  const [header = '', payload = '', signature = ''] = tokens.attacker.split('.');
  const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
  return template
    .replaceAll('{attacker-tampered}', `${header}.${payload}.${flipped}`)
    .replaceAll('{attacker-unsigned}', `${base64url('{"alg":"none"}')}.${payload}.`)
    .replaceAll('{attacker}', tokens.attacker)
    .replaceAll('{rival}', tokens.rival);
}

const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** One line that is enough to send the request again by hand (long values shortened). */
function describe(run: FuzzRun, where: string, request: FuzzRequest, answer: string): string {
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, shorten(v, 60)]));
  const body = request.body === undefined ? '(none)' : JSON.stringify(shorten(String(request.body), 300));
  return [
    `[${where}, seed ${run.seed}] ${request.method} ${shorten(request.target, 300)}`,
    `as ${shorten(request.authorization ?? 'nobody', 60)} headers ${JSON.stringify(headers)} body ${body}`,
    `→ ${answer}`,
  ].join(' ');
}

const isErrorBody = (text: string) => {
  try {
    return ZErrorBody.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
};

/** What is wrong with one answer, if anything. */
function problemsOf(run: FuzzRun, request: FuzzRequest, response: RawHttpResponse): string[] {
  const text = response.body.toString('utf8');
  const answer = `${response.status} ${text.slice(0, 200)}`;
  const problems: string[] = [];
  if (response.status >= 500) problems.push(answer);
  const api = /^\/api(\/|\?|$)/.test(request.target);
  if (api && request.method !== 'HEAD' && response.status >= 400 && !isErrorBody(text)) {
    problems.push(`not an ErrorBody: ${answer}`);
  }
  const operation = run.operations.find((o) => o.operationId === request.operationId);
  if (operation && !operation.statuses.has(response.status)) {
    problems.push(`a status the OpenAPI document does not list: ${answer}`);
  }
  return problems;
}

/**
 * Sends the requests one after another (so that a seed always meets the same server state), counts
 * the answers into `run.totals`, and answers one line per problem: no answer, a 5xx, an /api error
 * that is not an `ErrorBody`, or a status the operation's OpenAPI entry does not list. `fill` puts in
 * what is only known when sending (a live sign-in's uid and cookie).
 */
export async function sendAll(
  run: FuzzRun,
  stream: string,
  requests: readonly FuzzRequest[],
  fill: (request: FuzzRequest, index: number) => FuzzRequest = (request) => request,
): Promise<string[]> {
  const problems: string[] = [];
  const started = performance.now();
  for (const [index, generated] of requests.entries()) {
    const request = fill(generated, index);
    const headers =
      request.authorization === undefined
        ? request.headers
        : { ...request.headers, authorization: authorizationFor(request.authorization, run.tokens) };
    const where = `${stream} #${index}`;
    let response: RawHttpResponse;
    try {
      response = await sendRaw(run.base, run.agent, { ...request, headers });
    } catch (error) {
      run.totals.set('no answer', (run.totals.get('no answer') ?? 0) + 1);
      problems.push(describe(run, where, request, `no answer (${(error as Error).message})`));
      continue;
    }
    run.totals.set(response.status, (run.totals.get(response.status) ?? 0) + 1);
    for (const problem of problemsOf(run, request, response))
      problems.push(describe(run, where, request, problem));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`fuzz ${stream}: ${requests.length} requests in ${seconds} s, seed ${run.seed}`);
  return problems;
}
