// The rate schedules' texts in Marathi and Hindi: a glossary of rate texts, each distinct English text
// translated once and shown by every schedule with the same words. A row of /api/rates?locale=mr is
// translated whole or left English (saying so); English answers stay as they were; a translation's
// write drops only its locale's answers; the back office reads and writes a schedule's texts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminRateSchedule, RateSchedule, RateScheduleHistoryEntry, RateTextTranslations } from '@bank/shared';
import { DEMO_ACCOUNTS } from './support/api';
import { useTestServer } from './support/server';

const product = useTestServer({ seed: true });
let token: string;
beforeAll(async () => {
  token = await product.api.login();
});

const DEVANAGARI = /[\u0900-\u097F]/;
const raw = async (path: string) => {
  const response = await fetch(`${product.server.url}${path}`, { headers: { Accept: 'application/json' } });
  return { status: response.status, cache: response.headers.get('x-cache'), text: await response.text() };
};
const rates = async (locale?: string) =>
  (await product.api.get<RateSchedule>(`/api/rates${locale ? `?locale=${locale}` : ''}`)).body;
const schedules = async () =>
  (await product.api.get<AdminRateSchedule[]>('/api/admin/rate-schedules?view=staff', token)).body;
const upcomingSchedule = async () => (await schedules()).find((schedule) => schedule.status === 'upcoming')!;
const translationsPath = (id: number, locale: string) => `/api/admin/rate-schedules/${id}/translations/${locale}`;
const put = (id: number, locale: string, texts: unknown, as = token) =>
  product.api.json('PUT', translationsPath(id, locale), { texts }, as);

/** A schedule's rows written back, with one deposit product no schedule had before. */
const withNewProduct = (schedule: AdminRateSchedule) => ({
  effective_from: schedule.effective_from,
  deposits: [
    ...schedule.deposits.map(({ id: _id, ...row }) => row),
    {
      product: 'Lakhpati Deposit',
      tenure_from_days: 4000,
      tenure_to_days: 4100,
      general_rate: 7,
      senior_rate: null,
      minimum_balance: null,
    },
  ],
  loans: schedule.loans.map(({ id: _id, ...row }) => row),
  charges: schedule.charges.map(({ id: _id, ...row }) => row),
  confirm_differences: true,
});

describe('the rates in Marathi and Hindi', () => {
  it('answers English as before: no locale said, and ?locale=en the same bytes, without locales', async () => {
    const plain = await raw('/api/rates');
    expect((await raw('/api/rates?locale=en')).text).toBe(plain.text);
    expect(plain.text).not.toContain('"locale"');
    expect(plain.text).not.toContain('english_');
    const [past] = (await product.api.get<RateScheduleHistoryEntry[]>('/api/rates/history')).body;
    const pastPlain = await raw(`/api/rates/history/${past.id}`);
    expect(pastPlain.text).not.toContain('"locale"');
    expect((await raw(`/api/rates/history/${past.id}?locale=en`)).text).toBe(pastPlain.text);
    expect((await raw('/api/rates/history?locale=mr')).text).toBe((await raw('/api/rates/history')).text);
  });

  it("answers every demo row in the page's language, its figures and ids the English ones", async () => {
    const english = await rates();
    for (const locale of ['mr', 'hi']) {
      const translated = await rates(locale);
      expect(translated).not.toHaveProperty('locale');
      expect(translated.effective_from).toBe(english.effective_from);
      translated.deposits.forEach((row, index) => {
        expect(row).toMatchObject({
          id: english.deposits[index].id,
          general_rate: english.deposits[index].general_rate,
          locale,
          // A card's calculator link names the product in English.
          english_product: english.deposits[index].product,
        });
        expect(row.product).toMatch(DEVANAGARI);
      });
      for (const row of translated.loans)
        expect(row).toMatchObject({ locale, scheme: expect.stringMatching(DEVANAGARI) });
      for (const row of translated.charges)
        expect(row).toMatchObject({ locale, name: expect.stringMatching(DEVANAGARI) });
      expect(translated.upcoming?.deposits.every((row) => row.locale === locale)).toBe(true);
    }
    const [past] = (await product.api.get<RateScheduleHistoryEntry[]>('/api/rates/history')).body;
    const pastInHindi = (await product.api.get<RateSchedule>(`/api/rates/history/${past.id}?locale=hi`)).body;
    expect(pastInHindi.deposits.every((row) => row.locale === 'hi')).toBe(true);
  });

  it('lists each schedule with the languages all its texts have, on the staff view only', async () => {
    for (const schedule of await schedules()) expect(schedule.locales).toEqual(['en', 'mr', 'hi']);
    const [contract] = (await product.api.get<AdminRateSchedule[]>('/api/admin/rate-schedules', token)).body;
    expect(contract).not.toHaveProperty('locales');
  });
});

describe("a schedule's translations in the back office", () => {
  it('keeps a row without a translation in English, whole; a translation shows in it and drops only its locale', async () => {
    const upcoming = await upcomingSchedule();
    const saved = await product.api.json(
      'PUT',
      `/api/admin/rate-schedules/${upcoming.id}`,
      withNewProduct(upcoming),
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const newRow = async (locale: string) =>
      (await rates(locale)).upcoming!.deposits.find((row) => row.tenure_from_days === 4000)!;
    expect(await newRow('mr')).toMatchObject({ product: 'Lakhpati Deposit', locale: 'en' });
    expect((await rates('mr')).upcoming!.deposits.filter((row) => row.locale === 'mr')).toHaveLength(
      upcoming.deposits.length,
    );
    expect((await schedules()).find((schedule) => schedule.id === upcoming.id)?.locales).toEqual(['en']);

    const read = await product.api.get<RateTextTranslations>(translationsPath(upcoming.id, 'mr'), token);
    expect(read.status).toBe(200);
    expect(read.body.locale).toBe('mr');
    expect(read.body.texts[0]).toEqual({
      english: upcoming.deposits[0].product,
      text: expect.stringMatching(DEVANAGARI),
    });
    expect(read.body.texts).toContainEqual({ english: 'Lakhpati Deposit', text: null });
    // Each text once, in the order the schedule shows them.
    const englishTexts = read.body.texts.map((entry) => entry.english);
    expect(new Set(englishTexts).size).toBe(englishTexts.length);

    const first = await put(upcoming.id, 'mr', [{ english: 'Lakhpati Deposit', text: '  लखपती ठेव ' }]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.texts).toContainEqual({ english: 'Lakhpati Deposit', text: 'लखपती ठेव' });
    expect((await product.api.get(translationsPath(upcoming.id, 'mr'), token)).body).toEqual(first.body);
    expect(await newRow('mr')).toMatchObject({
      product: 'लखपती ठेव',
      english_product: 'Lakhpati Deposit',
      locale: 'mr',
    });
    expect(await newRow('hi')).toMatchObject({ product: 'Lakhpati Deposit', locale: 'en' });
    expect((await schedules()).find((schedule) => schedule.id === upcoming.id)?.locales).toEqual(['en', 'mr']);

    // Every locale's answer cached; a Marathi write drops Marathi's only.
    for (const locale of ['', '?locale=mr', '?locale=hi']) await raw(`/api/rates${locale}`);
    expect((await raw('/api/rates?locale=hi')).cache).toBe('HIT');
    const second = await put(upcoming.id, 'mr', [{ english: 'Lakhpati Deposit', text: 'लखपती मुदत ठेव' }]);
    expect(second.status).toBe(200);
    expect((await raw('/api/rates')).cache).toBe('HIT');
    expect((await raw('/api/rates?locale=hi')).cache).toBe('HIT');
    expect((await raw('/api/rates?locale=mr')).cache).toBe('MISS');
    expect(await newRow('mr')).toMatchObject({ product: 'लखपती मुदत ठेव', locale: 'mr' });

    // The log names each translation's write with its locale.
    const entries = (await product.api.get('/api/admin/activity?resource=rate-texts', token)).body.results;
    expect(entries.find((entry: { translation?: string }) => entry.translation === 'mr')).toBeTruthy();

    // Empty removes the translation: the row is English again.
    const removed = await put(upcoming.id, 'mr', [{ english: 'Lakhpati Deposit', text: '' }]);
    expect(removed.body.texts).toContainEqual({ english: 'Lakhpati Deposit', text: null });
    expect(await newRow('mr')).toMatchObject({ product: 'Lakhpati Deposit', locale: 'en' });
  });

  it('translates a past schedule too: the same words in every schedule show it', async () => {
    const past = (await schedules()).find((schedule) => schedule.status === 'past')!;
    const savings = past.deposits[0].product;
    const answer = await put(past.id, 'hi', [{ english: savings, text: 'बचत खाता (सामान्य)' }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await rates('hi')).deposits.find((row) => row.english_product === savings)?.product).toBe(
      'बचत खाता (सामान्य)',
    );
  });

  it('refuses a text not of the schedule, a translation too long and a body without texts, naming texts', async () => {
    const upcoming = await upcomingSchedule();
    const before = (await product.api.get(translationsPath(upcoming.id, 'mr'), token)).body;
    const unknown = await put(upcoming.id, 'mr', [{ english: 'Not a product here', text: 'काहीतरी' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.texts).toContain('Not a product here');
    const long = await put(upcoming.id, 'mr', [{ english: upcoming.deposits[0].product, text: 'अ'.repeat(201) }]);
    expect(long.status).toBe(400);
    expect(long.body.errors.texts).toContain('at most 200 characters');
    const shapeless = await product.api.json('PUT', translationsPath(upcoming.id, 'mr'), { texts: 'x' }, token);
    expect(shapeless.status).toBe(400);
    expect(shapeless.body.errors.texts).toBeTruthy();
    expect((await product.api.get(translationsPath(upcoming.id, 'mr'), token)).body).toEqual(before);
  });

  it('answers 404 for a locale the site does not translate into, and for a schedule that is not there', async () => {
    const upcoming = await upcomingSchedule();
    for (const locale of ['en', 'fr'])
      expect((await product.api.get(translationsPath(upcoming.id, locale), token)).status).toBe(404);
    expect((await product.api.get(translationsPath(999999, 'mr'), token)).status).toBe(404);
    expect((await put(999999, 'mr', [])).status).toBe(404);
    expect((await product.api.get(translationsPath(upcoming.id, 'mr'))).status).toBe(401);
  });

  it('holds a translation for approval like any change while changes need approval', async () => {
    const approver = await product.api.login(DEMO_ACCOUNTS.staff.approver);
    const editor = await product.api.login(DEMO_ACCOUNTS.staff.editor);
    const on = await product.api.json('PUT', '/api/admin/approval-setting', { changes_need_approval: true }, token);
    expect(on.status).toBe(200);
    const upcoming = await upcomingSchedule();
    const english = upcoming.loans[0].scheme;
    const held = await put(upcoming.id, 'hi', [{ english, text: 'गृह ऋण' }], editor);
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    const scheme = async () =>
      (await rates('hi')).upcoming!.loans.find((row) => row.english_scheme === english)?.scheme;
    expect(await scheme()).not.toBe('गृह ऋण');
    const changeId = held.body.change_request_id;
    const approved = await product.api.json('POST', `/api/admin/changes/${changeId}/approve`, {}, approver);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await scheme()).toBe('गृह ऋण');
  });
});
