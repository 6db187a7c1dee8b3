import { applyUpdate } from './apply-update.js';
import { entriesOf, getOwn, isPlainObject, type PlainObject } from './document-values.js';
import { isOperatorObject } from './match-filter.js';

/**
 * The fields a filter pins by equality, as MongoDB reads them to build an upserted document:
 * `field: value` and `field: { $eq: value }` at the top level, inside `$and`, and inside an `$or`
 * of one clause. Ranges, `$in`, RegExps and the like pin nothing. A path pinned twice (or a path
 * and its parent) is refused, as MongoDB does.
 */
export function equalityFields(filter: object): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  collectEqualities(filter, fields);
  const paths = [...fields.keys()].sort();
  for (let index = 1; index < paths.length; index += 1) {
    const previous = paths[index - 1] ?? '';
    if ((paths[index] ?? '').startsWith(`${previous}.`)) {
      throw new Error(`Cannot infer the fields of an upsert: ${previous} is matched twice`);
    }
  }
  return fields;
}

function collectEqualities(filter: object, fields: Map<string, unknown>): void {
  for (const [key, condition] of entriesOf(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) collectEqualities(clause, fields);
    } else if (key === '$or' && Array.isArray(condition) && condition.length === 1) {
      const [clause] = condition;
      if (isPlainObject(clause)) collectEqualities(clause, fields);
    } else if (!key.startsWith('$') && !(condition instanceof RegExp)) {
      const pinned = isOperatorObject(condition) ? equalityOperand(condition) : { value: condition };
      if (pinned === undefined) continue;
      if (fields.has(key)) throw new Error(`Cannot infer the fields of an upsert: ${key} is matched twice`);
      fields.set(key, pinned.value);
    }
  }
}

function equalityOperand(condition: PlainObject): { value: unknown } | undefined {
  return Object.hasOwn(condition, '$eq') ? { value: getOwn(condition, '$eq') } : undefined;
}

/**
 * The document an upsert inserts: the filter's equality fields, then the update applied with
 * `$setOnInsert`. Its `_id` comes from the filter or `$setOnInsert`; when neither gives one,
 * `newId()` does. Ids are strings: any other `_id` is refused.
 */
export function upsertDocument(filter: object, update: object, newId: () => string): PlainObject {
  const pinned = Object.fromEntries(equalityFields(filter));
  const base = Object.keys(pinned).length > 0 ? applyUpdate({}, { $set: pinned }, true) : {};
  const inserted = applyUpdate(base, update, true);
  const id = getOwn(inserted, '_id') ?? newId();
  if (typeof id !== 'string') throw new TypeError('Document ids are strings');
  return { _id: id, ...inserted };
}
