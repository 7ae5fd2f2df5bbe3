import { describe, expect, it } from 'vitest';

import { useTestServer } from './support/server';

const enquiry = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.in`,
  phone: '9876543210',
  subject: `Enquiry ${n}`,
  message: 'Please call me back.',
});

// Its own: a test below kills it.
const product = useTestServer({ own: true, env: { CONTACT_RATE_LIMIT_PER_MIN: '100000' } });

describe('under load', () => {
  it('stores all of 500 concurrent contact posts, with no 5xx', async () => {
    const before = await product.server.db.count('contact_messages');
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, n) => product.api.json('POST', '/api/contactus', enquiry(n))),
    );
    const statuses = answers.reduce<Record<number, number>>(
      (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );
    expect(statuses).toEqual({ 201: 500 });
    expect(await product.server.db.count('contact_messages')).toBe(before + 500);
  });
});

describe('after a crash', () => {
  it('restarts after SIGKILL mid-burst with every acknowledged write present', async () => {
    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    const killAt = 120;

    // Eight writers post until the server dies; the kill lands while requests are in flight.
    const writer = async () => {
      while (!killed && sent < 2000) {
        const n = 10_000 + sent++;
        try {
          const answer = await product.api.json('POST', '/api/contactus', enquiry(n));
          if (answer.status === 201) acknowledged.push(`Enquiry ${n}`);
        } catch {
          // connection reset by the kill: not acknowledged, so no promise was made
        }
        if (acknowledged.length >= killAt && !killed) {
          killed = true;
          await product.server.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAt);

    await product.server.restart();
    const stored = new Set(
      (await product.server.db.query<{ subject: string }>('SELECT subject FROM contact_messages')).map(
        (row) => row.subject,
      ),
    );
    const lost = acknowledged.filter((subject) => !stored.has(subject));
    expect(lost).toEqual([]);
    // And the restarted server answers.
    expect((await product.api.json('POST', '/api/contactus', enquiry(99_999))).status).toBe(201);
  });
});
