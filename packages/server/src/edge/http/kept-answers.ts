import type { ApiRouteName } from '@lineup-lab/core';
import type { Clock } from '../../ports/clock.js';
import type { Principal } from '../../ports/identity.js';
import type { Store } from '../../ports/store.js';
import { type StampedKey, stampedCache } from '../../use-cases/stamped-cache.js';

/** The collections an answer is read from (`COLLECTIONS` entries), as `StampedKey` takes them. */
export type AnswerReads = readonly (StampedKey['collections'][number] & { readonly name: string })[];

/** The routes whose answers are kept, each with every collection its use case reads. */
export type KeptAnswers = Partial<Record<ApiRouteName, AnswerReads>>;

/** How many answers of one route are kept (the least recently read go first). */
const ANSWERS_PER_ROUTE = 1_000;

/** The clock's minute: what the time decides (kickoffs, the week, expiry) turns on whole minutes. */
const MINUTE_MS = 60_000;

/**
 * Keeps one route's answers, checked against its contract and serialized, so that a caller who
 * reads the same thing again while nothing it is made of changed is answered without reading the
 * store or working anything out: the dashboard, the editor and the command line read the teams and
 * the team week after every change and on every refresh, and game day is such reads, over and
 * over. An answer is kept under
 * - who asked (the token's subject: an answer is only ever given to its own caller),
 * - what they asked (the request's path and query as sent: the same text always parses the same,
 *   so a kept answer's request was valid, and is not parsed again),
 * - the clock's minute (kickoffs, game ends and the season's weeks all fall on whole minutes, so a
 *   lock or a week's turn is never shown late; what expires by time, such as history kept 30 days,
 *   is at most a minute old),
 * - and the change stamps of every collection its use case reads (`reads`), so any write to one of
 *   them, by this process or (on MongoDB) another, makes the next read work it out again.
 * A refusal (404, 400) is never kept. Bounded: `ANSWERS_PER_ROUTE` per route, about 10 MB for the
 * largest answer (the team week).
 */
export function keptAnswers(store: Store, clock: Clock, reads: AnswerReads) {
  const cache = stampedCache<string>({ entries: ANSWERS_PER_ROUTE });
  // The store is this route's for good: each collection's handle is taken once, each stamp read
  // once a request however many of the use case's parts read that collection.
  const collections = [...new Set(reads)].map((spec) => {
    const collection = spec.of(store);
    return { of: () => collection };
  });
  return (principal: Principal | undefined, url: string, answer: () => Promise<string>): Promise<string> => {
    const minute = Math.floor(clock.now().getTime() / MINUTE_MS);
    return cache.read(store, { key: `${minute} ${principal?.sub ?? ''} ${url}`, collections }, answer);
  };
}
