/**
 * `pnpm build` for the web app: Vite's build into dist/, then the pages the app should not wait for
 * its code to show (src/prerender/pages.ts):
 * - dist/index.html, the page of every route without one of its own, holds the app shell (the
 *   layout around "Loading…") instead of an empty root, so that something shows before the code runs;
 * - dist/pages/<route>.html for each own page: the shell, or the route prerendered for a visitor,
 *   with the route's lazily loaded code and styles linked so that they load alongside the entry;
 * - a brotli and a gzip copy of every text file, which the server sends instead (scripts/precompress.ts).
 * Rendering runs a server-side build of src/prerender/render.tsx, written under node_modules/.cache
 * (so that it finds the app's dependencies) and removed afterwards.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { type Manifest, pageHtml, routeAssets } from '../src/prerender/page-html.js';
import { OWN_PAGES, pageFile } from '../src/prerender/pages.js';
import { precompress } from './precompress.js';

/** What src/prerender/render.tsx exports. */
interface Renderer {
  renderRoute(path: string): Promise<string>;
  renderShell(): string;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const serverBuild = join(root, 'node_modules', '.cache', 'lineup-lab-prerender');

await build({ root, build: { manifest: true } });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender/render.tsx', outDir: serverBuild, emptyOutDir: true },
});

try {
  const render = (await import(pathToFileURL(join(serverBuild, 'render.js')).href)) as Renderer;
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const shell = render.renderShell();

  await mkdir(join(dist, 'pages'), { recursive: true });
  // Built with the admin-access flag off, the admin screen is not a chunk at all (admin-access.ts).
  const pages = OWN_PAGES.filter((page) => !page.admin || page.modules.every((key) => key in manifest));
  for (const page of pages) {
    const assets = routeAssets(manifest, page.modules);
    const html = page.prerender
      ? pageHtml(template, { markup: await render.renderRoute(page.path), prerendered: page.path, assets })
      : pageHtml(template, { markup: shell, assets });
    await writeFile(join(dist, 'pages', pageFile(page.path)), html);
  }
  await writeFile(join(dist, 'index.html'), pageHtml(template, { markup: shell }));
  console.log(`prerender: dist/index.html (app shell) and ${pages.length} pages in dist/pages/`);
  const compressed = await precompress(dist);
  console.log(
    `precompress: ${compressed.files} files, ${(compressed.bytes / 1000).toFixed(1)} KB → ${(compressed.brotli / 1000).toFixed(1)} KB brotli (and .gz beside)`,
  );
} finally {
  await rm(serverBuild, { recursive: true, force: true });
}
