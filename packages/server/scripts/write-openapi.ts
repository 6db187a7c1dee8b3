/**
 * Writes the OpenAPI document a real server serves (`GET /api/openapi.json`) to a file, for
 * `redocly lint` (`pnpm openapi:lint`). The server is a throw-away one: temporary data, port 0.
 *
 *   tsx --conditions=@lineup-lab/source scripts/write-openapi.ts dist/openapi.json
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { startEphemeralServer } from '@lineup-lab/server';

const target = process.argv[2] ?? 'dist/openapi.json';
const server = await startEphemeralServer({ DEMO_SEASON: 'off' });
try {
  const response = await fetch(`${server.url}/api/openapi.json`);
  if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify(await response.json(), null, 2)}\n`);
  console.log(`wrote ${target}`);
} finally {
  await server.close();
}
