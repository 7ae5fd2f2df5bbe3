import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accessibilityViolations, launchBrowser, openPage, settled, watchRequests } from '@bank/testing/browser';
import { adminToken, startProduct, type RunningProduct } from '@bank/testing/product';
import { BANK, SITE_SETTINGS_DEFAULTS, SITE_SETTINGS_TRANSLATED_INITIALS, formatDate } from '@bank/shared';
import { PUBLIC_PAGES } from '../src/app/public-pages';

// The public site in Marathi and Hindi (/mr/…, /hi/…): the real product on a fresh seeded database,
// every public route opened in Chromium in each language, the switch between them, the head and the
// sitemap that tell search engines of them, the note on pages whose records are still English, and
// the forms answering in Marathi with and without JavaScript.
let product: RunningProduct;
let browser: Browser;
const ORIGIN = 'https://www.vishwas.example';

beforeAll(async () => {
  product = await startProduct({ env: { PUBLIC_ORIGIN: ORIGIN } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const open = (path: string, options?: Parameters<typeof openPage>[2]) =>
  openPage(browser, `${product.url}${path}`, options);
const DEVANAGARI = /[\u0900-\u097F]/;
/** Every public page by its address, a record's address for those with records of their own. */
const ROUTES = PUBLIC_PAGES.map((page) => page.path);
const prefixed = (locale: string, path: string) => (path === '/' ? `/${locale}` : `/${locale}${path}`);

/**
 * What a Marathi or Hindi page may show in Latin letters outside lang="en": the bank's name, the
 * names others write only so, the short forms banks use in every language, e-mail and web addresses.
 */
const LATIN_ALLOWED_WORDS = new Set(
  'Vishwas VCUB NEFT RTGS IMPS CTS IFSC MICR UPI KYC PAN ATM SMS RuPay RBI DICGC UDGAM DEA NPA MSME GST STD IT FD RD EMI PDF OTP PIN CVV QR ID JAIIB CAIIB x WhatsApp Facebook Instagram YouTube LinkedIn X OpenStreetMap'.split(
    ' ',
  ),
);
const LATIN_ALLOWED_PHRASES = [
  BANK.name,
  /\S+@\S+\.\w+/g,
  /(https?:\/\/|www\.)\S+/g,
  /\b[\w-]+(\.[\w-]+)+\.(in|com|org)\b/g,
];

async function untranslatedTextOf(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement!;
      if (!/[A-Za-z]/.test(text) || element.closest('script, style, noscript, template')) continue;
      if (/^en\b/.test(element.closest('[lang]')?.getAttribute('lang') ?? '')) continue;
      found.push(text);
    }
    // The tab's title too.
    found.push(document.title);
    return found;
  });
  const latinWords = (text: string) =>
    LATIN_ALLOWED_PHRASES.reduce<string>((rest, phrase) => rest.replaceAll(phrase, ' '), text).match(/[A-Za-z]+/g) ??
    [];
  // Roman numerals are numbers ('Scale II officer').
  const allowed = (word: string) => LATIN_ALLOWED_WORDS.has(word) || /^[IVX]+$/.test(word);
  return texts.filter((text) => !latinWords(text).every(allowed));
}

describe.each(['mr', 'hi'])('every public route in %s', (locale) => {
  it.each(ROUTES)(
    `%s renders in ${locale} with Devanagari interface text, no page error, CSP or axe violation`,
    async (path) => {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 360, height: 740 },
      ]) {
        const { page, problems } = await open(prefixed(locale, path), { viewport });
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        const heading = await page.getByRole('main').getByRole('heading', { level: 1 }).first().textContent();
        // The page's own title is the interface's, unless a page record of the bank's names it.
        const interfaceText = await page
          .getByRole('contentinfo')
          .getByRole('heading')
          .first()
          .evaluate((node) => node.closest('footer')!.textContent);
        expect(interfaceText).toMatch(DEVANAGARI);
        if (viewport.width === 1440) {
          // No Devanagari spaced apart: its headline bar would break.
          expect(
            await page.evaluate(() =>
              [...document.querySelectorAll('body *')]
                .filter(
                  (element) =>
                    getComputedStyle(element).letterSpacing !== 'normal' &&
                    [...element.childNodes].some(
                      (node) => node.nodeType === Node.TEXT_NODE && /[\u0900-\u097F]/.test(node.textContent ?? ''),
                    ),
                )
                .map((element) => `${element.className}: ${getComputedStyle(element).letterSpacing}`),
            ),
          ).toEqual([]);
        }
        if (viewport.width === 1440) {
          expect(
            await untranslatedTextOf(page),
            `${prefixed(locale, path)}: text neither in ${locale} nor in lang="en"`,
          ).toEqual([]);
          // One currency style a language: the rupee sign, as its figures are written, never 'रु.' beside it.
          expect(
            (await page.evaluate(() => document.body.innerText)).match(/\S*रु\.\s?\S*/g) ?? [],
            `${prefixed(locale, path)}: amounts written otherwise than with ₹`,
          ).toEqual([]);
        }
        expect(heading?.trim()).toBeTruthy();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(await accessibilityViolations(page), `${prefixed(locale, path)} at ${viewport.width}px`).toEqual([]);
        // A page hydrated with other texts than the server's would throw (React's error 418) and read its data again.
        expect(problems).toEqual([]);
        await page.close();
      }
    },
  );
});

describe('the language switch', () => {
  it('leads to the same page and query in each language, each named in itself, without a cookie', async () => {
    const { page } = await open('/Calculators?loan=Housing%20Loan&rate=8.75');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Language' });
    expect(await nav.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    await nav.getByRole('link', { name: 'मराठी' }).click();
    await page.waitForURL(`${product.url}/mr/Calculators?loan=Housing%20Loan&rate=8.75`);
    await page.getByRole('heading', { level: 1, name: 'कॅल्क्युलेटर' }).waitFor();
    expect(await page.getByRole('region', { name: 'EMI कॅल्क्युलेटर' }).getByLabel('व्याजदर (% वार्षिक)').inputValue()).toBe(
      '8.75',
    );
    const marathiNav = page.getByRole('banner').getByRole('navigation', { name: 'भाषा' });
    expect(await marathiNav.getByRole('link', { name: 'मराठी' }).getAttribute('lang')).toBe('mr');
    expect(await marathiNav.getByRole('link', { name: 'मराठी' }).getAttribute('aria-current')).toBe('true');
    expect(await page.context().cookies()).toEqual([]);
    // Links of a Marathi page stay in Marathi.
    await page.getByRole('banner').getByRole('link', { name: 'ठेवी' }).click();
    await page.waitForURL(`${product.url}/mr/Deposits`);
    await page.getByRole('heading', { level: 1, name: 'ठेवी' }).waitFor();
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'भाषा' })
      .getByRole('link', { name: 'हिंदी' })
      .click();
    await page.waitForURL(`${product.url}/hi/Deposits`);
    await page.getByRole('heading', { level: 1, name: 'जमा' }).waitFor();
    await page.close();
  });

  it('is in the top band on a phone, without opening the menu, with and without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page } = await open('/mr/Loan', { viewport: { width: 360, height: 740 }, javaScriptEnabled });
      await page
        .getByRole('banner')
        .getByRole('navigation', { name: 'भाषा' })
        .getByRole('link', { name: 'English' })
        .click();
      await page.waitForURL(`${product.url}/Loan`);
      await page.getByRole('heading', { level: 1, name: 'Loans' }).waitFor();
      await page.close();
    }
  });
});

describe('on a phone', () => {
  const PHONE = { width: 360, height: 740 };

  it.each([
    ['/', 'Language'],
    ['/mr', 'भाषा'],
    ['/hi/Deposits', 'भाषा'],
  ])('%s shows the language switch in the top band without opening the menu, on one row', async (path, name) => {
    const { page } = await open(path, { viewport: PHONE });
    const band = page.locator('.site-header__top');
    const languages = band.getByRole('navigation', { name });
    for (const language of ['English', 'मराठी', 'हिंदी'])
      await languages.getByRole('link', { name: language }).waitFor();
    // One 32 px row, with the internet banking link: room is left for what later joins it.
    expect((await band.boundingBox())!.height).toBe(32);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});

describe('a browser that prefers Marathi or Hindi', () => {
  /** A phone whose browser lists `locale` first, its layout shifts counted from the first paint. */
  async function phonePreferring(locale: string) {
    const context = await browser.newContext({ locale, viewport: { width: 360, height: 740 } });
    await context.addInitScript(() => {
      const counted = window as unknown as { layoutShifts: number };
      counted.layoutShifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) counted.layoutShifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    return context;
  }

  it('is offered its language once, at the foot of the screen, nothing moving, never redirected, without a cookie', async () => {
    const context = await phonePreferring('mr-IN');
    const page = await context.newPage();
    watchRequests(page);
    await page.goto(`${product.url}/Deposits?x=1#top`);
    const offer = page.getByRole('complementary', { name: 'हे पान मराठीत वाचा' });
    await offer.waitFor();
    expect(await offer.getByRole('link').getAttribute('href')).toBe('/mr/Deposits?x=1#top');
    expect(page.url()).toBe(`${product.url}/Deposits?x=1#top`);
    expect(await offer.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number }).layoutShifts)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await offer.getByRole('button', { name: 'नको, धन्यवाद' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.goto(`${product.url}/Loan`);
    await settled(page);
    // Answered once: the next page makes no offer, and nothing went to the server.
    expect(await page.locator('.language-offer').count()).toBe(0);
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });

  it('following the offer opens the page in that language; a Marathi page offers nothing to a Marathi browser', async () => {
    const hindi = await phonePreferring('hi-IN');
    const page = await hindi.newPage();
    watchRequests(page);
    await page.goto(`${product.url}/mr/Loan`);
    await page.getByRole('complementary', { name: 'यह पेज हिंदी में पढ़ें' }).getByRole('link').click();
    await page.waitForURL(`${product.url}/hi/Loan`);
    await settled(page);
    expect(await page.locator('.language-offer').count()).toBe(0);
    await hindi.close();

    for (const [locale, path] of [
      ['mr-IN', '/mr/Deposits'],
      ['en-IN', '/Deposits'],
    ]) {
      const context = await phonePreferring(locale);
      const reader = await context.newPage();
      watchRequests(reader);
      await reader.goto(`${product.url}${path}`);
      await settled(reader);
      expect([locale, await reader.locator('.language-offer').count()]).toEqual([locale, 0]);
      await context.close();
    }
  });
});

describe('the Devanagari font', () => {
  /** Whether this machine has Noto Sans Devanagari itself, as every Android phone does (Debian: fonts-noto-core). */
  const SYSTEM_HAS_THE_FONT =
    execFileSync('fc-list', [':family=Noto Sans Devanagari', 'family'], { encoding: 'utf8' }).trim() !== '';

  /** The font files a page fetched once it was quiet, and what asked for each. */
  const fontsFetched = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => `${new URL(entry.name).pathname} ${(entry as PerformanceResourceTiming).initiatorType}`),
    );

  it.each(['/mr/ContactUs', '/hi'])(
    "%s draws its text in it: the device's own copy where it has one, else both files of the site",
    async (path) => {
      const head = (await (await fetch(`${product.url}${path}`)).text()).split('</head>')[0];
      // Not preloaded: a preload would download the files on the devices that have the font too.
      expect(head).not.toContain('as="font"');
      const { page } = await open(path, { viewport: { width: 360, height: 740 } });
      await page.evaluate(() => document.fonts.ready);
      expect(
        await page.evaluate(() =>
          ['400', '700'].map((weight) => document.fonts.check(`${weight} 16px "Noto Sans Devanagari"`, 'क')),
        ),
      ).toEqual([true, true]);
      // Each file fetched once, by the stylesheet that found Devanagari text, or not at all.
      expect((await fontsFetched(page)).sort()).toEqual(
        SYSTEM_HAS_THE_FONT
          ? []
          : [
              expect.stringMatching(/^\/assets\/noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2 css$/),
              expect.stringMatching(/^\/assets\/noto-sans-devanagari-devanagari-700-normal-[\w-]+\.woff2 css$/),
            ],
      );
      await page.close();
    },
  );

  it('is not fetched by an English page', async () => {
    const head = (await (await fetch(`${product.url}/ContactUs`)).text()).split('</head>')[0];
    expect(head).not.toContain('as="font"');
    const { page } = await open('/ContactUs', { viewport: { width: 360, height: 740 } });
    expect(await fontsFetched(page)).toEqual([]);
    await page.close();
  });
});

describe('what search engines read', () => {
  it('gives each page its language, its canonical and its alternates in the others, English the default', async () => {
    const answer = await fetch(`${product.url}/hi/InterestRates`);
    const head = (await answer.text()).split('</head>')[0];
    expect(head).toContain('<html lang="hi">');
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/hi/InterestRates">`);
    for (const [hreflang, path] of [
      ['en', '/InterestRates'],
      ['mr', '/mr/InterestRates'],
      ['hi', '/hi/InterestRates'],
      ['x-default', '/InterestRates'],
    ])
      expect(head).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN}${path}">`);
    expect(head).toContain('<meta property="og:locale" content="hi_IN">');
    expect(head).toMatch(/<title>ब्याज दरें और प्रभार \| /);
  });

  it('sends /mr/ and /en/… on to the one address of the page, and answers an unknown Marathi address in Marathi', async () => {
    const slash = await fetch(`${product.url}/mr/`, { redirect: 'manual' });
    expect([slash.status, slash.headers.get('location')]).toEqual([301, '/mr']);
    const english = await fetch(`${product.url}/en/Deposits?x=1`, { redirect: 'manual' });
    expect([english.status, english.headers.get('location')]).toEqual([301, '/Deposits?x=1']);
    const missing = await fetch(`${product.url}/mr/Nowhere`);
    const text = await missing.text();
    expect([missing.status, text.includes('<html lang="mr">'), text.includes('पान सापडले नाही')]).toEqual([
      404,
      true,
      true,
    ]);
  });

  it("titles a record's own page in the page's language: an opening, a past rate schedule", async () => {
    const titleOf = async (path: string) =>
      /<title>([^<]*)<\/title>/.exec(await (await fetch(`${product.url}${path}`)).text())![1];
    const [job] = (await (await fetch(`${product.url}/api/jobs?locale=mr`)).json()) as {
      id: number;
      designation: string;
    }[];
    expect(await titleOf(`/mr/Career/${job.id}`)).toBe(`${job.designation} | करिअर | ${BANK.name}`);
    const [past] = (await (await fetch(`${product.url}/api/rates/history`)).json()) as {
      id: number;
      effective_from: string;
    }[];
    const date = formatDate(past.effective_from, { locale: 'hi' });
    expect(await titleOf(`/hi/InterestRates/${past.id}`)).toBe(`${date} से लागू दरें | ${BANK.name}`);
  });

  it('lists every page in every language in the sitemap, each with its alternates', async () => {
    const sitemap = await (await fetch(`${product.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = new RegExp(`<url><loc>${ORIGIN}/mr/Deposits</loc>.*?</url>`).exec(sitemap)?.[0] ?? '';
    for (const [hreflang, path] of [
      ['en', '/Deposits'],
      ['mr', '/mr/Deposits'],
      ['hi', '/hi/Deposits'],
      ['x-default', '/Deposits'],
    ])
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${ORIGIN}${path}"/>`);
    for (const path of ['/Deposits', '/mr/Deposits', '/hi/Deposits', '/mr', '/hi'])
      expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`);
  });
});

describe('records in the page’s language', () => {
  const recordsOf = async (path: string) => (await fetch(`${product.url}${path}`)).json();
  const langOf = (page: Awaited<ReturnType<typeof open>>['page'], name: string) =>
    page
      .getByRole('main')
      .getByRole('heading', { name, exact: true })
      .first()
      .evaluate((node) => node.closest('[lang]')?.getAttribute('lang'));

  it('shows translated records in the page’s language, with no note, indexed', async () => {
    const deposits: { name: string; locale: string }[] = await recordsOf('/api/deposits?locale=mr');
    expect(deposits.every((deposit) => deposit.locale === 'mr' && DEVANAGARI.test(deposit.name))).toBe(true);
    const { page } = await open('/mr/Deposits');
    expect(await langOf(page, deposits[0].name)).toBe('mr');
    expect(await page.getByRole('note').count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    await page.close();
  });

  it('shows a record not yet translated in lang="en" under a note in the page’s language, the page still indexed', async () => {
    // Every demo record is translated: a news item added in English only, as the bank's staff would.
    const form = new FormData();
    for (const [field, value] of Object.entries({
      title: 'Locker rent revised',
      content: 'New locker rents apply from April.',
      date: '2026-10-20',
    }))
      form.append(field, value);
    const added = await fetch(`${product.url}/api/admin/news`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await adminToken(product.url)}` },
      body: form,
    });
    expect(added.status).toBe(201);
    const news: { title: string; locale: string }[] = await recordsOf('/api/news?locale=hi');
    const untranslated = news.find((item) => item.locale === 'en')!;
    expect(untranslated.title).toBe('Locker rent revised');
    const { page } = await open('/hi/News');
    await page
      .getByRole('note')
      .getByText(/अभी हिंदी में उपलब्ध नहीं/)
      .waitFor();
    expect(await langOf(page, untranslated.title)).toBe('en');
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    await page.close();
  });

  it('shows the rates in Marathi: product names from the glossary of rate texts, no note, Home indexed', async () => {
    const rates: { deposits: { product: string; locale: string }[] } = await recordsOf('/api/rates?locale=mr');
    expect(rates.deposits.every((row) => row.locale === 'mr' && DEVANAGARI.test(row.product))).toBe(true);
    const { page } = await open('/mr/InterestRates');
    const productCell = page.getByRole('main').getByRole('rowheader', { name: rates.deposits[0].product }).first();
    await productCell.waitFor();
    expect(await productCell.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe('mr');
    expect(await page.getByRole('note').count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    await page.close();
    // Home's only content is the rates: translated, it is indexed and has no note.
    const home = await (await fetch(`${product.url}/mr`)).text();
    expect([home.includes('role="note"'), home.includes('content="noindex"')]).toEqual([false, false]);
    const contact = await (await fetch(`${product.url}/mr/ContactUs`)).text();
    // A page with no records of its own has nothing untranslated: no note, indexed.
    expect([contact.includes('role="note"'), contact.includes('name="robots"')]).toEqual([false, false]);
  });
});

describe('the forms in Marathi', () => {
  it('say what is missing in Marathi as the visitor types', async () => {
    const { page } = await open('/mr/ContactUs');
    await page.getByRole('button', { name: 'पाठवा' }).click();
    await page.getByText('कृपया आपले नाव लिहा').waitFor();
    await page.getByLabel('ई-मेल').fill('not-an-address');
    await page.getByText('कृपया योग्य ई-मेल पत्ता लिहा').waitFor();
    await page.close();
  });

  it('answer in Marathi without JavaScript: the contact form and the complaint form', async () => {
    const { page } = await open('/mr/ContactUs', { javaScriptEnabled: false });
    await page.getByRole('button', { name: 'पाठवा' }).click();
    await page.waitForURL(`${product.url}/mr/ContactUs`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
    await page.getByText('कृपया आपले नाव लिहा').waitFor();
    await page.close();

    const complaint = await open('/mr/CustomerProtection', { javaScriptEnabled: false });
    await complaint.page.getByRole('button', { name: 'तक्रार नोंदवा' }).click();
    await complaint.page.getByText('कृपया तक्रार कशाबद्दल आहे ते निवडा').waitFor();
    await complaint.page.close();
  });
});

describe('the site settings in the page’s language', () => {
  const saveEnglish = async (body: Record<string, unknown>) => {
    const answer = await fetch(`${product.url}/api/admin/site-settings`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await adminToken(product.url)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(200);
  };
  const langOfText = (page: Page, text: string) =>
    page
      .getByText(text, { exact: true })
      .first()
      .evaluate((node) => node.closest('[lang]')?.getAttribute('lang'));

  it('shows Home’s banner and the footer’s hours in Marathi, indexed, while the bank has saved no texts of its own', async () => {
    const marathi = SITE_SETTINGS_TRANSLATED_INITIALS.mr;
    const { page, problems } = await open('/mr');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(marathi.hero_title);
    expect(await langOfText(page, marathi.hero_title)).toBe('mr');
    const footer = page.getByRole('contentinfo');
    await footer.getByText(marathi.banking_hours).waitFor();
    // In a line of the footer's own ('व्यवहार: …'): Marathi, as the page.
    expect(
      await footer
        .getByText(marathi.transaction_hours, { exact: false })
        .evaluate((node) => node.closest('[lang]')?.getAttribute('lang')),
    ).toBe('mr');
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the bank’s own English banner in lang="en" on a Marathi page, beside the hours still in Marathi', async () => {
    const title = 'Banking that knows Pune by name';
    await saveEnglish({ hero_title: title });
    try {
      const { page, problems } = await open('/mr');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await langOfText(page, title)).toBe('en');
      expect(await langOfText(page, SITE_SETTINGS_TRANSLATED_INITIALS.mr.hero_text)).toBe('mr');
      await page.getByRole('contentinfo').getByText(SITE_SETTINGS_TRANSLATED_INITIALS.mr.banking_hours).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await saveEnglish({ hero_title: SITE_SETTINGS_DEFAULTS.hero_title });
    }
  });
});
