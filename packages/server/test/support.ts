import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CreateAppOptions, createApp, silentLogger } from '@lineup-lab/server';

export const INDEX_HTML = '<!doctype html><html lang="en"><title>Lineup Lab test page</title></html>';

/** A temporary stand-in for the built web app: index.html and one asset. */
export async function makeWebRoot(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'lineup-web-'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Starts `createApp` on 127.0.0.1, port 0. */
export async function startApp(
  webRoot: string,
  options: Partial<CreateAppOptions> = {},
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const app = createApp({ version: '9.9.9-test', webRoot, logger: silentLogger, ...options });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
