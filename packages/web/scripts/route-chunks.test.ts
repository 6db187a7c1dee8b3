import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { OWN_PAGES } from '../src/prerender/pages.js';
import { type ModuleGraph, routeChunkNames } from './route-chunks.js';

/** A module graph from `module: [static imports, dynamic imports]`. */
function graphOf(modules: Record<string, [string[], string[]?]>): ModuleGraph {
  return {
    staticImports: (id) => modules[id]?.[0] ?? [],
    dynamicImports: (id) => modules[id]?.[1] ?? [],
  };
}

describe('routeChunkNames', () => {
  // main → routes (lazy): Layout, Editor, Billing; Editor → Panel (lazy).
  const graph = graphOf({
    main: [['react', 'routes']],
    routes: [[], ['Layout', 'Editor', 'Billing']],
    Layout: [['query']],
    Editor: [['sdk', 'editor-only', 'editor-and-panel'], ['Panel']],
    Billing: [['sdk', 'billing-only']],
    Panel: [['editor-and-panel', 'panel-only']],
    sdk: [['zod']],
  });
  const names = routeChunkNames(graph, 'main', [
    ['Layout', 'Editor'],
    ['Layout', 'Billing'],
  ]);

  it('puts what two routes use, and what the layout uses, in `app`', () => {
    expect(names.get('sdk')).toBe('app');
    expect(names.get('zod')).toBe('app');
    expect(names.get('query')).toBe('app');
  });

  it('puts what a route shares with its lazy parts in `<Route>-parts`', () => {
    expect(names.get('editor-and-panel')).toBe('Editor-parts');
  });

  it('leaves routes, a route’s own code and lazy-only code to the automatic split', () => {
    for (const id of ['Layout', 'Editor', 'Billing', 'Panel', 'editor-only', 'billing-only', 'panel-only']) {
      expect(names.has(id)).toBe(false);
    }
  });
});

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

describe('the client build’s chunks', () => {
  it('loads the landing page from one script and a signed-in page from at most four more', async () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const result = await build({ root, logLevel: 'silent', build: { write: false, minify: true } });
    const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string }[] }[];
    const chunks = outputs.flatMap((o) => o.output).filter((item): item is Chunk => item.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.imports).toEqual([]);

    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const withImports = (file: string, into: Set<string>): Set<string> => {
      if (into.has(file) || file === entry?.fileName) return into;
      into.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, into);
      return into;
    };
    const signedIn = OWN_PAGES.filter((page) => page.modules.length > 0);
    expect(signedIn.map((page) => page.path)).toContain('/edit-team/:teamName');
    for (const page of signedIn) {
      const files = new Set<string>();
      for (const module of page.modules) {
        const chunk = chunks.find((c) => c.facadeModuleId === `${root}${module}`);
        expect(chunk, `${module} is a chunk`).toBeDefined();
        if (chunk) withImports(chunk.fileName, files);
      }
      expect([...files].length, `${page.path}: ${[...files].join(', ')}`).toBeLessThanOrEqual(4);
    }
  }, 120_000);
});
