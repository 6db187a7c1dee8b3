import { hostname, networkInterfaces } from 'node:os';

/** What decides where the server can be reached: its settings and the port it got. */
export interface ReachableOriginsInput {
  /** HOST: the address it listens on. */
  host: string;
  port: number;
  /** PUBLIC_URL: when set, the one address users are to use. */
  publicUrl: string | undefined;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * The origins a browser may open the server at besides its URL, each to get a sign-in issuer of its
 * own: none when PUBLIC_URL names the address; otherwise the loopback names (`localhost`,
 * `127.0.0.1`, and `[::1]` when listening on IPv6 too) and, when it listens on every interface, this
 * machine's addresses (IPv4; IPv6 too on `::`, link-local ones left out) and its host name.
 * @example reachableOrigins({ host: '127.0.0.1', port: 5005, publicUrl: undefined }) // ['http://localhost:5005', 'http://127.0.0.1:5005']
 */
export function reachableOrigins(input: ReachableOriginsInput): string[] {
  if (input.publicUrl) return [];
  const everywhere = input.host === '0.0.0.0' || input.host === '::';
  const hosts = new Set<string>();
  if (everywhere || LOOPBACK.has(input.host)) {
    hosts.add('localhost');
    hosts.add('127.0.0.1');
    if (input.host === '::' || input.host === '::1') hosts.add('[::1]');
  } else {
    hosts.add(input.host.includes(':') ? `[${input.host}]` : input.host);
  }
  if (everywhere) {
    for (const address of Object.values(networkInterfaces()).flat()) {
      if (!address || address.internal) continue;
      if (address.family === 'IPv4') hosts.add(address.address);
      else if (input.host === '::' && !address.address.toLowerCase().startsWith('fe80')) {
        hosts.add(`[${address.address}]`);
      }
    }
    hosts.add(hostname().toLowerCase());
  }
  return [...hosts].map((host) => `http://${host}:${input.port}`);
}
