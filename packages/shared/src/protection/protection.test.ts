import { describe, expect, it } from 'vitest';
import { branchSchema, emailsFromLines, mapLinkOf, phonesFromLines, phonesToLines } from '../resources/branches';
import { validateInput } from '../validate';
import {
  COMPLAINT_LOOKUP_REFERENCE_PATTERN,
  COMPLAINT_MESSAGES,
  COMPLAINT_REFERENCE_PATTERN,
  complaintLookupSchema,
  complaintReference,
  complaintsCsv,
  complaintSchema,
  complaintUpdateSchema,
  formatIndiaDateTime,
} from './complaints';
import { REFERENCE_ALPHABET, yearlyReference } from '../references';
import { ENQUIRY_REFERENCE_PATTERN } from '../resources/contact-messages';
import { rupeesInWords } from './settings';
import { normaliseName, unclaimedQueryProblem } from './unclaimed-deposits';

describe('unclaimed-deposit names', () => {
  it('compare without accents, case or punctuation', () => {
    expect(normaliseName('  José  FERNANDES ')).toBe('jose fernandes');
    expect(normaliseName("D'Souza, Ånand")).toBe('d souza anand');
    expect(normaliseName('Ramesh SHARMÄ')).toContain('sharma');
  });

  it('need three letters or digits to search', () => {
    expect(unclaimedQueryProblem('ab')).not.toBeNull();
    expect(unclaimedQueryProblem('a b')).not.toBeNull();
    expect(unclaimedQueryProblem('%_%')).not.toBeNull();
    expect(unclaimedQueryProblem('još')).toBeNull();
  });
});

describe('branch numbers', () => {
  it('are typed one a line, the mobile marked, and read back the same', () => {
    const phones = phonesFromLines('020-2447 3310\r\n\n +91 98220 45671 (Mobile) ');
    expect(phones).toEqual([
      { number: '020-2447 3310', mobile: false },
      { number: '+91 98220 45671', mobile: true },
    ]);
    expect(phonesToLines(phones)).toBe('020-2447 3310\n+91 98220 45671 (mobile)');
    expect(emailsFromLines('a@b.in\n\nc@d.in ')).toEqual(['a@b.in', 'c@d.in']);
  });

  it('are checked with the IFSC and MICR as RBI writes them', async () => {
    const branch = {
      name: 'B',
      address: 'A',
      city: 'Pune',
      ifsc: 'vcub0000001',
      micr: '411245001',
      phones: '020-1234 5678',
      hours: '10 to 5',
      latitude: '',
      longitude: '',
    };
    expect(await validateInput(branchSchema, branch)).toMatchObject({
      ok: true,
      values: { ifsc: 'VCUB0000001', latitude: null, head_office: false },
    });
    expect(await validateInput(branchSchema, { ...branch, ifsc: 'VCUB1000001', micr: '4112450' })).toMatchObject({
      ok: false,
      errors: { ifsc: expect.any(String), micr: expect.any(String) },
    });
  });

  it('link to OpenStreetMap only with both coordinates', () => {
    expect(mapLinkOf({ latitude: 18.5, longitude: 73.8 })).toBe(
      'https://www.openstreetmap.org/?mlat=18.5&mlon=73.8#map=17/18.5/73.8',
    );
    expect(mapLinkOf({ latitude: 18.5, longitude: null })).toBeNull();
  });
});

describe('complaints', () => {
  it('are numbered GRV-{year}-{six digits}-{four random}', () => {
    expect(complaintReference(2026, 123, '7KQ4')).toBe('GRV-2026-000123-7KQ4');
    expect(COMPLAINT_REFERENCE_PATTERN.test('GRV-2026-000123-7KQ4')).toBe(true);
    // Issued before the random part: still looked up, never issued again.
    expect(COMPLAINT_REFERENCE_PATTERN.test('GRV-2026-000123')).toBe(false);
    expect(COMPLAINT_LOOKUP_REFERENCE_PATTERN.test('GRV-2026-000123')).toBe(true);
    expect(COMPLAINT_LOOKUP_REFERENCE_PATTERN.test('GRV-2026-000123-7KQ4')).toBe(true);
    for (const wrong of [
      'GRV-2026-000123-7KQ',
      'GRV-2026-000123-7KQ45',
      'GRV-2026-000123-',
      'GRV-2026-00012-7KQ4',
      'GRV-2026-000123-7kq4',
    ]) {
      expect(COMPLAINT_LOOKUP_REFERENCE_PATTERN.test(wrong), wrong).toBe(false);
    }
  });

  it('share their numbering with enquiries, ENQ-{year}-{six digits}-{four random}', () => {
    expect(yearlyReference('ENQ', 2026, 123, '7KQ4')).toBe('ENQ-2026-000123-7KQ4');
    expect(ENQUIRY_REFERENCE_PATTERN.test('ENQ-2026-000123-7KQ4')).toBe(true);
    expect(ENQUIRY_REFERENCE_PATTERN.test('GRV-2026-000123-7KQ4')).toBe(false);
    expect(COMPLAINT_REFERENCE_PATTERN.test('ENQ-2026-000123-7KQ4')).toBe(false);
  });

  it('export as CSV with times in India and their offset, overdue, the category in words, the phone as typed and in its normal form, and who resolved it when', () => {
    const complaint = {
      id: 1,
      reference: 'GRV-2026-000123-7KQ4',
      received_at: '2026-11-24T20:00:00.000Z',
      reply_due: '2026-12-05',
      status: 'in_progress',
      resolution: 'Asked the branch.',
      name: 'Asha',
      email: 'asha@example.in',
      phone: '98765 43210',
      phone_normal: '+919876543210',
      account_holder: false,
      category: 'cards_digital',
      description: 'UPI',
      overdue: true,
      updated_at: '2026-11-26T04:00:00.000Z',
      resolved_by: null,
      resolved_at: null,
    } as const;
    const [header, open] = complaintsCsv([complaint]).split('\r\n');
    expect(header).toContain('"Reply to the member","Resolved by","Resolved at","Last changed"');
    expect(open).toBe(
      '"GRV-2026-000123-7KQ4","2026-11-25T01:30:00+05:30","2026-12-05","yes","In progress","Cards and digital banking","Asha","asha@example.in","98765 43210","9876543210","no","UPI","Asked the branch.","","","2026-11-26T09:30:00+05:30"',
    );
    const resolved = {
      ...complaint,
      status: 'resolved',
      overdue: false,
      resolved_by: 'Sunita Service',
      resolved_at: '2026-11-26T04:00:00.000Z',
    } as const;
    expect(complaintsCsv([resolved]).split('\r\n')[1]).toContain(
      '"Asked the branch.","Sunita Service","2026-11-26T09:30:00+05:30",',
    );
  });

  it('draw their random part from letters and digits that no one mistakes for another', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', 'U', 'V']) expect(REFERENCE_ALPHABET).not.toContain(lookAlike);
    expect(REFERENCE_ALPHABET).toMatch(/^[2-9A-Z]+$/);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
    expect(COMPLAINT_LOOKUP_REFERENCE_PATTERN.test('GRV-2026-000123-7KQO')).toBe(false);
    expect(COMPLAINT_LOOKUP_REFERENCE_PATTERN.test('GRV-2026-000123-7KQ1')).toBe(false);
  });

  it('are looked up as typed in any case and with spaces round them, in either form', async () => {
    expect(
      await validateInput(complaintLookupSchema, { reference: '  grv-2026-000123-7kq4 ', email: ' asha@example.in ' }),
    ).toEqual({
      ok: true,
      values: { reference: 'GRV-2026-000123-7KQ4', email: 'asha@example.in' },
    });
    expect(
      await validateInput(complaintLookupSchema, { reference: 'grv-2026-000123', email: 'asha@example.in' }),
    ).toMatchObject({ ok: true, values: { reference: 'GRV-2026-000123' } });
    // Copied from a letter with spaces where the dashes are, or beside them.
    for (const reference of ['GRV 2026 000123 7KQ4', 'grv-2026 - 000123 -7kq4', 'GRV – 2026–000123–7KQ4'])
      expect(
        await validateInput(complaintLookupSchema, { reference, email: 'asha@example.in' }),
        reference,
      ).toMatchObject({ ok: true, values: { reference: 'GRV-2026-000123-7KQ4' } });
    expect(await validateInput(complaintLookupSchema, { reference: 'GRV-2026-123', email: 'asha' })).toEqual({
      ok: false,
      errors: { reference: COMPLAINT_MESSAGES.lookupReference, email: COMPLAINT_MESSAGES.lookupEmail },
    });
  });

  const complaint = {
    name: 'Asha',
    email: 'asha@example.in',
    phone: '9876543210',
    account_holder: 'yes',
    category: 'deposits',
    description: 'Interest not paid',
  };

  it.each(['98220 12345', '+91 98220 12345', '+91-98220-45670', '020-2545 6700', '६१२३४५६७८९'])(
    'take the phone %j as typed',
    async (phone) => {
      expect(await validateInput(complaintSchema, { ...complaint, phone })).toEqual({
        ok: true,
        values: { ...complaint, phone },
      });
    },
  );

  it.each(['009876543210', '5876543210', '98765432', '+92-9876543210'])('refuse the phone %j', async (phone) => {
    expect(await validateInput(complaintSchema, { ...complaint, phone })).toEqual({
      ok: false,
      errors: { phone: COMPLAINT_MESSAGES.phoneInvalid },
    });
  });

  it('refuse an e-mail without a dot in its domain, on the form and in the look-up', async () => {
    expect(await validateInput(complaintSchema, { ...complaint, email: 'ramesh.kulkarni@gmail' })).toEqual({
      ok: false,
      errors: { email: 'email must be a valid email' },
    });
    expect(
      await validateInput(complaintLookupSchema, { reference: 'GRV-2026-000123-7KQ4', email: 'ramesh.kulkarni@gmail' }),
    ).toEqual({
      ok: false,
      errors: { email: COMPLAINT_MESSAGES.lookupEmail },
    });
  });

  it('show times in India', () => {
    expect(formatIndiaDateTime('2026-11-24T19:05:00.000Z')).toBe('25 Nov 2026, 00:35 IST');
  });

  it('need a resolution to be marked resolved', async () => {
    expect(await validateInput(complaintUpdateSchema, { status: 'resolved', resolution: '  ' })).toMatchObject({
      ok: false,
      errors: { resolution: expect.any(String) },
    });
    expect(await validateInput(complaintUpdateSchema, { status: 'in_progress' })).toMatchObject({ ok: true });
  });

  it('take a corrected category from the list only', async () => {
    expect(await validateInput(complaintUpdateSchema, { status: 'in_progress', category: 'loans' })).toMatchObject({
      ok: true,
      values: { category: 'loans' },
    });
    expect(await validateInput(complaintUpdateSchema, { status: 'in_progress', category: 'fees' })).toMatchObject({
      ok: false,
      errors: { category: expect.any(String) },
    });
  });
});

describe('the DICGC figure', () => {
  it('reads as a notice writes it', () => {
    expect(rupeesInWords(500000)).toBe('Rs 5 lakh');
    expect(rupeesInWords(10000000)).toBe('Rs 1 crore');
    expect(rupeesInWords(150000)).toBe('Rs 1.5 lakh');
    expect(rupeesInWords(123456)).toBe('Rs 1,23,456');
  });
});
