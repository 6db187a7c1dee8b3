import { API_ROUTES, type ApiRouteName, pathParamNames, ZErrorBody } from '@lineup-lab/core';
import { z } from 'zod';

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

/**
 * The OpenAPI 3.1 document of the routes this server serves, generated from core's contract, so it
 * can never disagree with what the server parses and answers.
 */
export function openApiDocument(served: readonly ApiRouteName[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of served) {
    const route = API_ROUTES[name];
    const schemas = route as { query?: z.core.$ZodType; body?: z.core.$ZodType };
    const path = route.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    const content =
      route.responseType === 'csv'
        ? { 'text/csv': { schema: { type: 'string' } } }
        : { 'application/json': { schema: jsonSchema(route.response, 'output') } };
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        operationId: name,
        summary: route.summary,
        tags: [route.auth],
        security: route.auth === 'public' ? [] : [{ bearer: [] }],
        parameters: [
          ...pathParamNames(route.path).map((param) => ({
            name: param,
            in: 'path',
            required: true,
            schema: { type: 'string' },
          })),
          ...queryParameters(schemas.query),
        ],
        ...(schemas.body && {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(schemas.body, 'input') } },
          },
        }),
        responses: {
          [route.status]: { description: STATUS_TEXT[route.status] ?? 'Success', content },
          default: {
            description: 'An error: `code` from the closed set, `message` fit to show',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Lineup Lab API', version },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorBody: jsonSchema(ZErrorBody, 'output') },
    },
  };
}
