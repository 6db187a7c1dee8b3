import {
  compareValues,
  entriesOf,
  isPlainObject,
  type PlainObject,
  sameTypeBracket,
  valuesAtPath,
  valuesEqual,
} from './document-values.js';

/**
 * MongoDB's query semantics for the filters the store port allows, evaluated in memory: fields
 * (dotted paths through sub-documents and arrays) equal to a value or matching `$eq`, `$ne`, `$in`,
 * `$nin`, `$gt`, `$gte`, `$lt`, `$lte`, `$exists`, `$regex`; `$or` and `$and`. As in MongoDB, a
 * condition on an array field matches when the array or one of its elements matches, `null`
 * matches a missing field, `$ne` / `$nin` match only when no element matches, and comparisons hold
 * only between values of the same type. Anything else is refused with an error, never ignored.
 */
export function matchesFilter(document: PlainObject, filter: object): boolean {
  for (const [key, condition] of entriesOf(filter)) {
    if (key === '$or') {
      if (!clauses(key, condition).some((clause) => matchesFilter(document, clause))) return false;
    } else if (key === '$and') {
      if (!clauses(key, condition).every((clause) => matchesFilter(document, clause))) return false;
    } else if (key.startsWith('$')) {
      throw new Error(`Unsupported filter operator ${key}`);
    } else if (!matchesCondition(valuesAtPath(document, key), condition)) {
      return false;
    }
  }
  return true;
}

/**
 * Whether the values found at a path (see `valuesAtPath`) satisfy one field's condition: a value,
 * a RegExp, or an object of operators.
 */
export function matchesCondition(values: readonly unknown[], condition: unknown): boolean {
  if (condition instanceof RegExp) return matchesRegex(values, condition);
  if (!isOperatorObject(condition)) return equals(values, condition);
  for (const [operator, operand] of entriesOf(condition)) {
    if (!matchesOperator(values, operator, operand)) return false;
  }
  return true;
}

/** True for `{ $gt: 1, … }`: an object whose keys are operators. */
export function isOperatorObject(value: unknown): value is PlainObject {
  return isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'));
}

function clauses(operator: string, condition: unknown): object[] {
  if (!Array.isArray(condition) || condition.length === 0) {
    throw new Error(`${operator} needs a non-empty array of filters`);
  }
  return condition.map((clause: unknown) => {
    if (!isPlainObject(clause)) throw new Error(`${operator} needs a non-empty array of filters`);
    return clause;
  });
}

function matchesOperator(values: readonly unknown[], operator: string, operand: unknown): boolean {
  switch (operator) {
    case '$eq':
      return equals(values, operand);
    case '$ne':
      return !equals(values, operand);
    case '$in':
      return operandList(operator, operand).some((item) => equalsOrMatches(values, item));
    case '$nin':
      return !operandList(operator, operand).some((item) => equalsOrMatches(values, item));
    case '$gt':
      return compares(values, operand, (order) => order > 0);
    case '$gte':
      return compares(values, operand, (order) => order >= 0);
    case '$lt':
      return compares(values, operand, (order) => order < 0);
    case '$lte':
      return compares(values, operand, (order) => order <= 0);
    case '$exists':
      return values.some((value) => value !== undefined) === Boolean(operand);
    case '$regex':
      return matchesRegex(values, toRegExp(operand));
    default:
      throw new Error(`Unsupported filter operator ${operator}`);
  }
}

function operandList(operator: string, operand: unknown): readonly unknown[] {
  if (!Array.isArray(operand)) throw new Error(`${operator} needs an array`);
  return operand;
}

/** Each value found, and the elements of each array found (MongoDB looks one level into arrays). */
function candidates(values: readonly unknown[]): unknown[] {
  const all: unknown[] = [];
  for (const value of values) {
    all.push(value);
    if (Array.isArray(value)) all.push(...value);
  }
  return all;
}

function equals(values: readonly unknown[], target: unknown): boolean {
  if (target === null) {
    return candidates(values).some((value) => value === null || value === undefined);
  }
  return candidates(values).some((value) => value !== undefined && valuesEqual(value, target));
}

function equalsOrMatches(values: readonly unknown[], item: unknown): boolean {
  return item instanceof RegExp ? matchesRegex(values, item) : equals(values, item);
}

function compares(values: readonly unknown[], operand: unknown, holds: (order: number) => boolean): boolean {
  if (operand === null) return holds(0) && equals(values, null);
  return candidates(values).some(
    (value) => value !== undefined && sameTypeBracket(value, operand) && holds(compareValues(value, operand)),
  );
}

function toRegExp(operand: unknown): RegExp {
  if (operand instanceof RegExp) return operand;
  if (typeof operand === 'string') return new RegExp(operand);
  throw new Error('$regex needs a RegExp');
}

function matchesRegex(values: readonly unknown[], pattern: RegExp): boolean {
  // A global or sticky RegExp keeps state between `test` calls; a copy without those flags does not.
  const regex =
    pattern.global || pattern.sticky
      ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))
      : pattern;
  return candidates(values).some((value) => typeof value === 'string' && regex.test(value));
}
