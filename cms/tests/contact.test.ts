import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_MESSAGES, ENQUIRY_REFERENCE_PATTERN, indiaToday } from '@bank/shared';
import { DEMO_ACCOUNTS, DEMO_ADMIN, type Json } from './support/api';

import { apiClient } from './support/api';
import { startServer, useTestServer, writeDirectly, type TestServer } from './support/server';

const product = useTestServer();

const enquiry = {
  name: 'Asha Kulkarni',
  email: 'asha@example.in',
  phone: '9876543210',
  subject: 'Locker availability',
  message: 'Is a medium locker free?',
};

describe('POST /api/contactus', () => {
  it('stores a valid enquiry and answers 201', async () => {
    const before = await product.server.db.count('contact_messages');
    const answer = await product.api.json('POST', '/api/contactus', enquiry);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject(enquiry);
    expect(await product.server.db.count('contact_messages')).toBe(before + 1);
  });

  it('takes an enquiry without a message', async () => {
    const { message: _omitted, ...withoutMessage } = enquiry;
    expect((await product.api.json('POST', '/api/contactus', withoutMessage)).status).toBe(201);
  });

  it.each([
    '9876543210',
    '+91-9876543210',
    '+919876543210',
    '91 - 9876543210',
    '09876543210',
    '00919876543210',
    '7012345678',
    '8012345678',
    '6123456789',
    '0-9876543210',
    '020-2545 6700',
    '+91 20 2545 6700',
    '९८७६५४३२१०',
  ])('accepts the phone number %s', async (phone) => {
    expect((await product.api.json('POST', '/api/contactus', { ...enquiry, phone })).status).toBe(201);
  });

  // Kept as typed (trimmed); the inbox gives its normal form beside it, which its search and CSV use.
  it.each([
    ['98220 12345', '+919822012345'],
    ['+91 - 98220 12345', '+919822012345'],
    [' 020-2545 6700 ', '+912025456700'],
    ['०९८२२० १२३४५', '+919822012345'],
  ])('stores the phone number %j as typed, and the inbox gives it as %s', async (phone, normal) => {
    const answer = await product.api.json('POST', '/api/contactus', { ...enquiry, phone });
    expect(answer.status).toBe(201);
    expect(answer.body.phone).toBe(phone.trim());
    expect(await product.server.db.query('SELECT phone FROM contact_messages WHERE id = $1', [answer.body.id])).toEqual(
      [{ phone: phone.trim() }],
    );
    const inbox = (await product.api.get('/api/admin/contactus', await product.api.login())).body;
    expect(inbox.find((row: Json) => row.id === answer.body.id)).toMatchObject({
      phone: phone.trim(),
      phone_normal: normal,
    });
  });

  it.each([
    '0919876543210',
    '009876543210',
    '5876543210',
    '00 98765 43210',
    '12345',
    '987654321',
    '98765432101',
    '+92-9876543210',
    'abcdefghij',
  ])('refuses the phone number %s with the spec message', async (phone) => {
    const answer = await product.api.json('POST', '/api/contactus', { ...enquiry, phone });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ phone: CONTACT_MESSAGES.phoneInvalid });
  });

  it('names every missing field with its message and stores nothing', async () => {
    const before = await product.server.db.count('contact_messages');
    const answer = await product.api.json('POST', '/api/contactus', {});
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: expect.any(String),
      errors: {
        name: CONTACT_MESSAGES.nameRequired,
        email: CONTACT_MESSAGES.emailRequired,
        phone: CONTACT_MESSAGES.phoneRequired,
        subject: CONTACT_MESSAGES.subjectRequired,
      },
    });
    expect(await product.server.db.count('contact_messages')).toBe(before);
  });

  it('refuses a malformed e-mail with the validation library message', async () => {
    const answer = await product.api.json('POST', '/api/contactus', { ...enquiry, email: 'asha.example.in' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ email: 'email must be a valid email' });
  });

  it('refuses an e-mail without a dot in its domain, which cannot be answered, and stores nothing', async () => {
    const before = await product.server.db.count('contact_messages');
    const answer = await product.api.json('POST', '/api/contactus', { ...enquiry, email: 'ramesh.kulkarni@gmail' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ email: 'email must be a valid email' });
    expect(await product.server.db.count('contact_messages')).toBe(before);
  });

  it('refuses a blank name and a body that is not JSON', async () => {
    expect((await product.api.json('POST', '/api/contactus', { ...enquiry, name: '   ' })).body.errors).toHaveProperty(
      'name',
    );
    const broken = await product.api.call('POST', '/api/contactus', {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });

  it('takes every field at its length limit in Devanagari, and names a field one character over', async () => {
    const before = await product.server.db.count('contact_messages');
    const longest = {
      ...enquiry,
      name: 'न'.repeat(CONTACT_LIMITS.name),
      subject: 'व'.repeat(CONTACT_LIMITS.subject),
      message: 'क'.repeat(CONTACT_LIMITS.message),
    };
    expect((await product.api.json('POST', '/api/contactus', longest)).status).toBe(201);
    const tooLong = await product.api.json('POST', '/api/contactus', {
      ...longest,
      message: 'क'.repeat(CONTACT_LIMITS.message + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ message: 'Message must be at most 4,000 characters' });
    const paddedPhone = await product.api.json('POST', '/api/contactus', {
      ...enquiry,
      phone: `+91${' '.repeat(40)}-9876543210`,
    });
    expect(paddedPhone.body.errors).toEqual({ phone: CONTACT_MESSAGES.phoneInvalid });
    expect(await product.server.db.count('contact_messages')).toBe(before + 1);
  });

  it('stores markup and SQL-looking text verbatim and returns it verbatim to the inbox', async () => {
    const hostile = {
      name: `Robert'); DROP TABLE contact_messages; --`,
      email: 'bobby@example.in',
      phone: '+91-9123456789',
      subject: '<script>alert("subject")</script>',
      message: `<img src=x onerror="alert(1)"> & "quotes" 'too'`,
    };
    const sent = await product.api.json('POST', '/api/contactus', hostile);
    expect(sent.status).toBe(201);
    const token = await product.api.login();
    const inbox = (await product.api.get('/api/admin/contactus', token)).body;
    expect(inbox.find((row: Json) => row.id === sent.body.id)).toMatchObject(hostile);
    expect(await product.server.db.count('contact_messages')).toBeGreaterThan(0);
  });
});

/** ENQ-{year}-{six digits}-{random}: the number of the year. */
const numberOf = (reference: string) => Number(reference.split('-')[2]);

describe('an enquiry’s reference', () => {
  it('is ENQ-{year}-{six digits}-{four random}, the next number of the year in India, answered with the enquiry and stored with it', async () => {
    const first = await product.api.json('POST', '/api/contactus', enquiry);
    const second = await product.api.json('POST', '/api/contactus', { ...enquiry, subject: 'Gold loan' });
    expect(first.status).toBe(201);
    expect(Object.keys(first.body).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'message',
      'name',
      'phone',
      'reference',
      'subject',
    ]);
    expect(first.body).toMatchObject(enquiry);
    expect(first.body.reference).toMatch(ENQUIRY_REFERENCE_PATTERN);
    expect(first.body.reference).toMatch(new RegExp(`^ENQ-${indiaToday().slice(0, 4)}-\\d{6}-[2-9A-HJKMNP-TW-Z]{4}$`));
    expect(numberOf(second.body.reference)).toBe(numberOf(first.body.reference) + 1);
    expect(
      await product.server.db.query('SELECT reference FROM contact_messages WHERE id = $1', [first.body.id]),
    ).toEqual([{ reference: first.body.reference }]);
  });

  it('is given once: the database refuses a second enquiry with the same number of the year, or the same reference', async () => {
    const one = (await product.api.json('POST', '/api/contactus', enquiry)).body;
    const other = (await product.api.json('POST', '/api/contactus', enquiry)).body;
    await expect(
      writeDirectly(product.server, 'UPDATE contact_messages SET sequence = $1 WHERE id = $2', [
        numberOf(one.reference),
        other.id,
      ]),
    ).rejects.toThrow(/unique/i);
    await expect(
      writeDirectly(product.server, 'UPDATE contact_messages SET reference = $1 WHERE id = $2', [
        one.reference,
        other.id,
      ]),
    ).rejects.toThrow(/unique/i);
  });

  it('is shown in the inbox, whose search reads it; an enquiry received before references keeps none and is still handled', async () => {
    const token = await product.api.login();
    const old = (await product.api.json('POST', '/api/contactus', { ...enquiry, subject: 'Before references' })).body;
    await writeDirectly(
      product.server,
      'UPDATE contact_messages SET reference = NULL, year = NULL, sequence = NULL WHERE id = $1',
      [old.id],
    );
    const sent = (await product.api.json('POST', '/api/contactus', { ...enquiry, subject: 'After references' })).body;
    expect(sent.reference).toMatch(ENQUIRY_REFERENCE_PATTERN);
    const inbox = (await product.api.get('/api/admin/contactus', token)).body;
    expect(inbox.find((row: Json) => row.id === sent.id)).toMatchObject({
      reference: sent.reference,
      subject: 'After references',
    });
    expect(inbox.find((row: Json) => row.id === old.id)).toMatchObject({
      reference: null,
      subject: 'Before references',
    });
    expect(
      (await product.api.json('POST', `/api/admin/contactus/${old.id}/handled`, { handled: true }, token)).body,
    ).toMatchObject({ reference: null, handled: true });
  });

  it('is shown on the contact page answering a post without JavaScript', async () => {
    const answer = await fetch(`${product.server.url}/ContactUs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(enquiry),
    });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(CONTACT_MESSAGES.success);
    const reference = /Your enquiry reference is <strong[^>]*>(ENQ-[^<]+)<\/strong>/.exec(html)?.[1];
    expect(reference).toMatch(ENQUIRY_REFERENCE_PATTERN);
    expect(
      await product.server.db.query('SELECT subject FROM contact_messages WHERE reference = $1', [reference]),
    ).toEqual([{ subject: enquiry.subject }]);
  });

  describe('sent at once through two processes on one database', () => {
    let other: TestServer;
    afterAll(() => other?.stop());

    it('gives 20 enquiries 20 different references in one run of numbers', async () => {
      other = await startServer({ database: product.server.db });
      const [one, two] = [product.api, apiClient(other.url)];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 ? two : one).json('POST', '/api/contactus', { ...enquiry, name: `Visitor ${index}` }),
        ),
      );
      expect(
        answers.map((answer) => answer.status),
        other.output().slice(-3000),
      ).toEqual(Array(20).fill(201));
      const numbers = answers.map((answer) => numberOf(answer.body.reference)).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(20);
      expect(numbers[19] - numbers[0]).toBe(19);
    });
  });
});

describe('GET /api/admin/contactus', () => {
  it('lists the enquiries newest first with their fields', async () => {
    const token = await product.api.login();
    const inbox = (await product.api.get('/api/admin/contactus', token)).body;
    expect(inbox.length).toBeGreaterThan(3);
    expect(Object.keys(inbox[0]).sort()).toEqual([
      'created_at',
      'email',
      'handled',
      'handled_at',
      'handled_by',
      'id',
      'message',
      'name',
      'phone',
      'phone_normal',
      'received_at',
      'reference',
      'replied_at',
      'replied_by',
      'reply',
      'reply_sent_at',
      'subject',
    ]);
    expect(inbox[0]).toMatchObject({
      handled: false,
      handled_by: null,
      handled_at: null,
      received_at: inbox[0].created_at,
    });
    const ids = inbox.map((row: Json) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('sends the same enquiries in brotli, gzip or plain, as the client takes them', async () => {
    const token = await product.api.login();
    // node:http, not fetch: fetch would undo the encoding before the test sees it.
    const read = (encoding: string) =>
      new Promise<{ sent: string | null; json: unknown }>((resolve, reject) => {
        const request = http.get(
          `${product.server.url}/api/admin/contactus`,
          { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': encoding } },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () => {
              const bytes = Buffer.concat(chunks);
              const sent = answer.headers['content-encoding'] ?? null;
              resolve({
                sent,
                json: JSON.parse(
                  (sent === 'br' ? brotliDecompressSync(bytes) : sent === 'gzip' ? gunzipSync(bytes) : bytes).toString(
                    'utf8',
                  ),
                ),
              });
            });
          },
        );
        request.on('error', reject);
      });
    const plain = await read('identity');
    expect(plain.sent).toBeNull();
    expect(await read('gzip, deflate, br')).toEqual({ sent: 'br', json: plain.json });
    expect(await read('gzip')).toEqual({ sent: 'gzip', json: plain.json });
  });

  describe('read again after any change, made by this process or another', () => {
    let other: TestServer;
    afterAll(() => other?.stop());

    it('shows an enquiry received and one marked handled by a second process on the same database', async () => {
      const token = await product.api.login();
      const before = (await product.api.get('/api/admin/contactus', token)).body;
      other = await startServer({ database: product.server.db });
      const otherApi = apiClient(other.url);
      const received = await otherApi.json('POST', '/api/contactus', {
        ...enquiry,
        name: 'Farhan Shaikh',
        subject: 'Gold loan',
      });
      expect(received.status).toBe(201);
      const afterNew = (await product.api.get('/api/admin/contactus', token)).body;
      expect(afterNew.length).toBe(before.length + 1);
      expect(afterNew[0]).toMatchObject({ id: received.body.id, name: 'Farhan Shaikh', handled: false });

      const handled = await otherApi.json(
        'POST',
        `/api/admin/contactus/${before[1].id}/handled`,
        { handled: true },
        await otherApi.login(),
      );
      expect(handled.status).toBe(200);
      expect(
        (await product.api.get('/api/admin/contactus', token)).body.find((row: Json) => row.id === before[1].id),
      ).toEqual(handled.body);
    });
  });
});

describe("reading and exporting members' details", () => {
  const latest = async (action: string, token: string) =>
    (await product.api.get(`/api/admin/activity?action=${action}`, token)).body.results[0];

  it('logs each read of the inbox with who and how many', async () => {
    const token = await product.api.login();
    const inbox = (await product.api.get('/api/admin/contactus', token)).body;
    expect(await latest('personal_data_read', token)).toMatchObject({
      actor: DEMO_ADMIN.email,
      resource: 'contact-messages',
      record_label: `${inbox.length.toLocaleString('en-IN')} ${inbox.length === 1 ? 'enquiry' : 'enquiries'} listed`,
    });
  });

  it('makes the CSV on the server from the filters sent, as a download, and logs who took how many with which filter', async () => {
    const token = await product.api.login();
    const sent = await product.api.json('POST', '/api/contactus', { ...enquiry, name: 'Export Only Person' });
    expect(sent.status).toBe(201);
    const answer = await product.api.call('GET', '/api/admin/contactus/export?search=export%20only&handled=open', {
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const lines = String(answer.body).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${sent.body.reference}","`);
    expect(lines[1]).toContain('"Export Only Person"');
    expect(await latest('personal_data_export', token)).toMatchObject({
      actor: DEMO_ADMIN.email,
      resource: 'contact-messages',
      record_label: 'CSV of 1 enquiry (search "export only", not handled)',
    });
    // A role that may not read enquiries gets neither the file nor an entry.
    const editor = await product.api.login(DEMO_ACCOUNTS.staff.editor);
    expect((await product.api.call('GET', '/api/admin/contactus/export', { token: editor })).status).toBe(403);
  });
});

describe('POST /api/admin/contactus/{id}/handled', () => {
  it('marks an enquiry handled by the signed-in administrator, now, and not handled again', async () => {
    const token = await product.api.login();
    const { id } = (await product.api.json('POST', '/api/contactus', enquiry)).body;
    const handled = await product.api.json('POST', `/api/admin/contactus/${id}/handled`, { handled: true }, token);
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ id, handled: true, handled_by: DEMO_ADMIN.email });
    expect(Math.abs(Date.parse(handled.body.handled_at) - Date.now())).toBeLessThan(60000);
    expect((await product.api.get('/api/admin/contactus', token)).body.find((row: Json) => row.id === id)).toEqual(
      handled.body,
    );
    const reopened = await product.api.json('POST', `/api/admin/contactus/${id}/handled`, { handled: false }, token);
    expect(reopened.body).toMatchObject({ handled: false, handled_by: null, handled_at: null });
  });

  it('refuses anything but a boolean, an unknown enquiry, and a visitor', async () => {
    const token = await product.api.login();
    const { id } = (await product.api.json('POST', '/api/contactus', enquiry)).body;
    for (const body of [{}, { handled: 'yes' }, { handled: 1 }]) {
      const answer = await product.api.json('POST', `/api/admin/contactus/${id}/handled`, body, token);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual(['handled']);
    }
    expect(
      (await product.api.json('POST', '/api/admin/contactus/999999/handled', { handled: true }, token)).status,
    ).toBe(404);
    expect((await product.api.json('POST', `/api/admin/contactus/${id}/handled`, { handled: true })).status).toBe(401);
  });
});

describe('PUT /api/admin/contactus/{id}/reply', () => {
  it('keeps the answer on the enquiry with who wrote it and when, not sent; a new text is again not sent', async () => {
    const token = await product.api.login();
    const { id } = (await product.api.json('POST', '/api/contactus', enquiry)).body;
    const reply = async (text: unknown, as = token) =>
      product.api.json('PUT', `/api/admin/contactus/${id}/reply`, { reply: text }, as);
    const answered = await reply('  Yes, a locker is free at the Kothrud branch.  ');
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      id,
      reply: 'Yes, a locker is free at the Kothrud branch.',
      replied_by: DEMO_ADMIN.email,
      reply_sent_at: null,
      handled: false,
    });
    expect(Math.abs(Date.parse(answered.body.replied_at) - Date.now())).toBeLessThan(60000);
    expect((await product.api.get('/api/admin/contactus', token)).body.find((row: Json) => row.id === id)).toEqual(
      answered.body,
    );
    const [logged] = (await product.api.get(`/api/admin/activity?resource=contact-messages&record=${id}`, token)).body
      .results;
    expect(logged.changes).toEqual(
      expect.arrayContaining([{ field: 'reply', before: null, after: 'Yes, a locker is free at the Kothrud branch.' }]),
    );

    // Customer service answers it again: the new text, by her, still not sent.
    const service = await product.api.login(DEMO_ACCOUNTS.staff.customer_service);
    const again = await reply('A locker is free at Kothrud; bring your KYC papers.', service);
    expect(again.body).toMatchObject({ replied_by: DEMO_ACCOUNTS.staff.customer_service.email, reply_sent_at: null });
  });

  it('refuses an empty or too long answer, an unknown enquiry, and the roles that do not answer', async () => {
    const token = await product.api.login();
    const { id } = (await product.api.json('POST', '/api/contactus', enquiry)).body;
    for (const reply of ['', '   ', 'x'.repeat(5001), undefined]) {
      const refused = await product.api.json('PUT', `/api/admin/contactus/${id}/reply`, { reply }, token);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual(['reply']);
    }
    expect((await product.api.json('PUT', '/api/admin/contactus/999999/reply', { reply: 'Hello' }, token)).status).toBe(
      404,
    );
    const editor = await product.api.login(DEMO_ACCOUNTS.staff.editor);
    expect((await product.api.json('PUT', `/api/admin/contactus/${id}/reply`, { reply: 'Hi' }, editor)).status).toBe(
      403,
    );
    const inbox = (await product.api.get('/api/admin/contactus', token)).body;
    expect(inbox.find((row: Json) => row.id === id)).toMatchObject({ reply: null, replied_by: null });
  });
});
