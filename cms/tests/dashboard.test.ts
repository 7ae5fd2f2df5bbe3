// The back office's first screen in one read: the site's page views of the last five months, and
// what is waiting for someone (enquiries, complaints, the next rate schedule).
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFigures } from '@bank/shared';
import { useTestServer, writeDirectly } from './support/server';

// 12:00 on 20 November 2026 in India: the chart runs from July to November.
const TEST_NOW = '2026-11-20T06:30:00Z';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 dashboard';

const product = useTestServer({
  env: {
    PAGE_VIEWS_FLUSH_SECONDS: '3600',
    COMPLAINT_RATE_LIMIT_PER_MIN: '0',
    CONTACT_RATE_LIMIT_PER_MIN: '0',
  },
});
let token: string;
beforeAll(async () => {
  await product.server.setClock(TEST_NOW);
  token = await product.api.login();
});

const dashboard = async (): Promise<DashboardFigures> => {
  const answer = await product.api.get('/api/admin/dashboard', token);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return answer.body;
};

const enquiry = {
  name: 'Asha Kulkarni',
  email: 'asha@example.in',
  phone: '9876543210',
  subject: 'Locker availability',
  message: 'Is a medium locker free?',
};
const complaint = {
  name: 'Asha Kulkarni',
  email: 'asha@example.in',
  phone: '9876543210',
  account_holder: 'yes',
  category: 'loans',
  description: 'My EMI was debited twice this month.',
};

describe('GET /api/admin/dashboard', () => {
  it('is for signed-in administrators only', async () => {
    expect((await product.api.get('/api/admin/dashboard')).status).toBe(401);
  });

  it('adds up the page views of each of the last five months in India, the current one so far included', async () => {
    const counted = [
      ['2026-06-30', '/', 50], // before the five months
      ['2026-07-01', '/', 10],
      ['2026-07-31', '/Deposits', 5],
      ['2026-09-15', '/', 7],
      ['2026-11-01', '/News', 3],
    ] as const;
    for (const [date, path, views] of counted) {
      await writeDirectly(
        product.server,
        'INSERT INTO page_views (date, path, views, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)',
        [date, path, views, new Date().toISOString()],
      );
    }
    // A view this morning, not yet written: the read writes this process's counts first.
    expect(
      (await fetch(`${product.server.url}/Loan`, { headers: { 'User-Agent': BROWSER, Accept: 'text/html' } })).status,
    ).toBe(200);

    expect((await dashboard()).page_views_by_month).toEqual([
      { month: '2026-07', views: 15 },
      { month: '2026-08', views: 0 },
      { month: '2026-09', views: 7 },
      { month: '2026-10', views: 0 },
      { month: '2026-11', views: 4 },
    ]);
  });

  it('counts the enquiries nobody has handled', async () => {
    const before = (await dashboard()).enquiries.unhandled;
    const sent = [];
    for (let count = 0; count < 3; count += 1)
      sent.push((await product.api.json('POST', '/api/contactus', enquiry)).body);
    expect((await dashboard()).enquiries.unhandled).toBe(before + 3);
    expect(
      (await product.api.json('POST', `/api/admin/contactus/${sent[0].id}/handled`, { handled: true }, token)).status,
    ).toBe(200);
    expect((await dashboard()).enquiries.unhandled).toBe(before + 2);
  });

  it('counts the complaints still open, and those of them past their reply date', async () => {
    const before = (await dashboard()).complaints;
    const lodged = [];
    for (let count = 0; count < 3; count += 1)
      lodged.push((await product.api.json('POST', '/api/complaints', complaint)).body);
    expect((await dashboard()).complaints).toEqual({ open: before.open + 3, overdue: before.overdue });

    const listed = (await product.api.get('/api/admin/complaints', token)).body;
    const idOf = (reference: string) => listed.find((row: { reference: string }) => row.reference === reference).id;
    const resolved = await product.api.json(
      'PUT',
      `/api/admin/complaints/${idOf(lodged[0].reference)}`,
      { status: 'resolved', resolution: 'The second debit was reversed.' },
      token,
    );
    expect(resolved.status).toBe(200);
    // One reply was due yesterday; a resolved one past its date is no longer waiting.
    await writeDirectly(product.server, 'UPDATE complaints SET reply_due = $1 WHERE reference IN ($2, $3)', [
      '2026-11-19',
      lodged[0].reference,
      lodged[1].reference,
    ]);
    expect((await dashboard()).complaints).toEqual({ open: before.open + 2, overdue: before.overdue + 1 });
  });

  it('names the nearest announced rate schedule and its date, none when none is announced', async () => {
    const schedules = (await product.api.get('/api/admin/rate-schedules', token)).body as {
      id: number;
      status: string;
    }[];
    for (const announced of schedules.filter((schedule) => schedule.status === 'upcoming'))
      await product.api.del(`/api/admin/rate-schedules/${announced.id}`, token);
    expect((await dashboard()).next_rate_schedule).toBeNull();

    const schedule = (effective_from: string) => ({ effective_from, deposits: [], loans: [], charges: [] });
    const later = await product.api.json('POST', '/api/admin/rate-schedules', schedule('2027-01-01'), token);
    expect(later.status).toBe(201);
    expect((await dashboard()).next_rate_schedule).toEqual({ id: later.body.id, effective_from: '2027-01-01' });
    const sooner = await product.api.json('POST', '/api/admin/rate-schedules', schedule('2026-12-01'), token);
    expect((await dashboard()).next_rate_schedule).toEqual({ id: sooner.body.id, effective_from: '2026-12-01' });
    // One dated today is in force at once: not waiting for anything.
    expect((await product.api.json('POST', '/api/admin/rate-schedules', schedule('2026-11-20'), token)).status).toBe(
      201,
    );
    expect((await dashboard()).next_rate_schedule).toEqual({ id: sooner.body.id, effective_from: '2026-12-01' });
  });
});
