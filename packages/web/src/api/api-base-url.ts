/**
 * Where the API is served: the app's own origin. Prerendering (scripts/build.ts, in Node) renders
 * without calling, so any absolute URL does there. A module of its own, free of the SDK, so that
 * the entry chunk can name it without shipping the SDK (and core's schemas) to the landing page.
 */
export const API_BASE_URL: string =
  typeof window === 'undefined' ? 'http://prerender.invalid' : window.location.origin;
