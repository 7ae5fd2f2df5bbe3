import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, RECOVERY_CODE_COUNT, withoutRecoveryCode } from './recovery-codes';

describe('recovery codes', () => {
  it('are ten different codes, stored only as hashes', async () => {
    const { codes, stored } = await newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(stored.hashes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(JSON.stringify(stored)).not.toContain(codes[0].slice(0, 5));
  });

  it('take each code once, typed in any case, with or without its hyphen', async () => {
    const { codes, stored } = await newRecoveryCodes();
    const afterOne = await withoutRecoveryCode(stored, ` ${codes[3].toUpperCase().replace('-', '')} `);
    expect(afterOne?.hashes).toHaveLength(RECOVERY_CODE_COUNT - 1);
    expect(await withoutRecoveryCode(afterOne!, codes[3])).toBeNull();
    expect((await withoutRecoveryCode(afterOne!, codes[4]))?.hashes).toHaveLength(RECOVERY_CODE_COUNT - 2);
  });

  it('refuse a code of another set', async () => {
    const [mine, theirs] = await Promise.all([newRecoveryCodes(), newRecoveryCodes()]);
    expect(await withoutRecoveryCode(mine.stored, theirs.codes[0])).toBeNull();
  });
});
