import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { SealedSecret, SecretBox } from '../../ports/secret-box.js';

const SCHEME = 'aes-256-gcm:1';

/**
 * The secret box over AES-256-GCM (Node's crypto): a fresh 96-bit nonce per secret, the context
 * as additional authenticated data (a secret moved to another owner or use fails to open), a
 * 128-bit tag. `key` is 32 bytes; `null` makes a box that refuses to seal (`available` false).
 * @example
 * const box = createSecretBox(Buffer.from(config.secretKey, 'base64'));
 * const sealed = box.seal(cookie, `espn:${leagueId}`);
 * box.open(sealed, `espn:${leagueId}`) === cookie;
 */
export function createSecretBox(key: Buffer | null): SecretBox {
  if (key !== null && key.length !== 32) throw new Error('A secret-box key is 32 bytes');
  const aad = (context: string) => createHash('sha256').update(context).digest();
  const keyOrRefuse = (): Buffer => {
    if (key === null) throw new Error('No secret key is configured (LINEUP_SECRET_KEY)');
    return key;
  };
  return {
    available: key !== null,
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOrRefuse(), iv).setAAD(aad(context));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return {
        v: SCHEME,
        iv: iv.toString('base64'),
        data: data.toString('base64'),
        tag: cipher.getAuthTag().toString('base64'),
      };
    },
    open(sealed: SealedSecret, context) {
      if (sealed.v !== SCHEME) throw new Error(`Unknown secret scheme ${sealed.v}`);
      const decipher = createDecipheriv('aes-256-gcm', keyOrRefuse(), Buffer.from(sealed.iv, 'base64'))
        .setAAD(aad(context))
        .setAuthTag(Buffer.from(sealed.tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
