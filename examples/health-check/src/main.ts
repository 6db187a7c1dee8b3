/**
 * Prints the health of a Lineup Lab server.
 *
 *   node dist/main.js http://localhost:5005
 *
 * Exits 0 when the server is up, 1 when it cannot be reached or answers with an error, 2 on bad usage.
 */
import { createClient, LineupLabError } from '@lineup-lab/sdk';

const [url] = process.argv.slice(2);
if (url === undefined) {
  console.error('usage: health-check <server-url>   e.g. health-check http://localhost:5005');
  process.exit(2);
}

let client: ReturnType<typeof createClient>;
try {
  client = createClient({ baseUrl: url, timeoutMs: 10_000 });
} catch (error) {
  // createClient refuses a URL that is not http(s)
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

try {
  const health = await client.session.health();
  console.log(`${url} is ${health.status}: ${health.service} ${health.version} at ${health.time}`);
} catch (error) {
  if (!(error instanceof LineupLabError)) throw error;
  const status = error.status === undefined ? '' : ` (HTTP ${error.status})`;
  console.error(`${url} is not healthy: ${error.message}${status}`);
  process.exitCode = 1;
}
