import { isPlainObject, type PlainObject } from '../store/document-values.js';

/**
 * Documents as JSON text, with the one value JSON lacks that the store holds: a Date is written
 * `{"$date":"<ISO time>"}` (MongoDB's Extended JSON, relaxed). No stored document has a field whose
 * name starts with `$` (NeDB refuses them), so the form cannot be mistaken for a document's own
 * fields.
 * @example
 * toExtendedJson({ _id: 'a', at: new Date(0) }); // '{"_id":"a","at":{"$date":"1970-01-01T00:00:00.000Z"}}'
 */
export function toExtendedJson(document: PlainObject): string {
  return JSON.stringify(withDatesTagged(document));
}

/** The document `toExtendedJson` wrote, Dates restored; a `SyntaxError` when the text is not JSON. */
export function fromExtendedJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => dateOf(value) ?? value);
}

function withDatesTagged(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (Array.isArray(value)) return value.map(withDatesTagged);
  if (isPlainObject(value)) {
    const tagged: PlainObject = {};
    for (const [key, field] of Object.entries(value)) tagged[key] = withDatesTagged(field);
    return tagged;
  }
  return value;
}

function dateOf(value: unknown): Date | undefined {
  if (!isPlainObject(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== '$date' || typeof value.$date !== 'string') return undefined;
  const date = new Date(value.$date);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
