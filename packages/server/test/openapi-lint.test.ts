/**
 * The OpenAPI document under `redocly lint` with the recommended rules (redocly.yaml), as
 * `pnpm openapi:lint` runs it: the one a real server serves, and the one of every route in the
 * contract (served or not yet), so that a route served later cannot bring a problem with it.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { API_ROUTES, type ApiRouteName } from '@lineup-lab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/edge/http/openapi.js';
import { startTestServer, type TestServer } from './support/server.js';

const REDOCLY = fileURLToPath(new URL('../node_modules/.bin/redocly', import.meta.url));
const CONFIG = fileURLToPath(new URL('../redocly.yaml', import.meta.url));
const installed = existsSync(REDOCLY);
if (!installed) {
  console.warn(`SKIPPED the OpenAPI lint: ${REDOCLY} is missing (pnpm install adds @redocly/cli).`);
}

/** What `redocly lint --format=json` prints. */
interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Array<{
    ruleId: string;
    severity: string;
    message: string;
    location: Array<{ pointer: string }>;
  }>;
}

describe.skipIf(!installed)('the served OpenAPI document under redocly lint (recommended rules)', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(join(tmpdir(), 'lineup-openapi-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Lints a document: one line per problem. */
  async function lint(document: string): Promise<{ problems: string[]; totals: LintReport['totals'] }> {
    const file = join(dir, 'openapi.json');
    await writeFile(file, document);
    const { stdout } = await promisify(execFile)(
      REDOCLY,
      ['lint', '--config', CONFIG, '--format=json', file],
      { env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    const problems = report.problems.map(
      (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`,
    );
    return { problems, totals: report.totals };
  }

  it('finds zero errors and zero warnings in the served document', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    const { problems, totals } = await lint(await response.text());
    expect(problems).toEqual([]);
    expect(totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 30_000);

  it('finds zero errors and zero warnings in the document of every route of the contract', async () => {
    const all = Object.keys(API_ROUTES) as ApiRouteName[];
    const { problems, totals } = await lint(JSON.stringify(openApiDocument(all, '1.0.0')));
    expect(problems).toEqual([]);
    expect(totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 30_000);
});
