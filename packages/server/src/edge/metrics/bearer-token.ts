import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header carries `Bearer <expected>`, compared in constant time: both
 * sides are hashed first, so neither the token's length nor where it first differs shows in the
 * time taken. A missing or malformed header is `false`.
 */
export function bearerTokenMatches(header: string | undefined, expected: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  const given = match?.[1] ?? '';
  // The comparison runs whether or not a token was sent, so a missing one takes as long as a wrong one.
  return timingSafeEqual(digest(given), digest(expected)) && match !== null;
}
