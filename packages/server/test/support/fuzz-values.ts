/**
 * The malformed pieces the fuzz suite (test/fuzz.test.ts) builds requests from: path segments,
 * query values, JSON values, request bodies and headers, as fast-check arbitraries. Everything here
 * is what Node's HTTP parser lets through to our code: the request target holds printable ASCII
 * only (Node answers 400 itself to a space, a control byte or any byte from 0x7F up, so unicode
 * goes percent-encoded there and raw in bodies and headers), headers stay well within its 16 KiB
 * limit, and no Content-Length is written by hand.
 */
import { BENCH, LINEUP_KEYS, STARTING_SLOTS } from '@lineup-lab/core';
import fc from 'fast-check';

/** The victim's team name: the fuzz aims at it, as another user, and it must come out unchanged. */
export const VICTIM_TEAM = 'Victim Vault';
/** Catalogue ids the fuzz may name (real ones reach deeper than made-up ones). */
export const KNOWN_PLAYER_IDS = ['p-mahomes', 'p-kelce', 'p-hill', 'p-chase'] as const;
/** The key a prototype-pollution attempt would add to every object if it worked. */
export const POLLUTION_KEY = 'fuzzPolluted';

const NASTY_SEGMENTS = [
  '%ZZ',
  '%E0%A4%A',
  '%',
  '%%',
  '%0',
  '%00',
  'a%00b',
  '%2F',
  '%2f..%2f',
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2Fetc',
  '%C0%AF',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%FF%FE',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  '$where',
  encodeURIComponent('{"$gt":""}'),
  encodeURIComponent(VICTIM_TEAM),
  encodeURIComponent(` ${VICTIM_TEAM.toUpperCase()} `),
  encodeURIComponent('Équipe ünïcødé 🏈'),
  encodeURIComponent('\u{10FFFF}\uFEFF\u200B'),
  '"<>`{}|\\^',
  '%20',
  ';x=1',
  ':teamName',
  '*',
  '',
] as const;

/** A path segment as sent: malformed percent-encoding, dot segments, overlong, unicode, lookalikes. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_SEGMENTS) },
  { weight: 2, arbitrary: fc.constantFrom(60, 61, 200, 3_000).map((n) => 'a'.repeat(n)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent) },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: 'binary-ascii', minLength: 1, maxLength: 12 })
      .map((text) => text.replace(/[^\x21-\x7e]|[/?]/g, '')),
  },
);

const NUMBERISH = [
  '0',
  '-1',
  '1.5',
  '1e308',
  '-1e308',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  '%205%20',
  '+5+',
  '5',
];
const QUERY_VALUES = [
  ...NUMBERISH,
  '',
  'true',
  '[]',
  '{}',
  'null',
  '%ZZ',
  '%00',
  '%E0%A4%A',
  'mah',
  'aggressive',
];

/** A query value as sent (already encoded, or deliberately not). */
export const queryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...QUERY_VALUES) },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 2_000).map((n) => 'q'.repeat(n)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }).map(encodeURIComponent) },
);

/**
 * A query string (with its `?`, or empty) over the operation's own names and others: repeated
 * names, bracketed arrays, names without a value, prototype keys.
 */
export function queryString(names: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: 4, arbitrary: names.length ? fc.constantFrom(...names) : fc.constant('q') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '__proto__',
        'constructor',
        'constructor[prototype][x]',
        'q[]',
        'week[0]',
        'limit[a]',
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 8 }).map(encodeURIComponent) },
  );
  const pair = fc
    .tuple(name, queryValue, fc.boolean())
    .map(([n, v, bare]) => (bare && v === '' ? n : `${n}=${v}`));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constant('?') },
    {
      weight: 6,
      arbitrary: fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => `?${pairs.join('&')}`),
    },
  );
}

/** A JSON value of any type, often the wrong one for the field it lands in. */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      0,
      -1,
      1.5,
      1e308,
      -0,
      '',
      ' ',
      'BENCH',
      'QB',
      'runningBacks',
      VICTIM_TEAM,
      ...KNOWN_PLAYER_IDS,
      '__proto__',
      '\ud800',
      'x'.repeat(300),
      [],
      {},
      [1, 'a', null],
      { $gt: '' },
      { $ne: null },
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Good values of the fields our bodies have, so that a nearly valid body reaches the use case. */
const GOOD_VALUES: Readonly<Record<string, readonly unknown[]>> = {
  teamName: [
    VICTIM_TEAM,
    VICTIM_TEAM,
    VICTIM_TEAM,
    ` ${VICTIM_TEAM.toLowerCase()} `,
    'Fuzz FC',
    '__proto__',
    'constructor',
    'x'.repeat(50),
  ],
  playerId: [...KNOWN_PLAYER_IDS, 'p-tucker', 'p-sf-dst', 'p-nobody', '__proto__'],
  expectedVersion: [0, 1, 2, 5, 2 ** 53, -1],
  fromPosition: [BENCH, ...STARTING_SLOTS],
  toPosition: [BENCH, ...STARTING_SLOTS],
  positionType: LINEUP_KEYS,
  index: [0, 1, 2],
  email: ['fan@example.com', 'victim@example.com', 'ADMIN@LINEUP-LAB.TEST', 'a@b.co'],
  source: ['landing_page', 'x'.repeat(51)],
  name: ['Fan', ' '],
  subject: ['Hello', 'x'.repeat(5_000)],
  message: ['A message long enough to send', 'short'],
};

/**
 * An object of every field with a good value, a few of them swapped for a value of any type: a
 * body that gets past parsing often enough to reach the use cases and the store.
 */
function nearlyValid(fields: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(
      fields.map((field) => {
        const good = Object.hasOwn(GOOD_VALUES, field) ? GOOD_VALUES[field] : undefined;
        const value = good ? fc.constantFrom(...good) : jsonValue;
        return [field, fc.oneof({ weight: 9, arbitrary: value }, { weight: 1, arbitrary: jsonValue })];
      }),
    ),
  );
}

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` deep (text, so no stack is used to build it). */
function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A request body with its headers. */
export interface FuzzBody {
  headers: Record<string, string>;
  body: string | Buffer | undefined;
}

const json = (text: string, contentType = 'application/json'): FuzzBody => ({
  headers: { 'content-type': contentType },
  body: text,
});

/**
 * A request body for an operation whose JSON body has these fields (or none): none at all, an object
 * of the fields with values of any type and extra fields, a nearly valid one, prototype-pollution
 * keys, text that is not JSON, the wrong content type or charset or encoding, deep nesting, huge
 * strings within and over the 100 kB limit.
 */
export function requestBody(fields: readonly string[]): fc.Arbitrary<FuzzBody> {
  const fieldNames = fields.length ? fc.constantFrom(...fields) : fc.constant('teamName');
  const object = fc
    .tuple(
      fc.dictionary(fieldNames, jsonValue, { maxKeys: fields.length + 1 }),
      fc.dictionary(fc.string({ maxLength: 8 }), jsonValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
  const pollution = fc.tuple(object, fc.constantFrom('__proto__', 'constructor')).map(([value, key]) => {
    const payload =
      key === '__proto__' ? { [POLLUTION_KEY]: true } : { prototype: { [POLLUTION_KEY]: true } };
    const members = Object.entries(value).map(([name, v]) => `${JSON.stringify(name)}:${JSON.stringify(v)}`);
    return json(`{${[`"${key}":${JSON.stringify(payload)}`, ...members].join(',')}}`);
  });
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<FuzzBody>({ headers: {}, body: undefined }) },
    { weight: 4, arbitrary: object.map((value) => json(JSON.stringify(value))) },
    { weight: 8, arbitrary: nearlyValid(fields).map((value) => json(JSON.stringify(value))) },
    { weight: 2, arbitrary: pollution },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"a":}',
          "{'a':1}",
          'nul',
          'null',
          '1',
          '"text"',
          '[]',
          'true',
          '\u0000',
          '{"a":1}}',
          '',
        )
        .map((text) => json(text)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          object,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16le',
            'application/json; charset=x-unknown',
            'application/json; charset=latin1',
            'application/vnd.api+json',
            'application/jsonx',
            '*/*',
            ';;;',
          ),
        )
        .map(([value, type]) => json(JSON.stringify(value), type)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown', 'identity').map((encoding) => ({
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body: Buffer.from('not compressed at all'),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(10, 1_000, 20_000, 45_000),
          fc.constantFrom<'array' | 'object'>('array', 'object'),
          fieldNames,
        )
        .map(([depth, kind, field]) => json(`{"${field}":${deeplyNested(depth, kind)}}`)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fieldNames, fc.constantFrom(90_000, 150_000))
        .map(([field, length]) => json(JSON.stringify({ [field]: 'x'.repeat(length) }))),
    },
  );
}

/**
 * The Authorization header, as a template the suite fills in (`{attacker}` and `{rival}` become
 * those users' tokens): none, a user's token, or a bad scheme or token.
 */
export const authorizationTemplate: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 5, arbitrary: fc.constantFrom('Bearer {attacker}', 'Bearer {rival}', 'bearer   {attacker}  ') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      'Negotiate YII=',
      'Bearer a.b.c',
      'Bearer {attacker}x',
      'Bearer {attacker-tampered}',
      'Bearer {attacker-unsigned}',
      'Bearer {attacker}, Bearer {rival}',
      'Bearer {attacker} {rival}',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      `Bearer ${'a'.repeat(4_000)}`,
      'Bearer %ZZ',
      'Bearer \u00ff\u00fe',
    ),
  },
);

/** Other headers: request ids, odd accepts and origins, garbage cookies, a large header. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'x-request-id': fc.constantFrom('', 'a'.repeat(65), 'ok-id', 'bad\tid', '../../etc', '\u00e9'),
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', '', 'application/json;q=abc'),
    origin: fc.constantFrom('null', 'http://evil.example', 'javascript:alert(1)'),
    cookie: fc.constantFrom('a=b', '_session=%ZZ', '=;;=', `big=${'c'.repeat(2_000)}`),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage, , ::1', ''),
    'x-fuzz-padding': fc.constant('p'.repeat(4_000)),
  },
  { requiredKeys: [] },
);
