import { describe, expect, it } from 'vitest';
import { type Manifest, pageHtml, routeAssets } from './page-html.js';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
  'src/app/QueryLayout.tsx': { file: 'assets/QueryLayout-2.js', imports: ['index.html', '_query-3.js'] },
  '_query-3.js': { file: 'assets/query-3.js', imports: ['index.html'] },
  'src/pages/dashboard/DashboardPage.tsx': {
    file: 'assets/DashboardPage-4.js',
    imports: ['index.html', '_query-3.js', '_Panel-5.js'],
    css: ['assets/DashboardPage-4.css'],
  },
  '_Panel-5.js': { file: 'assets/Panel-5.js', css: ['assets/Panel-5.css'] },
};

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('routeAssets', () => {
  it('collects the route modules with what they import, each once, and their styles in cascade order', () => {
    expect(
      routeAssets(MANIFEST, ['src/app/QueryLayout.tsx', 'src/pages/dashboard/DashboardPage.tsx']),
    ).toEqual({
      scripts: [
        'assets/QueryLayout-2.js',
        'assets/index-1.js',
        'assets/query-3.js',
        'assets/DashboardPage-4.js',
        'assets/Panel-5.js',
      ],
      // A chunk's styles after those of what it imports, as Vite orders them: the cascade depends on it.
      styles: ['assets/index-1.css', 'assets/Panel-5.css', 'assets/DashboardPage-4.css'],
    });
  });

  it('refuses a module the build has no chunk for, and a manifest that lists an import it lacks', () => {
    expect(() => routeAssets(MANIFEST, ['src/pages/gone/GonePage.tsx'])).toThrow(
      'src/pages/gone/GonePage.tsx is not a chunk of the build: is it still imported lazily (src/app/routes.tsx)?',
    );
    const broken: Manifest = { 'src/a.tsx': { file: 'assets/a.js', imports: ['_missing.js'] } };
    expect(() => routeAssets(broken, ['src/a.tsx'])).toThrow(
      'manifest: src/a.tsx imports _missing.js, which it does not list',
    );
  });
});

describe('pageHtml', () => {
  it('puts the markup in the root, and links only the route files the template does not load', () => {
    const html = pageHtml(TEMPLATE, {
      markup: '<p>Loading…</p>',
      assets: routeAssets(MANIFEST, ['src/pages/dashboard/DashboardPage.tsx']),
    });
    expect(html).toContain('<div id="root"><p>Loading…</p></div>');
    expect(html).toContain(
      [
        '<link rel="stylesheet" crossorigin href="/assets/Panel-5.css">',
        '<link rel="stylesheet" crossorigin href="/assets/DashboardPage-4.css">',
        '<link rel="modulepreload" crossorigin href="/assets/DashboardPage-4.js">',
        '<link rel="modulepreload" crossorigin href="/assets/query-3.js">',
        '<link rel="modulepreload" crossorigin href="/assets/Panel-5.js">',
      ].join('\n    '),
    );
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
    expect(html.match(/index-1\.css/g)).toHaveLength(1);
    expect(html.indexOf('Panel-5.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('marks a prerendered root with its path (escaped), and leaves the head alone without assets', () => {
    const html = pageHtml(TEMPLATE, { markup: '<h1>Hi</h1>', prerendered: '/a"b&c' });
    expect(html).toContain('<div id="root" data-prerendered="/a&quot;b&amp;c"><h1>Hi</h1></div>');
    expect(html.slice(0, html.indexOf('<body>'))).toBe(TEMPLATE.slice(0, TEMPLATE.indexOf('<body>')));
  });

  it('refuses a template without exactly one empty root', () => {
    expect(() => pageHtml('<html><body></body></html>', { markup: '' })).toThrow(
      'the page template must hold <div id="root"></div> exactly once',
    );
    expect(() => pageHtml(`${TEMPLATE}<div id="root"></div>`, { markup: '' })).toThrow('exactly once');
  });
});
