import { render } from 'ink';
import type { ReactElement } from 'react';
import type { Terminal } from '../io.js';

/** A screen that changes while the command works (a prompt with a spinner), then stays as it ends. */
export interface LiveScreen {
  update(element: ReactElement): void;
  /** Draws the last state, leaves it on the terminal and lets go of it. */
  finish(element: ReactElement): Promise<void>;
}

/**
 * Draws `element` with Ink on the terminal's stdout and keeps it live until `finish`. It takes no
 * keys: Ctrl+C stays the terminal's, and stops the command as usual.
 */
export function liveScreen(
  terminal: Terminal & { stdout: NodeJS.WriteStream },
  element: ReactElement,
): LiveScreen {
  const instance = render(element, {
    stdout: terminal.stdout,
    stderr: terminal.stderr,
    ...(terminal.stdin && { stdin: terminal.stdin }),
    exitOnCtrlC: false,
    patchConsole: false,
  });
  return {
    update: (next) => instance.rerender(next),
    async finish(last) {
      instance.rerender(last);
      instance.unmount();
      await instance.waitUntilExit();
    },
  };
}
