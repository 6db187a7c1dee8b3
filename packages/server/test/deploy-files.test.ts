/**
 * The deployment files a user copies (packages/server/deploy/: a systemd unit and a Containerfile)
 * say what the tests run: no container runtime or systemd exists here to run them, so their commands,
 * variables and versions are checked against the project's own: the server start the e2e suite and
 * the package's `start` script run, the variables `config.ts` reads, the pinned pnpm, the supported
 * Node lines, the install and build `npm start` does, and the health path a real server answers.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEnvironment } from '../src/config.js';
import { rawRequest } from './support/requests.js';
import { startTestServer, type TestServer } from './support/server.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const unit = read('../deploy/lineup-lab.service');
const containerfile = read('../deploy/Containerfile');
const rootPackage = JSON.parse(read('../../../package.json')) as { engines: { node: string; pnpm: string } };
const serverPackage = JSON.parse(read('../package.json')) as { scripts: { start: string } };
const workspace = read('../../../scripts/workspace.mjs');
const KNOWN = new Set(Object.keys(ZEnvironment.shape));

/** The lines of a file without comments and continuation breaks. */
const instructions = (text: string) =>
  text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));

describe('the systemd unit', () => {
  it('starts the built server as the package start script and the e2e suite do', () => {
    const execStart = instructions(unit).find((line) => line.startsWith('ExecStart='));
    expect(execStart).toBe('ExecStart=/usr/bin/node packages/server/dist/main.js start');
    expect(serverPackage.scripts.start).toBe('node dist/main.js start');
  });

  it('sets only variables the server reads', () => {
    const names = instructions(unit)
      .filter((line) => line.startsWith('Environment='))
      .map((line) => line.slice('Environment='.length).split('=')[0]);
    expect(names).toEqual(['NODE_ENV', 'PORT', 'DATA_DIR']);
    for (const name of names) expect(KNOWN.has(name ?? ''), name).toBe(true);
  });
});

describe('the Containerfile', () => {
  const lines = instructions(containerfile);

  it('builds on a supported Node line with the pinned pnpm, installing and building as npm start does', () => {
    const major = /^FROM node:(\d+)-/.exec(lines[0] ?? '')?.[1];
    expect(rootPackage.engines.node).toContain(`^${major}.`);
    const run = lines.find((line) => line.startsWith('RUN ')) ?? '';
    expect(run).toContain(`npm install -g pnpm@${rootPackage.engines.pnpm.replace(/^\^/, '')}`);
    expect(run).toContain('pnpm install --frozen-lockfile');
    expect(run).toContain('pnpm -r build');
    expect(workspace).toContain("'--frozen-lockfile'");
    expect(workspace).toContain("pnpm('-r', 'build')");
  });

  it('sets only variables the server reads, and starts the server as the unit does', () => {
    const env = lines.find((line) => line.startsWith('ENV ')) ?? '';
    const names = [...env.matchAll(/(\w+)=/g)].map((match) => match[1]);
    expect(names).toEqual(['NODE_ENV', 'PORT', 'HOST', 'DATA_DIR']);
    for (const name of names) expect(KNOWN.has(name ?? ''), name).toBe(true);
    expect(lines.at(-1)).toBe('CMD ["node", "packages/server/dist/main.js", "start"]');
  });

  describe('its health check', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    }, 60_000);
    afterAll(() => server.close());

    it('asks a path a real server answers 200', async () => {
      const path = /fetch\('http:\/\/127\.0\.0\.1:5005(\/[\w-]+)'\)/.exec(containerfile)?.[1];
      expect(path).toBe('/healthz');
      expect((await rawRequest(server.url, { path: path ?? '' })).status).toBe(200);
    });
  });
});
