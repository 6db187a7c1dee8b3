import { Writable } from 'node:stream';
import { createLogger } from '../../src/logger.js';

/** A real logger (pino, secrets redacted) at level info whose lines the test reads, parsed. */
export function recordingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}
