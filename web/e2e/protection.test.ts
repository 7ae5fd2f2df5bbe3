import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COMPLAINT_REFERENCE_PATTERN, type Branch } from '@bank/shared';
import { accessibilityViolations, launchBrowser, openPage } from '@bank/testing/browser';
import { productForTestFile, type RunningProduct } from '@bank/testing/product';

// Customer protection as a member meets it: the real product on a fresh seeded database, with and without JavaScript.
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

const open = (path: string, javaScriptEnabled = true): Promise<{ page: Page; problems: string[] }> =>
  openPage(browser, `${product.url}${path}`, { viewport: { width: 1280, height: 900 }, javaScriptEnabled });

/** Every request the page makes from now on: the member's e-mail must never be in an address. */
function watchRequests(page: Page) {
  const requests: { method: string; url: string; body: string | null }[] = [];
  page.on('request', (request) =>
    requests.push({ method: request.method(), url: request.url(), body: request.postData() }),
  );
  return requests;
}

const EMAIL = 'ravi@example.in';
const inAddress = (url: string) => decodeURIComponent(url).includes(EMAIL);

async function fillComplaint(page: Page, name: string) {
  const form = page.locator('#lodge');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(EMAIL);
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByLabel('No').check();
  await form.getByLabel('What is it about?').selectOption('branch_service');
  await form.getByLabel('Your complaint').fill('My passbook has not been updated for three months.');
  return form;
}

describe('a complaint', () => {
  it('is lodged, its confirmation taking the form’s place with focus on its heading, then followed by a POST of reference and e-mail', async () => {
    const { page, problems } = await open('/CustomerProtection');
    const requests = watchRequests(page);
    const form = page.locator('#lodge');
    await form.getByRole('button', { name: 'Lodge complaint' }).click();
    await form.getByText('Please describe your complaint').waitFor();
    await expect(form.getByText('Please describe your complaint').count()).resolves.toBe(1);
    await expect(form.getByText('Up to 4,000 characters').count()).resolves.toBe(1);
    await fillComplaint(page, 'Ravi Joshi');
    await form.getByRole('button', { name: 'Lodge complaint' }).click();
    const confirmation = form.getByRole('region', { name: 'Your complaint is registered' });
    await confirmation.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'complaint-received');
    const text = (await confirmation.textContent()) ?? '';
    const reference = /Reference number(GRV-\d{4}-\d{6}-[A-Z0-9]{4})/.exec(text)?.[1];
    expect(reference).toMatch(COMPLAINT_REFERENCE_PATTERN);
    expect(text).toMatch(/Received\d{1,2} \w{3} \d{4}, \d\d:\d\d IST/);
    expect(text).toMatch(/Reply due by\d{1,2} \w{3} \d{4}/);
    // The form is gone, not emptied under the confirmation.
    await expect(form.getByRole('button', { name: 'Lodge complaint' }).count()).resolves.toBe(0);

    // 'Follow this complaint' fills the look-up with the reference and e-mail, focus moving there.
    await confirmation.getByRole('link', { name: 'Follow this complaint' }).click();
    const lookup = page.locator('#status');
    await page.waitForFunction(() => document.activeElement?.id === 'lookup-reference');
    // The values are filled as focus moves; on a busy machine the browser may show them a moment later.
    await page.waitForFunction(
      (expected) => (document.getElementById('lookup-reference') as HTMLInputElement | null)?.value === expected,
      reference,
    );
    await expect(lookup.getByLabel('Reference number').inputValue()).resolves.toBe(reference);
    await expect(lookup.getByLabel('Email').inputValue()).resolves.toBe(EMAIL);
    await expect(confirmation.count()).resolves.toBe(1);
    await lookup.getByLabel('Email').fill('someone@example.in');
    await lookup.getByRole('button', { name: 'Find my complaint' }).click();
    await lookup.getByText('No complaint matches this reference number and e-mail address.').waitFor();
    // Typed in lower case, as a member may.
    await lookup.getByLabel('Reference number').fill(reference!.toLowerCase());
    await lookup.getByLabel('Email').fill(EMAIL);
    await lookup.getByRole('button', { name: 'Find my complaint' }).click();
    await expect(lookup.getByRole('status').textContent()).resolves.toContain(`Complaint ${reference}: Received.`);

    // The confirmation stays until the member asks for a new form, which starts empty at its first field.
    await confirmation.getByRole('link', { name: 'Lodge another complaint' }).click();
    await form.getByRole('button', { name: 'Lodge complaint' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'complaint-name');
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe('');

    const lookups = requests.filter((request) => request.url.includes('/api/complaints/lookup'));
    expect(
      lookups.map((request) => [request.method, new URL(request.url).pathname + new URL(request.url).search]),
    ).toEqual([
      ['POST', '/api/complaints/lookup'],
      ['POST', '/api/complaints/lookup'],
    ]);
    expect(JSON.parse(lookups[1].body ?? '{}')).toEqual({ reference, email: EMAIL });
    expect(requests.filter((request) => inAddress(request.url))).toEqual([]);
    expect(inAddress(page.url())).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is lodged and looked up without JavaScript, the page answering each post', async () => {
    const { page } = await open('/CustomerProtection', false);
    const requests = watchRequests(page);
    const form = page.locator('#lodge');
    await form.getByLabel('Name').fill('Meera Apte');
    await form.getByRole('button', { name: 'Lodge complaint' }).click();
    await page.waitForLoadState('load');
    // The server's checks, with what was typed kept.
    await expect(page.locator('#lodge').getByText('Invalid Phone Number!').count()).resolves.toBe(0);
    await expect(page.locator('#lodge').getByText('Please enter your phone number').count()).resolves.toBe(1);
    await expect(page.locator('#lodge').getByLabel('Name').inputValue()).resolves.toBe('Meera Apte');
    // Landed on the first wrong field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('complaint-email');
    await fillComplaint(page, 'Meera Apte');
    await page.locator('#lodge').getByRole('button', { name: 'Lodge complaint' }).click();
    await page.waitForLoadState('load');
    // The server's page: the confirmation in place of the form, focused by its autofocus.
    const confirmation = page.locator('#lodge').getByRole('region', { name: 'Your complaint is registered' });
    const text = (await confirmation.textContent()) ?? '';
    const reference = /Reference number(GRV-\d{4}-\d{6}-[A-Z0-9]{4})/.exec(text)?.[1];
    expect(reference).toMatch(COMPLAINT_REFERENCE_PATTERN);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('complaint-received');
    await expect(page.locator('#lodge').getByRole('button', { name: 'Lodge complaint' }).count()).resolves.toBe(0);
    // 'Follow this complaint' leads to the look-up, the reference filled in.
    await confirmation.getByRole('link', { name: 'Follow this complaint' }).click();
    expect(new URL(page.url()).hash).toBe('#status');

    let lookup = page.locator('#status');
    await expect(lookup.getByLabel('Reference number').inputValue()).resolves.toBe(reference);
    await lookup.getByLabel('Email').fill('someone@example.in');
    await lookup.getByRole('button', { name: 'Find my complaint' }).click();
    await page.waitForLoadState('load');
    await expect(page.locator('#status').textContent()).resolves.toContain(
      'No complaint matches this reference number and e-mail address.',
    );
    lookup = page.locator('#status');
    await lookup.getByLabel('Reference number').fill(` ${reference!.toLowerCase()} `);
    await lookup.getByLabel('Email').fill(EMAIL);
    await lookup.getByRole('button', { name: 'Find my complaint' }).click();
    await page.waitForLoadState('load');
    await expect(page.locator('#status').getByRole('status').textContent()).resolves.toContain(
      `Complaint ${reference}: Received.`,
    );

    // Each form was posted to the page itself, and answered there: no address ever held the e-mail.
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => new URL(request.url).pathname)).toEqual(Array(4).fill('/CustomerProtection'));
    expect(new URLSearchParams(posts[3].body ?? '').get('email')).toBe(EMAIL);
    expect(requests.filter((request) => inAddress(request.url))).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
    expect(inAddress(page.url())).toBe(false);
    await page.close();
  });

  it('asks for a new form without JavaScript with the confirmation’s link, which opens an empty form', async () => {
    const { page } = await open('/CustomerProtection', false);
    await fillComplaint(page, 'Vasant Limaye');
    await page.locator('#lodge').getByRole('button', { name: 'Lodge complaint' }).click();
    await page.waitForLoadState('load');
    await page.locator('#lodge').getByRole('link', { name: 'Lodge another complaint' }).click();
    await page.waitForLoadState('load');
    await expect(
      page.locator('#lodge').getByRole('region', { name: 'Your complaint is registered' }).count(),
    ).resolves.toBe(0);
    await expect(page.locator('#lodge').getByLabel('Name').inputValue()).resolves.toBe('');
    await page.close();
  });

  it.each([1440, 360])('shows a confirmation axe finds nothing wrong with, at %i px', async (width) => {
    const { page, problems } = await openPage(browser, `${product.url}/CustomerProtection`, {
      viewport: { width, height: 800 },
    });
    await fillComplaint(page, 'Anil Gokhale');
    await page.locator('#lodge').getByRole('button', { name: 'Lodge complaint' }).click();
    await page.locator('#lodge').getByRole('region', { name: 'Your complaint is registered' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // The phone's screen holds the reference without a sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the unclaimed-deposits search', () => {
  it('finds names as typed, pages through them, and says so when nothing matches', async () => {
    const { page, problems } = await open('/UnclaimedDeposits');
    const search = page.getByRole('search');
    await search.getByLabel(/Name of the depositor/).fill('ap');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Type at least 3 letters of the name').waitFor();
    await search.getByLabel(/Name of the depositor/).fill('APTE');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByText('20 names match; showing 1 to 20.').waitFor();
    await search.getByLabel(/Name of the depositor/).fill('a');
    await search.getByLabel(/Name of the depositor/).fill('rao');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No unclaimed deposit matches this name.').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('works without JavaScript: a plain GET form and page links', async () => {
    const { page } = await open('/UnclaimedDeposits', false);
    await page
      .getByRole('search')
      .getByLabel(/Name of the depositor/)
      .fill('joshi');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).search).toBe('?q=joshi');
    await expect(
      page.getByText('20 names match; showing 1 to 20.').count(),
      await page.locator('#results').innerText(),
    ).resolves.toBe(1);
    await page.close();
  });
});

describe('branches', () => {
  it('filter by city or IFSC, copy an IFSC, and link each to OpenStreetMap without loading a map', async () => {
    const branches = (await (await fetch(`${product.url}/api/branches`)).json()) as Branch[];
    const { page, problems } = await open('/Branches');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
    const search = page.getByLabel('Find a branch by city, locality, PIN, name or IFSC');
    await search.fill('chinchwad');
    await page.getByText(`1 of ${branches.length} branches match`).waitFor();
    // A locality or a PIN of the address finds its branch too.
    await search.fill('411028');
    await page.getByText(`1 of ${branches.length} branches match`).waitFor();
    await search.fill('vcub0000007');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual([
      'Hadapsar Branch',
    ]);
    await page.getByRole('button', { name: 'Copy IFSC VCUB0000007' }).click();
    await page.getByRole('button', { name: 'Copied VCUB0000007' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('VCUB0000007');
    await expect(
      page.getByRole('link', { name: 'Map of Hadapsar Branch (OpenStreetMap)' }).getAttribute('href'),
    ).resolves.toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=18\.5089&mlon=73\.926/);
    expect(requests.filter((url) => !url.startsWith(product.url))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('find a city typed in Latin letters on the Hindi page, and count them in Hindi', async () => {
    const branches = (await (await fetch(`${product.url}/api/branches?locale=hi`)).json()) as Branch[];
    const inPune = branches.filter((branch) => branch.city === 'पुणे').length;
    expect(inPune).toBeGreaterThan(1);
    const { page, problems } = await open('/hi/Branches');
    await page.getByLabel('शहर, इलाके, पिन, नाम या IFSC से शाखा खोजें').fill('Pune');
    await page.getByText(`${branches.length} शाखाओं में से ${inPune} मेल खाती हैं`).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the protection band', () => {
  it('is on every page: the 24x7 number, 1930, the DICGC notice and the ways to complain and claim', async () => {
    for (const path of ['/', '/Deposits', '/no-such-page']) {
      const html = await (await fetch(`${product.url}${path}`)).text();
      const band = /<aside class="protection-band"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
      const text = band.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
      expect(text, path).toContain('Report an unauthorised transaction: 1800 233 4567');
      expect(text).toContain('Cyber fraud: 1930');
      expect(text).toContain(
        'Deposits insured by DICGC up to Rs 5 lakh per depositor per bank (principal and interest)',
      );
      expect(band).toContain('href="https://www.dicgc.org.in"');
      expect(band).toContain('href="/CustomerProtection#grievance"');
      expect(band).toContain('href="/UnclaimedDeposits"');
    }
  });
});
