/** The server's own addresses: its URL (PUBLIC_URL when set) and the other origins it is reachable at. */
export interface SiteOrigins {
  /** The URL users reach the server at: PUBLIC_URL, or this host and its port. */
  url: string;
  /** Other origins a browser may open it at (`reachableOrigins`: none when PUBLIC_URL is set). */
  alsoAt: readonly string[];
}

/**
 * The origin that links back to this server are built on for a request that came to `origin`
 * (`requestOrigin`, from its Host header): that origin when it is one of the server's own, else
 * the server's URL's. A forged or proxied Host (`evil.example`, DNS rebinding) never becomes a
 * return URL, a mail link or a redirect.
 * @example siteOrigin({ url: 'https://lineup.example', alsoAt: [] })('http://evil.example') // 'https://lineup.example'
 */
export function siteOrigin(origins: SiteOrigins): (origin: string) => string {
  const own = new URL(origins.url).origin;
  const known = new Set([own, ...origins.alsoAt.map((other) => new URL(other).origin)]);
  return (origin) => (known.has(origin) ? origin : own);
}
