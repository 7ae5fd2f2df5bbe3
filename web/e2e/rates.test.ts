import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BANK, formatDate, indiaToday, type RateSchedule } from '@bank/shared';
import { accessibilityViolations, launchBrowser, openPage } from '@bank/testing/browser';
import { productForTestFile, type RunningProduct } from '@bank/testing/product';
import { localizedRead } from '../src/lib/api-paths';

// Rates and calculators as a member meets them: the real product on a fresh seeded database.
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await productForTestFile();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const textOf = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const open = (path: string, javaScriptEnabled = true): Promise<{ page: Page; problems: string[] }> =>
  openPage(browser, `${product.url}${path}`, { viewport: { width: 1280, height: 900 }, javaScriptEnabled });

describe('interest rates', () => {
  it('are in the server HTML: the schedule in force, the revision announced, the earlier ones', async () => {
    const rates = (await (await fetch(`${product.url}/api/rates`)).json()) as RateSchedule;
    const text = textOf(await (await fetch(`${product.url}/InterestRates`)).text());
    expect(text).toContain(`Effective from ${formatDate(rates.effective_from!)}`);
    expect(text).toContain(`Revised rates effective from ${formatDate(rates.upcoming!.effective_from)}`);
    expect(text).toContain('1 year to less than 2 years');
    expect(text).toContain('Penal charges');
    const [earlier] = (await (await fetch(`${product.url}/api/rates/history`)).json()) as Array<{
      id: number;
      effective_from: string;
    }>;
    const past = await fetch(`${product.url}/InterestRates/${earlier.id}`);
    expect(past.status).toBe(200);
    expect(textOf(await past.text())).toContain(`Rates effective from ${formatDate(earlier.effective_from)}`);
    expect((await fetch(`${product.url}/InterestRates/999999`)).status).toBe(404);
  });

  it("take Home's three figures from the schedule in force, in p.a.", async () => {
    const { page, problems } = await open('/');
    const rates = page.getByRole('region', { name: 'Interest Rates' });
    for (const label of ['Savings account', 'Deposit rates', 'Senior citizens'])
      await expect(rates.getByText(label, { exact: true }).count()).resolves.toBe(1);
    await expect(rates.textContent()).resolves.toMatch(/2\.75% p\.a\..*up to 7\.50% p\.a\..*up to 8\.00% p\.a\./);
    await expect(rates.getByRole('link', { name: 'View More' }).getAttribute('href')).resolves.toBe('/InterestRates');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('calculators', () => {
  it('give the published figures as the member types, and say what is wrong beside a field', async () => {
    const { page, problems } = await open('/Calculators');
    const emi = page.getByRole('region', { name: 'EMI Calculator' });
    await emi.getByLabel('Loan amount (Rs)').fill('100000');
    await emi.getByLabel('Interest rate (% p.a.)').fill('11.5');
    await emi.getByLabel('Tenure', { exact: true }).fill('180');
    await emi.getByText('Rs 1,168.19').waitFor();

    const fd = page.getByRole('region', { name: 'Fixed Deposit Calculator' });
    await fd.getByLabel('Deposit amount (Rs)').fill('100000');
    await fd.getByLabel('Interest rate (% p.a.)').fill('7.5');
    await fd.getByLabel('Tenure', { exact: true }).fill('12');
    await fd.getByText('Rs 1,07,713.59').waitFor();

    const rd = page.getByRole('region', { name: 'Recurring Deposit Calculator' });
    await rd.getByLabel('Monthly instalment (Rs)').fill('1000');
    await rd.getByLabel('Interest rate (% p.a.)').fill('7');
    await rd.getByLabel('Tenure (months)').fill('12');
    await rd.getByText('Rs 12,462.13').waitFor();

    const amount = emi.getByLabel('Loan amount (Rs)');
    await amount.fill('');
    await emi.getByText('Enter the amount').waitFor();
    await expect(amount.getAttribute('aria-invalid')).resolves.toBe('true');
    await amount.fill('-1');
    await emi.getByText('The amount cannot be negative').waitFor();
    await amount.fill('12x');
    await emi.getByText('The amount must be a number').waitFor();
    await rd.getByLabel('Tenure (months)').fill('3');
    await rd.getByText('The tenure must be between 6 months and 120 months').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("open from a loan card pre-filled with its scheme's rate in the schedule in force", async () => {
    const { page } = await open('/Loan');
    await page.getByRole('link', { name: 'Calculate EMI: Housing Loan' }).click();
    await page.waitForURL(/\/Calculators\?loan=Housing\+Loan/);
    await expect(
      page.getByRole('region', { name: 'EMI Calculator' }).getByLabel('Interest rate (% p.a.)').inputValue(),
    ).resolves.toBe('8.75');
    await page.close();
  });

  it('work out the starting figures on the server, for a browser without JavaScript', async () => {
    const text = textOf(await (await fetch(`${product.url}/Calculators?deposit=Fixed%20Deposit`)).text());
    expect(text).toContain('Rs 1,168.19');
    expect(text).toContain('Rs 1,07,713.59');
    expect(text).toContain('Rate from the schedule in force for Fixed Deposit');
  });
});

describe('tables on a phone', () => {
  // Every public data table, on the page that shows it.
  const tables = [
    { path: '/InterestRates', caption: 'Deposits', header: 'Senior citizen rate' },
    { path: '/InterestRates', caption: 'Penal charges', header: 'When it is levied' },
    { path: '/CustomerProtection', caption: 'Levels of grievance redressal, in order', header: 'Reply within' },
    { path: '/Calculators', caption: 'Repayment year by year', header: 'Balance at year end' },
    { path: '/UnclaimedDeposits?q=Apte#results', caption: "Unclaimed deposits matching 'Apte'", header: 'Address' },
  ];

  /** Each row's values as a phone shows them: the column's heading beside each value, all of it inside the screen. */
  const cardsOf = (page: Page, caption: string) =>
    page
      .getByRole('table', { name: caption })
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => ({
          labels: [...row.querySelectorAll('td')].map(
            (cell) => (cell.querySelector('.data-table__label') as HTMLElement).innerText,
          ),
          outside: [...row.querySelectorAll('th, td')].filter(
            (cell) => cell.getBoundingClientRect().right > window.innerWidth || cell.scrollWidth > cell.clientWidth + 1,
          ).length,
        })),
      );

  it('stack each row as a card labelled with its columns below 600 px: no column cut off, no sideways scroll, axe clean', async () => {
    for (const { path, caption, header } of tables) {
      const { page, problems } = await openPage(browser, `${product.url}${path}`, {
        viewport: { width: 360, height: 800 },
      });
      const cards = await cardsOf(page, caption);
      expect(cards.length, path).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.labels, `${caption} on ${path}`).toContain(header);
        expect(card.outside, `${caption} on ${path}`).toBe(0);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      expect(await accessibilityViolations(page), `${path} at 360 px`).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('stay tables with their column headings at 1440 px, the labels of the cards hidden, axe clean', async () => {
    for (const path of new Set(tables.map((table) => table.path))) {
      const { page } = await openPage(browser, `${product.url}${path}`, { viewport: { width: 1440, height: 900 } });
      for (const { caption, header } of tables.filter((table) => table.path === path)) {
        const table = page.getByRole('table', { name: caption }).first(); // the rates in force; the announced ones follow
        expect(await table.getByRole('columnheader', { name: header }).isVisible(), caption).toBe(true);
        expect(await table.locator('.data-table__label').first().isVisible(), caption).toBe(false);
      }
      expect(await accessibilityViolations(page), `${path} at 1440 px`).toEqual([]);
      await page.close();
    }
  });
});

describe('printed', () => {
  /** The text of each page of a PDF with its white space removed (a PDF's text splits words at ligatures). */
  async function pdfPages(pdf: Buffer): Promise<string[]> {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    }
    await document.destroy();
    return pages.map(squeezed);
  }
  const squeezed = (text: string) => text.replace(/\s+/g, '');

  const TITLES = { en: 'Interest Rates & Charges', mr: 'व्याजदर आणि शुल्क', hi: 'ब्याज दरें और प्रभार' } as const;
  const DATED = { en: 'Effective from {date}', mr: '{date} पासून लागू', hi: '{date} से लागू' } as const;
  const PRINTED = { en: 'Printed on {date}', mr: 'छपाई दिनांक {date}', hi: 'मुद्रण तिथि {date}' } as const;

  it.each(['en', 'mr', 'hi'] as const)(
    'Interest Rates in %s: one line naming bank, page, date, address and print day, black text, no menus or footer',
    async (locale) => {
      const read = (path: string) =>
        fetch(`${product.url}${localizedRead(path, locale)}`).then((answer) => answer.json());
      const rates = (await read('/api/rates')) as RateSchedule;
      const headOffice = ((await read('/api/branches')) as Array<{ head_office: boolean; address: string }>).find(
        (branch) => branch.head_office,
      )!;
      const { page } = await open(`${locale === 'en' ? '' : `/${locale}`}/InterestRates`);
      await page.emulateMedia({ media: 'print' });
      const style = { locale };
      const line = page.locator('.print-line');
      // The print day is the browser's, written once the page runs.
      await expect
        .poll(() => line.innerText())
        .toBe(
          [
            BANK.name,
            TITLES[locale],
            DATED[locale].replace('{date}', formatDate(rates.effective_from!, style)),
            headOffice.address,
            PRINTED[locale].replace('{date}', formatDate(indiaToday(), style)),
          ].join(' · '),
        );
      // It is the first thing on paper; the site's header, bands and footer are not there at all.
      expect((await line.boundingBox())!.y).toBeLessThan(
        (await page.getByRole('heading', { level: 1 }).boundingBox())!.y,
      );
      for (const around of ['header', '.protection-band', 'footer', '.skip-link'])
        expect([around, await page.locator(around).first().isVisible()]).toEqual([around, false]);
      // Black on white, headings included.
      const colours = await page.evaluate(() =>
        [...document.querySelectorAll('main h1, main h2, main th, main td, main p')].map(
          (element) => `${getComputedStyle(element).color} on ${getComputedStyle(element).backgroundColor}`,
        ),
      );
      expect(new Set(colours)).toEqual(new Set(['rgb(0, 0, 0) on rgba(0, 0, 0, 0)']));
      await page.close();
    },
  );

  it('Interest Rates on A4 paper: the line first, each table whole on a page, no menu or footer after them', async () => {
    const { page } = await open('/InterestRates');
    const pages = await pdfPages(await page.pdf({ format: 'A4' }));
    expect(pages[0].startsWith(squeezed(`${BANK.name} · Interest Rates & Charges · Effective from`))).toBe(true);
    for (const around of ['CONTACT US', 'All rights reserved', 'Powered by', 'Skip to content', 'Read More'])
      expect(pages.join(''), around).not.toContain(squeezed(around));
    const tables = await page.getByRole('table').all();
    expect(tables.length).toBeGreaterThan(3);
    for (const table of tables) {
      const caption = squeezed(await table.locator('caption').innerText());
      const lastRow = squeezed(await table.locator('tbody tr').last().locator('th, td').first().innerText());
      expect(
        pages.some((printed) => printed.includes(caption) && printed.includes(lastRow)),
        `${caption} with its last row "${lastRow}" on one page`,
      ).toBe(true);
    }
    // The last page is the schedule's, not a page of footer.
    expect(pages.at(-1)!.length).toBeGreaterThan(200);
    await page.close();
  });
});
