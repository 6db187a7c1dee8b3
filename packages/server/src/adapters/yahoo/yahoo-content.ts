/**
 * Small readers for the shape of Yahoo's Fantasy API JSON ("fantasy_content",
 * docs/hosts/yahoo-protocol.md §3), so the schemas can check plain objects:
 * - a collection is `{"0": {<item>: …}, "1": …, "count": 2}` (or `[]` when empty);
 * - a resource is an array: `[0]` its metadata, `[1]`, `[2]` … its sub-resources;
 * - the metadata of a team or player is itself an array of one-key objects with `[]` placeholders.
 */

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body's `fantasy_content`, or `undefined` (the schemas then say what is missing). */
export function fantasyContent(body: Json): Record<string, Json> | undefined {
  return isObject(body) && isObject(body.fantasy_content) ? body.fantasy_content : undefined;
}

/**
 * The items of a collection in order: `{"0": {league: X}, "1": {league: Y}, "count": 2}` → `[X, Y]`
 * for `item` `league`. An empty collection (`[]`, `{"count": 0}`, absent) is `[]`; an entry
 * without `item` is left out.
 * @example collectionItems({ 0: { team: [1] }, count: 1 }, 'team') // [[1]]
 */
export function collectionItems(collection: Json, item: string): Json[] {
  if (!isObject(collection)) return [];
  return Object.keys(collection)
    .filter((key) => /^\d+$/.test(key))
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => collection[key])
    .filter((entry): entry is Record<string, Json> => isObject(entry) && item in entry)
    .map((entry) => entry[item]);
}

/**
 * One object from Yahoo's metadata list style: the one-key objects of `parts` (arrays nested in
 * it included, `[]` placeholders skipped) merged, the first of a key kept.
 * @example mergedParts([{ team_key: 'a' }, [], { name: 'b' }]) // { team_key: 'a', name: 'b' }
 */
export function mergedParts(parts: Json): Record<string, Json> {
  if (isObject(parts)) return parts;
  const merged: Record<string, Json> = {};
  const visit = (value: Json): void => {
    if (Array.isArray(value)) {
      for (const inner of value) visit(inner);
      return;
    }
    if (!isObject(value)) return;
    for (const [key, inner] of Object.entries(value)) if (!(key in merged)) merged[key] = inner;
  };
  visit(parts);
  return merged;
}

/**
 * A resource's metadata and its sub-resources: `[meta, {settings: …}, {teams: …}]` →
 * `{ meta: mergedParts(meta), subs: { settings, teams } }`. Not an array: no metadata.
 */
export function resourceParts(resource: Json): { meta: Record<string, Json>; subs: Record<string, Json> } {
  if (!Array.isArray(resource)) return { meta: {}, subs: {} };
  const [meta, ...rest] = resource;
  const subs: Record<string, Json> = {};
  for (const part of rest) if (isObject(part)) Object.assign(subs, part);
  return { meta: mergedParts(meta), subs };
}
