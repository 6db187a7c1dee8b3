import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeChatCompletions,
  startFakeChatCompletions,
} from '../../../test/support/fake-chat-completions.js';
import { LlmError } from '../../ports/llm-advisor.js';
import { createOpenAiChatAdvisor } from './openai-chat-advisor.js';

let fake: FakeChatCompletions;
beforeAll(async () => {
  fake = await startFakeChatCompletions();
});
afterAll(() => fake.close());

const advisor = () =>
  createOpenAiChatAdvisor({ baseUrl: fake.baseUrl, apiKey: 'k-123', model: 'test-model', timeoutMs: 300 });
const prompt = { system: 'Rules', user: 'Facts and question' };
const failure = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
};

describe('createOpenAiChatAdvisor', () => {
  it('POSTs the system and user messages to <base>/chat/completions with the key, and answers the text', async () => {
    fake.answerWith({ content: '  Start Chase.  ', model: 'test-model-2025' });
    expect(await advisor().complete(prompt)).toEqual({ text: 'Start Chase.', model: 'test-model-2025' });
    expect(fake.requests.at(-1)).toEqual({
      path: '/v1/chat/completions',
      authorization: 'Bearer k-123',
      body: {
        model: 'test-model',
        messages: [
          { role: 'system', content: 'Rules' },
          { role: 'user', content: 'Facts and question' },
        ],
      },
    });
  });

  it('fails with "timeout" when no answer comes in time, and with "error" on an HTTP error or no text, once', async () => {
    fake.answerWith('hang');
    expect((await failure(advisor().complete(prompt))).reason).toBe('timeout');
    fake.answerWith({ status: 503, error: 'Overloaded' });
    const before = fake.requests.length;
    expect((await failure(advisor().complete(prompt))).reason).toBe('error');
    expect(fake.requests.length - before).toBe(1);
    fake.answerWith({ content: '' });
    expect((await failure(advisor().complete(prompt))).reason).toBe('error');
  });

  it('fails with "error" when nothing listens', async () => {
    const down = createOpenAiChatAdvisor({
      baseUrl: 'http://127.0.0.1:1/v1',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 2_000,
    });
    expect((await failure(down.complete(prompt))).reason).toBe('error');
  });
});
