// A news item's unpublish time: it leaves /api/news, the /News page, Home and the sitemap at that
// instant by the server's clock (here the test clock, moved past it), with nothing touched then,
// though the answers were cached; the back office still lists it, with the time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminNewsItem, NewsItem } from '@bank/shared';
import { apiClient } from './support/api';
import { useTestServer, useTwoProcesses } from './support/server';

// A made-up instant the server's clock is set to and runs on from: nothing here depends on today.
const TEST_NOW = '2031-03-15T06:00:00.000Z';
// Less than the back office's idle end (15 minutes): the session goes on past the move.
const AHEAD = 10 * 60 * 1000;
const product = useTestServer();
let token: string;
beforeAll(async () => {
  await product.server.setClock(TEST_NOW);
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

describe('a news item with an unpublish time', () => {
  it('shows until its time, then leaves /api/news and /News with nothing touched, though both were cached; the back office still lists it', async () => {
    const title = 'Baner branch opening';
    const answer = await addNews({ title });
    expect(answer.status).toBe(201);
    expect(answer.body.unpublish_at).toBeNull();
    const id = answer.body.id;
    // Ten minutes ahead of the server's clock, which then moves past it.
    const unpublishAt = new Date(Date.parse(TEST_NOW) + AHEAD).toISOString();
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

    await product.server.setClock(Date.parse(unpublishAt) + 1000);
    expect(await publicTitles()).not.toContain(title);
    expect(await newsPage()).not.toContain(title);
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
        unpublish_at: new Date(Date.now() + AHEAD).toISOString(),
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
    // Moving the writer's clock moves every process on its database: each drops it by its own timer.
    await processes.first.setClock(Date.now() + AHEAD + 1000);
    expect(await titlesAt(reader)).not.toContain(title);
    expect(await titlesAt(writer)).not.toContain(title);
  });
});
