// A record written in Marathi through the back office: the deposit's मराठी tab (its demo Marathi
// deleted first), Copy from English, a Marathi name saved, and the Deposits list showing the record has Marathi, then and after a reload.
// The site settings' हिंदी tab: a Hindi banner title saved, and the public Hindi Home showing it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatDate } from '@bank/shared';
import { launchBrowser } from '@bank/testing/browser';
import { productForTestFile, type RunningProduct } from '@bank/testing/product';
import { expectAccessible, signedInPage } from './support';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [product, browser] = await Promise.all([productForTestFile(), launchBrowser()]);
  ({ context, page } = await signedInPage(browser, product.url));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

/** The first deposit of the seeded site, as the public list names it. */
async function firstDeposit(): Promise<{ id: number; name: string }> {
  const response = await fetch(`${product.url}/api/deposits`);
  expect(response.status).toBe(200);
  const [deposit] = (await response.json()) as Array<{ id: number; name: string }>;
  expect(deposit).toBeDefined();
  return deposit;
}

describe('translations in the back office', () => {
  it('deletes a deposit’s Marathi, writes it again from its English text, and the list shows it has Marathi', async () => {
    const deposit = await firstDeposit();
    await page.goto(`${product.url}/AdminPage/EditDeposit`);
    const editButton = page.getByRole('button', { name: `Edit ${deposit.name}`, exact: true });
    const row = page.getByRole('row').filter({ has: editButton });
    await row.locator('.locales-list').waitFor();

    await editButton.click();
    await page
      .getByRole('tablist', { name: `Languages of ${deposit.name}` })
      .getByRole('tab', { name: 'मराठी' })
      .click();
    const form = page.getByRole('form', { name: 'मराठी translation' });
    // The demo content translates the deposits: the Marathi goes first (the confirm is accepted).
    const deleteButton = form.getByRole('button', { name: 'Delete translation' });
    await deleteButton.or(form.getByText('Not yet translated')).waitFor();
    if (await deleteButton.isVisible()) {
      await deleteButton.click();
      await page.getByText('मराठी translation deleted').waitFor();
    }
    await form.getByText('Not yet translated').waitFor();
    await row.getByText('मराठी missing').waitFor();
    await expectAccessible(page);

    await form.getByRole('button', { name: 'Copy from English' }).click();
    await expect.poll(() => form.getByLabel('Name').inputValue(), { timeout: 10_000 }).toBe(deposit.name);
    await form.getByLabel('Name').fill(`${deposit.name} (मराठी)`);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('मराठी translation saved').waitFor();
    await form.getByText('Not yet translated').waitFor({ state: 'detached' });
    await row.getByText('मराठी missing').waitFor({ state: 'detached' });
    expect(await row.locator('[lang="mr"]').first().textContent()).toBe('मराठी');

    // The server's list says the same.
    await page.reload();
    const reloadedRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Edit ${deposit.name}`, exact: true }) });
    await reloadedRow.locator('[lang="mr"]').first().waitFor();
    expect(await reloadedRow.getByText('मराठी missing').count()).toBe(0);
    await reloadedRow.getByRole('button', { name: `Edit ${deposit.name}`, exact: true }).click();
    await page.getByRole('tab', { name: 'मराठी' }).click();
    await expect
      .poll(() => page.getByRole('form', { name: 'मराठी translation' }).getByLabel('Name').inputValue(), {
        timeout: 10_000,
      })
      .toBe(`${deposit.name} (मराठी)`);
  });

  it('translates the schedule in force in its मराठी tab: a text removed, then written again, the public rates in Marathi', async () => {
    const rates = (await (await fetch(`${product.url}/api/rates`)).json()) as {
      effective_from: string;
      deposits: { product: string }[];
    };
    const english = rates.deposits[0].product;
    await page.goto(`${product.url}/AdminPage/InterestRates`);
    const name = `the schedule effective from ${formatDate(rates.effective_from)}`;
    const viewButton = page.getByRole('button', { name: `View ${name}`, exact: true });
    const row = page.getByRole('row').filter({ has: viewButton });
    await row.locator('.locales-list').waitFor();
    await viewButton.click();
    await page
      .getByRole('tablist', { name: `Languages of ${name}` })
      .getByRole('tab', { name: 'मराठी' })
      .click();
    const form = page.getByRole('form', { name: /मराठी translation/ });
    const first = form.getByRole('textbox').first();
    // The demo content translates every text of its schedules.
    await expect.poll(() => first.inputValue(), { timeout: 10_000 }).toMatch(/[\u0900-\u097F]/);
    await expect(form.getByText(`English: ${english}`).first().isVisible()).resolves.toBe(true);
    await expectAccessible(page);

    await first.fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('मराठी translation saved').waitFor();
    await row.getByText('मराठी missing').waitFor();

    await form.getByRole('button', { name: 'Copy from English' }).click();
    await expect.poll(() => first.inputValue()).toBe(english);
    await first.fill('बचत खाते (सर्वसाधारण)');
    await form.getByRole('button', { name: 'Save' }).click();
    await row.getByText('मराठी missing').waitFor({ state: 'detached' });
    const marathi = (await (await fetch(`${product.url}/api/rates?locale=mr`)).json()) as {
      deposits: { product: string; locale: string }[];
    };
    expect(marathi.deposits[0]).toMatchObject({ product: 'बचत खाते (सर्वसाधारण)', locale: 'mr' });
  });
});

describe('the site settings in Hindi', () => {
  it('saves a Hindi banner title in the हिंदी tab, with the English under it, which the Hindi Home shows at once', async () => {
    const title = 'सहकार से समृद्धि की ओर';
    await page.goto(`${product.url}/AdminPage/SiteSettings`);
    await page
      .getByRole('tablist', { name: 'Languages of the site settings' })
      .getByRole('tab', { name: 'हिंदी' })
      .click();
    const form = page.getByRole('form', { name: 'हिंदी translation' });
    await form.getByText('Not yet translated').waitFor();
    const englishTitle = (await (await fetch(`${product.url}/api/site-settings`)).json()).hero_title as string;
    await form.getByText(`English: ${englishTitle}`).waitFor();
    expect(await form.getByRole('button', { name: 'Delete translation' }).count()).toBe(0);
    await expectAccessible(page);

    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('हिंदी translation saved').waitFor();
    await form.getByText('Not yet translated').waitFor({ state: 'detached' });
    const home = await (await fetch(`${product.url}/hi`)).text();
    expect(home).toContain(`>${title}</h1>`);
    // English keeps its own title.
    expect(await (await fetch(`${product.url}/`)).text()).not.toContain(`>${title}<`);
  });
});
