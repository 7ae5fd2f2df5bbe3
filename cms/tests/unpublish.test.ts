// A news item's unpublish time: it leaves /api/news, the /News page, Home and the sitemap at that
// instant by the server's clock (here moved with TEST_NOW), with nothing touched then, though the
// answers were cached; the back office still lists it, with the time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminNewsItem, NewsItem } from '@bank/shared';
import { apiClient } from './support/api';
import { useTestServer, useTwoProcesses } from './support/server';

// A made-up instant the server's clock starts from and runs on: nothing here depends on today.
const TEST_NOW = '2031-03-15T06:00:00.000Z';
const product = useTestServer({ env: { TEST_NOW } });
let token: string;
beforeAll(async () => {
  token = await product.api.login();
});
const created: number[] = [];
afterAll(async () => {
  for (const id of created) await product.api.del(`/api/admin/news/${id}`, token);
});

const addNews = async (fields: Record<string, string>) => {
  const answer = await product.api.form<AdminNewsItem>(
    'POST',
    '/api/admin/news?view=staff',
    { content: 'The branch at Baner opens on Monday.', date: '2031-03-14', ...fields },
    token,
  );
  if (answer.status === 201) created.push(answer.body.id);
  return answer;
};
const publicTitles = async () =>
  ((await product.api.get<NewsItem[]>('/api/news')).body ?? []).map((item) => item.title);
const newsPage = async () => (await fetch(`${product.server.url}/News`, { headers: { Accept: 'text/html' } })).text();
const homePage = async () => (await fetch(`${product.server.url}/`, { headers: { Accept: 'text/html' } })).text();
const adminNews = async () => (await product.api.get<AdminNewsItem[]>('/api/admin/news?view=staff', token)).body;

/** The server's clock now (ms), from above: when the newest activity entry was written, plus the time since it was asked for. */
async function serverNowAtMost(write: () => Promise<unknown>): Promise<number> {
  const before = Date.now();
  await write();
  const entries = (await product.api.get('/api/admin/activity?resource=news-items', token)).body.results as {
    at: string;
  }[];
  return Date.parse(entries[0].at) + (Date.now() - before);
}

describe('a news item with an unpublish time', () => {
  it('shows until its time, then leaves /api/news and /News with nothing touched, though both were cached; the back office still lists it', async () => {
    const title = 'Baner branch opening';
    let id = 0;
    const now = await serverNowAtMost(async () => {
      const answer = await addNews({ title });
      expect(answer.status).toBe(201);
      expect(answer.body.unpublish_at).toBeNull();
      id = answer.body.id;
    });
    // A few seconds ahead of the server's clock at its latest.
    const unpublishAt = new Date(now + 6_000).toISOString();
    const updated = await product.api.form<AdminNewsItem>(
      'POST',
      `/api/admin/news/${id}?view=staff`,
      { title, content: 'The branch at Baner opens on Monday.', date: '2031-03-14', unpublish_at: unpublishAt },
      token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.unpublish_at).toBe(unpublishAt);

    // Shown, and held by the public cache (read twice: the second is a hit).
    for (let round = 0; round < 2; round += 1) {
      expect(await publicTitles()).toContain(title);
      expect(await newsPage()).toContain(title);
    }
    const cached = await product.api.get('/api/news');
    expect(cached.headers.get('x-cache')).toBe('HIT');
    // The public record stays as the contract words it: no unpublish time in it.
    expect(Object.keys(cached.body.find((item: NewsItem) => item.title === title)).sort()).toEqual(
      ['content', 'date', 'document_path', 'id', 'title'].sort(),
    );

    await expect.poll(publicTitles, { timeout: 30_000, interval: 250 }).not.toContain(title);
    await expect.poll(newsPage, { timeout: 10_000, interval: 250 }).not.toContain(title);
    expect(await homePage()).not.toContain(title);

    const listed = (await adminNews()).find((item) => item.id === id);
    expect(listed).toMatchObject({ title, unpublish_at: unpublishAt });
    // Without the staff view, the admin list is the contract's record, every item included.
    const contractList = (await product.api.get('/api/admin/news', token)).body as Record<string, unknown>[];
    expect(contractList.find((item) => item.id === id)).toEqual({
      id,
      title,
      content: 'The branch at Baner opens on Monday.',
      date: '2031-03-14',
      document_path: null,
    });
  });

  it('given a time already past, is off the public site at once, and back when the time is cleared', async () => {
    const title = 'Annual report 2030 published';
    const answer = await addNews({ title, unpublish_at: '2031-01-01T10:00' });
    expect(answer.status).toBe(201);
    // Entered as India's wall clock: 10:00 IST is 04:30 UTC.
    expect(answer.body.unpublish_at).toBe('2031-01-01T04:30:00.000Z');
    expect(await publicTitles()).not.toContain(title);
    expect(await newsPage()).not.toContain(title);
    expect((await adminNews()).map((item) => item.title)).toContain(title);

    const cleared = await product.api.form<AdminNewsItem>(
      'POST',
      `/api/admin/news/${answer.body.id}?view=staff`,
      { title, content: 'The branch at Baner opens on Monday.', date: '2031-03-14', unpublish_at: '' },
      token,
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.unpublish_at).toBeNull();
    expect(await publicTitles()).toContain(title);
  });

  it('refuses a value that is not a date and time: 400 naming the field and the form it takes', async () => {
    const answer = await addNews({ title: 'Refused', unpublish_at: '31/12/2031 18:00' });
    expect(answer.status).toBe(400);
    // A refusal's body is the errors' shape, not the record's.
    expect((answer.body as unknown as { errors: unknown }).errors).toEqual({
      unpublish_at: 'Unpublish at must be a date and time, such as 2026-12-31T18:00 (India time)',
    });
    expect((await adminNews()).map((item) => item.title)).not.toContain('Refused');
  });
});

describe('two server processes on one database', () => {
  // The real clock: two processes moved by TEST_NOW would each start it at their own launch.
  const processes = useTwoProcesses();

  it('each drop the item at its time, the one that did not write it too, though both had it cached', async () => {
    const writer = apiClient(processes.first.url);
    const reader = apiClient(processes.second.url);
    const session = await writer.login();
    const title = 'Two-process unpublish notice';
    const created = await writer.form(
      'POST',
      '/api/admin/news',
      {
        title,
        content: 'Shown until its time.',
        date: '2031-03-14',
        unpublish_at: new Date(Date.now() + 10_000).toISOString(),
      },
      session,
    );
    expect(created.status).toBe(201);
    const titlesAt = async (api: typeof reader) =>
      ((await api.get<NewsItem[]>('/api/news')).body ?? []).map((item) => item.title);
    for (const api of [reader, writer]) {
      expect(await titlesAt(api)).toContain(title);
      expect(await titlesAt(api)).toContain(title);
      expect((await api.get('/api/news')).headers.get('x-cache')).toBe('HIT');
    }
    await expect.poll(() => titlesAt(reader), { timeout: 30_000, interval: 250 }).not.toContain(title);
    await expect.poll(() => titlesAt(writer), { timeout: 5_000, interval: 250 }).not.toContain(title);
  });
});
