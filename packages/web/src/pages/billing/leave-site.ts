/**
 * Leaves the app for `url`: the payment provider's checkout or billing portal (or the local
 * billing's pages, a path on this site). The SDK has already checked that it is an http(s) URL or
 * a site path. Its own module so that tests can see where the page would go.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
