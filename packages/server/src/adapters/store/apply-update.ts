import {
  copyDocument,
  copyValue,
  entriesOf,
  getOwn,
  isArrayIndex,
  isPlainObject,
  type PlainObject,
  splitPath,
  valuesEqual,
} from './document-values.js';
import { isOperatorObject, matchesCondition, matchesFilter } from './match-filter.js';

const OPERATORS = ['$set', '$setOnInsert', '$inc', '$push', '$pull', '$unset'] as const;
type Operator = (typeof OPERATORS)[number];

interface Change {
  operator: Operator;
  path: string;
  parts: readonly string[];
  operand: unknown;
}

type Container = PlainObject | unknown[];

/**
 * Returns a copy of a document with an update applied, with MongoDB's semantics: `$set` and `$setOnInsert`
 * (the latter only when `inserting`) create missing sub-documents along a dotted path; `$inc` adds
 * to a number or sets a missing field; `$push` appends to an array or creates it (`{ $each: […] }`
 * appends several); `$pull` removes the elements equal to a value or matching a condition;
 * `$unset` removes a field. Operand entries holding `undefined` are ignored (as the driver's
 * `ignoreUndefined` does). The document passed in is never changed. Refused with an error: an update without
 * operators, an unknown operator, two operators on the same or overlapping paths, a change of
 * `_id`, `$inc` on a non-number, `$push` / `$pull` on a non-array.
 */
export function applyUpdate(document: PlainObject, update: object, inserting: boolean): PlainObject {
  const changes = planChanges(update);
  const idBefore = getOwn(document, '_id');
  const working = copyDocument(document);
  for (const change of changes) {
    if (change.operator !== '$setOnInsert' || inserting) applyChange(working, change);
  }
  const idAfter = getOwn(working, '_id');
  if (idBefore !== undefined && !valuesEqual(idBefore, idAfter)) {
    throw new Error("Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  return working;
}

/** The paths an update writes (for callers that need to know whether it sets `_id`). */
export function updatedPaths(update: object): string[] {
  return planChanges(update).map((change) => change.path);
}

function planChanges(update: object): Change[] {
  if (!isPlainObject(update)) throw new TypeError('An update must be a plain object');
  const entries = entriesOf(update);
  if (entries.length === 0 || entries.some(([key]) => !key.startsWith('$'))) {
    throw new Error('Update document requires atomic operators');
  }
  const changes: Change[] = [];
  for (const [key, operand] of entries) {
    const operator = OPERATORS.find((known) => known === key);
    if (operator === undefined) throw new Error(`Unsupported update operator ${key}`);
    if (!isPlainObject(operand)) throw new TypeError(`${operator} needs an object`);
    for (const [path, value] of entriesOf(operand)) {
      if (value !== undefined) changes.push({ operator, path, parts: splitPath(path), operand: value });
    }
  }
  assertNoConflicts(changes);
  return changes;
}

function assertNoConflicts(changes: readonly Change[]): void {
  const paths = changes.map((change) => change.path).sort();
  for (let index = 1; index < paths.length; index += 1) {
    const previous = paths[index - 1] ?? '';
    const path = paths[index] ?? '';
    if (path === previous || path.startsWith(`${previous}.`)) {
      throw new Error(`Updating the path '${path}' would create a conflict at '${previous}'`);
    }
  }
}

function applyChange(document: PlainObject, change: Change): void {
  const { operator, path, parts, operand } = change;
  const last = parts[parts.length - 1] ?? '';
  switch (operator) {
    case '$set':
    case '$setOnInsert':
      assign(parentOf(document, parts, path), last, copyValue(operand, path), path);
      return;
    case '$inc': {
      if (typeof operand !== 'number' || !Number.isFinite(operand)) {
        throw new TypeError(`$inc needs a number for ${path}`);
      }
      const parent = parentOf(document, parts, path);
      const current = childOf(parent, last);
      if (current !== undefined && typeof current !== 'number') {
        throw new Error(`Cannot apply $inc to the non-numeric field ${path}`);
      }
      assign(parent, last, (current ?? 0) + operand, path);
      return;
    }
    case '$push': {
      const items = pushedItems(operand, path);
      const parent = parentOf(document, parts, path);
      const current = childOf(parent, last);
      if (current === undefined) assign(parent, last, items, path);
      else if (Array.isArray(current)) current.push(...items);
      else throw new Error(`Cannot apply $push to the non-array field ${path}`);
      return;
    }
    case '$pull': {
      const parent = existingParentOf(document, parts);
      const current = parent === undefined ? undefined : childOf(parent, last);
      if (current === undefined || parent === undefined) return;
      if (!Array.isArray(current)) throw new Error(`Cannot apply $pull to the non-array field ${path}`);
      const matches = pullMatcher(operand);
      assign(
        parent,
        last,
        current.filter((item: unknown) => !matches(item)),
        path,
      );
      return;
    }
    case '$unset': {
      const parent = existingParentOf(document, parts);
      if (parent === undefined) return;
      if (!Array.isArray(parent)) delete parent[last];
      else if (isArrayIndex(last) && Number(last) < parent.length) parent[Number(last)] = null;
      return;
    }
  }
}

function pushedItems(operand: unknown, path: string): unknown[] {
  if (isOperatorObject(operand)) {
    const each = getOwn(operand, '$each');
    if (Object.keys(operand).length !== 1 || !Array.isArray(each)) {
      throw new Error(`$push supports only { $each: [...] } as a modifier (${path})`);
    }
    return each.map((item: unknown, index) => copyValue(item ?? null, `${path}.${index}`));
  }
  return [copyValue(operand, path)];
}

function pullMatcher(condition: unknown): (item: unknown) => boolean {
  if (condition instanceof RegExp || isOperatorObject(condition)) {
    return (item) => matchesCondition([item], condition);
  }
  if (isPlainObject(condition)) return (item) => isPlainObject(item) && matchesFilter(item, condition);
  return (item) => valuesEqual(item, condition);
}

function childOf(container: Container, part: string): unknown {
  if (Array.isArray(container)) return isArrayIndex(part) ? container[Number(part)] : undefined;
  return getOwn(container, part);
}

/** The container of a path's last part, creating missing sub-documents on the way. */
function parentOf(document: PlainObject, parts: readonly string[], path: string): Container {
  let container: Container = document;
  for (const part of parts.slice(0, -1)) {
    let child = childOf(container, part);
    if (child === undefined) {
      child = {};
      assign(container, part, child, path);
    }
    if (!isPlainObject(child) && !Array.isArray(child)) {
      throw new Error(`Cannot create the field ${path}: ${part} holds ${JSON.stringify(child)}`);
    }
    container = child;
  }
  return container;
}

/** The container of a path's last part when every step exists, else `undefined`. */
function existingParentOf(document: PlainObject, parts: readonly string[]): Container | undefined {
  let container: Container = document;
  for (const part of parts.slice(0, -1)) {
    const child = childOf(container, part);
    if (!isPlainObject(child) && !Array.isArray(child)) return undefined;
    container = child;
  }
  return container;
}

// Four positional parameters: the innermost write of every update operator, called per path step
// (`path` only names the field in the error); kept free of an options object allocated per call.
function assign(container: Container, part: string, value: unknown, path: string): void {
  if (!Array.isArray(container)) {
    container[part] = value;
    return;
  }
  if (!isArrayIndex(part)) throw new Error(`Cannot create the field ${path}: ${part} is not an array index`);
  const index = Number(part);
  while (container.length < index) container.push(null);
  container[index] = value;
}
