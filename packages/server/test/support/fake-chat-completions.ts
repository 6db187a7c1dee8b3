import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the fake received it. */
interface ChatRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

/** How the fake answers a request: a message, an HTTP error, or never. */
type ChatBehaviour = { content: string; model?: string } | { status: number; error: string } | 'hang';

/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint, for tests:
 * `POST /v1/chat/completions` (the `openai` client POSTs to `<baseURL>/chat/completions`) answered
 * as the real API does (`choices[0].message.content`), with an HTTP error body
 * (`{ error: { message, type } }`), or never. Records every request.
 */
export interface FakeChatCompletions {
  /** What LLM_BASE_URL is set to: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  requests: ChatRequest[];
  /** How the next requests are answered (until changed); each request is given to `behave`. */
  answerWith(behave: ChatBehaviour | ((request: ChatRequest) => ChatBehaviour)): void;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const requests: ChatRequest[] = [];
  let behave: (request: ChatRequest) => ChatBehaviour = () => ({ content: 'No answer set.' });
  let created = 1_760_000_000;
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      json(res, 404, {
        error: { message: `No route ${req.method} ${req.url}`, type: 'invalid_request_error' },
      });
      return;
    }
    const request: ChatRequest = {
      path: req.url,
      authorization: req.headers.authorization,
      body: JSON.parse(await readBody(req)) as ChatRequest['body'],
    };
    requests.push(request);
    const behaviour = behave(request);
    if (behaviour === 'hang') return; // the socket stays open until the client gives up or we close
    if ('status' in behaviour) {
      json(res, behaviour.status, { error: { message: behaviour.error, type: 'server_error', code: null } });
      return;
    }
    created += 1;
    json(res, 200, {
      id: `chatcmpl-test-${created}`,
      object: 'chat.completion',
      created,
      model: behaviour.model ?? request.body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: behaviour.content, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140 },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(next) {
      behave = typeof next === 'function' ? next : () => next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
