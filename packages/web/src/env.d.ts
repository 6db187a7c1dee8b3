/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * The admin-access build flag (spec §2): `'false'` at build time leaves the admin routes and their
   * code out of the bundle. vite.config.ts always defines it (default `'true'`).
   */
  readonly VITE_ADMIN_ACCESS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
