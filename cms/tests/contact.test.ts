import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@bank/shared';

import { useTestServer } from './support/server';


const product = useTestServer();

const enquiry = { name: 'Asha Kulkarni', email: 'asha@example.in', phone: '9876543210', subject: 'Locker availability', message: 'Is a medium locker free?' };

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

  it.each(['9876543210', '+91-9876543210', '+919876543210', '91 - 9876543210', '0919876543210', '09876543210', '00919876543210', '7012345678', '8012345678'])(
    'accepts the phone number %s',
    async (phone) => {
      expect((await product.api.json('POST', '/api/contactus', { ...enquiry, phone })).status).toBe(201);
    },
  );

  it.each(['0-9876543210', '009876543210', '6123456789', '987654321', '98765432101', '+92-9876543210', '98765 43210', 'abcdefghij'])(
    'refuses the phone number %s with the spec message',
    async (phone) => {
      const answer = await product.api.json('POST', '/api/contactus', { ...enquiry, phone });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ phone: CONTACT_MESSAGES.phoneInvalid });
    },
  );

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

  it('refuses a blank name and a body that is not JSON', async () => {
    expect((await product.api.json('POST', '/api/contactus', { ...enquiry, name: '   ' })).body.errors).toHaveProperty('name');
    const broken = await product.api.call('POST', '/api/contactus', { headers: { 'Content-Type': 'application/json' } });
    expect(broken.status).toBe(400);
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
    expect(inbox.find((row) => row.id === sent.body.id)).toMatchObject(hostile);
    expect(await product.server.db.count('contact_messages')).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/contactus', () => {
  it('lists the enquiries newest first with their fields', async () => {
    const token = await product.api.login();
    const inbox = (await product.api.get('/api/admin/contactus', token)).body;
    expect(inbox.length).toBeGreaterThan(3);
    expect(Object.keys(inbox[0]).sort()).toEqual(['created_at', 'email', 'id', 'message', 'name', 'phone', 'subject']);
    const ids = inbox.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
