/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as pages need it. */
interface ManifestChunk {
  file: string;
  /** Manifest keys of the chunks this one imports statically. */
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The files a route needs besides the entry's: its chunks with what they import, and their styles. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

/**
 * The JavaScript and CSS files of `modules` (manifest keys: their source paths) and of every chunk
 * they import, each once; a chunk's styles come after those of the chunks it imports, as Vite orders
 * them (later rules win the cascade). A module that is not a chunk of the build is an error:
 * the page table no longer matches the app's lazy imports.
 */
export function routeAssets(manifest: Manifest, modules: readonly string[]): RouteAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string, importedBy?: string) => {
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(
        importedBy
          ? `manifest: ${importedBy} imports ${key}, which it does not list`
          : `${key} is not a chunk of the build: is it still imported lazily (src/app/routes.tsx)?`,
      );
    }
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, key);
    for (const css of chunk.css ?? []) styles.add(css);
  };
  for (const module of modules) visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}

export interface PageParts {
  /** What goes inside `<div id="root">`. */
  markup: string;
  /** The path the markup was rendered for, when the app is to hydrate it (`data-prerendered`). */
  prerendered?: string;
  /** Route files to fetch with the page (build paths, e.g. `assets/Page-abc.js`). */
  assets?: RouteAssets;
}

const ROOT = '<div id="root"></div>';
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html as Vite built it, with `markup` in its root and, before `</head>`, a stylesheet link
 * for each route style and a modulepreload link for each route script that the page does not
 * load already (Vite's entry script and its imports are in the template).
 */
export function pageHtml(template: string, { markup, prerendered, assets }: PageParts): string {
  const at = template.indexOf(ROOT);
  if (at === -1 || template.indexOf(ROOT, at + 1) !== -1) {
    throw new Error(`the page template must hold ${ROOT} exactly once`);
  }
  const root = `<div id="root"${prerendered === undefined ? '' : ` data-prerendered="${escapeAttribute(prerendered)}"`}>${markup}</div>`;
  const href = (file: string) => `/${file}`;
  const absent = (file: string) => !template.includes(`"${href(file)}"`);
  const links = [
    ...(assets?.styles ?? [])
      .filter(absent)
      .map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
    ...(assets?.scripts ?? [])
      .filter(absent)
      .map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
  ];
  const html = template.slice(0, at) + root + template.slice(at + ROOT.length);
  return links.length === 0 ? html : html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}
