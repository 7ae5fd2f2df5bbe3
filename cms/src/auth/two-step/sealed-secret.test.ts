import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSecret, sealSecret } from './sealed-secret';

// The API suite's files share one process: the key goes back to what it was, unset included.
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('sealed two-step secrets', () => {
  it('opens what it sealed, and never seals the same way twice', () => {
    vi.stubEnv('ENCRYPTION_KEY', 'a-key-for-this-test');
    const first = sealSecret('JBSWY3DPEHPK3PXP');
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret('JBSWY3DPEHPK3PXP')).not.toBe(first);
    expect(openSecret(first)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a secret sealed under another key, or altered', () => {
    vi.stubEnv('ENCRYPTION_KEY', 'a-key-for-this-test');
    const sealed = sealSecret('JBSWY3DPEHPK3PXP');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => openSecret([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    vi.stubEnv('ENCRYPTION_KEY', 'another-key');
    expect(() => openSecret(sealed)).toThrow();
    expect(() => openSecret('JBSWY3DPEHPK3PXP')).toThrow('Not a sealed two-step secret');
  });
});
