/**
 * Leaves the app for Yahoo's consent page (the `authorizationUrl` the server answered, checked by
 * the SDK to be an http(s) address); Yahoo sends the browser back through the server to
 * `/import?yahoo=…`. Its own module so that tests can see where the page would go.
 */
export function leaveForYahoo(url: string): void {
  window.location.assign(url);
}
