// The site settings: Home's banner and figures, hours and contacts, social pages, internet banking
// and app links. Their defaults are the site's texts as the spec has them; a save is checked whole
// (nothing stored when any value is refused), logged, and shown on the next request of every page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SETTINGS_DEFAULTS, type ActivityEntry, type SiteSettings } from '@bank/shared';
import { DEMO_ACCOUNTS } from './support/api';
import { fakeFiles, imageFile } from './support/fixtures';
import { useTestServer } from './support/server';

const product = useTestServer({ seed: true });
let token: string;
beforeAll(async () => {
  token = await product.api.login();
});
afterAll(async () => {
  // Leave the defaults for whoever reads this server next.
  await product.api.json(
    'PUT',
    '/api/admin/site-settings',
    { ...valuesOf(SITE_SETTINGS_DEFAULTS), hero_picture: null },
    token,
  );
});

const save = (body: Record<string, unknown>) => product.api.json('PUT', '/api/admin/site-settings', body, token);
const publicSettings = async () => (await product.api.get<SiteSettings>('/api/site-settings')).body;
const valuesOf = (settings: SiteSettings) =>
  Object.fromEntries(Object.entries(settings).filter(([name]) => name !== 'hero_picture'));
const html = async (path: string) =>
  (await fetch(`${product.server.url}${path}`, { headers: { Accept: 'text/html' } })).text();
const sitemapPaths = async () =>
  [...(await html('/sitemap.xml')).matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('GET /api/site-settings', () => {
  it("answers today's texts and figures until the bank saves others", async () => {
    const answer = await product.api.get<SiteSettings>('/api/site-settings');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(SITE_SETTINGS_DEFAULTS);
    expect(answer.body).toMatchObject({
      hero_title: 'Personalized Banking Services Just for You',
      years_of_experience: 100,
      employees: 10,
      hero_picture: null,
      internet_banking_url: '',
    });
    // The back office's read adds the version a save sends back: none before the settings are saved.
    expect((await product.api.get('/api/admin/site-settings', token)).body).toEqual({ ...answer.body, version: null });
  });

  it('is cached like every public read', async () => {
    await product.api.get('/api/site-settings');
    expect((await product.api.get('/api/site-settings')).headers.get('x-cache')).toBe('HIT');
  });
});

describe('PUT /api/admin/site-settings', () => {
  it('is for signed-in staff only, and so is the back office read', async () => {
    expect((await product.api.json('PUT', '/api/admin/site-settings', { hero_title: 'Hello' })).status).toBe(401);
    expect((await product.api.get('/api/admin/site-settings')).status).toBe(401);
  });

  it('refuses bad values with an error for each, and stores none of the good ones sent beside them', async () => {
    const refused = await save({
      hero_title: 'A title that would be fine',
      years_of_experience: 'a hundred',
      facebook_url: 'https://www.facebook.com/',
      android_app_url: 'https://example.com/bank.apk',
      careers_email: 'careers@',
      whatsapp_number: '98220',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      years_of_experience: 'Years of experience must be a whole number',
      facebook_url: "Give the address of the bank's own page on facebook.com, not the site's home page",
      android_app_url: 'Give an address on play.google.com',
      careers_email: 'E-mail for job applications must be a valid email',
      whatsapp_number: 'Give 11 to 15 digits, the country code first',
    });
    expect(await publicSettings()).toEqual(SITE_SETTINGS_DEFAULTS);
  });

  it('refuses a picture that is not one, by its bytes, and stores nothing with it', async () => {
    const before = (await product.api.get('/api/admin/activity?resource=site-settings', token)).body.results.length;
    const refused = await product.api.form(
      'PUT',
      '/api/admin/site-settings',
      { hero_title: 'Changed with a bad picture', hero_picture: fakeFiles.svgAsPng() },
      token,
    );
    expect(refused.status).toBe(415);
    expect(refused.body.errors).toHaveProperty('hero_picture');
    expect(await publicSettings()).toEqual(SITE_SETTINGS_DEFAULTS);
    expect((await product.api.get('/api/admin/activity?resource=site-settings', token)).body.results).toHaveLength(
      before,
    );
  });

  it('keeps the settings not sent, and answers all of them as saved', async () => {
    const saved = await save({ hero_title: 'Banking for every member', employees: '12' });
    expect(saved.status).toBe(200);
    const { version, ...settings } = saved.body;
    expect(settings).toEqual({ ...SITE_SETTINGS_DEFAULTS, hero_title: 'Banking for every member', employees: 12 });
    expect(version).toEqual(expect.any(String));
    expect(await publicSettings()).toEqual(settings);
    const again = await save({ banking_hours: '9.00 am to 5:30 pm' });
    expect(again.body).toMatchObject({
      hero_title: 'Banking for every member',
      employees: 12,
      banking_hours: '9.00 am to 5:30 pm',
    });
  });

  it('takes Devanagari digits on and off, as JSON or from a form, and refuses anything else', async () => {
    expect((await save({ devanagari_digits: true })).body).toMatchObject({ devanagari_digits: true });
    expect((await publicSettings()).devanagari_digits).toBe(true);
    const fromForm = await product.api.form('PUT', '/api/admin/site-settings', { devanagari_digits: 'false' }, token);
    expect(fromForm.body).toMatchObject({ devanagari_digits: false });
    expect((await save({ devanagari_digits: 'sometimes' })).body.errors).toEqual({
      devanagari_digits: 'Devanagari digits on Marathi and Hindi pages is on or off',
    });
    expect((await publicSettings()).devanagari_digits).toBe(false);
  });

  it('takes a picture from a form, serves it, and puts the drawing back when asked', async () => {
    const withPicture = await product.api.form(
      'PUT',
      '/api/admin/site-settings',
      { hero_picture: await imageFile('png', 'banner.png') },
      token,
    );
    expect(withPicture.status).toBe(200);
    const address = withPicture.body.hero_picture as string;
    expect(address).toMatch(/^\/uploads\/banner_\w+\.png$/);
    expect((await fetch(`${product.server.url}${address}`)).status).toBe(200);
    expect((await publicSettings()).hero_picture).toBe(address);

    const withoutPicture = await save({ hero_picture: null });
    expect(withoutPicture.body.hero_picture).toBeNull();
    expect((await publicSettings()).hero_picture).toBeNull();
    expect((await save({ hero_picture: 'https://elsewhere.example/banner.png' })).body.errors).toEqual({
      hero_picture: "Send a picture as a file, or nothing to use the site's own drawing",
    });
  });

  it('logs every save with the settings before and after, and restores the values before one', async () => {
    const before = (await publicSettings()).years_of_experience;
    await save({ years_of_experience: 101 });
    const [latest] = (await product.api.get('/api/admin/activity?resource=site-settings', token)).body
      .results as ActivityEntry[];
    expect(latest).toMatchObject({ resource: 'site-settings', record_label: 'Site settings', action: 'update' });
    expect(latest.changes).toEqual([{ field: 'years_of_experience', before, after: 101 }]);
    expect((await product.api.call('POST', `/api/admin/activity/${latest.id}/restore`, { token })).status).toBe(200);
    expect((await publicSettings()).years_of_experience).toBe(before);
  });
});

describe("'Restore this version' of a settings save", () => {
  it('needs the settings ability: an Approver is refused 403 and logged, now and while changes need approval', async () => {
    const before = (await publicSettings()).hero_button_link;
    await save({ hero_button_link: '/Contact' });
    const [latest] = (await product.api.get('/api/admin/activity?resource=site-settings', token)).body
      .results as ActivityEntry[];
    const approver = await product.api.login(DEMO_ACCOUNTS.staff.approver);
    const restoreAs = (who: string) =>
      product.api.call('POST', `/api/admin/activity/${latest.id}/restore`, { token: who });
    const approvals = (on: boolean) =>
      product.api.json('PUT', '/api/admin/approval-setting', { changes_need_approval: on }, token);
    const pendingCount = async () =>
      (await product.api.get('/api/admin/changes?status=pending', token)).body.pending_count as number;
    expect((await restoreAs(approver)).status).toBe(403);
    expect((await approvals(true)).status).toBe(200);
    // Refused when asked, not held for another's approval.
    const pending = await pendingCount();
    expect((await restoreAs(approver)).status).toBe(403);
    expect(await pendingCount()).toBe(pending);
    // Turning approvals off is itself a change another account approves.
    const off = await approvals(false);
    expect(off.status).toBe(202);
    const approved = await product.api.json(
      'POST',
      `/api/admin/changes/${off.body.change_request_id}/approve`,
      {},
      approver,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await publicSettings()).hero_button_link).toBe('/Contact');
    const [refusal] = (await product.api.get('/api/admin/activity?action=forbidden', token)).body.results;
    expect(refusal.record_label).toBe(
      `Approvers cannot change the site settings: restoring entry #${latest.id} (site-settings)`,
    );
    expect((await restoreAs(token)).status).toBe(200);
    expect((await publicSettings()).hero_button_link).toBe(before);
  });
});

describe('the Strapi panel', () => {
  it("refuses the settings a super-user enters there when the back office's rule would, and logs nothing", async () => {
    const panel = await product.api.panelSession();
    const entries = async () =>
      (await product.api.get('/api/admin/activity?resource=site-settings', token)).body.results.length;
    const before = await entries();
    const settings = await publicSettings();
    const refused = await panel.call('PUT', '/content-manager/single-types/api::site-setting.site-setting', {
      facebook_url: 'https://www.facebook.com/',
    });
    expect(refused.status).toBe(400);
    expect(await publicSettings()).toEqual(settings);
    expect(await entries()).toBe(before);
    const taken = await panel.call('PUT', '/content-manager/single-types/api::site-setting.site-setting', {
      holidays: 'Sundays and the holidays of the bank calendar',
    });
    expect(taken.status).toBe(200);
    expect((await publicSettings()).holidays).toBe('Sundays and the holidays of the bank calendar');
  });
});

describe('pages after a change', () => {
  it('show the new settings on the next request of every page, though each was cached', async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(10);
    // Each page twice: the second answer is the cached one, which the save must drop.
    for (const path of paths) {
      await html(path);
      await html(path);
    }
    await save({
      hero_title: 'Your neighbourhood bank since 1921',
      banking_hours: '8.45 am to 5:45 pm',
      internet_banking_url: 'https://netbanking.vishwasbank.in/login',
    });
    for (const path of paths) {
      const page = await html(path);
      expect({
        path,
        hours: page.includes('8.45 am to 5:45 pm'),
        internetBanking: page.includes('href="https://netbanking.vishwasbank.in/login"'),
      }).toEqual({ path, hours: true, internetBanking: true });
    }
    expect(await html('/')).toContain('<h1>Your neighbourhood bank since 1921</h1>');
  });

  it('write the rates of Marathi and Hindi pages in Devanagari digits while the bank asks for them, English in Latin', async () => {
    const devanagariRate = /[०-९]+\.[०-९]{2}%/;
    const latinRate = /\b\d+\.\d{2}%/;
    expect(await html('/mr/InterestRates')).toMatch(latinRate);
    await save({ devanagari_digits: true });
    try {
      for (const path of ['/mr/InterestRates', '/hi/InterestRates'])
        expect(await html(path), path).toMatch(devanagariRate);
      expect(await html('/InterestRates')).not.toMatch(devanagariRate);
    } finally {
      await save({ devanagari_digits: false });
    }
    expect(await html('/mr/InterestRates')).not.toMatch(devanagariRate);
  });
});

describe('the settings in Marathi and Hindi', () => {
  const TEXTS = ['hero_title', 'hero_text', 'hero_button_label', 'banking_hours', 'transaction_hours', 'holidays'];
  const translationPath = (locale: string) => `/api/admin/site-settings/translations/${locale}`;
  const saveTranslation = (locale: string, body: Record<string, unknown>) =>
    product.api.json('PUT', translationPath(locale), body, token);
  const inLocale = async (locale: string) =>
    (await product.api.get<SiteSettings>(`/api/site-settings?locale=${locale}`)).body;
  const raw = async (path: string) => {
    const response = await fetch(`${product.server.url}${path}`, { headers: { Accept: 'application/json' } });
    return { cache: response.headers.get('x-cache'), text: await response.text() };
  };
  const DEVANAGARI = /[\u0900-\u097F]/;

  beforeAll(async () => {
    // The English texts back to their defaults, as the form saves them, and no translation saved.
    await save(Object.fromEntries(TEXTS.map((name) => [name, SITE_SETTINGS_DEFAULTS[name as 'hero_title']])));
    for (const locale of ['mr', 'hi'])
      await saveTranslation(locale, Object.fromEntries(TEXTS.map((name) => [name, ''])));
  });

  it("answers each language's own default texts while the bank has saved none of its own, each saying its locale", async () => {
    for (const locale of ['mr', 'hi']) {
      const answer = await inLocale(locale);
      expect(answer.locales).toEqual(Object.fromEntries(TEXTS.map((name) => [name, locale])));
      for (const name of TEXTS) expect(answer[name as 'hero_title'], `${locale} ${name}`).toMatch(DEVANAGARI);
      // The figures and links are the English ones: one value for every language.
      expect(answer.years_of_experience).toBe((await publicSettings()).years_of_experience);
      expect(answer.hero_button_link).toBe((await publicSettings()).hero_button_link);
    }
    expect(await raw('/api/site-settings?locale=en')).toMatchObject({ text: (await raw('/api/site-settings')).text });
    expect(await publicSettings()).not.toHaveProperty('locales');
  });

  it('reads and writes a translation: saved texts answered, null where none; empty removes one', async () => {
    expect((await product.api.get(translationPath('mr'), token)).body).toEqual({
      locale: 'mr',
      ...Object.fromEntries(TEXTS.map((name) => [name, null])),
      // The settings' version, which a save of the language sends back (null until any is saved).
      version: (await product.api.get('/api/admin/site-settings', token)).body.version,
    });
    const saved = await saveTranslation('mr', {
      hero_title: '  सभासदांची आपली बँक  ',
      banking_hours: 'सकाळी 9.30 ते 5.00',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      locale: 'mr',
      hero_title: 'सभासदांची आपली बँक',
      banking_hours: 'सकाळी 9.30 ते 5.00',
      holidays: null,
    });
    expect((await product.api.get(translationPath('mr'), token)).body).toEqual(saved.body);
    expect((await inLocale('mr')).hero_title).toBe('सभासदांची आपली बँक');
    // Hindi is its own.
    expect((await product.api.get(translationPath('hi'), token)).body.hero_title).toBeNull();

    const removed = await saveTranslation('mr', { banking_hours: '' });
    expect(removed.body).toMatchObject({ hero_title: 'सभासदांची आपली बँक', banking_hours: null });
    const [entry] = (await product.api.get('/api/admin/activity?resource=site-settings', token)).body
      .results as ActivityEntry[];
    expect(entry).toMatchObject({ translation: 'mr', action: 'update' });
    expect(entry.changes).toEqual([{ field: 'banking_hours', before: 'सकाळी 9.30 ते 5.00', after: null }]);
  });

  it('refuses a text longer than in English with 400 naming it, and any other language with 404', async () => {
    const refused = await saveTranslation('hi', { hero_title: 'क'.repeat(121), holidays: 'रविवार' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ hero_title: 'Title must be at most 120 characters' });
    expect((await product.api.get(translationPath('hi'), token)).body.holidays).toBeNull();
    for (const locale of ['en', 'fr']) {
      expect((await product.api.get(translationPath(locale), token)).status).toBe(404);
      expect((await saveTranslation(locale, { hero_title: 'x' })).status).toBe(404);
    }
    expect((await product.api.json('PUT', translationPath('mr'), { hero_title: 'x' })).status).toBe(401);
  });

  it("shows the bank's own English text, marked English, where it saved one and no translation", async () => {
    await save({ holidays: 'Sundays and bank holidays only' });
    const marathi = await inLocale('mr');
    expect(marathi.holidays).toBe('Sundays and bank holidays only');
    expect(marathi.locales).toMatchObject({ holidays: 'en', hero_title: 'mr', hero_text: 'mr' });
    await saveTranslation('mr', { holidays: 'फक्त रविवार व बँकेच्या सुट्ट्या' });
    expect((await inLocale('mr')).locales?.holidays).toBe('mr');
    expect((await inLocale('hi')).locales?.holidays).toBe('en');
  });

  it('keeps the translated texts when English figures and links are saved later, and shows the new figures in every language', async () => {
    await saveTranslation('mr', { transaction_hours: 'सकाळी 10.00 ते दुपारी 3.00' });
    await save({ employees: 44, hero_button_link: '/Deposits' });
    const marathi = await inLocale('mr');
    expect(marathi).toMatchObject({
      employees: 44,
      hero_button_link: '/Deposits',
      transaction_hours: 'सकाळी 10.00 ते दुपारी 3.00',
      hero_title: 'सभासदांची आपली बँक',
    });
    expect((await product.api.get(translationPath('mr'), token)).body.transaction_hours).toBe(
      'सकाळी 10.00 ते दुपारी 3.00',
    );
    expect((await inLocale('hi')).employees).toBe(44);
  });

  it("drops only Marathi's answers and pages on a Marathi save, and every language's on an English one", async () => {
    const reads = ['/api/site-settings', '/api/site-settings?locale=mr', '/api/site-settings?locale=hi'];
    const pages = ['/', '/mr', '/hi'];
    const warm = async () => {
      for (const path of [...reads, ...pages]) {
        await raw(path);
        await raw(path);
      }
    };
    const states = async () =>
      Object.fromEntries(await Promise.all([...reads, ...pages].map(async (path) => [path, (await raw(path)).cache])));
    await warm();
    await saveTranslation('mr', { hero_title: 'आपल्या गावाची बँक' });
    expect(await states()).toEqual({
      '/api/site-settings': 'HIT',
      '/api/site-settings?locale=mr': 'MISS',
      '/api/site-settings?locale=hi': 'HIT',
      '/': 'HIT',
      '/mr': 'MISS',
      '/hi': 'HIT',
    });
    expect((await raw('/mr')).text).toContain('आपल्या गावाची बँक');
    await warm();
    await save({ employees: 45 });
    expect(Object.values(await states())).toEqual(Array(6).fill('MISS'));
  });

  it('holds a translation while changes need approval, showing its texts before and after, and applies it once approved', async () => {
    const approver = await product.api.login(DEMO_ACCOUNTS.staff.approver);
    const setApproval = (on: boolean) =>
      product.api.json('PUT', '/api/admin/approval-setting', { changes_need_approval: on }, token);
    expect((await setApproval(true)).status).toBe(200);
    try {
      const held = await saveTranslation('hi', { hero_button_label: 'और जानें' });
      expect(held.status, JSON.stringify(held.body)).toBe(202);
      expect((await inLocale('hi')).hero_button_label).not.toBe('और जानें');
      const change = (await product.api.get(`/api/admin/changes/${held.body.change_request_id}`, token)).body;
      expect(change).toMatchObject({
        kind: 'setting',
        resource: 'site-settings',
        record_label: 'Site settings (hi)',
        changes: [{ field: 'hero_button_label', before: null, after: 'और जानें' }],
      });
      const approved = await product.api.json(
        'POST',
        `/api/admin/changes/${held.body.change_request_id}/approve`,
        {},
        approver,
      );
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect((await inLocale('hi')).hero_button_label).toBe('और जानें');
      expect((await inLocale('mr')).hero_button_label).not.toBe('और जानें');
    } finally {
      await setApproval(false);
    }
  });
});
