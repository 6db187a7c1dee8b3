/**
 * The fuzz suite's requests to the embedded OpenID provider (test/fuzz.test.ts): its endpoints with
 * bad parameters, grants and forms, the sign-in pages of interactions that do not exist, and
 * malformed forms for a live sign-in, as fast-check arbitraries.
 */
import fc from 'fast-check';
import { assemble, type FuzzRequest, withinNodeLimits } from './fuzz-request.js';
import {
  authorizationTemplate,
  type FuzzBody,
  oddHeaders,
  pathSegment,
  queryString,
  queryValue,
  requestBody,
} from './fuzz-values.js';

const form = (pairs: ReadonlyArray<readonly [string, string]>) =>
  pairs.map(([k, v]) => `${k}=${v}`).join('&');

/** A form value as sent: empty, long, unicode, malformed percent-encoding, an email lookalike. */
const formValue = fc.oneof(
  { weight: 3, arbitrary: queryValue },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'fan%40example.com',
      'victim%40example.com',
      'ADMIN%40LINEUP-LAB.TEST',
      'a%40b',
      '%40',
      'password-123',
      encodeURIComponent('pässwörd 🏈 123'),
      'x'.repeat(300),
    ),
  },
);

/** A form body for the sign-in pages and the token endpoint: repeated, bracketed and too many fields. */
function formBody(names: readonly string[]): fc.Arbitrary<FuzzBody> {
  const name = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...names) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('__proto__', 'constructor[prototype][x]', 'email[]', 'email[a]', ''),
    },
  );
  const pairs = fc.array(fc.tuple(name, formValue), { maxLength: 14 });
  return fc.oneof(
    {
      weight: 6,
      arbitrary: pairs.map((p) => ({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form(p),
      })),
    },
    {
      weight: 1,
      arbitrary: pairs.map((p) => ({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `${form(p)}&pad=${'x'.repeat(20_000)}`,
      })),
    },
    { weight: 1, arbitrary: requestBody(names) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<FuzzBody>(
        { headers: { 'content-type': 'multipart/form-data; boundary=zz' }, body: '--zz\r\nbroken' },
        { headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-16' }, body: 'a=b' },
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'email=é&password=ü🏈',
        },
        { headers: {}, body: 'email=a&password=b' },
      ),
    },
  );
}

/** The uid of an interaction that does not exist (or cannot be read). */
const badUid = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom('%ZZ', '%E0%A4%A', '..', '%2e%2e', '%00', 'x'.repeat(3_000), '__proto__'),
  },
  { weight: 3, arbitrary: pathSegment },
  {
    weight: 2,
    arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  },
);

const AUTH_PARAMS = [
  'client_id',
  'response_type',
  'redirect_uri',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'prompt',
  'max_age',
  'request',
  'request_uri',
  'claims',
  'resource',
  'ui_locales',
  'id_token_hint',
  'response_mode',
];
const AUTH_VALUES = fc.oneof(
  { weight: 2, arbitrary: queryValue },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'lineup-web',
      'lineup-cli',
      'unknown-client',
      'code',
      'token',
      'code%20id_token',
      'none',
      'openid',
      'openid%20offline_access%20read%3Ateams',
      'S256',
      'plain',
      'login',
      'consent',
      'form_post',
      'http%3A%2F%2Fevil.example%2Fcb',
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      '%7B%22bad%22',
    ),
  },
);
const TOKEN_FIELDS = [
  'grant_type',
  'code',
  'code_verifier',
  'redirect_uri',
  'client_id',
  'client_secret',
  'refresh_token',
  'device_code',
  'scope',
  'resource',
  'token',
  'token_type_hint',
];
const TOKEN_VALUES = [
  'authorization_code',
  'refresh_token',
  'client_credentials',
  'urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code',
  'password',
  'implicit',
  'lineup-web',
  'lineup-cli',
];

/**
 * Malformed requests to the embedded OpenID provider: discovery and keys with odd queries, the
 * authorization endpoint with bad and repeated parameters, the token, revocation, pushed-request and
 * device endpoints with bad grants and forms, the device verification page and the resumption of
 * device sign-ins that do not exist (`/device/:uid`), sign-out, and the
 * sign-in pages of interactions that do not exist, with malformed forms.
 */
export function oidcRequest(): fc.Arbitrary<FuzzRequest> {
  const common = { authorization: authorizationTemplate, headers: oddHeaders };
  const authQuery = fc
    .array(fc.tuple(fc.constantFrom(...AUTH_PARAMS), AUTH_VALUES), { maxLength: 10 })
    .map((pairs) => `?${form(pairs)}`);
  const tokenForm = formBody(TOKEN_FIELDS).chain((body) =>
    fc
      .constantFrom(...TOKEN_VALUES)
      .map((grant) =>
        typeof body.body === 'string' &&
        body.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
          ? { ...body, body: `grant_type=${grant}&${body.body}` }
          : body,
      ),
  );
  const requests: Array<
    fc.Arbitrary<Omit<FuzzRequest, 'authorization'> & { body?: string | Buffer | undefined }>
  > = [
    fc
      .tuple(
        fc.constantFrom(
          '/oidc/.well-known/openid-configuration',
          '/oidc/jwks',
          '/oidc/.well-known/%ZZ',
          '/oidc/%ZZ',
          '/oidc/me',
          '/oidc/reg',
        ),
        queryString(['x']),
      )
      .map(([path, query]) => ({ method: 'GET', target: `${path}${query}`, headers: {} })),
    authQuery.map((query) => ({ method: 'GET', target: `/oidc/auth${query}`, headers: {} })),
    authQuery.map((query) => ({
      method: 'POST',
      target: '/oidc/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: query.slice(1),
    })),
    fc
      .tuple(
        fc.constantFrom(
          '/oidc/token',
          '/oidc/token/revocation',
          '/oidc/request',
          '/oidc/device/auth',
          '/oidc/token/introspection',
        ),
        tokenForm,
      )
      .map(([path, body]) => ({ method: 'POST', target: path, headers: body.headers, body: body.body })),
    fc
      .tuple(
        fc.constantFrom('/oidc/device', '/oidc/session/end', '/oidc/session/end/confirm'),
        queryString(['user_code', 'xsrf', 'id_token_hint', 'post_logout_redirect_uri', 'client_id']),
      )
      .map(([path, query]) => ({ method: 'GET', target: `${path}${query}`, headers: {} })),
    fc
      .tuple(
        fc.constantFrom('/oidc/device', '/oidc/session/end/confirm'),
        formBody(['xsrf', 'user_code', 'confirm', 'abort', 'logout']),
      )
      .map(([path, body]) => ({ method: 'POST', target: path, headers: body.headers, body: body.body })),
    fc
      .oneof(fc.constantFrom('auth', 'confirm'), badUid)
      .map((uid) => ({ method: 'GET', target: `/oidc/device/${uid}`, headers: {} })),
    fc
      .tuple(
        badUid,
        fc.constantFrom(
          '',
          '/signup',
          '/confirm?token=%ZZ',
          '/confirm?token=abc&token=def',
          `/confirm?token=${'A'.repeat(43)}`,
          '/sign-up-status',
          '/continue',
        ),
      )
      .map(([uid, page]) => ({ method: 'GET', target: `/oidc/interaction/${uid}${page}`, headers: {} })),
    fc
      .tuple(
        badUid,
        fc.constantFrom('/login', '/signup', '/abort'),
        formBody(['email', 'password', 'confirm']),
      )
      .map(([uid, page, body]) => ({
        method: 'POST',
        target: `/oidc/interaction/${uid}${page}`,
        headers: body.headers,
        body: body.body,
      })),
  ];
  return fc
    .tuple(fc.oneof(...requests), common.authorization, common.headers)
    .map(([request, authorization, headers]) =>
      assemble({
        method: request.method,
        target: request.target,
        authorization,
        headers: { ...headers, ...request.headers },
        body: { headers: {}, body: request.body },
      }),
    )
    .filter(withinNodeLimits);
}

/** A malformed post to the sign-in or sign-up form of a live interaction (`{uid}` is filled in). */
export function liveInteractionPost(): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(fc.constantFrom('/login', '/signup'), formBody(['email', 'password', 'confirm']), oddHeaders)
    .map(([page, body, headers]) =>
      assemble({
        method: 'POST',
        target: `/oidc/interaction/{uid}${page}`,
        authorization: undefined,
        headers,
        body,
      }),
    );
}
