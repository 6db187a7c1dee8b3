import { entriesOf, isPlainObject } from './document-values.js';

/**
 * Refuses a filter that holds `undefined` anywhere (`{ email: input.email }` with no email). The
 * MongoDB driver would drop such a condition (with `ignoreUndefined`) or turn it into `null`, and
 * either silently widens the match; both adapters throw a `TypeError` naming the field instead.
 */
export function assertDefinedFilter(filter: object): void {
  if (!isPlainObject(filter)) throw new TypeError('A filter must be a plain object');
  visit(filter, 'filter');
}

function visit(value: unknown, path: string): void {
  if (value === undefined) throw new TypeError(`${path} is undefined; say what to match, e.g. null`);
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      visit(item, `${path}[${index}]`);
    });
  } else if (isPlainObject(value)) {
    for (const [key, field] of entriesOf(value)) visit(field, `${path}.${key}`);
  }
}
