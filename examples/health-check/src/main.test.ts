import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EphemeralServer, startEphemeralServer } from '@lineup-lab/server';
import { runProgram } from '@lineup-lab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const exampleDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

let server: EphemeralServer;
let baseUrl: string;
beforeAll(async () => {
  // The health check needs no NFL data: no demo season to generate and train (several seconds).
  server = await startEphemeralServer({ DEMO_SEASON: 'off' }, { version: '9.9.9-test' });
  baseUrl = server.url;
});
afterAll(() => server.close());

describe('health-check example', () => {
  it('prints the health of a running server', async () => {
    const result = await runProgram(exampleDir, [baseUrl]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(new RegExp(`^${baseUrl} is ok: lineup-lab 9\\.9\\.9-test at \\S+Z\\n$`));
  });

  it('exits 1 with the SDK message when nothing listens', async () => {
    const closed = createServer();
    const closedUrl = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));

    const result = await runProgram(exampleDir, [closedUrl]);

    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `${closedUrl} is not healthy: Network connection failed. Please check your internet connection.\n`,
    );
  });

  it('exits 2 with usage when no URL is given', async () => {
    const result = await runProgram(exampleDir, []);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: health-check <server-url>');
  });
});
