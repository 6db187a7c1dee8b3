import { LineupLabError } from '@lineup-lab/sdk';

/**
 * What to show for a failed call (spec §8): the server's message where present, else `fallback`.
 * Network and timeout failures carry the spec's own messages.
 */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof LineupLabError && error.message.trim() !== '' ? error.message : fallback;
}
