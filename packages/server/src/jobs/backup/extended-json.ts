import { EJSON } from 'bson';
import type { PlainObject } from '../../adapters/store/document-values.js';

/**
 * Documents as one line of MongoDB Extended JSON (relaxed), through `bson`'s EJSON: a Date from
 * 1970 to 9999 is written `{"$date":"<ISO time>"}` (the form every backup so far holds), an earlier
 * one `{"$date":{"$numberLong":"<ms>"}}`; numbers, strings, booleans and null are plain JSON. Stored
 * documents hold nothing else (`copyValue` in the store refuses it) and never a field starting with
 * `$` (NeDB refuses them), so no document's own fields read as a type wrapper.
 * @example
 * toExtendedJson({ _id: 'a', at: new Date(0) }); // '{"_id":"a","at":{"$date":"1970-01-01T00:00:00Z"}}'
 */
export function toExtendedJson(document: PlainObject): string {
  return EJSON.stringify(document, { relaxed: true });
}

/**
 * The document `toExtendedJson` wrote, Dates restored (either `$date` form). Throws a `SyntaxError`
 * when the text is not JSON and a `BSONError` for a malformed type wrapper (say a bad `$oid`).
 */
export function fromExtendedJson(text: string): unknown {
  return EJSON.parse(text, { relaxed: true });
}
