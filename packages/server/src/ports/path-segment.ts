/** How many rounds of percent-decoding `pathSegment` looks through (`%25252e` is three). */
const DECODE_ROUNDS = 4;

/**
 * `text` as exactly one path segment of an outside API's URL (`encodeURIComponent`), or `undefined`
 * when it cannot be one. Every id and name an adapter puts into an outside API's path goes through
 * here, so a user cannot make the server ask for another path than the one meant:
 * - a dot segment (`.`, `..`), which `fetch` and `URL` resolve as "here" and "the folder above"
 *   (WHATWG URL, `%2e` counting as a dot), so `/user/..` would ask for `/`; refused also when a
 *   percent-decoding (up to 4 rounds: `%2e%2e`, `%252E.`) makes one, for APIs that decode twice;
 * - a `/` or `\` in the text or in a decoding of it, which a server that decodes `%2F` before
 *   routing would take as two segments;
 * - empty, and text `encodeURIComponent` cannot encode (a lone surrogate).
 * @example
 * pathSegment('ppr_pat') // 'ppr_pat'
 * pathSegment('a b')     // 'a%20b'
 * pathSegment('..')      // undefined
 * pathSegment('%2e%2E')  // undefined
 */
export function pathSegment(text: string): string | undefined {
  if (text === '') return undefined;
  let encoded: string;
  try {
    encoded = encodeURIComponent(text);
  } catch {
    return undefined; // URIError: a lone surrogate
  }
  let form = text;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    if (form === '.' || form === '..' || form === '' || /[/\\]/.test(form)) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      break; // a `%` that starts no escape: nothing more to decode
    }
    if (decoded === form) break;
    form = decoded;
  }
  return encoded;
}
