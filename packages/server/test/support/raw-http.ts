import { Agent, type IncomingHttpHeaders, request } from 'node:http';

/** A request exactly as it goes on the wire: no URL normalising, no encoding, no added headers. */
export interface RawHttpRequest {
  method: string;
  /** The request target as sent: `/api/get-team/%ZZ?x=1`, `..` and latin-1 characters kept. */
  target: string;
  headers: Readonly<Record<string, string>>;
  /** Sent as UTF-8 when a string. */
  body?: string | Buffer | undefined;
}

/** What came back: the status, the headers and the whole body. */
export interface RawHttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Sends one request with `node:http` (which, unlike `fetch`, sends `..`, malformed percent-encoding
 * and raw bytes in the path as given) and reads the whole answer. A body goes with its true
 * Content-Length, whatever the method (Node would send a GET's body unframed). The agent keeps
 * connections open.
 */
export function sendRaw(base: URL, agent: Agent, raw: RawHttpRequest): Promise<RawHttpResponse> {
  const body = typeof raw.body === 'string' ? Buffer.from(raw.body, 'utf8') : raw.body;
  const headers =
    body === undefined ? raw.headers : { ...raw.headers, 'content-length': String(body.length) };
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: raw.method,
        path: raw.target,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A keep-alive agent for a run of raw requests; destroy it when done. */
export function rawAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 4 });
}

/**
 * Sends a JSON request to the server at `baseUrl` with a Host header of the test's choosing, as a
 * proxy that passes Host through, or DNS rebinding, delivers it (`fetch` sets Host itself), and
 * answers the status and the body parsed.
 */
export async function sendWithHost(
  baseUrl: string,
  request: { method: string; path: string; host: string; token?: string; body?: unknown },
): Promise<{ status: number; body: unknown }> {
  const agent = rawAgent();
  try {
    const answer = await sendRaw(new URL(baseUrl), agent, {
      method: request.method,
      target: request.path,
      headers: {
        host: request.host,
        accept: 'application/json',
        ...(request.token && { authorization: `Bearer ${request.token}` }),
        ...(request.body !== undefined && { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const text = answer.body.toString('utf8');
    return { status: answer.status, body: text === '' ? undefined : JSON.parse(text) };
  } finally {
    agent.destroy();
  }
}
