/**
 * TEST SUPPORT: a terminal for the CLI that a test holds: stdout and stderr that keep what Ink
 * writes, and a stdin the test types into (as ink-testing-library's streams do).
 */
import { EventEmitter } from 'node:events';
import { stripVTControlCharacters } from 'node:util';
import type { Terminal } from '../io.js';

class FakeOutput extends EventEmitter {
  readonly isTTY = true;
  readonly chunks: string[] = [];
  constructor(readonly columns: number) {
    super();
  }
  write = (chunk: string) => {
    this.chunks.push(chunk);
    return true;
  };
  /** Everything written, without colours and cursor moves. */
  text(): string {
    return stripVTControlCharacters(this.chunks.join(''));
  }
}

class FakeInput extends EventEmitter {
  readonly isTTY = true;
  private data: string | null = null;
  /** Types `text`, as a key press. */
  write = (text: string) => {
    this.data = text;
    this.emit('readable');
    this.emit('data', text);
  };
  read = () => {
    const { data } = this;
    this.data = null;
    return data;
  };
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
}

/** A terminal whose screen and keyboard the test holds. */
export interface FakeTerminal {
  terminal: Terminal;
  stdout: FakeOutput;
  stderr: FakeOutput;
  stdin: FakeInput;
}

/** A terminal `columns` wide; without `keyboard`, stdin is not a terminal (nobody can answer). */
export function fakeTerminal(
  options: { columns?: number; keyboard?: boolean; screen?: boolean } = {},
): FakeTerminal {
  const stdout = new FakeOutput(options.columns ?? 160);
  const stderr = new FakeOutput(options.columns ?? 160);
  const stdin = new FakeInput();
  return {
    stdout,
    stderr,
    stdin,
    terminal: {
      stdout: options.screen === false ? undefined : (stdout as unknown as NodeJS.WriteStream),
      stdin: options.keyboard === false ? undefined : (stdin as unknown as NodeJS.ReadStream),
      stderr: stderr as unknown as NodeJS.WriteStream,
    },
  };
}

/** Waits until `read()` gives text matching `pattern` (checked every 20 ms, for at most `ms`). */
export async function waitFor(read: () => string, pattern: RegExp, ms = 10_000): Promise<RegExpExecArray> {
  const until = Date.now() + ms;
  for (;;) {
    const match = pattern.exec(read());
    if (match) return match;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${pattern} in:\n${read()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
