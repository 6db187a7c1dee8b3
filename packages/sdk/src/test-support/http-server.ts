import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server saw it. */
interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A running test server: its URL, what it received, and how to stop it. */
export interface TestServer {
  baseUrl: string;
  /** Every request received so far, oldest first. */
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** Answers one request the test server received. */
export type TestHandler = (request: SeenRequest, response: ServerResponse) => void;

/** Starts a real HTTP server on 127.0.0.1, port 0, answering with `handler`. */
export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Writes a JSON response. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** A URL on 127.0.0.1 where nothing listens: a port that was just free, then released. */
export async function closedPortUrl(): Promise<string> {
  const server = await startTestServer((_, response) => response.end());
  const { baseUrl } = server;
  await server.close();
  return baseUrl;
}

/** Writes a text response (CSV, HTML …) with the given content type. */
export function sendText(response: ServerResponse, status: number, text: string, contentType: string): void {
  response.writeHead(status, { 'content-type': contentType });
  response.end(text);
}
