import { describe, expect, it } from 'vitest';
import { validateInput } from '../validate';
import {
  STAFF_MESSAGES,
  enrolmentCodeSchema,
  passwordAgainSchema,
  signInCodeSchema,
  twoStepConfirmSchema,
} from './accounts';

const CHALLENGE = 'x'.repeat(43);

describe('the two-step sign-in bodies', () => {
  it('take a code from the app or a recovery code at the code step, trimmed', async () => {
    for (const code of ['123456', ' 123456 ', 'abcde-fghjk', 'ABCDEFGHJK'])
      expect(await validateInput(signInCodeSchema, { challenge: CHALLENGE, code })).toEqual({
        ok: true,
        values: { challenge: CHALLENGE, code: code.trim() },
      });
    expect(await validateInput(signInCodeSchema, { challenge: CHALLENGE, code: '12345' })).toEqual({
      ok: false,
      errors: { code: STAFF_MESSAGES.codeFormat },
    });
  });

  it('take only six digits as the first code of a new authenticator', async () => {
    expect(await validateInput(enrolmentCodeSchema, { challenge: CHALLENGE, code: 'abcde-fghjk' })).toEqual({
      ok: false,
      errors: { code: STAFF_MESSAGES.appCodeFormat },
    });
    expect(await validateInput(twoStepConfirmSchema, { code: '654321' })).toEqual({
      ok: true,
      values: { code: '654321' },
    });
  });

  it('call a missing or overlong challenge an expired sign-in, and ask for the password again', async () => {
    expect(await validateInput(signInCodeSchema, { code: '123456' })).toEqual({
      ok: false,
      errors: { challenge: STAFF_MESSAGES.signInExpired },
    });
    expect(await validateInput(signInCodeSchema, { challenge: 'x'.repeat(201), code: '123456' })).toEqual({
      ok: false,
      errors: { challenge: STAFF_MESSAGES.signInExpired },
    });
    expect(await validateInput(passwordAgainSchema, {})).toEqual({
      ok: false,
      errors: { password: 'Enter your password.' },
    });
  });
});
