import { API_ROUTES, type ApiRouteName, ERROR_CODES } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.js';

type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: unknown[];
  responses: Record<string, { description: string; headers: Record<string, unknown>; content: unknown }>;
};

const ALL = Object.keys(API_ROUTES) as ApiRouteName[];
const document = openApiDocument(ALL, '1.0.0');
const operationOf = (name: ApiRouteName): Operation => {
  const route = API_ROUTES[name];
  const path = document.paths[route.path.replace(/:(\w+)/g, '{$1}')];
  return path?.[route.method.toLowerCase()] as Operation;
};

describe('openApiDocument', () => {
  it('declares the server, the license, the bearer scheme and a described tag per access level', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(document.info.license).toMatchObject({ identifier: expect.any(String) });
    expect(document.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(document.tags.map((tag) => tag.name)).toEqual(['public', 'user', 'admin']);
    for (const tag of document.tags) expect(tag.description.length).toBeGreaterThan(20);
  });

  it('tables every error code with its status in the introduction', () => {
    for (const code of ERROR_CODES) expect(document.info.description).toContain(`| \`${code}\` |`);
    expect(document.info.description).toContain('| `UPGRADE_REQUIRED` | 403 |');
  });

  it('gives each operation an id, a summary, a description, its tag and security', () => {
    for (const name of ALL) {
      const operation = operationOf(name);
      const { auth } = API_ROUTES[name];
      expect(operation, name).toMatchObject({
        operationId: name,
        summary: API_ROUTES[name].summary,
        tags: [auth],
      });
      expect(operation.description.length, name).toBeGreaterThan(20);
      expect(operation.security, name).toEqual(auth === 'public' ? [] : [{ bearer: [] }]);
    }
  });

  it('documents every error answer of a route with its codes', () => {
    expect(Object.keys(operationOf('getTeam').responses)).toEqual([
      '200',
      '400',
      '401',
      '404',
      '413',
      '500',
      '503',
    ]);
    expect(Object.keys(operationOf('createTeam').responses)).toEqual([
      '201',
      '400',
      '401',
      '403',
      '409',
      '413',
      '500',
      '503',
    ]);
    const forbidden = JSON.stringify(operationOf('createTeam').responses[403]);
    expect(forbidden).toContain('"enum":["UPGRADE_REQUIRED"]');
    expect(JSON.stringify(operationOf('adminUsers').responses[403])).toContain('"enum":["FORBIDDEN"]');
    expect(operationOf('movePlayer').responses[409]?.description).toContain('`PLAYER_NOT_AT_POSITION`');
    expect(operationOf('health').responses).not.toHaveProperty('401');
    expect(operationOf('movePlayer').responses[400]?.description).toContain(
      'A body field breaks the contract',
    );
    expect(operationOf('playerProjections').responses[400]?.description).toContain(
      'A path parameter or query parameter breaks the contract',
    );
    expect(operationOf('health').responses[400]?.description).toContain('this call takes none');
  });

  it('refers every error answer to ErrorBody and names the headers of a 429', () => {
    const limited = operationOf('contact').responses[429];
    expect(JSON.stringify(limited?.content)).toContain('"$ref":"#/components/schemas/ErrorBody"');
    expect(limited?.headers).toHaveProperty('Retry-After');
    expect(limited?.headers).toHaveProperty('X-Request-Id');
    expect(document.components.schemas.ErrorBody).toMatchObject({ required: ['code', 'message'] });
  });

  it('lists only the tags of the operations it describes', () => {
    expect(openApiDocument(['health', 'userTeams'], '1').tags.map((tag) => tag.name)).toEqual([
      'public',
      'user',
    ]);
  });
});
