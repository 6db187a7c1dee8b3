/**
 * The fuzz suite's requests to the API and the rest of the site (test/fuzz.test.ts): for every
 * operation of the served OpenAPI document, and for the web app's files and pages, fast-check
 * arbitraries of malformed requests. The same seed gives the same requests, in the same order.
 */
import fc from 'fast-check';
import { assemble, type FuzzRequest, withinNodeLimits } from './fuzz-request.js';
import { authorizationTemplate, oddHeaders, pathSegment, queryString, requestBody } from './fuzz-values.js';

/** One operation of the OpenAPI document, as the fuzz needs it. */
export interface FuzzOperation {
  operationId: string;
  method: string;
  /** `/api/get-team/{teamName}` */
  path: string;
  query: readonly string[];
  /** The fields of its JSON body; undefined when it takes none. */
  bodyFields: readonly string[] | undefined;
  /** Every status it documents, success and errors. */
  statuses: ReadonlySet<number>;
}

interface OpenApiOperation {
  operationId: string;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}

/** The part of an OpenAPI document the fuzz reads. */
export interface OpenApiPaths {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** The operations of an OpenAPI document (as `GET /api/openapi.json` serves it). */
export function operationsOf(document: OpenApiPaths): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const body = operation.requestBody?.content['application/json']?.schema;
      return {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: body ? Object.keys(body.properties ?? {}) : undefined,
        statuses: new Set(Object.keys(operation.responses).map(Number)),
      };
    }),
  );
}

/** How the path of an operation is bent: `exact` keeps it the operation's own. */
const PATH_SHAPES = [
  'exact',
  'trailing-slash',
  'double-slash',
  'dot-segment',
  'dot-dot',
  'upper-case',
  'suffix',
] as const;
function shapePath(path: string, shape: (typeof PATH_SHAPES)[number]): string {
  switch (shape) {
    case 'exact':
      return path;
    case 'trailing-slash':
      return `${path}/`;
    case 'double-slash':
      return path.replace('/api/', '/api//');
    case 'dot-segment':
      return path.replace('/api/', '/api/./');
    case 'dot-dot':
      return `/api/../${path.slice('/api/'.length)}`;
    case 'upper-case':
      return path.toUpperCase();
    case 'suffix':
      return `${path}/%ZZ/..`;
  }
}

/**
 * Malformed requests to one operation: its path parameters filled with malformed segments, its path
 * bent now and then, a malformed query, a malformed body, an odd Authorization and other headers,
 * and sometimes another method.
 */
export function operationRequest(operation: FuzzOperation): fc.Arbitrary<FuzzRequest> {
  const params = operation.path.match(/\{\w+\}/g) ?? [];
  return fc
    .record({
      segments: fc.array(pathSegment, { minLength: params.length, maxLength: params.length }),
      shape: fc.oneof(
        { weight: 8, arbitrary: fc.constant('exact' as const) },
        { weight: 2, arbitrary: fc.constantFrom(...PATH_SHAPES) },
      ),
      query: queryString(operation.query),
      body: requestBody(operation.bodyFields ?? []),
      authorization: authorizationTemplate,
      headers: oddHeaders,
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(operation.method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
      ),
    })
    .map(({ segments, shape, query, body, authorization, headers, method }) => {
      let i = 0;
      const filled = operation.path.replace(/\{\w+\}/g, () => segments[i++] ?? '');
      return assemble({
        method,
        target: `${shapePath(filled, shape)}${query}`,
        authorization,
        headers,
        body,
        operationId: shape === 'exact' && method === operation.method ? operation.operationId : undefined,
      });
    })
    .filter(withinNodeLimits);
}

/**
 * Malformed requests to the rest of the site (the built web app's files and pages): dot segments,
 * malformed percent-encoding, long names, a NUL, under the root, the assets and client routes.
 */
export function siteRequest(): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'DELETE'),
      prefix: fc.constantFrom('/', '/assets/', '/pages/', '/edit-team/', '/dashboard/', '/oidcx/', '/apix/'),
      segments: fc.array(pathSegment, { minLength: 1, maxLength: 3 }),
      extension: fc.constantFrom('', '', '.js', '.html', '.br', '.map', '.JS'),
      query: queryString(['q']),
      authorization: authorizationTemplate,
      headers: oddHeaders,
      encoding: fc.constantFrom('br', 'gzip', 'gzip;q=0, br;q=abc', '*', ''),
    })
    .map(({ method, prefix, segments, extension, query, authorization, headers, encoding }) =>
      assemble({
        method,
        target: `${prefix}${segments.join('/')}${extension}${query}`,
        authorization,
        headers: { ...headers, 'accept-encoding': encoding },
        body: { headers: {}, body: undefined },
      }),
    )
    .filter(withinNodeLimits);
}
