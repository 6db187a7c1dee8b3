import { lazyPage } from './lazy-page.js';

/**
 * The admin dashboard's screen, or `null` when the app was built with the admin-access flag off
 * (spec §2: "the admin routes exist only when an admin-access build flag is true";
 * `VITE_ADMIN_ACCESS=false` at build time, see vite.config.ts). The flag is a build-time constant
 * and the condition is written here, beside the lazy import, so that with the flag off the import
 * is dead code and the admin chunk is not emitted at all (a constant imported from elsewhere is not
 * folded before chunking). admin-access.build.test.ts builds both ways and checks.
 */
export const AdminPage =
  import.meta.env.VITE_ADMIN_ACCESS !== 'false'
    ? lazyPage(() => import('../pages/admin/AdminPage.js'))
    : null;
