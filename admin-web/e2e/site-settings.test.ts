// The Site settings screen end to end: an administrator changes Home's banner, a figure, a social page,
// the internet banking link and the banner picture; a refused value stores nothing; the save is in the
// activity log and on the public Home at once; axe-core at a laptop's and a phone's width.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SITE_SETTINGS_DEFAULTS, type SiteSettings } from '@bank/shared';
import { launchBrowser } from '@bank/testing/browser';
import { productForTestFile, type RunningProduct } from '@bank/testing/product';
import { expectAccessible, fakeFile, signedInPage, solidPng } from './support';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  [product, browser] = await Promise.all([productForTestFile(), launchBrowser()]);
  ({ context, page, problems } = await signedInPage(browser, product.url));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const NEW_TITLE = 'Banking that knows your name';
const NEW_INTERNET_BANKING = 'https://netbanking.vishwasbank.in/login';
const SAVED = 'Settings saved. The public pages show them at once.';

const publicSettings = async () => (await (await fetch(`${product.url}/api/site-settings`)).json()) as SiteSettings;
const form = () => page.getByRole('form', { name: 'Site settings' });
const group = (title: string) => form().getByRole('group', { name: title });
const banner = () => group('Home: the banner at the top');

/** axe on the screen as it is now, on a laptop and on a phone. */
async function expectAccessibleOnLaptopAndPhone() {
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the Site settings screen', () => {
  it("opens from the menu with today's texts and figures", async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Site settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor();
    await expect(banner().getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(
      SITE_SETTINGS_DEFAULTS.hero_title,
    );
    await expect(group('Home: the figures').getByLabel('Years of experience').inputValue()).resolves.toBe('100');
    await banner().getByText("The site's own drawing", { exact: true }).waitFor();
    await expectAccessibleOnLaptopAndPhone();
  });

  it('saves a new title, figure, social page, internet banking link and picture, which the public site shows at once', async () => {
    await banner().getByLabel('Title', { exact: true }).fill(NEW_TITLE);
    await group('Home: the figures').getByLabel('Years of experience').fill('105');
    await group('Social pages').getByLabel('Facebook page').fill('');
    await group('Internet banking and mobile apps').getByLabel('Internet banking').fill(NEW_INTERNET_BANKING);
    // A picture narrower than the banner is warned of; a wide enough one is not.
    await banner()
      .getByLabel('Picture')
      .setInputFiles(await solidPng('narrow.png', 300, 200));
    await banner()
      .getByText('This picture is 300 × 200 px. The banner on Home shows it up to 560 px wide', { exact: false })
      .waitFor();
    await expectAccessibleOnLaptopAndPhone();
    await banner()
      .getByLabel('Picture')
      .setInputFiles(await solidPng('banner.png', 1120, 840));
    await banner().getByText('This picture is', { exact: false }).waitFor({ state: 'detached' });

    await form().getByRole('button', { name: 'Save settings' }).click();
    await form().getByRole('status').filter({ hasText: SAVED }).waitFor();
    await expect(banner().getByRole('img', { name: 'Current picture' }).getAttribute('src')).resolves.toMatch(
      /^\/uploads\/banner_\w+\.png$/,
    );

    const saved = await publicSettings();
    expect(saved).toEqual({
      ...SITE_SETTINGS_DEFAULTS,
      hero_title: NEW_TITLE,
      years_of_experience: 105,
      facebook_url: '',
      internet_banking_url: NEW_INTERNET_BANKING,
      hero_picture: expect.stringMatching(/^\/uploads\/banner_\w+\.png$/),
    });
    expect((await fetch(`${product.url}${saved.hero_picture}`)).status).toBe(200);
    const home = await (await fetch(`${product.url}/`)).text();
    expect(home).toContain(`<h1>${NEW_TITLE}</h1>`);
    expect(problems).toEqual([]);
  });

  it("refuses a social network's home page with its error beside the field, and stores nothing", async () => {
    const before = await publicSettings();
    await banner().getByLabel('Title', { exact: true }).fill('A title that must not be stored');
    await group('Social pages').getByLabel('Facebook page').fill('https://www.facebook.com/');
    await form().getByRole('button', { name: 'Save settings' }).click();
    const facebook = group('Social pages').getByLabel('Facebook page');
    await group('Social pages')
      .getByText("Give the address of the bank's own page on facebook.com, not the site's home page")
      .waitFor();
    await expect(facebook.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await facebook.getAttribute('id'));
    await expectAccessibleOnLaptopAndPhone();
    expect(await publicSettings()).toEqual(before);

    // The server checks too: a file that only pretends to be a picture is refused beside the picture, with nothing stored.
    await group('Social pages').getByLabel('Facebook page').fill('https://www.facebook.com/vishwasbank.official');
    await banner().getByLabel('Picture').setInputFiles(fakeFile('banner.png', 'image/png'));
    await form().getByRole('button', { name: 'Save settings' }).click();
    await banner().getByText('The file must be a JPEG, PNG, GIF or WebP image').waitFor();
    await expect(banner().getByLabel('Picture').getAttribute('aria-invalid')).resolves.toBe('true');
    await form().getByRole('status').filter({ hasText: 'Unsupported file type' }).waitFor();
    expect(await publicSettings()).toEqual(before);

    await form().getByRole('button', { name: 'Cancel' }).click();
    await expect(banner().getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(NEW_TITLE);
    expect(problems).toEqual([]);
  });

  it('puts the save in the activity log, with the new title', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await page.getByLabel('Resource', { exact: true }).selectOption('site-settings');
    // The first save of the settings creates their row; later ones update it.
    await page
      .getByRole('button', { name: /^Open entry \d+: Created Site settings: Site settings$/ })
      .first()
      .click();
    const entry = page.getByRole('region', { name: 'Created Site settings: Site settings' });
    const titleRow = entry
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'hero_title', exact: true }) });
    await expect(titleRow.textContent()).resolves.toContain(NEW_TITLE);
    await expectAccessibleOnLaptopAndPhone();
    expect(problems).toEqual([]);
  });
});
