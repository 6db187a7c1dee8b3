import {
  API_ROUTES,
  type ApiRoute,
  type ApiRouteName,
  ERROR_CODES,
  HTTP_STATUS_BY_CODE,
  pathParamNames,
  ROUTE_ACCESS,
  type RouteAccess,
  ZErrorBody,
} from '@lineup-lab/core';
import { z } from 'zod';
import { errorResponses, REQUEST_ID, RESPONSE_HEADERS } from './openapi-error-responses.js';

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.core.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest;
};

/**
 * The query of a route as OpenAPI parameters, one per property of its (object) schema. A parameter
 * is described by what it means once parsed (the output schema: `week` is an integer 1–18, not the
 * text it arrives as), and is required when the parsed query needs it and no default supplies it.
 */
function queryParameters(schema: z.core.$ZodType | undefined) {
  if (!schema) return [];
  type ObjectSchema = { properties?: Record<string, JsonSchema>; required?: string[] };
  const input = jsonSchema(schema, 'input') as ObjectSchema;
  const output = jsonSchema(schema, 'output') as ObjectSchema;
  return Object.entries(output.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: (output.required ?? []).includes(name) && !('default' in (input.properties?.[name] ?? {})),
    schema: property,
  }));
}

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created' };

/** Each access level is a tag: who may call the operations under it. */
const ACCESS_TAGS: Readonly<Record<RouteAccess, string>> = {
  public:
    'Anyone may call these, without a token. A valid bearer token, when sent, is used (the health ' +
    "call reports it, a contact message is tied to the user, and a Pro or exempt user's is priority); " +
    'an invalid one is ignored.',
  user: "A signed-in user's bearer token is needed. A user only ever sees their own teams.",
  admin:
    "The administrator's bearer token is needed: the ADMIN_EMAIL account's (or, only when ADMIN_ROLE is set, a holder of that role's).",
};

/** What an operation's description says beyond its summary: access, tier rules, caching. */
function operationDescription(route: ApiRoute): string {
  const sentences = [ACCESS_TAGS[route.auth]];
  if (route.permission) {
    sentences.push(
      `Tier rules apply (\`${route.permission}\`): a free-tier limit answers 403 \`UPGRADE_REQUIRED\`.`,
    );
  }
  sentences.push(
    route.maxAgeSeconds
      ? `The answer may be kept for ${route.maxAgeSeconds} s (\`Cache-Control: public, max-age=${route.maxAgeSeconds}\`).`
      : 'The answer is not cached (`Cache-Control: no-store`).',
  );
  if (route.responseType === 'csv') sentences.push('The answer is a CSV download.');
  return sentences.join(' ');
}

/** One operation of the document: the route's inputs, its success answer and every error answer. */
function operation(name: ApiRouteName) {
  const route: ApiRoute = API_ROUTES[name];
  const content =
    route.responseType === 'csv'
      ? { 'text/csv': { schema: { type: 'string' } } }
      : { 'application/json': { schema: jsonSchema(route.response, 'output') } };
  return {
    operationId: name,
    summary: route.summary,
    description: operationDescription(route),
    tags: [route.auth],
    security: route.auth === 'public' ? [] : [{ bearer: [] }],
    parameters: [
      ...pathParamNames(route.path).map((param) => ({
        name: param,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...queryParameters(route.query),
    ],
    ...(route.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
      },
    }),
    responses: {
      [route.status]: {
        description: STATUS_TEXT[route.status] ?? 'Success',
        headers: {
          'X-Request-Id': REQUEST_ID,
          ...(route.filename && {
            'Content-Disposition': {
              description:
                'An attachment, named for the server clock\'s day (e.g. `attachment; filename="waitlist-emails-2026-11-24.csv"`).',
              schema: { type: 'string' },
            },
          }),
        },
        content,
      },
      ...errorResponses(route),
    },
  };
}

/** The document's introduction: how to sign in, and the error table (from core's). */
const API_DESCRIPTION = [
  "Lineup Lab's HTTP API: fantasy-football teams, lineups, projections and the public calls of the",
  'landing page. Every request and answer is checked against the same contract this document is',
  'generated from.',
  '',
  'Signed-in calls take a bearer token (a JWT) from the OpenID issuer named by the public',
  '`GET /api/auth/config`. Every answer carries `X-Request-Id`; API answers are `no-store` unless',
  'a call says otherwise.',
  '',
  'Every error answer is an `ErrorBody` (`code`, `message`, and where they apply `issues`,',
  '`upgradeRequired`, `retryAfter`, `requestId`). Each code has one HTTP status:',
  '',
  '| code | status |',
  '| --- | --- |',
  ...ERROR_CODES.map((code) => `| \`${code}\` | ${HTTP_STATUS_BY_CODE[code]} |`),
].join('\n');

/**
 * The OpenAPI 3.1 document of the routes this server serves, generated from core's contract, so it
 * can never disagree with what the server parses and answers: for each operation its inputs, its
 * success answer, every error answer it can give (from its route and core's status table), its
 * access tag and security. The server is the one that serves the document (`servers: /`).
 */
export function openApiDocument(served: readonly ApiRouteName[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of served) {
    const route = API_ROUTES[name];
    const path = route.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(name) };
  }
  const used = new Set(served.map((name) => API_ROUTES[name].auth));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lineup Lab API',
      version,
      description: API_DESCRIPTION,
      license: { name: 'Proprietary, all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: ROUTE_ACCESS.filter((access) => used.has(access)).map((access) => ({
      name: access,
      description: ACCESS_TAGS[access],
    })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An access token of the issuer named by `GET /api/auth/config`, for its audience.',
        },
      },
      schemas: { ErrorBody: jsonSchema(ZErrorBody, 'output') },
      headers: RESPONSE_HEADERS,
    },
  };
}
