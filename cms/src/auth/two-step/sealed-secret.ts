import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'crypto';
import { secret } from '../../lib/secrets';

/**
 * Two-step secrets must be read back to check codes, so they are encrypted, not hashed: AES-256-GCM
 * under a key derived from ENCRYPTION_KEY, so a copy of the database alone gives no one's codes.
 * Rotating ENCRYPTION_KEY therefore means every account enrols again.
 */
const keyOf = () => Buffer.from(hkdfSync('sha256', secret('ENCRYPTION_KEY'), 'bank-two-step', 'totp-secret', 32));

const VERSION = 'v1';

/** The secret sealed as `v1.<iv>.<tag>.<ciphertext>` (base64url parts). */
export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret back; throws when it was sealed under another key or altered. */
export function openSecret(sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed two-step secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
