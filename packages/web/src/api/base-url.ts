/**
 * Where the API is served: the app's own origin. Prerendering (scripts/build.ts, in Node) renders
 * without calling, so any absolute URL does there.
 */
export const API_BASE_URL: string =
  typeof window === 'undefined' ? 'http://prerender.invalid' : window.location.origin;
