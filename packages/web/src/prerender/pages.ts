/**
 * The routes the build writes a page of their own for (dist/pages/<name>.html, which the server
 * sends for that path instead of index.html). Each page names the lazily loaded modules of its
 * route (src/app/routes.tsx), so that their code and styles are fetched with the HTML instead of one
 * after the other once the app runs. Prerendered pages also carry their markup, hydrated in the
 * browser: the public landing page, which visitors see before any code runs.
 */
export interface OwnPage {
  /**
   * The route's path, whose first segment names its file (`pageFile`): the server sends that page
   * for the segment and for one segment below it (`/edit-team/<team>`, `/admin/dashboard`).
   */
  path: string;
  /** Source modules imported lazily on the way to the route's screen. */
  modules: string[];
  /** Rendered to HTML at build time (a page whose first render is the same for every visitor). */
  prerender: boolean;
  /** Only in a build with the admin routes (the admin-access flag on): without them, no page. */
  admin?: true;
}

const QUERY_LAYOUT = 'src/app/QueryLayout.tsx';

export const OWN_PAGES: readonly OwnPage[] = [
  { path: '/', modules: [], prerender: true },
  { path: '/waitlist', modules: [], prerender: true },
  { path: '/dashboard', modules: [QUERY_LAYOUT, 'src/pages/dashboard/DashboardPage.tsx'], prerender: false },
  {
    path: '/create-team',
    modules: [QUERY_LAYOUT, 'src/pages/create-team/CreateTeamPage.tsx'],
    prerender: false,
  },
  { path: '/import', modules: [QUERY_LAYOUT, 'src/pages/import/ImportPage.tsx'], prerender: false },
  { path: '/billing', modules: [QUERY_LAYOUT, 'src/pages/billing/BillingPage.tsx'], prerender: false },
  { path: '/auth-test', modules: [QUERY_LAYOUT, 'src/pages/auth-test/AuthTestPage.tsx'], prerender: false },
  { path: '/accuracy', modules: [QUERY_LAYOUT, 'src/pages/accuracy/AccuracyPage.tsx'], prerender: true },
  {
    path: '/edit-team/:teamName',
    modules: [QUERY_LAYOUT, 'src/pages/edit-team/EditTeamPage.tsx'],
    prerender: false,
  },
  {
    path: '/admin/dashboard',
    modules: [QUERY_LAYOUT, 'src/pages/admin/AdminPage.tsx'],
    prerender: false,
    admin: true,
  },
];

/** The file of a page under dist/pages/: its path's first segment (`/` → `index.html`). */
export function pageFile(path: string): string {
  return `${path.split('/')[1] || 'index'}.html`;
}
