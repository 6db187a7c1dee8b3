import { renderToString } from 'ink';
import type { ReactElement } from 'react';
import type { CliIo } from '../io.js';

/** How a command shows its result to a person: plain text always, an Ink screen on a terminal. */
export interface Presentation<T> {
  /** Plain text for pipes and files, each line ending in a newline. */
  text(result: T): string;
  /** The screen drawn with Ink when stdout is a terminal; without it, the plain text there too. */
  screen?(result: T): ReactElement;
}

/** Columns to lay a screen out in when the terminal does not say. */
const DEFAULT_COLUMNS = 80;

/** The result as one JSON document, as `--json` prints it. */
export function jsonDocument(result: unknown): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}

/**
 * Prints a command's `result`: with `--json`, exactly the result as one JSON document; on a terminal,
 * its Ink screen (drawn once, to the terminal's width); else its plain text.
 */
export function present<T>(
  io: CliIo,
  options: { json?: boolean | undefined },
  { result, ...view }: { result: T } & Presentation<T>,
) {
  if (options.json) {
    io.stdout(jsonDocument(result));
    return;
  }
  const terminal = io.terminal?.stdout;
  if (terminal && view.screen) {
    const columns = terminal.columns || DEFAULT_COLUMNS;
    io.stdout(`${renderToString(view.screen(result), { columns })}\n`);
    return;
  }
  io.stdout(view.text(result));
}
