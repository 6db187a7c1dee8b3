import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWebRoot } from './web-root.js';

describe('defaultWebRoot', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'lineup-web-root-'));
    await mkdir(join(root, 'packages', 'server', 'dist'), { recursive: true });
    await mkdir(join(root, 'packages', 'web'), { recursive: true });
    await writeFile(join(root, 'packages', 'web', 'package.json'), '{}');
    await mkdir(join(root, 'alone', 'server', 'dist'), { recursive: true });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is the web package’s dist beside the server in the packages layout, from its build or its sources', () => {
    const web = join(root, 'packages', 'web', 'dist');
    expect(defaultWebRoot(pathToFileURL(join(root, 'packages', 'server', 'dist', 'main.js')))).toBe(web);
    expect(defaultWebRoot(pathToFileURL(join(root, 'packages', 'server', 'src', 'web-root.ts')))).toBe(web);
  });

  it('is undefined when there is no web package beside the server', () => {
    expect(defaultWebRoot(pathToFileURL(join(root, 'alone', 'server', 'dist', 'main.js')))).toBeUndefined();
  });

  it('finds this repository’s web app from these sources', () => {
    expect(defaultWebRoot()).toBe(join(import.meta.dirname, '..', '..', 'web', 'dist'));
  });
});
