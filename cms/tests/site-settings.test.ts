// The site settings: Home's banner and figures, hours and contacts, social pages, internet banking
// and app links. Their defaults are the site's texts as the spec has them; a save is checked whole
// (nothing stored when any value is refused), logged, and shown on the next request of every page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SETTINGS_DEFAULTS, type ActivityEntry, type SiteSettings } from '@bank/shared';
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
    expect((await product.api.get('/api/admin/site-settings', token)).body).toEqual(answer.body);
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
    expect(saved.body).toEqual({ ...SITE_SETTINGS_DEFAULTS, hero_title: 'Banking for every member', employees: 12 });
    expect(await publicSettings()).toEqual(saved.body);
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
