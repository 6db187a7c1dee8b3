import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './aes-gcm-secret-box.js';

const box = createSecretBox(randomBytes(32));

describe('the AES-GCM secret box', () => {
  it('gives back what it sealed, and the sealed form holds none of it', () => {
    const secret = 'espn_s2=AEBx%2Fsecret-cookie-value';
    const sealed = box.seal(secret, 'espn:league-1');
    expect(JSON.stringify(sealed)).not.toContain('secret-cookie');
    expect(box.open(sealed, 'espn:league-1')).toBe(secret);
    expect(box.seal(secret, 'espn:league-1').iv).not.toBe(sealed.iv);
  });

  it('refuses a secret opened for another context, changed, or sealed with another key', () => {
    const sealed = box.seal('token', 'yahoo:user-1');
    expect(() => box.open(sealed, 'yahoo:user-2')).toThrow();
    const data = Buffer.from(sealed.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1;
    expect(() => box.open({ ...sealed, data: data.toString('base64') }, 'yahoo:user-1')).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'yahoo:user-1')).toThrow();
  });

  it('without a key, says so and refuses to seal', () => {
    const none = createSecretBox(null);
    expect(none.available).toBe(false);
    expect(() => none.seal('x', 'c')).toThrow(/LINEUP_SECRET_KEY/);
    expect(() => createSecretBox(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
