import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
}

describe('createLogger', () => {
  it('writes JSON lines with the fields and message, at or above its level', () => {
    const { lines, stream } = capture();
    const logger = createLogger('info', stream);
    logger.debug({ hidden: true }, 'not shown');
    logger.warn({ teamId: 't1' }, 'careful');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, teamId: 't1', msg: 'careful' });
  });

  it('redacts tokens, cookies and passwords wherever they appear', () => {
    const { lines, stream } = capture();
    createLogger('info', stream).info(
      {
        req: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'sid=1', accept: 'json' } },
        body: { email: 'a@b.c', password: 'hunter22' },
        tokens: { refreshToken: 'r1', accessToken: 'a1' },
      },
      'request',
    );
    const text = JSON.stringify(lines[0]);
    for (const secret of ['abc.def.ghi', 'sid=1', 'hunter22', '"r1"', '"a1"'])
      expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ req: { headers: { accept: 'json', authorization: '[redacted]' } } });
  });
});
