import { render } from 'ink';
import type { Terminal } from '../io.js';
import { Confirm } from './Confirm.js';

/**
 * Asks a yes/no question on the terminal (drawn on stdout, or stderr when stdout is not a
 * terminal) and answers whether the user said yes; `undefined` when stdin is not a terminal and
 * nobody can answer, so the caller refuses rather than guesses. Ctrl+C answers no.
 */
export async function confirm(
  terminal: Terminal | undefined,
  question: string,
): Promise<boolean | undefined> {
  const stdin = terminal?.stdin;
  if (!terminal || !stdin) return undefined;
  let answer = false;
  const instance = render(
    <Confirm
      question={question}
      onAnswer={(yes) => {
        answer = yes;
      }}
    />,
    {
      stdout: terminal.stdout ?? terminal.stderr,
      stderr: terminal.stderr,
      stdin,
      exitOnCtrlC: true,
      patchConsole: false,
    },
  );
  await instance.waitUntilExit();
  return answer;
}
