import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SITE_SETTINGS_DEFAULTS, SITE_VALUE_SETTINGS, type SiteSettings } from '@bank/shared';
import { accessibilityViolations, hydrated, launchBrowser, openPage } from '@bank/testing/browser';
import { adminToken, productForTestFile, type RunningProduct } from '@bank/testing/product';

// What a visitor sees of the back office's site settings: Home's banner and figures, the header's
// internet banking and the footer's social icons, app links and hours, on the next request, in the
// server's HTML and in the browser. The real product on a fresh seeded database.
let product: RunningProduct;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [product, browser] = await Promise.all([productForTestFile(), launchBrowser()]);
  token = await adminToken(product.url);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1440, height: 900 };
/** Long enough for a screen's chunk and its data to arrive on a busy machine. */
const SETTLED = { timeout: 15_000 };

/** A photograph of the seeded demo content: 3:2, wider than the drawing's 4:3 box. */
const PHOTO = readFileSync(
  new URL('../../scripts/seed-assets/images/gallery-branch-inauguration.jpg', import.meta.url),
);

/** What the bank changes in the back office: every group of settings, two social pages emptied, the others too in the second step. */
const CHANGES = {
  hero_title: 'Banking that knows Pune by name',
  hero_text: 'Open a savings account in ten minutes at any of our eleven branches, with a passbook the same day.',
  hero_button_label: 'Open an account',
  hero_button_link: '/ContactUs',
  years_of_experience: 105,
  employees: 240,
  banking_hours: '10:00 am to 6:00 pm',
  transaction_hours: '10:00 am to 5:00 pm',
  holidays: 'Every Sunday, the 2nd and 4th Saturday and bank holidays',
  facebook_url: '',
  youtube_url: '',
  internet_banking_url: 'https://netbanking.vishwasbank.in/login',
  android_app_url: 'https://play.google.com/store/apps/details?id=in.vishwasbank.mobile',
  ios_app_url: 'https://apps.apple.com/in/app/vishwas-bank/id1234567890',
} satisfies Partial<SiteSettings>;

/** The back office's Save: multipart with the picture, or JSON. Answers the saved settings. */
async function saveSettings(body: FormData | Record<string, unknown>): Promise<SiteSettings> {
  const json = !(body instanceof FormData);
  const answer = await fetch(`${product.url}/api/admin/site-settings`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : body,
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as SiteSettings;
}

const html = async (path: string) => (await fetch(`${product.url}${path}`)).text();
/** The text of the server's HTML, scripts and tags removed (React's markers between texts without a space), quotes and ampersands read back. */
const textOf = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&amp;|&#38;/g, '&')
    .replace(/\s+/g, ' ');

/** The figures as a screen reader hears them (the shown ones count up), by label. */
const figures = (page: Page) =>
  page
    .locator('.figures .figure')
    .evaluateAll((items) =>
      Object.fromEntries(
        items.map((item) => [
          item.querySelector('.figure__label')?.textContent,
          item.querySelector('.visually-hidden')?.textContent,
        ]),
      ),
    );

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The internet banking link where the visitor finds it: top right on a wide screen, in the phone menu on a phone. */
async function internetBanking(page: Page, viewport: typeof LAPTOP) {
  if (viewport === PHONE) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Internet Banking (opens in a new tab)' });
  }
  return page.getByRole('banner').getByRole('link', { name: 'Internet Banking (opens in a new tab)' });
}

describe('the site settings, as a visitor sees them', () => {
  it("shows the spec's texts and figures, the drawing and the four social pages before the bank saves anything", async () => {
    expect(await (await fetch(`${product.url}/api/site-settings`)).json()).toEqual(SITE_SETTINGS_DEFAULTS);
    const branches = ((await (await fetch(`${product.url}/api/branches`)).json()) as unknown[]).length;

    const home = textOf(await html('/'));
    expect(home).toContain('Personalized Banking Services Just for You');
    expect(home).toContain('100+ Years of experience');
    expect(home).toContain('10 Experienced employees');
    expect(home).not.toContain('Internet Banking');
    expect(home).not.toContain('Bank online');

    for (const viewport of [LAPTOP, PHONE]) {
      const { page, problems } = await openPage(browser, `${product.url}/`, { viewport });
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Personalized Banking Services Just for You',
      );
      const hero = page.locator('section.hero');
      expect(await hero.getByRole('link', { name: 'read more about the bank' }).getAttribute('href')).toBe('/About');
      expect(await hero.locator('img.hero__art').getAttribute('src')).toMatch(/^data:image\/svg\+xml|hero.*\.svg$/);
      expect(await figures(page)).toEqual({
        'Years of experience': '100+',
        'Experienced employees': '10',
        Branches: String(branches),
      });
      expect(
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: /^VCUB on / })
          .count(),
      ).toBe(4);
      expect(await page.getByRole('link', { name: /Internet Banking/ }).count()).toBe(0);
      await expect(page.getByRole('region', { name: 'Banking hours' }).textContent()).resolves.toContain(
        'Banking: 9.30 am to 5:00 pm',
      );
      expect(await fitsWidth(page)).toBe(true);
      expect(await accessibilityViolations(page), `${viewport.width} px`).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it("shows the bank's changes on the next request, in the server's HTML and in the browser, and the defaults again once restored", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(CHANGES)) form.append(name, String(value));
    form.append('hero_picture', new Blob([PHOTO], { type: 'image/jpeg' }), 'branch-front.jpg');
    const saved = await saveSettings(form);
    expect(saved).toMatchObject(CHANGES);
    expect(saved.hero_picture).toMatch(/^\/uploads\/[^/]+\.jpe?g$/);
    // Every page's HTML and the public answer were dropped by the write. The back office's answer
    // also carries the settings' version, which an edit sends back; the public one does not.
    const { version, ...publicSettings } = saved as typeof saved & { version?: string };
    expect(version).toEqual(expect.any(String));
    expect(await (await fetch(`${product.url}/api/site-settings`)).json()).toEqual(publicSettings);

    try {
      // Server-rendered: what a search engine or a browser without scripts reads.
      const page = await html('/');
      const home = textOf(page);
      expect(home).toContain(CHANGES.hero_title);
      expect(home).not.toContain('Personalized Banking Services Just for You');
      expect(home).toContain(CHANGES.hero_text);
      expect(home).toContain('105+ Years of experience');
      expect(home).toContain('240 Experienced employees');
      expect(page).toMatch(/<a class="button button--accent" href="\/ContactUs"[^>]*>Open an account<\/a>/);
      expect(page).toContain(
        `src="/uploads/medium_${saved.hero_picture!.slice('/uploads/'.length).replace(/\.\w+$/, '')}.webp"`,
      );
      expect(page).toContain(`href="${CHANGES.internet_banking_url}"`);
      expect(page).toContain(`href="${CHANGES.android_app_url}"`);
      expect(page).toContain(`href="${CHANGES.ios_app_url}"`);
      expect(home).toContain(`Banking: ${CHANGES.banking_hours}`);
      expect(home).toContain(`Holidays: ${CHANGES.holidays}.`);
      expect(page).not.toContain('VCUB on Facebook');
      expect(page).toContain('VCUB on LinkedIn');
      expect(textOf(await html('/ContactUs'))).toContain(
        `Banking hours ${CHANGES.banking_hours}; transactions ${CHANGES.transaction_hours}. Closed on ${CHANGES.holidays}.`,
      );

      for (const viewport of [LAPTOP, PHONE]) {
        const { page, problems } = await openPage(browser, `${product.url}/`, { viewport });
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(CHANGES.hero_title);
        const hero = page.locator('section.hero');
        await expect(hero.locator('.hero__lead').textContent()).resolves.toBe(CHANGES.hero_text);
        expect(await hero.getByRole('link', { name: 'Open an account', exact: true }).getAttribute('href')).toBe(
          '/ContactUs',
        );
        // The photograph, loaded, fills the drawing's 4:3 box (cropped, not squeezed).
        const picture = hero.locator('img.hero__art');
        await picture.scrollIntoViewIfNeeded();
        await page.waitForFunction(
          () => (document.querySelector<HTMLImageElement>('img.hero__art')?.naturalWidth ?? 0) > 0,
          null,
          SETTLED,
        );
        const box = await picture.evaluate((image: HTMLImageElement) => ({
          width: image.clientWidth,
          height: image.clientHeight,
          fit: getComputedStyle(image).objectFit,
          alt: image.alt,
          source: image.currentSrc,
        }));
        expect(box.height / box.width).toBeCloseTo(420 / 560, 2);
        expect(box.fit).toBe('cover');
        expect(box.alt).toBe('');
        expect(box.source).toMatch(/\/uploads\//);
        expect(await figures(page)).toMatchObject({ 'Years of experience': '105+', 'Experienced employees': '240' });

        const footer = page.getByRole('contentinfo');
        expect(
          await footer
            .getByRole('link', { name: /^VCUB on / })
            .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label'))),
        ).toEqual(['VCUB on LinkedIn (opens in a new tab)', 'VCUB on Instagram (opens in a new tab)']);
        const online = footer.getByRole('region', { name: 'Bank online' });
        expect(
          await online
            .getByRole('link')
            .evaluateAll((links) =>
              links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
            ),
        ).toEqual([
          ['Internet Banking (opens in a new tab)', CHANGES.internet_banking_url, '_blank'],
          ['Android app (opens in a new tab)', CHANGES.android_app_url, '_blank'],
          ['iPhone app (opens in a new tab)', CHANGES.ios_app_url, '_blank'],
        ]);
        await expect(footer.getByRole('region', { name: 'Banking hours' }).textContent()).resolves.toContain(
          `Transactions: ${CHANGES.transaction_hours}`,
        );

        const banking = await internetBanking(page, viewport);
        await banking.waitFor({ state: 'visible' });
        expect(await banking.getAttribute('href')).toBe(CHANGES.internet_banking_url);
        expect(await banking.getAttribute('rel')).toBe('noopener noreferrer');
        expect(await fitsWidth(page), `${viewport.width} px fits without a sideways scroll`).toBe(true);
        expect(await accessibilityViolations(page), `${viewport.width} px`).toEqual([]);
        if (viewport === PHONE) await page.keyboard.press('Escape');
        else {
          // The band and the bar side by side: the menu, CONTACT US and the internet banking all on one screen width.
          const contact = await page.getByRole('banner').getByRole('link', { name: 'CONTACT US' }).boundingBox();
          const link = await banking.boundingBox();
          expect(link!.y + link!.height).toBeLessThanOrEqual(contact!.y);
          expect(link!.x + link!.width).toBeLessThanOrEqual(viewport.width);
        }
        expect(problems).toEqual([]);
        await page.close();
      }

      // Every social page emptied: no icons at all, in the footer or the banner.
      await saveSettings({ linkedin_url: '', instagram_url: '' });
      const { page: bare, problems } = await openPage(browser, `${product.url}/`, { viewport: LAPTOP });
      await hydrated(bare);
      expect(await bare.locator('ul.social').count()).toBe(0);
      expect(await bare.getByRole('link', { name: /^VCUB on / }).count()).toBe(0);
      expect(await accessibilityViolations(bare)).toEqual([]);
      expect(problems).toEqual([]);
      await bare.close();
    } finally {
      // Back to today's texts: the value settings as declared, and the drawing.
      const defaults = Object.fromEntries(SITE_VALUE_SETTINGS.map((name) => [name, SITE_SETTINGS_DEFAULTS[name]]));
      expect(await saveSettings({ ...defaults, hero_picture: null })).toEqual({
        ...SITE_SETTINGS_DEFAULTS,
        version: expect.any(String),
      });
    }

    const restored = textOf(await html('/'));
    expect(restored).toContain('Personalized Banking Services Just for You');
    expect(restored).toContain('100+ Years of experience');
    expect(restored).not.toContain('Internet Banking');
    expect(await html('/')).toContain('VCUB on Facebook');
  });
});

/** A rate as a page writes it: 7.50% in Latin digits, ७.५०% in Devanagari. */
const LATIN_RATE = /\b\d+\.\d{2}%/;
const DEVANAGARI_RATE = /[०-९]+\.[०-९]{2}%/;

describe('Devanagari digits, as a visitor sees them', () => {
  it('writes a Marathi page’s rates in Devanagari digits while the bank asks for them, English always in Latin', async () => {
    expect(textOf(await html('/mr/InterestRates'))).not.toMatch(DEVANAGARI_RATE);
    try {
      expect(await saveSettings({ devanagari_digits: true })).toMatchObject({ devanagari_digits: true });
      // The server's HTML, then the browser's page once React has taken it over (a mismatch would be a problem).
      expect(textOf(await html('/mr/InterestRates'))).toMatch(DEVANAGARI_RATE);
      expect(textOf(await html('/hi/InterestRates'))).toMatch(DEVANAGARI_RATE);
      const english = textOf(await html('/InterestRates'));
      expect(english).toMatch(LATIN_RATE);
      expect(english).not.toMatch(DEVANAGARI_RATE);

      const { page, problems } = await openPage(browser, `${product.url}/mr/InterestRates`, { viewport: LAPTOP });
      await hydrated(page);
      // The deposits' table is all figures (a charge's own note, a record's text, stays as the bank wrote it).
      const firstTable = page.getByRole('table').first();
      await expect(firstTable.textContent()).resolves.toMatch(DEVANAGARI_RATE);
      expect(await firstTable.textContent()).not.toMatch(LATIN_RATE);
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      expect(await saveSettings({ devanagari_digits: false })).toMatchObject({ devanagari_digits: false });
    }
    expect(textOf(await html('/mr/InterestRates'))).not.toMatch(DEVANAGARI_RATE);
  });
});
