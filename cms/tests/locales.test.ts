// Records in Marathi and Hindi beside English: every public read takes ?locale=, a record keeps its
// English id in every locale and falls back to English where it has no translation (saying so), the
// public cache keeps each locale's answer apart and a translation's write drops only its locale's.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Deposit, NewsItem, Page, RateSchedule } from '@bank/shared';
import { DEMO_ACCOUNTS, samplePdf } from './support/api';
import { fakeFiles, imageFile } from './support/fixtures';
import { useTestServer } from './support/server';

const product = useTestServer({ seed: true });
let token: string;
beforeAll(async () => {
  token = await product.api.login();
});

const DEVANAGARI = /[\u0900-\u097F]/;
type InLocale<R> = R & { locale?: string };
const read = <R>(path: string) => product.api.get<InLocale<R>[]>(path);
const raw = async (path: string) => {
  const response = await fetch(`${product.server.url}${path}`, { headers: { Accept: 'application/json' } });
  return { status: response.status, cache: response.headers.get('x-cache'), text: await response.text() };
};

describe('a public read in a locale', () => {
  it('answers English as before: no locale said, and ?locale=en the same bytes', async () => {
    const plain = await raw('/api/deposits');
    const english = await raw('/api/deposits?locale=en');
    expect(plain.status).toBe(200);
    expect(english.text).toBe(plain.text);
    const records: Deposit[] = JSON.parse(plain.text);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(record).not.toHaveProperty('locale');
  });

  it('answers Marathi with the English ids, the translated texts and the shared figures', async () => {
    const english = (await read<Deposit>('/api/deposits')).body;
    const marathi = (await read<Deposit>('/api/deposits?locale=mr')).body;
    expect(marathi.map((record) => record.id)).toEqual(english.map((record) => record.id));
    for (const [index, record] of marathi.entries()) {
      expect(record.locale).toBe('mr');
      expect(record.name).toMatch(DEVANAGARI);
      expect(record.name).not.toBe(english[index].name);
      expect(record.interest_rate).toBe(english[index].interest_rate);
      expect(record.image).toBe(english[index].image);
    }
  });

  it('falls back to English for a record without a translation, and says so', async () => {
    // Every demo record is translated: a news item added in English only.
    const added = await product.api.form(
      'POST',
      '/api/admin/news',
      { title: 'Locker rent revised', content: 'New locker rents apply from April.', date: '2026-10-20' },
      token,
    );
    expect(added.status).toBe(201);
    const english = (await read<NewsItem>('/api/news')).body;
    const hindi = (await read<NewsItem>('/api/news?locale=hi')).body;
    const untranslated = hindi.filter((item) => item.locale === 'en');
    expect(untranslated.map((item) => item.id)).toEqual([added.body.id]);
    const [fallback] = untranslated;
    expect(fallback.title).toBe(english.find((item) => item.id === fallback.id)?.title);
    expect(hindi.filter((item) => item.locale === 'hi').every((item) => DEVANAGARI.test(item.title))).toBe(true);
  });

  it("lists a page's locales to the back office", async () => {
    const [about] = (await product.api.get('/api/admin/pages?slug=about-us&view=staff', token)).body;
    expect(about.locales).toEqual(['en', 'mr', 'hi']);
    const [contract] = (await product.api.get('/api/admin/pages?slug=about-us', token)).body;
    expect(contract).not.toHaveProperty('locales');
  });

  it('gives the back office every page as the plain list does, each with its locales and version', async () => {
    const plain = (await product.api.get<Page[]>('/api/admin/pages', token)).body;
    const staff = (
      await product.api.get<(Page & { locales: string[]; version: string })[]>('/api/admin/pages?view=staff', token)
    ).body;
    expect(staff.map(({ locales: _locales, version: _version, ...page }) => page)).toEqual(plain);
    for (const page of staff) expect(page.locales[0]).toBe('en');
    // And the version an edit sends back.
    for (const page of staff) expect(Date.parse(page.version)).not.toBeNaN();
    expect(staff.find((page) => page.slug === 'about-us')?.locales).toEqual(['en', 'mr', 'hi']);
    const refused = await product.api.get('/api/admin/pages?slug=a&slug=b&view=staff', token);
    expect(refused.status).toBe(400);
  });

  it("reads a page's translation by its slug", async () => {
    const [about] = (await read<Page>('/api/pages?slug=about-us&locale=mr')).body;
    expect(about.locale).toBe('mr');
    expect(about.title).toMatch(DEVANAGARI);
    const [english] = (await read<Page>('/api/pages?slug=about-us')).body;
    expect(about.id).toBe(english.id);
    expect(about.image).toBe(english.image);
  });

  it('refuses any other locale with 400, which the cache never keeps', async () => {
    for (const path of ['/api/deposits?locale=fr', '/api/rates?locale=mr-IN', '/api/pages?locale=']) {
      // The plain read is cached first: a made-up locale must not be answered from it.
      await raw(path.slice(0, path.indexOf('?')));
      for (let round = 0; round < 2; round += 1) {
        const answer = await raw(path);
        expect(answer.status, path).toBe(400);
        expect(answer.cache).not.toBe('HIT');
        expect(JSON.parse(answer.text).errors.locale).toBe('locale must be one of en, mr, hi');
      }
    }
  });
});

describe('a form sent from a Marathi page', () => {
  it('is answered in Marathi: the message and each field’s, in the words the page shows', async () => {
    const english = await product.api.json('POST', '/api/contactus', { name: '', email: 'not an address' });
    expect(english.status).toBe(400);
    const marathi = await product.api.json('POST', '/api/contactus?locale=mr', { name: '', email: 'not an address' });
    expect(marathi.status).toBe(400);
    expect(Object.keys(marathi.body.errors).sort()).toEqual(Object.keys(english.body.errors).sort());
    for (const message of [marathi.body.message, ...Object.values<string>(marathi.body.errors)])
      expect(message).toMatch(DEVANAGARI);
    // The back office's answers stay English.
    const admin = await product.api.json('PUT', '/api/admin/deposits/1/translations/mr?locale=mr', { name: '' }, token);
    expect(admin.status).toBe(400);
    expect(admin.body.message).not.toMatch(DEVANAGARI);
  });
});

describe('translations in the back office', () => {
  it('tells how much of each page each language has', async () => {
    const answer = await product.api.get('/api/admin/translation-coverage', token);
    expect(answer.status).toBe(200);
    const coverage = new Map(
      (answer.body.pages as { path: string; locales: Record<string, unknown> }[]).map((page) => [
        page.path,
        page.locales,
      ]),
    );
    const deposits = (await read<Deposit>('/api/deposits')).body.length;
    const news = (await read<NewsItem>('/api/news')).body.length;
    expect(coverage.get('/Deposits')).toEqual({
      mr: { translated: deposits, total: deposits },
      hi: { translated: deposits, total: deposits },
    });
    // The one news item left in English on purpose.
    expect(coverage.get('/News')).toEqual({
      mr: { translated: news - 1, total: news },
      hi: { translated: news - 1, total: news },
    });
    // A rate schedule counts by its rows, in force and announced, as the site counts them: the demo
    // translates every text of them.
    const rates = (await product.api.get<RateSchedule>('/api/rates')).body;
    const rows = [rates, rates.upcoming].reduce(
      (count, schedule) =>
        count + (schedule ? schedule.deposits.length + schedule.loans.length + schedule.charges.length : 0),
      0,
    );
    expect(rows).toBeGreaterThan(0);
    expect(coverage.get('/InterestRates')).toEqual({
      mr: { translated: rows, total: rows },
      hi: { translated: rows, total: rows },
    });
    // A page that shows no records has no coverage to tell.
    expect(coverage.has('/ContactUs')).toBe(false);
    expect((await product.api.get('/api/admin/translation-coverage')).status).toBe(401);
  });

  it('writes, reads and deletes a translation, the record keeping its id; each locale is dropped from the cache on its own', async () => {
    const added = await product.api.form<Deposit>(
      'POST',
      '/api/admin/deposits',
      {
        name: 'Lakhpati Recurring Deposit',
        details: '12 to 120 months.',
        interest_rate: '6.75',
        image: await imageFile('png'),
      },
      token,
    );
    expect(added.status).toBe(201);
    const { id } = added.body;
    const path = `/api/admin/deposits/${id}/translations/mr`;

    expect((await product.api.get(path, token)).status).toBe(404);
    const inMarathi = async () => (await read<Deposit>('/api/deposits?locale=mr')).body.find((r) => r.id === id);
    expect(await inMarathi()).toMatchObject({ name: 'Lakhpati Recurring Deposit', locale: 'en' });

    // Every locale's answer cached.
    for (const locale of ['', '?locale=mr', '?locale=hi']) await raw(`/api/deposits${locale}`);
    expect((await raw('/api/deposits?locale=hi')).cache).toBe('HIT');

    const refused = await product.api.json('PUT', path, { name: '  ', details: 'x' }, token);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.name).toBeTruthy();

    const saved = await product.api.json(
      'PUT',
      path,
      { name: 'लखपती आवर्ती ठेव', details: '12 ते 120 महिने.', interest_rate: '1.00' },
      token,
    );
    expect(saved.status).toBe(200);
    // With the record's version, which the language's next save sends back.
    expect(saved.body).toEqual({
      locale: 'mr',
      name: 'लखपती आवर्ती ठेव',
      details: '12 ते 120 महिने.',
      version: expect.any(String),
    });
    expect((await product.api.get(path, token)).body).toEqual(saved.body);

    // Marathi's answers dropped; English and Hindi kept.
    expect((await raw('/api/deposits')).cache).toBe('HIT');
    expect((await raw('/api/deposits?locale=hi')).cache).toBe('HIT');
    const marathi = await raw('/api/deposits?locale=mr');
    expect(marathi.cache).toBe('MISS');
    // Only the texts are a translation's: the rate is the record's.
    expect(await inMarathi()).toMatchObject({ id, name: 'लखपती आवर्ती ठेव', interest_rate: 6.75, locale: 'mr' });

    const staffList = (await product.api.get('/api/admin/deposits?view=staff', token)).body as Record<
      string,
      unknown
    >[];
    expect(staffList.find((record) => record.id === id)?.locales).toEqual(['en', 'mr']);
    // The contract's list stays word for word.
    const contractList = (await product.api.get('/api/admin/deposits', token)).body as Record<string, unknown>[];
    expect(contractList.find((record) => record.id === id)).not.toHaveProperty('locales');

    // An English write changes every locale: the new rate shows in Marathi too.
    const updated = await product.api.form(
      'POST',
      `/api/admin/deposits/${id}`,
      { name: 'Lakhpati Recurring Deposit', details: '12 to 120 months.', interest_rate: '7.10' },
      token,
    );
    expect(updated.status).toBe(200);
    expect((await raw('/api/deposits?locale=hi')).cache).toBe('MISS');
    expect(await inMarathi()).toMatchObject({ name: 'लखपती आवर्ती ठेव', interest_rate: 7.1 });

    // The log names the record by its English id, and the translation's locale; it is not restored from there.
    const entries = (await product.api.get('/api/admin/activity?resource=deposits', token)).body.results;
    const logged = entries.find((entry: { translation?: string }) => entry.translation === 'mr');
    expect(logged).toMatchObject({ record_id: id, translation: 'mr', restorable: false });

    expect((await product.api.del(path, token)).status).toBe(200);
    expect((await product.api.get(path, token)).status).toBe(404);
    expect(await inMarathi()).toMatchObject({ name: 'Lakhpati Recurring Deposit', locale: 'en' });

    // A record goes with its translations.
    expect((await product.api.json('PUT', path, { name: 'लखपती', details: 'ठेव' }, token)).status).toBe(200);
    expect((await product.api.del(`/api/admin/deposits/${id}`, token)).status).toBe(204);
    expect((await read<Deposit>('/api/deposits?locale=mr')).body.some((record) => record.id === id)).toBe(false);
    expect((await product.api.get(path, token)).status).toBe(404);
  });

  it('answers 404 for a locale the site has not, and for a record that is not there', async () => {
    const [deposit] = (await read<Deposit>('/api/deposits')).body;
    expect((await product.api.get(`/api/admin/deposits/${deposit.id}/translations/en`, token)).status).toBe(404);
    expect((await product.api.get(`/api/admin/deposits/${deposit.id}/translations/fr`, token)).status).toBe(404);
    expect((await product.api.get('/api/admin/deposits/999999/translations/mr', token)).status).toBe(404);
  });

  it("does not take a translation's own id for a record", async () => {
    const english = (await read<Deposit>('/api/deposits')).body;
    const englishIds = new Set(english.map((record) => record.id));
    // The translations' rows have ids of their own, above the English ones seeded before them.
    const notARecord = Math.max(...englishIds) + 1;
    expect(englishIds.has(notARecord)).toBe(false);
    const answer = await product.api.form(
      'POST',
      `/api/admin/deposits/${notARecord}`,
      { name: 'x', details: 'y', interest_rate: '1' },
      token,
    );
    expect(answer.status).toBe(404);
  });
});

describe('a translation with a file of its own, and four eyes', () => {
  it('shows a document’s Marathi PDF in Marathi, and the English one where a language has none', async () => {
    const [document] = (await read<{ id: number; title: string; document: string }>('/api/documents')).body;
    const path = `/api/admin/documents/${document.id}/translations/mr`;
    const saved = await product.api.form(
      'PUT',
      path,
      { title: 'वार्षिक अहवाल (मराठी)', document: samplePdf('varshik-ahwal.pdf') },
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.document).toMatch(/^\/uploads\/.+\.pdf$/);
    expect(saved.body.document).not.toBe(document.document);
    const inLocale = async (locale: string) =>
      (await read<{ id: number; document: string }>(`/api/documents?locale=${locale}`)).body.find(
        (record) => record.id === document.id,
      );
    expect(await inLocale('mr')).toMatchObject({ title: 'वार्षिक अहवाल (मराठी)', document: saved.body.document });
    // Hindi's translation of the demo has a title but no PDF of its own: the English one.
    expect(await inLocale('hi')).toMatchObject({ locale: 'hi', document: document.document });
    // A file that is not a PDF is refused before anything is written.
    const refused = await product.api.form('PUT', path, { title: 'x', document: fakeFiles.htmlAsPdf() }, token);
    expect(refused.status).toBe(415);
    expect((await inLocale('mr'))?.document).toBe(saved.body.document);
  });

  it('holds a translation for approval like any change, and applies it to its locale once approved', async () => {
    const approver = await product.api.login(DEMO_ACCOUNTS.staff.approver);
    const editor = await product.api.login(DEMO_ACCOUNTS.staff.editor);
    const on = await product.api.json('PUT', '/api/admin/approval-setting', { changes_need_approval: true }, token);
    expect(on.status).toBe(200);
    const [service] = (await read<{ id: number; name: string }>('/api/services?locale=hi')).body;
    const path = `/api/admin/services/${service.id}/translations/hi`;
    const held = await product.api.json('PUT', path, { name: 'लॉकर सुविधा', description: 'सुरक्षित लॉकर।' }, editor);
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    const inHindi = async () =>
      (await read<{ id: number; name: string }>('/api/services?locale=hi')).body.find(
        (record) => record.id === service.id,
      );
    expect((await inHindi())?.name).toBe(service.name);
    // Its preview is the page in Hindi, with the translation shown and nothing kept.
    const preview = await product.api.json(
      'POST',
      `/api/admin/changes/${held.body.change_request_id}/preview`,
      {},
      editor,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.url).toMatch(/^\/preview\/[^/]+\/hi\//);
    const previewed = await fetch(`${product.server.url}${preview.body.url}`);
    expect(previewed.status).toBe(200);
    expect(await previewed.text()).toContain('लॉकर सुविधा');
    expect((await inHindi())?.name).toBe(service.name);
    const approved = await product.api.json(
      'POST',
      `/api/admin/changes/${held.body.change_request_id}/approve`,
      {},
      approver,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await inHindi())?.name).toBe('लॉकर सुविधा');
    // English is untouched by a Hindi change.
    expect(
      (await read<{ id: number; name: string }>('/api/services')).body.find((r) => r.id === service.id)?.name,
    ).not.toBe('लॉकर सुविधा');
  });
});
