import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, apiClient } from './support/api';
import { startServer, useTestServer } from './support/server';

const enquiry = { name: 'Asha', email: 'asha@example.in', phone: '9876543210', subject: 'Hello' };

describe('rate limits per client address (LOGIN_RATE_LIMIT_PER_MIN, CONTACT_RATE_LIMIT_PER_MIN)', () => {
  const product = useTestServer({ env: { LOGIN_RATE_LIMIT_PER_MIN: '4', CONTACT_RATE_LIMIT_PER_MIN: '3' } });

  it('counts failed and successful sign-ins alike, then answers 429', async () => {
    expect((await product.api.json('POST', '/api/admin/login', DEMO_ADMIN)).status).toBe(200);
    expect((await product.api.json('POST', '/api/admin/login', { ...DEMO_ADMIN, password: 'wrong' })).status).toBe(401);
    expect(
      (await product.api.json('POST', '/api/admin/login', { ...DEMO_ADMIN, password: 'wrong', extra: 'field' })).status,
    ).toBe(401);
    expect(
      (await product.api.json('POST', '/api/admin/login', { email: 'other@example.com', password: 'x' })).status,
    ).toBe(401);

    const limited = await product.api.json('POST', '/api/admin/login', DEMO_ADMIN);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: expect.any(String) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('is not bypassed by the path spelling, another e-mail or a forged X-Forwarded-For', async () => {
    for (const path of ['/api/admin/LOGIN', '/api/admin/login/', '/API/admin/Login']) {
      expect(
        (await product.api.json('POST', path, { email: `x${path.length}@example.com`, password: 'x' })).status,
      ).toBe(429);
    }
    const spoofed = await product.api.call('POST', '/api/admin/login', {
      json: DEMO_ADMIN,
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(spoofed.status).toBe(429);
  });

  it('limits contact posts separately from sign-ins', async () => {
    for (let i = 0; i < 3; i += 1) expect((await product.api.json('POST', '/api/contactus', enquiry)).status).toBe(201);
    const before = await product.server.db.count('contact_messages');
    expect((await product.api.json('POST', '/api/contactus', enquiry)).status).toBe(429);
    expect(await product.server.db.count('contact_messages')).toBe(before);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  const product = useTestServer({ env: { TRUST_PROXY: 'true', CONTACT_RATE_LIMIT_PER_MIN: '2' } });

  it('counts each client named by X-Forwarded-For on its own', async () => {
    const from = (address: string) =>
      product.api.call('POST', '/api/contactus', { json: enquiry, headers: { 'X-Forwarded-For': address } });
    expect((await from('198.51.100.1')).status).toBe(201);
    expect((await from('198.51.100.1')).status).toBe(201);
    expect((await from('198.51.100.1')).status).toBe(429);
    expect((await from('198.51.100.2')).status).toBe(201);
  });

  it('takes the address the proxy appended, not one the client wrote before it', async () => {
    // A proxy that appends (nginx's $proxy_add_x_forwarded_for) keeps what the client sent on the left.
    const forged = (spoof: string) =>
      product.api.call('POST', '/api/contactus', {
        json: enquiry,
        headers: { 'X-Forwarded-For': `${spoof}, 198.51.100.7` },
      });
    expect((await forged('203.0.113.1')).status).toBe(201);
    expect((await forged('203.0.113.2')).status).toBe(201);
    expect((await forged('203.0.113.3')).status).toBe(429);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4 address', async () => {
    const from = (address: string) =>
      product.api.call('POST', '/api/contactus', { json: enquiry, headers: { 'X-Forwarded-For': address } });
    // A new address of the same /64 for every post: the third is still refused.
    expect((await from('2001:db8:5:6::1')).status).toBe(201);
    expect((await from('2001:db8:5:6::2')).status).toBe(201);
    expect((await from('2001:db8:5:6:ffff::3')).status).toBe(429);
    expect((await from('2001:db8:5:7::1')).status).toBe(201);

    expect((await from('198.51.100.30')).status).toBe(201);
    expect((await from('::ffff:198.51.100.30')).status).toBe(201);
    expect((await from('198.51.100.30')).status).toBe(429);
  });
});

describe('several server processes on one database', () => {
  const product = useTestServer({ env: { CONTACT_RATE_LIMIT_PER_MIN: '4' } });

  it('share one count per client address', async () => {
    const second = await startServer({ database: product.server.db, env: { CONTACT_RATE_LIMIT_PER_MIN: '4' } });
    try {
      const secondApi = apiClient(second.url);
      expect((await product.api.json('POST', '/api/contactus', enquiry)).status).toBe(201);
      expect((await secondApi.json('POST', '/api/contactus', enquiry)).status).toBe(201);
      expect((await product.api.json('POST', '/api/contactus', enquiry)).status).toBe(201);
      expect((await secondApi.json('POST', '/api/contactus', enquiry)).status).toBe(201);
      expect((await product.api.json('POST', '/api/contactus', enquiry)).status).toBe(429);
      expect((await secondApi.json('POST', '/api/contactus', enquiry)).status).toBe(429);
    } finally {
      await second.stop();
    }
  });
});
