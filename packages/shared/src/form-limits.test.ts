import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_FIELDS,
  COMPLAINT_LIMITS,
  COMPLAINT_MESSAGES,
  complaintSchema,
} from './protection/complaints';
import { CONTACT_FIELDS, CONTACT_LIMITS, CONTACT_MESSAGES, contactSchema } from './resources/contact-messages';
import { lengthHint, tooLongMessage } from './resources/rule';
import { validateInput } from './validate';

/** The server's limit on a public JSON body (413 above it). */
const PUBLIC_JSON_BODY_BYTES = 16 * 1024;

/** A Devanagari letter: 3 bytes in UTF-8, and JSON.stringify leaves it as it is. */
const DEVANAGARI = 'क';
const filled = (characters: number) => DEVANAGARI.repeat(characters);
const bytesAsSent = (body: Record<string, string>) => Buffer.byteLength(JSON.stringify(body), 'utf8');
const longest = (choices: readonly string[]) => choices.reduce((a, b) => (b.length > a.length ? b : a));

describe('the contact and complaint forms, filled to every limit in Devanagari', () => {
  it('fit in a public JSON body as the browser sends them', () => {
    expect(DEVANAGARI.length).toBe(1);
    expect(Buffer.byteLength(JSON.stringify(DEVANAGARI))).toBe(3 + 2);

    // Every field the form sends has a limit (a new field fails here until it has one).
    const contact = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, filled(CONTACT_LIMITS[field])]));
    expect(bytesAsSent(contact)).toBeLessThanOrEqual(PUBLIC_JSON_BODY_BYTES);

    const choices: Record<string, string> = {
      account_holder: longest(['yes', 'no']),
      category: longest(Object.keys(COMPLAINT_CATEGORIES)),
    };
    const complaint = Object.fromEntries(
      COMPLAINT_FIELDS.map((field) => [
        field,
        choices[field] ?? filled(COMPLAINT_LIMITS[field as keyof typeof COMPLAINT_LIMITS]),
      ]),
    );
    expect(Object.values(complaint).every((value) => value.length > 0)).toBe(true);
    expect(bytesAsSent(complaint)).toBeLessThanOrEqual(PUBLIC_JSON_BODY_BYTES);
  });

  it('take a message or complaint up to its limit, and name the field one character over', async () => {
    const enquiry = { name: 'आशा कुलकर्णी', email: 'asha@example.in', phone: '9876543210', subject: 'लॉकर' };
    expect(await validateInput(contactSchema, { ...enquiry, message: filled(CONTACT_LIMITS.message) })).toMatchObject({
      ok: true,
    });
    expect(await validateInput(contactSchema, { ...enquiry, message: filled(CONTACT_LIMITS.message + 1) })).toEqual({
      ok: false,
      errors: { message: 'Message must be at most 4,000 characters' },
    });

    const complaint = {
      name: 'आशा',
      email: 'asha@example.in',
      phone: '9876543210',
      account_holder: 'yes',
      category: 'loans',
    };
    expect(
      await validateInput(complaintSchema, { ...complaint, description: filled(COMPLAINT_LIMITS.description) }),
    ).toMatchObject({ ok: true });
    expect(
      await validateInput(complaintSchema, { ...complaint, description: filled(COMPLAINT_LIMITS.description + 1) }),
    ).toEqual({
      ok: false,
      errors: { description: 'Your complaint must be at most 4,000 characters' },
    });
    // Blank is still the spec's message, not the length's.
    expect(await validateInput(complaintSchema, { ...complaint, description: '  ' })).toEqual({
      ok: false,
      errors: { description: COMPLAINT_MESSAGES.descriptionRequired },
    });
  });

  it("refuse a phone number padded past 20 characters with the spec's own message", async () => {
    const enquiry = { name: 'Asha', email: 'asha@example.in', subject: 'Locker' };
    expect(await validateInput(contactSchema, { ...enquiry, phone: '+91 - 9876543210' })).toMatchObject({ ok: true });
    expect(await validateInput(contactSchema, { ...enquiry, phone: `+91${' '.repeat(40)}-9876543210` })).toEqual({
      ok: false,
      errors: { phone: CONTACT_MESSAGES.phoneInvalid },
    });
  });

  it('state the limit as the member reads it', () => {
    expect(lengthHint(4000)).toBe('Up to 4,000 characters');
    expect(tooLongMessage('Message', 100000)).toBe('Message must be at most 1,00,000 characters');
  });
});
