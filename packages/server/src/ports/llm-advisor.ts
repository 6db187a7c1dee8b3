/** What a chat model is asked: the rules and facts (system) and the manager's question with them (user). */
export interface ChatPrompt {
  system: string;
  user: string;
}

/** A chat model's answer: its text and the model that wrote it. */
export interface LlmAnswer {
  text: string;
  model: string;
}

/** Why a chat model gave no answer: it did not answer in time, or the call failed. */
export type LlmFailureReason = 'timeout' | 'error';

/** A chat model's call that gave no answer, with why. */
export class LlmError extends Error {
  override readonly name = 'LlmError';
  constructor(
    readonly reason: LlmFailureReason,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * The lineup advisor's chat model (ARCHITECTURE.md, "Ports and their adapters"): any
 * OpenAI-compatible chat-completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). Unset, the
 * grounded analyst in core answers alone. Whatever it answers is checked against the facts it was
 * given before anyone sees it (`use-cases/advice/check-grounding.ts`).
 */
export interface LlmAdvisor {
  /** The configured model's name. */
  readonly model: string;
  /** Asks the model; rejects with an `LlmError` (timeout or error) when there is no usable answer. */
  complete(prompt: ChatPrompt): Promise<LlmAnswer>;
}
