/**
 * Whether this build has the admin routes (spec §2: `VITE_ADMIN_ACCESS=false` at build time leaves
 * them out, see vite.config.ts). The admin links and the profile query ask this; the server enforces
 * the admin calls either way. Its own module so that auth/ can read the flag without importing
 * admin-access.ts, whose lazy import of the admin dashboard would make a cycle (the dashboard asks
 * auth/use-is-admin.ts who is the administrator). admin-access.ts writes the same condition beside
 * its lazy import on purpose: a constant imported from elsewhere is not folded before chunking.
 */
export const ADMIN_ACCESS: boolean = import.meta.env.VITE_ADMIN_ACCESS !== 'false';
