import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { preloadRoute } from './app/routes.js';
import { readSession } from './auth/session-store.js';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page prerendered for visitors (the landing page: scripts/build.ts marks its root with its path)
// is hydrated, for a visitor. Anything else (a signed-in user, the app shell) is rendered afresh, as
// a transition: React renders it in slices, the browser free to paint and answer in between.
// The first route's code is loaded before the first render (it is already on its way: the page's
// modulepreload links), so that its screen renders at once: see app/lazy-page.ts.
void preloadRoute(window.location.pathname).then(() => {
  if (root.dataset.prerendered === window.location.pathname && readSession() === null) hydrateRoot(root, app);
  else {
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  }
});
