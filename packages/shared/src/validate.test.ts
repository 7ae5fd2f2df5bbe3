import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from './messages';
import { signInCodeSchema } from './staff/accounts';
import { contactSchema } from './resources/contact-messages';
import { validateInput } from './validate';

describe('validateInput', () => {
  it('answers a list or an object sent for a text field with that field’s error, not a thrown TypeError', async () => {
    for (const code of [['123456'], { code: '123456' }])
      expect(await validateInput(signInCodeSchema, { challenge: 'x'.repeat(43), code })).toEqual({
        ok: false,
        errors: { code: API_MESSAGES.notText },
      });
    expect(await validateInput(contactSchema, { name: ['A'], email: { at: 'x' }, message: 'Hello' })).toEqual({
      ok: false,
      errors: { name: API_MESSAGES.notText, email: API_MESSAGES.notText },
    });
  });

  it('still casts a number sent for a text field to its text', async () => {
    expect(await validateInput(signInCodeSchema, { challenge: 'x'.repeat(43), code: 123456 })).toEqual({
      ok: true,
      values: { challenge: 'x'.repeat(43), code: '123456' },
    });
  });
});
