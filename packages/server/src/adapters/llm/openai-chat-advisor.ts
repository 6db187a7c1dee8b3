import OpenAI, { APIConnectionTimeoutError } from 'openai';
import { type ChatPrompt, type LlmAdvisor, type LlmAnswer, LlmError } from '../../ports/llm-advisor.js';

/** The chat endpoint's settings (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS). */
export interface ChatEndpointConfig {
  /** The API's base URL, e.g. https://api.openai.com/v1 (chat completions are POSTed to `<base>/chat/completions`). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long an answer may take, all of it, before the analyst answers instead. */
  timeoutMs: number;
}

/**
 * The advisor's chat model over any OpenAI-compatible chat-completions endpoint (the `openai`
 * client): one request per question, no retries (a slow model is not asked twice: the analyst
 * answers instead), the whole answer within `timeoutMs`. Sends no temperature or token limit, which
 * some models refuse; the prompt asks for a short answer.
 */
export function createOpenAiChatAdvisor(config: ChatEndpointConfig): LlmAdvisor {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    organization: null,
    project: null,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  return {
    model: config.model,
    async complete(prompt: ChatPrompt): Promise<LlmAnswer> {
      const signal = AbortSignal.timeout(config.timeoutMs);
      try {
        const completion = await client.chat.completions.create(
          {
            model: config.model,
            messages: [
              { role: 'system', content: prompt.system },
              { role: 'user', content: prompt.user },
            ],
          },
          { signal },
        );
        const text = completion.choices[0]?.message?.content?.trim();
        if (!text) throw new LlmError('error', 'The chat model answered no text');
        return { text, model: completion.model || config.model };
      } catch (error) {
        if (error instanceof LlmError) throw error;
        if (error instanceof APIConnectionTimeoutError || signal.aborted)
          throw new LlmError('timeout', `The chat model did not answer within ${config.timeoutMs} ms`, {
            cause: error,
          });
        const message = error instanceof Error ? error.message : String(error);
        throw new LlmError('error', `The chat model failed: ${message}`, { cause: error });
      }
    },
  };
}
