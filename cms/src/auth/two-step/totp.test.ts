import { describe, expect, it } from 'vitest';
import { enrolmentOf, newTotpSecret, totpCodeAt, totpStepAt, totpStepOfCode } from './totp';

/** RFC 6238 appendix B's SHA-1 key, "12345678901234567890", in Base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it("gives RFC 6238's test values (their last six digits)", () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('takes a code of the step before, now or after, and names its step', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = totpStepAt(now);
    expect(totpStepOfCode(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(totpStepOfCode(secret, totpCodeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStepOfCode(secret, totpCodeAt(secret, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses a code two steps old, another secret’s code, and anything but six digits', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    expect(totpStepOfCode(secret, totpCodeAt(secret, now - 60_000), now)).toBeNull();
    // Another secret's code of this very step (fixed secrets, so the codes are known to differ).
    expect(totpStepOfCode(RFC_SECRET, totpCodeAt('JBSWY3DPEHPK3PXP', now), now)).toBeNull();
    expect(totpStepOfCode(secret, '12345', now)).toBeNull();
    expect(totpStepOfCode(secret, `${totpCodeAt(secret, now)}0`, now)).toBeNull();
  });
});

describe('enrolment', () => {
  it('gives a Base32 secret of 160 bits, its otpauth URI and a QR code as SVG', async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const enrolment = await enrolmentOf(secret, 'officer@bank.example');
    expect(enrolment.secret).toBe(secret);
    const uri = new URL(enrolment.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain('officer@bank.example');
    expect(enrolment.qr_svg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/);
  });
});
