import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router';
import { Layout, PageLoading } from '../app/Layout.js';
import { AppRoutes } from '../app/routes.js';

/**
 * The build's server-side entry (scripts/build.ts renders with it in Node; the browser never loads
 * it). Rendering calls nothing: the pages' reads start in effects, which only run in the browser.
 */

/**
 * The markup of the app at `path` for a visitor, once every lazy page has loaded: what `hydrateRoot`
 * takes over in the browser (src/main.tsx).
 */
export async function renderRoute(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>,
  );
  return new Response(prelude).text();
}

/**
 * The app shell: the layout (skip link, contact button) around the loading status that a page shows
 * while its code loads. Shown from the HTML until the app renders over it.
 */
export function renderShell(): string {
  return renderToString(
    <StaticRouter location="/">
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<PageLoading />} />
        </Route>
      </Routes>
    </StaticRouter>,
  );
}
