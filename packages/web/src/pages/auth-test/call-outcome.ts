import { LineupLabError } from '@lineup-lab/sdk';

/** A failed call as the auth test shows it: the HTTP status (when an answer came) and the message. */
export interface CallFailure {
  /** 'HTTP 403', or 'No response' when the server could not be reached or took too long. */
  status: string;
  message: string;
}

/** What to show for a failed call: the status and message the server answered, or the SDK's text. */
export function describeCallFailure(error: unknown): CallFailure {
  if (error instanceof LineupLabError) {
    return {
      status: error.status === undefined ? 'No response' : `HTTP ${error.status}`,
      message: error.message,
    };
  }
  return { status: 'Error', message: error instanceof Error ? error.message : String(error) };
}

/** A successful answer as the auth test shows it: the JSON, indented. */
export function formatAnswer(answer: unknown): string {
  return JSON.stringify(answer, null, 2);
}
