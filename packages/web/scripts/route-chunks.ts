/**
 * How the production build splits the signed-in app's code: a few chunks per page instead of
 * Rolldown's automatic split, which makes a chunk for every distinct set of importers (about thirty
 * files of 0.1–17 KB for the editor, each a request of its own, six at a time over HTTP/1.1).
 *
 * A route is a module that the entry's code imports dynamically (the pages and layouts of
 * src/app/routes.tsx, the sign-in client); a layout is a module that several OWN_PAGES list
 * (QueryLayout). A module the entry itself ships (Rolldown's `$initial` tag: what the visitor's
 * landing page runs) stays in the entry. Any other module goes to:
 * - `app` when two routes or more use it, or a layout does: what every signed-in page needs (the
 *   query cache, the SDK, the contract, shared components);
 * - `<Route>-parts` when one route uses it and so do lazy parts of that route (the editor's panels,
 *   the admin tabs): one file instead of one per combination of panels;
 * - Rolldown's automatic split otherwise (a route's own code stays in its chunk; code only lazy
 *   parts use loads with them).
 * "Uses" is static reach through the module graph, tree-shaking aside: a module that a route reaches
 * through a package's index but does not call can count that route. It errs towards `app`, never
 * towards a page missing code.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { OWN_PAGES } from '../src/prerender/pages.js';

export interface ModuleGraph {
  staticImports(id: string): readonly string[];
  dynamicImports(id: string): readonly string[];
}

/** A chunk name for a module: its file name without the extension. */
const baseName = (id: string) => (id.split(/[\\/]/).pop() ?? id).replace(/\.[cm]?[jt]sx?$/, '');

function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const reached = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    stack.push(...graph.staticImports(id));
  }
  return reached;
}

/**
 * The named chunk of each module that goes to one (see above), from the module graph, the entry
 * module and each own page's modules (absolute ids).
 */
export function routeChunkNames(
  graph: ModuleGraph,
  entry: string,
  pages: readonly (readonly string[])[],
): Map<string, string> {
  const entryReach = staticClosure(graph, entry);
  const routes = new Set([...entryReach].flatMap((id) => graph.dynamicImports(id)));
  const pageLists = [...new Set(pages.filter((m) => m.length > 0).map((m) => m.join('\n')))].map((key) =>
    key.split('\n'),
  );
  const layouts = new Set(pageLists.flat().filter((id, i, all) => all.indexOf(id) !== i));

  // For each module: the routes that reach it, and whether a lazy part (a dynamic import below a
  // route) reaches it too.
  const routesUsing = new Map<string, Set<string>>();
  const lazyParts = new Set<string>();
  for (const route of routes) {
    const reach = staticClosure(graph, route);
    for (const id of reach) routesUsing.set(id, (routesUsing.get(id) ?? new Set()).add(route));
    for (const part of new Set([...reach].flatMap((id) => graph.dynamicImports(id)))) {
      if (routes.has(part)) continue;
      for (const id of staticClosure(graph, part)) lazyParts.add(id);
    }
  }

  const names = new Map<string, string>();
  for (const [id, using] of routesUsing) {
    if (routes.has(id) || id === entry) continue;
    const [only] = using;
    if (using.size > 1 || [...using].some((route) => layouts.has(route))) names.set(id, 'app');
    else if (only && lazyParts.has(id)) names.set(id, `${baseName(only)}-parts`);
  }
  return names;
}

/**
 * The Vite plugin: reads the module graph once it is built and names chunks through Rolldown's
 * `output.codeSplitting` groups. Client builds only (the prerender's server build keeps the default).
 */
export function routeChunks(root: string): Plugin {
  let names = new Map<string, string>();
  const pages = OWN_PAGES.map((page) => page.modules.map((module) => resolve(root, module)));
  return {
    name: 'lineup-lab:route-chunks',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The entry's own modules stay in the entry (a group of them makes no chunk of its
                // own: they all belong to the entry already); listed first, no group below takes them.
                { name: 'index', tags: ['$initial'], priority: 3 },
                // Each group takes its modules' imports along (Rolldown's default), so that no chunk
                // runs before what it needs: `app` first, then the routes' parts.
                { name: 'app', test: (id: string) => names.get(id) === 'app', priority: 2 },
                { name: (id: string) => names.get(id) ?? null, priority: 1 },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const entry = [...this.getModuleIds()].find((id) => info(id)?.isEntry);
      if (!entry) throw new Error('route-chunks: the build has no entry module');
      names = routeChunkNames(
        {
          staticImports: (id) => info(id)?.importedIds ?? [],
          dynamicImports: (id) => info(id)?.dynamicallyImportedIds ?? [],
        },
        entry,
        pages,
      );
    },
  };
}
