import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from './messages';
import {
  CONTACT_MESSAGES,
  contactSchema,
  enquiriesCsv,
  jobSchema,
  newsSchema,
  rateProductSchema,
} from './resources/index';
import { loginSchema } from './schemas';
import { validateInput } from './validate';
import { isCalendarDate } from './patterns';

const enquiry = { name: 'Asha', email: 'asha@example.in', phone: '9876543210', subject: 'Locker' };

const errorsOf = async (schema, input) => {
  const result = await validateInput(schema, input);
  return 'errors' in result ? result.errors : {};
};

describe('contact form schema', () => {
  // CONTRACT.md's examples of the phone rule, word for word: each passes or fails as it says.
  it.each(['9876543210', '6123456789', '+91 98220 12345', '0-9876543210', '020-2545 6700', '+91 20 2545 6700'])(
    "accepts the contract's phone %j",
    async (phone) => {
      expect(await errorsOf(contactSchema, { ...enquiry, phone })).toEqual({});
    },
  );

  it.each(['12345', '98765432', '98765432101', '5876543210', '009876543210', '+92-9876543210'])(
    "refuses the contract's phone %j",
    async (phone) => {
      expect(await errorsOf(contactSchema, { ...enquiry, phone })).toEqual({ phone: CONTACT_MESSAGES.phoneInvalid });
    },
  );

  // Kept as typed (trimmed): the inbox shows what the member wrote, with its normal form beside it.
  it.each([
    ['98220 12345', '98220 12345'],
    ['+91-98220-45670', '+91-98220-45670'],
    ['(020) 2545.6700', '(020) 2545.6700'],
    ['९८२२० १२३४५', '९८२२० १२३४५'],
    ['\u00a0098220 12345 ', '098220 12345'],
    ['0091 80123 45678', '0091 80123 45678'],
  ])('accepts the phone %j and keeps it as %j', async (phone, kept) => {
    expect(await validateInput(contactSchema, { ...enquiry, phone })).toEqual({
      ok: true,
      values: { ...enquiry, phone: kept },
    });
  });

  it.each([
    '98765',
    '+91-98765432100',
    '+1-9876543210',
    '+1 98765 43210',
    '9876x43210',
    `+91${' '.repeat(40)}-9876543210`,
  ])('refuses the phone %j', async (phone) => {
    expect(await errorsOf(contactSchema, { ...enquiry, phone })).toEqual({ phone: CONTACT_MESSAGES.phoneInvalid });
  });

  it('names each missing field with its own message, the phone one with its trailing space', async () => {
    expect(await errorsOf(contactSchema, {})).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email',
      phone: 'Please enter your phone number ',
      subject: 'Please enter your subject',
    });
  });

  it("uses the validation library's own message for a malformed e-mail", async () => {
    expect(await errorsOf(contactSchema, { ...enquiry, email: 'asha' })).toEqual({
      email: 'email must be a valid email',
    });
  });

  // An address without a dot in its domain cannot be answered (yup alone takes 'ramesh.kulkarni@gmail').
  it.each(['ramesh.kulkarni@gmail', 'asha@localhost', 'asha@example.', 'asha@.in'])(
    'refuses the e-mail %j with the same message',
    async (email) => {
      expect(await errorsOf(contactSchema, { ...enquiry, email })).toEqual({ email: 'email must be a valid email' });
    },
  );

  it.each(['ramesh.kulkarni@gmail.com', 'asha@mail.example.co.in'])('accepts the e-mail %j', async (email) => {
    expect(await errorsOf(contactSchema, { ...enquiry, email })).toEqual({});
  });

  it('leaves the message optional', async () => {
    const result = await validateInput(contactSchema, enquiry);
    expect(result.ok).toBe(true);
  });
});

describe('sign-in schema', () => {
  it('asks for both fields with one message', async () => {
    expect(await errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: LOGIN_MESSAGES.required,
      password: LOGIN_MESSAGES.required,
    });
  });

  it.each(['admin@example', 'admin example.com', 'admin@@example.com', '@example.com'])(
    'refuses the e-mail %s',
    async (email) => {
      expect(await errorsOf(loginSchema, { email, password: 'x' })).toEqual({ email: LOGIN_MESSAGES.invalidEmail });
    },
  );
});

describe('admin form schemas', () => {
  const job = { title: 'Clerk', designation: 'Junior Clerk', qualification: 'B.Com', description: 'Counter duties.' };

  it('casts job experience from a form string and bounds it to 0..57 whole years', async () => {
    const result = await validateInput(jobSchema, { ...job, experience: '4' });
    expect(result).toEqual({ ok: true, values: { ...job, experience: 4 } });
    for (const experience of [-1, 58, 1.5])
      expect(await errorsOf(jobSchema, { ...job, experience })).toHaveProperty('experience');
  });

  it('takes interest rates of at most two decimals and refuses negatives with the spec alert', async () => {
    const product = { name: 'FD', details: 'Fixed deposit' };
    expect(await errorsOf(rateProductSchema, { ...product, interest_rate: '7.25' })).toEqual({});
    expect(await errorsOf(rateProductSchema, { ...product, interest_rate: '0.1' })).toEqual({});
    expect(await errorsOf(rateProductSchema, { ...product, interest_rate: '7.255' })).toHaveProperty('interest_rate');
    expect(await errorsOf(rateProductSchema, { ...product, interest_rate: '-1' })).toEqual({
      interest_rate: 'Interest rate cannot be negative.',
    });
    expect(await errorsOf(rateProductSchema, { ...product, interest_rate: 'abc' })).toHaveProperty('interest_rate');
  });

  it('takes a product without a rate (a current account pays none): an empty field is no rate', async () => {
    const product = { name: 'Current Account', details: 'For traders' };
    for (const interest_rate of ['', null])
      expect(await validateInput(rateProductSchema, { ...product, interest_rate })).toMatchObject({
        ok: true,
        values: { interest_rate: null },
      });
    expect(await errorsOf(rateProductSchema, product)).toEqual({});
  });

  it('takes real calendar dates only', async () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(await errorsOf(newsSchema, { title: 'T', content: 'C', date: '2026-11-31' })).toHaveProperty('date');
  });
});

describe('enquiriesCsv', () => {
  const enquiry = {
    id: 1,
    name: 'अनिल पाटील',
    email: 'anil@example.in',
    phone: '98765-43210',
    phone_normal: '+919876543210',
    subject: '=HYPERLINK("http://evil")',
    message: 'Line one\n"quoted", two',
    created_at: '2026-11-24T10:00:00.000Z',
    received_at: '2026-11-24T10:00:00.000Z',
    handled: true,
    handled_by: 'admin@example.com',
    handled_at: '2026-11-24T11:00:00.000Z',
    reference: 'ENQ-2026-000123-7KQ4',
  };

  it('starts with a byte-order mark, quotes every cell and keeps Devanagari as it is', () => {
    const csv = enquiriesCsv([enquiry]);
    expect(csv.startsWith('\uFEFF"Reference","Received","Name"')).toBe(true);
    expect(csv).toContain('"अनिल पाटील"');
    expect(csv).toContain('"Line one\n""quoted"", two"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('gives the reference, and times in India with their offset as the inbox shows them', () => {
    const row = enquiriesCsv([enquiry]).split('\r\n')[1];
    expect(row.startsWith('"ENQ-2026-000123-7KQ4","2026-11-24T15:30:00+05:30","अनिल पाटील"')).toBe(true);
    // The phone as typed, then the ten digits of its normal form, which sort and filter in a spreadsheet.
    expect(row).toContain('"anil@example.in","98765-43210","9876543210",');
    expect(row.endsWith('"yes","admin@example.com","2026-11-24T16:30:00+05:30"')).toBe(true);
    expect(
      enquiriesCsv([{ ...enquiry, reference: null, handled: false, handled_by: null, handled_at: null }]).split(
        '\r\n',
      )[1],
    ).toMatch(/^"","2026-11-24T15:30:00\+05:30",.*"no","",""$/s);
  });

  it.each(['=1+1', '+91 98220', '-5', '@SUM(A1)', '\tTAB', '\rCR'])(
    'defuses a cell starting like a formula: %j',
    (subject) => {
      expect(enquiriesCsv([{ ...enquiry, subject }])).toContain(`"'${subject}"`);
    },
  );
});
