import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  BANK,
  DEFAULT_LOCALE,
  ENQUIRY_REFERENCE_PATTERN,
  RESOURCE_RULES,
  SITE_LOCALES,
  emi,
  formatNumber,
  formatRupees,
} from '@bank/shared';
import { cleanPage, hydrated, launchBrowser, settled, watchRequests } from '@bank/testing/browser';
import { adminToken, startProduct, type RunningProduct } from '@bank/testing/product';
import { PUBLIC_PAGES } from '../src/app/public-pages';
import { localizedRead } from '../src/lib/api-paths';

// The public site as search engines, link previews and browsers without JavaScript meet it: the
// real product on a fresh seeded database, its pages fetched as HTML and opened in Chromium.
let product: RunningProduct;
let browser: Browser;

const ORIGIN = 'https://www.vishwas.example';
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

beforeAll(async () => {
  product = await startProduct({ env: { PUBLIC_ORIGIN: ORIGIN } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const api = async <T = Array<Record<string, unknown>>>(path: string): Promise<T> =>
  (await fetch(`${product.url}${path}`)).json() as Promise<T>;
const html = async (path: string) => {
  const answer = await fetch(`${product.url}${path}`, { redirect: 'manual' });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
};
/** The text of the server's HTML, tags removed and entities of quotes and ampersands read back. */
const textOf = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&amp;|&#38;/g, '&')
    .replace(/\s+/g, ' ');
const headOf = (page: string) => page.slice(0, page.indexOf('</head>'));
const metaContent = (page: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(page)?.[1];

const signIn = () => adminToken(product.url);

async function newPage(javaScriptEnabled = true): Promise<{ page: Page; console: string[] }> {
  const page = await cleanPage(browser, { javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  watchRequests(page);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  return { page, console: messages };
}

describe('pages rendered on the server', () => {
  it.each([
    ['/News', '/api/news', 'title'],
    ['/Deposits', '/api/deposits', 'name'],
    ['/Loan', '/api/loans', 'name'],
    ['/Services', '/api/services', 'name'],
    ['/Managements', '/api/management', 'name'],
    ['/Awards', '/api/awards', 'title'],
    ['/Career', '/api/jobs', 'designation'],
    ['/PublishedDocuments', '/api/documents', 'title'],
    ['/About', '/api/pages?slug=about-us', 'title'],
  ])('%s carries its records in the HTML, before any script runs', async (path, apiPath, field) => {
    const page = await html(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const records = await api(apiPath);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records.slice(0, 3)) expect(textOf(page.text)).toContain(String(record[field]));
  });

  it('gives every page a head of its own: title, description, canonical URL, OpenGraph and Twitter cards', async () => {
    const titles = new Set<string>();
    for (const { path } of PUBLIC_PAGES) {
      const page = await html(path);
      const head = headOf(page.text);
      expect(page.text).toMatch(/^<!doctype html>\s*<html lang="en">/);
      const title = /<title>([^<]+)<\/title>/.exec(head)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(metaContent(head, 'name', 'description')?.length, path).toBeGreaterThan(20);
      expect(head).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
      expect(metaContent(head, 'property', 'og:url')).toBe(`${ORIGIN}${path}`);
      expect(metaContent(head, 'property', 'og:image')).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(metaContent(head, 'name', 'twitter:card')).toBe('summary_large_image');
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
  });

  it('describes the bank with its offices as the branch records give them, in JSON-LD on Home and Contact only', async () => {
    const branches = await api<Array<{ address: string }>>('/api/branches');
    const settings = await api<Record<string, string>>('/api/site-settings');
    for (const path of ['/', '/ContactUs']) {
      const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec((await html(path)).text);
      const bank = JSON.parse(block![1]);
      expect(bank['@type']).toBe('BankOrCreditUnion');
      expect(
        bank.department.map((office: { address: { streetAddress: string } }) => office.address.streetAddress),
      ).toEqual(branches.map((branch) => branch.address));
      expect(bank.address.streetAddress).toBe('Vishwas Bhavan, 214 Karve Road, Kothrud, Pune 411038, Maharashtra');
      expect(bank.telephone).toBe('020-2545 6700');
      expect(bank.department[0].telephone).toContain('020-2545 6700');
      expect(bank.sameAs).toEqual([
        settings.facebook_url,
        settings.youtube_url,
        settings.linkedin_url,
        settings.instagram_url,
      ]);
      expect(bank.openingHoursSpecification[0].opens).toBe('09:30');
    }
    expect((await html('/News')).text).not.toContain('application/ld+json');
  });

  it('answers an unknown path 404 with the Page Not Found screen, and old or other spellings with a 301', async () => {
    const missing = await html('/No/such/page');
    expect(missing.status).toBe(404);
    expect(textOf(missing.text)).toContain('Page Not Found');
    expect(headOf(missing.text)).toContain('<meta name="robots" content="noindex">');
    expect((await html('/Awards/987654')).status).toBe(404);
    for (const [from, to] of [
      ['/Management', '/Managements'],
      ['/news', '/News'],
      ['/Deposits/', '/Deposits'],
      ['/Management?from=menu', '/Managements?from=menu'],
    ]) {
      const answer = await html(from);
      expect([from, answer.status, answer.headers.get('location')]).toEqual([from, 301, to]);
    }
  });

  it('gives each award and job an address of its own, in the sitemap', async () => {
    const [award] = await api('/api/awards');
    const [job] = await api('/api/jobs');
    const awardPage = await html(`/Awards/${award.id}`);
    expect(awardPage.status).toBe(200);
    expect(textOf(awardPage.text)).toContain(String(award.description).slice(0, 80));
    expect(awardPage.text).toContain('role="dialog"');
    expect(headOf(awardPage.text)).toContain(`<title>${award.title} | Vishwas Co-operative Urban Bank Ltd.</title>`);
    const jobPage = await html(`/Career/${job.id}`);
    expect(textOf(jobPage.text)).toContain(String(job.description).slice(0, 80));

    const sitemap = await html('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(sitemap.text).toContain(`<loc>${ORIGIN}/Awards/${award.id}</loc>`);
    expect(sitemap.text).toContain(`<loc>${ORIGIN}/Career/${job.id}</loc>`);
  });

  it('serves robots.txt and a sitemap of every public route with the date its newest record changed', async () => {
    const robots = await html('/robots.txt');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /AdminLogin',
      'Disallow: /AdminSetPassword',
      'Disallow: /AdminPage',
      'Disallow: /admin',
      'Disallow: /api/admin',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    ])
      expect(robots.text).toContain(line);

    const sitemap = (await html('/sitemap.xml')).text;
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => found[1].slice(ORIGIN.length));
    expect(locations).toEqual(expect.arrayContaining(PUBLIC_PAGES.map(({ path }) => path)));
    // Every list resource is shown on a page of the site, and that page is in the sitemap.
    for (const rule of Object.values(RESOURCE_RULES)) {
      const showing = PUBLIC_PAGES.filter(({ reads }) => reads.includes(`/api/${rule.path}`)).map(({ path }) => path);
      expect(showing, `a page showing /api/${rule.path}`).not.toEqual([]);
      expect(locations).toEqual(expect.arrayContaining(showing));
    }
    expect(locations).not.toContain('/Management');
    expect(sitemap).toMatch(new RegExp(`<loc>${ORIGIN}/News</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
  });

  it('shows a back-office edit on the next page request', async () => {
    const token = await signIn();
    const before = await html('/Deposits');
    expect(before.headers.get('x-cache')).toMatch(/HIT|MISS/);
    const again = await fetch(`${product.url}/Deposits`);
    expect(again.headers.get('x-cache')).toBe('HIT');

    const form = new FormData();
    form.append('name', 'Tax Saver Deposit 2026');
    form.append('details', 'Five years, with a tax deduction under section 80C.');
    form.append('interest_rate', '7.1');
    form.append('image', new Blob([Buffer.from(ONE_PIXEL_PNG, 'base64')], { type: 'image/png' }), 'tax-saver.png');
    const created = await fetch(`${product.url}/api/admin/deposits`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status, await created.clone().text()).toBe(201);

    const after = await html('/Deposits');
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(textOf(after.text)).toContain('Tax Saver Deposit 2026');
    const { id } = (await created.json()) as { id: number };
    expect(
      (
        await fetch(`${product.url}/api/admin/deposits/${id}`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(204);
    expect(textOf((await html('/Deposits')).text)).not.toContain('Tax Saver Deposit 2026');
  });
});

describe('in the browser', () => {
  it.each([...PUBLIC_PAGES.map(({ path }) => path), '/No/such/page'])(
    'hydrates %s without a React warning or error',
    async (path) => {
      const { page, console } = await newPage();
      await page.goto(`${product.url}${path}`);
      await settled(page);
      // Hydrated (whole, or Home in its islands): React has attached its handlers to the server's
      // HTML, and the page still shows it.
      await hydrated(page);
      expect(await page.locator('main h1').count()).toBe(1);
      expect(await page.title()).toBe(textOf(/<title>([^<]+)<\/title>/.exec((await html(path)).text)![1]).trim());
      // The unknown path's own answer is a 404, which Chromium reports on the console.
      expect(console.filter((message) => !(path === '/No/such/page' && message.includes('404 (Not Found)')))).toEqual(
        [],
      );
      await page.close();
    },
  );

  it('hydrates Home in its islands on a first visit, in every language, without the router or SWR', async () => {
    for (const locale of SITE_LOCALES) {
      const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
      const { page, console } = await newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${product.url}${prefix || '/'}`);
      await settled(page);
      await hydrated(page);
      const islands = await page.evaluate(() => ({
        root: document.getElementById('root')!.hasAttribute('data-hydrate-islands'),
        taken: Array.from(document.querySelectorAll('[data-island]'), (island) => [
          island.getAttribute('data-island'),
          Object.keys(island).some((key) => key.startsWith('__reactContainer')),
        ]),
      }));
      expect([locale, islands]).toEqual([
        locale,
        {
          root: true,
          taken: [
            ['header', true],
            ['home-loans', true],
            ['home-figures', true],
            ['home-gallery', true],
            ['language-offer', true],
          ],
        },
      ]);
      // The router and SWR are a page hydrated whole's (the build's `router` chunk): Home fetched none of it.
      expect(scripts.filter((script) => /\/assets\/(router|main)-/.test(script))).toEqual([]);
      expect(console).toEqual([]);
      await page.close();
    }
  });

  it("follows Home's links by loading their pages, which hydrate whole and take a visitor back to Home inside the app", async () => {
    const { page, console } = await newPage();
    await page.goto(`${product.url}/`);
    await settled(page);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { visitMark: 'first page' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT US' }).click();
    await page.waitForURL(/\/About$/);
    await settled(page);
    await hydrated(page);
    // A page of its own: the document was loaded, and it hydrated whole, with the router.
    expect(await page.evaluate(() => 'visitMark' in window)).toBe(false);
    expect(await page.evaluate(() => document.getElementById('root')!.hasAttribute('data-hydrate-islands'))).toBe(
      false,
    );
    await page.evaluate(() => Object.assign(window, { visitMark: 'About' }));
    await page.getByRole('link', { name: `${BANK.name} home` }).click();
    await page.waitForURL(`${product.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Back to Home inside the app: no document loaded, Home drawn by the router's app.
    expect(await page.evaluate(() => (window as unknown as { visitMark?: string }).visitMark)).toBe('About');
    expect(await page.getByRole('region', { name: 'Loan Schemes' }).isVisible()).toBe(true);
    expect(console).toEqual([]);
    await page.close();
  });

  it('without JavaScript: every menu entry is a link that works, and an award opens at its own address', async () => {
    const { page } = await newPage(false);
    await page.goto(`${product.url}/`);
    const links = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((anchors) => [...new Set(anchors.map((anchor) => anchor.getAttribute('href')!))]);
    expect(links).toEqual(
      expect.arrayContaining(PUBLIC_PAGES.filter((entry) => entry.menu || entry.footer).map(({ path }) => path)),
    );
    for (const link of links) expect([link, (await fetch(`${product.url}${link}`)).status]).toEqual([link, 200]);

    const [award] = await api('/api/awards');
    await page.goto(`${product.url}/Awards`);
    await page.getByRole('link', { name: String(award.title) }).click();
    await page.waitForURL(`${product.url}/Awards/${award.id}`);
    await page
      .getByRole('dialog', { name: String(award.title) })
      .getByText(String(award.description).slice(0, 40))
      .waitFor();
    await page.close();
  });

  it('without JavaScript: Home shows its real figures and its gallery in every language, and Read More opens the whole text', async () => {
    const settings = await api<{ years_of_experience: number; employees: number }>('/api/site-settings');
    const branches = (await api('/api/branches')).length;
    const { page } = await newPage(false);
    for (const locale of SITE_LOCALES) {
      await page.goto(`${product.url}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/`);
      // The figures the count-up would reach, never its starting 0.
      const style = { locale };
      expect([locale, await page.locator('.figure__value').allTextContents()]).toEqual([
        locale,
        [
          `${formatNumber(settings.years_of_experience, style)}+`,
          formatNumber(settings.employees, style),
          formatNumber(branches, style),
        ],
      ]);
      // The gallery's first six pictures, named in the page's language where the record is translated.
      const gallery = (await api(localizedRead('/api/gallery', locale))).slice(0, 6).map((item) => String(item.name));
      expect(
        await page
          .locator('.home-gallery img')
          .evaluateAll((pictures) => pictures.map((picture) => picture.getAttribute('alt'))),
      ).toEqual(gallery);
    }

    await page.goto(`${product.url}/News`);
    const text = page.locator('.card__text.clamped').first();
    const toggle = page.locator('.read-more > summary').first();
    // Cut to three lines: more text than the box shows.
    const cut = () => text.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    expect(await cut()).toBe(true);
    expect(await toggle.innerText()).toBe('Read More');
    await toggle.click();
    expect(await cut()).toBe(false);
    expect(await toggle.innerText()).toBe('Read Less');
    await toggle.click();
    expect(await cut()).toBe(true);
    await page.close();
  });

  it('without JavaScript: a calculator answers its form with the figures for what was typed, in each language', async () => {
    const { page } = await newPage(false);
    for (const locale of ['en', 'mr'] as const) {
      await page.goto(`${product.url}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/Calculators`);
      const emiSection = page.locator('#emi');
      await emiSection.locator('#emi-amount').fill('5,00,000');
      await emiSection.locator('#emi-rate').fill('9');
      await emiSection.locator('#emi-tenure').fill('120');
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('emi-amount=')),
        emiSection.getByRole('button', { name: locale === 'en' ? 'Calculate' : 'गणना करा' }).click(),
      ]);
      // A page for one visitor's figures: never kept by a cache.
      expect(answer.headers()['cache-control']).toBe('no-store');
      await page.waitForURL(/#emi$/);
      const { instalment, totalInterest } = emi({ principal: 500_000, annualRate: 9, months: 120 });
      expect([locale, await emiSection.locator('.calculator__result dd').allTextContents()]).toEqual([
        locale,
        [formatRupees(instalment, { locale }), formatRupees(totalInterest, { locale }), expect.any(String)],
      ]);
      expect(await emiSection.locator('#emi-amount').inputValue()).toBe('5,00,000');
    }
    await page.close();
  });

  it('without JavaScript: the MORE list closes on a click elsewhere, as it does with JavaScript', async () => {
    const { page } = await newPage(false);
    await page.goto(`${product.url}/Deposits`);
    const more = page.locator('.nav--desktop .nav__more-details');
    await more.locator('summary').click();
    expect(await more.getAttribute('open')).toBe('');
    // A click on the page's heading, well away from the list.
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    await page.mouse.click(heading.x + 5, heading.y + heading.height / 2);
    expect(await more.getAttribute('open')).toBeNull();
    // Opened again, its links are followed.
    await more.locator('summary').click();
    await more.getByRole('link', { name: 'CALCULATORS' }).click();
    await page.waitForURL(`${product.url}/Calculators`);
    await page.close();
  });

  it("Home's service cards and loan schemes lead to their pages, the Mortgage Service to the housing loan's card", async () => {
    const { page } = await newPage(false);
    for (const locale of SITE_LOCALES) {
      const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
      await page.goto(`${product.url}${prefix}/`);
      const tiles = await page
        .locator('.service-card a, .loan-fallback a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect([locale, tiles]).toEqual([
        locale,
        [
          `${prefix}/Loan#housing-loan`,
          `${prefix}/Services`,
          `${prefix}/Services`,
          `${prefix}/Services`,
          ...['housing-loan', 'gold-loan', 'vehicle-loan', 'agricultural-loan'].map((id) => `${prefix}/Loan#${id}`),
        ],
      ]);
      // Each fragment is the card of the scheme it names, in the page's language.
      const loans = await api(localizedRead('/api/loans', locale));
      await page.goto(`${product.url}${prefix}/Loan`);
      for (const [id, scheme] of [
        ['housing-loan', 'Housing Loan'],
        ['gold-loan', 'Gold Loan'],
        ['vehicle-loan', 'Vehicle Loan'],
        ['agricultural-loan', 'Agricultural Loan'],
      ]) {
        const card = loans.find((loan) => loan.rate_product === scheme)!;
        expect(await page.locator(`[id="${id}"] h2`).textContent()).toBe(card.name);
      }
    }
    await page.close();
  });

  it('without JavaScript: the contact form answers with its errors and keeps what was typed, then sends', async () => {
    const { page } = await newPage(false);
    await page.goto(`${product.url}/ContactUs`);
    await page.getByLabel('Name').fill('Sunita Kulkarni');
    await page.getByLabel('Email').fill('sunita@example.com');
    await page.getByLabel('Phone').fill('12');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Invalid Phone Number!').waitFor();
    await page.getByText('Please enter your subject').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Sunita Kulkarni');

    await page.getByLabel('Phone').fill('9822012345');
    await page.getByLabel('Subject').fill('Locker availability at Kothrud');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you for contacting us. We will get back to you soon...!').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    const reference = /Your enquiry reference is (ENQ-\S+)\./.exec(
      (await page.getByRole('status').textContent()) ?? '',
    )?.[1];
    // The page opens on the confirmation, not at its top with the confirmation below the fold.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    expect(await page.getByRole('status').boundingBox()).toMatchObject({ y: expect.any(Number) });
    expect((await page.getByRole('status').boundingBox())!.y).toBeLessThan(900);

    const inbox = await (
      await fetch(`${product.url}/api/admin/contactus`, { headers: { Authorization: `Bearer ${await signIn()}` } })
    ).json();
    expect(inbox[0]).toMatchObject({
      name: 'Sunita Kulkarni',
      email: 'sunita@example.com',
      phone: '9822012345',
      subject: 'Locker availability at Kothrud',
      reference,
    });
    expect(reference).toMatch(ENQUIRY_REFERENCE_PATTERN);
    await page.close();
  });

  it("loads the contact form's code after the page: the head preloads the page's chunk, not the form's", async () => {
    const head = (await (await fetch(`${product.url}/ContactUs`)).text()).split('</head>')[0];
    expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/contact-page-[\w-]+\.js">/);
    expect(head).not.toContain('contact-form-');
    const { page } = await newPage();
    // React asks for it when it comes to hydrate the form's boundary, which may be after the page
    // has settled on a busy machine: waited for, not looked up.
    const formCode = page.waitForRequest((request) =>
      /^\/assets\/contact-form-[\w-]+\.js$/.test(new URL(request.url()).pathname),
    );
    await page.goto(`${product.url}/ContactUs`);
    await settled(page);
    await formCode;
    await page.close();
  });

  it('with JavaScript: a failed send says why in an error toast and keeps what was typed', async () => {
    const { page } = await newPage();
    await page.route('**/api/contactus', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many requests, please try again later.' }),
      }),
    );
    await page.goto(`${product.url}/ContactUs`);
    await settled(page);
    await page.getByLabel('Name').fill('Ramesh Patil');
    await page.getByLabel('Email').fill('ramesh@example.com');
    await page.getByLabel('Phone').fill('9822012346');
    await page.getByLabel('Subject').fill('Gold loan rates');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').filter({ hasText: 'Too many requests, please try again later.' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Ramesh Patil');

    await page.route('**/api/contactus', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your enquiry could not be sent. Please check your connection and try again.' })
      .waitFor();
    expect(await page.getByLabel('Subject').inputValue()).toBe('Gold loan rates');
    await page.close();
  });
});
