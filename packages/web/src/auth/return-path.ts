/** A path of this app to return to after sign-in (`/…`, never `//host` or `/\\host`), else the dashboard. */
export function safeReturnTo(path: string | null | undefined): string {
  return path && /^\/(?![/\\])/.test(path) ? path : '/dashboard';
}
