// Sign-in, the guard, the shell with cross-tab logout, and the screens that are not list editors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  ADMIN_TABLE,
  formatDate,
  indiaToday,
  LOGIN_MESSAGES,
  monthName,
  monthsEnding,
  STAFF_MESSAGES,
} from '@bank/shared';
import { launchBrowser } from '@bank/testing/browser';
import type { InboxEnquiry } from '@bank/shared';
import {
  adminToken,
  DEMO_ACCOUNTS,
  DEMO_ADMIN,
  productForTestFile,
  type Credentials,
  type RunningProduct,
} from '@bank/testing/product';
import {
  downloadedText,
  expectAccessible,
  expectAccessibleAtWidths,
  expectAlert,
  fakeFile,
  openPage,
  pngFile,
  signedInPage,
  signIn,
  solidPng,
} from './support';

let product: RunningProduct;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [product, browser] = await Promise.all([productForTestFile(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await product?.stop();
});

async function freshPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return { context, ...(await openPage(context)) };
}

async function signedIn() {
  const session = await signedInPage(browser, product.url);
  contexts.push(session.context);
  return session;
}

describe('sign-in', () => {
  it('refuses empty and malformed input and a wrong password with the exact toasts, then signs in; Remember Me keeps the e-mail only', async () => {
    const { page, problems } = await freshPage();
    await page.goto(`${product.url}/AdminLogin`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please Enter The Email And Password').waitFor();

    await page.getByLabel('Email').fill('admin@example');
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please enter a valid email address').waitFor();

    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password').waitFor();
    expect(page.url()).toBe(`${product.url}/AdminLogin`);

    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByLabel('Remember Me').check();
    const request = page.waitForRequest(
      (sent) => sent.url().endsWith('/api/admin/login') && sent.postDataJSON().password === DEMO_ADMIN.password,
    );
    const answer = page.waitForResponse((received) => received.url().endsWith('/api/admin/login'));
    await page.getByRole('button', { name: 'Login' }).click();
    expect((await request).postDataJSON()).toEqual({
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
      remember: true,
    });
    // 'Remember Me' no longer lengthens the session: it ends like any other, within 8 hours.
    expect((await (await answer).json()).expires_in).toBeLessThanOrEqual(8 * 3600);
    await page.getByText('Login successful!').waitFor();
    await page.waitForURL(`${product.url}/AdminPage`);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({ tokenType: 'Bearer', adminEmail: DEMO_ADMIN.email });
    expect(stored.accessToken).toMatch(/\S{20,}/);

    // It keeps the e-mail for the next sign-in form, and only that once signed out. (A fresh load:
    // the sign-in toast no longer covers the Logout button.)
    await page.reload();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${product.url}/AdminLogin`);
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ rememberedEmail: DEMO_ADMIN.email });
    await page.reload();
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_ADMIN.email);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Remember Me').isChecked()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('guard', () => {
  it('sends a visitor without a session, or with a refused token, to /AdminLogin', async () => {
    const { page } = await freshPage();
    await page.goto(`${product.url}/AdminPage/CareerPage`);
    await page.waitForURL(`${product.url}/AdminLogin`);

    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'not-a-real-token');
      localStorage.setItem('tokenType', 'Bearer');
    });
    await page.goto(`${product.url}/AdminPage/Dashboard`);
    await page.waitForURL(`${product.url}/AdminLogin`);
  });
});

describe('shell', () => {
  it('fits a phone: the menu opens on demand and closes once used, and a list keeps each row’s Edit and Delete in view', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    contexts.push(context);
    const { page, problems } = await openPage(context);
    await signIn(page, product.url);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.count()).toBe(0);
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await menu.getByRole('link', { name: 'Career' }).click();
    await page.getByRole('heading', { level: 1, name: 'Career' }).waitFor();
    expect(await menu.count()).toBe(0);
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    for (const name of [/^Edit /, /^Delete /]) {
      const button = (await firstRow.getByRole('button', { name }).boundingBox())!;
      expect(button.x).toBeGreaterThanOrEqual(0);
      expect(button.x + button.width).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  it.each([1440, 360])(
    'shows a toast top right below the top bar at %i px, never over Account and Logout',
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      contexts.push(context);
      const { page, problems } = await openPage(context);
      await signIn(page, product.url);
      const toast = page.getByRole('alert').filter({ hasText: LOGIN_MESSAGES.success });
      await toast.waitFor();
      const bar = (await page.getByRole('banner').boundingBox())!;
      // The toast slides in from beyond the right edge: it is read once it is on the screen, at its right.
      const rightEdge = async () => {
        const { x, width: wide } = (await toast.boundingBox())!;
        return x + wide;
      };
      await expect.poll(rightEdge, { timeout: 10_000 }).toBeLessThanOrEqual(width + 1);
      expect(await rightEdge()).toBeGreaterThan(width - 80);
      const shown = (await toast.boundingBox())!;
      expect(shown.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
      for (const name of ['Account', 'Logout']) {
        const control = (await page
          .getByRole('banner')
          .getByRole(name === 'Account' ? 'link' : 'button', { name })
          .boundingBox())!;
        expect(shown.y).toBeGreaterThanOrEqual(control.y + control.height);
      }
      expect(problems).toEqual([]);
    },
  );

  it('greets the administrator, collapses the menu, and logging out in one tab signs the other out too', async () => {
    const { context, page } = await signedIn();
    await page.getByText(`Welcome, ${DEMO_ADMIN.email}`).waitFor();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Feedbacks',
      'Career',
      'News & Events',
      'Interest Rates',
      'Complaints',
      'Customer Protection',
      'Activity',
      'Approvals',
      'Site settings',
      'Pages',
      'Users',
    ]);
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await menu.getByRole('link', { name: 'Career' }).click();
    await page.waitForURL(`${product.url}/AdminPage/CareerPage`);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await expectAccessible(page);

    const other = await context.newPage();
    await other.goto(`${product.url}/AdminPage/PageEdit`);
    await other.getByRole('heading', { name: 'Pages' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${product.url}/AdminLogin`);
    await other.waitForURL(`${product.url}/AdminLogin`);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });

  it('signs the administrator out once the server refuses the credential: on a list and on Logout', async () => {
    const { page } = await signedIn();
    // Another device's logout with the same token revokes it on the server, unknown to this tab.
    const revokeToken = async () => {
      const token = await page.evaluate(() => localStorage.getItem('accessToken'));
      const response = await fetch(`${product.url}/api/admin/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
    };
    const storedKeys = () => page.evaluate(() => Object.keys(localStorage));

    await page.goto(`${product.url}/AdminPage/CareerPage`);
    await page.getByRole('button', { name: 'Edit' }).first().waitFor();
    await revokeToken();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'News & Events' }).click();
    await page.waitForURL(`${product.url}/AdminLogin`);
    expect(await storedKeys()).toEqual([]);

    await signIn(page, product.url);
    // A fresh load: the sign-in toast no longer covers the Logout button.
    await page.goto(`${product.url}/AdminPage/Dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await revokeToken();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${product.url}/AdminLogin`);
    expect(await storedKeys()).toEqual([]);
  });
});

describe('screens', () => {
  it('fits a list editor into a 768 px wide window, Delete buttons included, and passes axe there', async () => {
    const { page } = await signedIn();
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(`${product.url}/AdminPage/EditDeposit`);
    const lastButton = page.getByRole('button', { name: 'Delete' }).first();
    await lastButton.waitFor();
    const box = await lastButton.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(768);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await expectAccessible(page);
  });

  it("draws the Page Views chart of the last five months' views and lists what needs doing, each leading to its screen", async () => {
    // A view this month, counted before the dashboard reads the month's figures.
    const visitor = await browser.newContext({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    });
    contexts.push(visitor);
    await (await visitor.newPage()).goto(`${product.url}/Deposits`);
    const { page, problems } = await signedIn();
    const auth = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` };
    const read = async <T>(path: string) =>
      (await (await fetch(`${product.url}${path}`, { headers: auth })).json()) as T;
    const unhandled = (await read<{ handled: boolean }[]>('/api/admin/contactus')).filter(
      (enquiry) => !enquiry.handled,
    ).length;
    const open = (await read<{ status: string }[]>('/api/admin/complaints')).filter(
      (complaint) => complaint.status !== 'resolved',
    ).length;
    const announced = (await read<{ status: string; effective_from: string }[]>('/api/admin/rate-schedules'))
      .filter((schedule) => schedule.status === 'upcoming')
      .map((schedule) => schedule.effective_from)
      .sort();
    const months = monthsEnding(indiaToday(), 5);

    await page.goto(`${product.url}/AdminPage/Dashboard`);
    const chart = page.getByRole('img', { name: /^Page Views: / });
    await chart.waitFor();
    expect(await chart.evaluate((node) => node.tagName)).toBe('CANVAS');
    expect(await chart.evaluate((node) => (node as HTMLCanvasElement).width)).toBeGreaterThan(100);
    const label = (await chart.getAttribute('aria-label'))!;
    expect(label).not.toContain('Quatre');
    expect(label).toContain(`to ${monthName(months[4]!)}`);
    const byMonth = Object.fromEntries(
      label
        .replace(/^[^.]*\. /, '')
        .split(', ')
        .map((bar) => [bar.replace(/ [\d,]+$/, ''), Number(bar.replace(/^.* /, '').replaceAll(',', ''))]),
    );
    expect(Object.keys(byMonth)).toEqual(months.map((month) => monthName(month)));
    expect(byMonth[monthName(months[4]!)]).toBeGreaterThan(0);

    const queue = page.getByRole('region', { name: 'What waits for you' });
    const enquiries = queue.getByRole('link', {
      name: `${unhandled} ${unhandled === 1 ? 'enquiry' : 'enquiries'} not yet handled`,
    });
    await enquiries.waitFor();
    await queue
      .getByRole('link', { name: new RegExp(`^${open} complaints? open, \\d+ past the reply date$`) })
      .waitFor();
    const next = queue.getByRole('link', {
      name: announced[0] ? `Next rate schedule starts on ${formatDate(announced[0])}` : 'No rate schedule announced',
    });
    await next.waitFor();
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await next.click();
    await page.waitForURL(`${product.url}/AdminPage/InterestRates`);
    await page.goBack();
    await enquiries.click();
    await page.waitForURL(`${product.url}/AdminPage/CustomerRating`);
    expect(problems).toEqual([]);
  });

  it('counts a visit to the public site and shows it under Page views; a crawler is not counted', async () => {
    // Headless Chromium names itself in its user agent, as crawlers' browsers do: a visitor's is used here.
    const visitor = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    });
    const crawler = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    contexts.push(visitor, crawler);
    const reader = await visitor.newPage();
    await reader.goto(`${product.url}/Branches`);
    // Once React has taken the page over: a click before that loads a document, which sends no notice.
    await reader.waitForFunction(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
    );
    // A client-side navigation: no document is loaded, the site sends its notice.
    const notice = reader.waitForResponse((response) => response.url().endsWith('/api/page-views'));
    await reader.getByRole('contentinfo').getByRole('link', { name: 'Calculators' }).click();
    expect((await notice).status()).toBe(204);
    await (await crawler.newPage()).goto(`${product.url}/PoliciesCirculars`);

    const { page, problems } = await signedIn();
    await page.goto(`${product.url}/AdminPage/Dashboard`);
    const top = page.getByRole('table', { name: 'Most viewed pages' });
    await top.waitFor();
    const rows = await top.getByRole('row').allTextContents();
    expect(rows).toContain('/Branches1');
    expect(rows).toContain('/Calculators1');
    expect(rows.join()).not.toContain('/PoliciesCirculars');
    await expect(
      page.getByRole('img', { name: /^Page views per day, last 30 days: \d+ in all/ }).count(),
    ).resolves.toBe(1);
    await page.getByRole('button', { name: '7 days' }).click();
    await page.getByRole('img', { name: /^Page views per day, last 7 days/ }).waitFor();
    expect(await page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  it('shows each change under Activity, with the fields before and after, and filters the log', async () => {
    const token = await adminToken(product.url);
    const auth = { Authorization: `Bearer ${token}` };
    const job = (
      (await (await fetch(`${product.url}/api/admin/jobs`, { headers: auth })).json()) as Array<Record<string, unknown>>
    )[0]!;
    const { id, ...fields } = job;
    const edited = await fetch(`${product.url}/api/admin/jobs/${id}`, {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...fields, qualification: 'Graduate with JAIIB' }),
    });
    expect(edited.status).toBe(200);

    const { page, problems } = await signedIn();
    await page.getByRole('navigation').getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await page
      .getByRole('button', { name: new RegExp(`^Open entry \\d+: Updated Jobs: ${String(job.title)}$`) })
      .first()
      .click();
    const view = page.getByRole('region', { name: `Updated Jobs: ${String(job.title)}` });
    const rows = await view.getByRole('row').allTextContents();
    expect(rows).toEqual(['FieldBeforeAfter', `qualification${String(job.qualification)}Graduate with JAIIB`]);
    await expectAccessible(page);

    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Signed in' });
    await page.waitForURL(/\/AdminPage\/Activity\?action=sign_in$/);
    await page.getByRole('button', { name: /^Open entry \d+: Updated Jobs/ }).waitFor({ state: 'detached' });
    const actions = await page
      .getByRole('table', { name: 'Activity' })
      .getByRole('row')
      .evaluateAll((found) => found.slice(1).map((row) => row.children[2]?.textContent));
    expect(actions.length).toBeGreaterThan(0);
    expect(new Set(actions)).toEqual(new Set(['Signed in']));
    expect(problems).toEqual([]);
  });

  it('restores a deleted award from Activity: the record and its picture are back on the public page', async () => {
    const token = await adminToken(product.url);
    const auth = { Authorization: `Bearer ${token}` };
    const award = (
      (await (await fetch(`${product.url}/api/awards`)).json()) as Array<{ id: number; title: string; image: string }>
    )[0]!;
    expect(
      (await fetch(`${product.url}/api/admin/awards/${award.id}`, { method: 'DELETE', headers: auth })).status,
    ).toBe(204);
    expect((await fetch(`${product.url}${award.image}`)).status).toBe(404);

    const { page, dialogs, problems } = await signedIn();
    await page.goto(`${product.url}/AdminPage/Activity?resource=awards&action=delete`);
    const title = award.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page
      .getByRole('button', { name: new RegExp(`^Open entry \\d+: Deleted Awards: ${title}$`) })
      .first()
      .click();
    const view = page.getByRole('region', { name: `Deleted Awards: ${award.title}` });
    await view.getByRole('button', { name: 'Restore this version' }).click();
    await expect.poll(() => dialogs).toEqual([`Restore ${award.title} as it was before this change?`]);
    await page.getByText(`${award.title} restored as #${award.id}`).waitFor();
    await expectAccessible(page);

    await page.goto(`${product.url}/Awards`);
    // The card's picture (alt="": its title beside it names it), in any of its sizes.
    const stored = award.image.replace(/^.*\/|\.\w+$/g, '');
    const picture = page.locator(`img[src*="${stored}"]`).first();
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(problems).toEqual([]);
  });

  it('lists the feedbacks with their references and filters them live by the search box, the reference too', async () => {
    const references: string[] = [];
    for (const enquiry of [
      {
        name: 'Meera Joshi',
        email: 'meera@example.com',
        phone: '9876543210',
        subject: 'Locker',
        message: 'Is a LOCKER available?',
      },
      {
        name: 'Sunil Pawar',
        email: 'sunil@example.com',
        phone: '+91-9822012345',
        subject: 'Loan',
        message: 'Gold loan documents',
      },
    ]) {
      const response = await fetch(`${product.url}/api/contactus`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(enquiry),
      });
      expect(response.status).toBe(201);
      references.push(((await response.json()) as { reference: string }).reference);
    }
    const { page } = await signedIn();
    await page.goto(`${product.url}/AdminPage/CustomerRating`);
    await page.getByText('Is a LOCKER available?').waitFor();
    // The spec's four columns, then the reference (the button that opens a row has no heading).
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Message',
      'Name',
      'Email',
      'Phone Number',
      'Subject',
      'Received',
      'Reference',
    ]);
    await page.getByRole('row').filter({ hasText: 'Sunil Pawar' }).getByText(references[1]).waitFor();
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    const search = page.getByPlaceholder('enter the key word');
    // As a visitor reads it out on the phone, in any case.
    await search.fill(references[1].toLowerCase());
    await page.getByText('Is a LOCKER available?').waitFor({ state: 'detached' });
    await page.getByText('Gold loan documents').waitFor();
    await search.fill('locker');
    await page.getByText('Gold loan documents').waitFor({ state: 'detached' });
    await page.getByText('Meera Joshi').waitFor();
    await search.fill('9822012345');
    await page.getByText('Sunil Pawar').waitFor();
    await page.getByText('Meera Joshi').waitFor({ state: 'detached' });
    await search.fill('no such words');
    await page.getByText('There are no records to display').waitFor();
    await search.fill('');
    await page.getByText('Meera Joshi').waitFor();
    await page.getByText('Sunil Pawar').waitFor();
  });

  it('opens an enquiry in full, marks it handled, filters by it, and exports what the filters show', async () => {
    const { page } = await signedIn();
    await page.goto(`${product.url}/AdminPage/CustomerRating`);
    await page.getByRole('button', { name: 'Open the enquiry from Meera Joshi: Locker' }).click();
    const view = page.getByRole('region', { name: 'Locker' });
    await expect(view.textContent()).resolves.toMatch(/Received\d{1,2} \w{3} \d{4}, \d{2}:\d{2} IST/);
    await expectAccessible(page);
    // The answer is kept on the enquiry, not sent: no e-mail is set up.
    const answer = view.getByRole('form', { name: 'Answer' });
    await answer.getByLabel('Your answer to Meera Joshi').fill('A locker is free at the Kothrud branch.');
    await answer.getByRole('button', { name: 'Keep the answer' }).click();
    await answer.getByText(/^Answered by admin@example\.com on .* Not sent: /).waitFor();
    await expectAccessibleAtWidths(page);
    await view.getByRole('button', { name: 'Mark handled' }).click();
    await view.getByText(/^by admin@example\.com on /).waitFor();

    await page.getByLabel('Show').selectOption('handled');
    await page.getByText('Sunil Pawar').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open the enquiry from Meera Joshi: Locker' }).waitFor();
    const csv = await downloadedText(page, page.getByRole('button', { name: 'Export CSV' }));
    expect(csv.startsWith('\uFEFF"Reference","Received"')).toBe(true);
    const rows = csv.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('"Meera Joshi","meera@example.com"');
    expect(rows[1]).toContain('"yes","admin@example.com"');
    const listed = (await (
      await fetch(`${product.url}/api/admin/contactus`, {
        headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
      })
    ).json()) as InboxEnquiry[];
    const meera = listed.find((row) => row.name === 'Meera Joshi')!;
    expect(meera.handled).toBe(true);
    // Times as the screen shows them, India's, with their offset: the same instants as the API's UTC ones.
    const [reference, received, ...rest] = rows[1].slice(1, -1).split('","');
    expect(reference).toBe(meera.reference);
    expect(received).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/);
    expect(Date.parse(received)).toBe(Math.floor(Date.parse(meera.received_at) / 1000) * 1000);
    const handledAt = rest.at(-1)!;
    expect(handledAt).toMatch(/\+05:30$/);
    expect(Date.parse(handledAt)).toBe(Math.floor(Date.parse(meera.handled_at!) / 1000) * 1000);
  });

  it('lists the ten editable pages; Edit opens the editor; Hide takes the page off the site for visitors and Show brings it back', async () => {
    const { page, problems } = await signedIn();
    await page.goto(`${product.url}/AdminPage/PageEdit`);
    await page.getByRole('heading', { name: 'Pages' }).waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Page', 'URL', 'Translated', 'Actions']);
    const links = page.getByRole('table').getByRole('link');
    expect(await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))).toEqual([
      '/Services',
      '/Deposits',
      '/Loan',
      '/About',
      '/Awards',
      '/Managements',
      '/About',
      '/PublishedDocuments',
      '/PoliciesCirculars',
      '/InterestRates',
    ]);
    // The rates page is required on a bank's site: it has no Hide.
    await page.getByRole('button', { name: 'Edit Interest Rates & Charges' }).waitFor();
    expect(await page.getByRole('button', { name: 'Hide Interest Rates & Charges' }).count()).toBe(0);

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(visitor);
    const reader = await visitor.newPage();
    const heading = () => reader.getByRole('heading', { level: 1 }).textContent();

    await page.getByRole('button', { name: 'Hide Awards' }).click();
    await page.getByText('Awards is hidden from visitors').waitFor();
    await page.getByRole('button', { name: 'Show Awards' }).waitFor();
    await page.getByRole('cell', { name: 'Awards (hidden)' }).waitFor();
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await reader.goto(`${product.url}/Awards`))?.status()).toBe(404);
    await expect(heading()).resolves.toBe('Page Not Found');
    expect(
      await reader
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('link', { name: 'Awards', exact: true })
        .count(),
    ).toBe(0);

    await page.getByRole('button', { name: 'Show Awards' }).click();
    await page.getByText('Awards is shown to visitors again').waitFor();
    await page.getByRole('button', { name: 'Hide Awards' }).waitFor();
    expect((await reader.goto(`${product.url}/Awards`))?.status()).toBe(200);
    await expect(heading()).resolves.toBe('Awards and Achievements');
    expect(page.url()).toBe(`${product.url}/AdminPage/PageEdit`);
    expect(problems).toEqual([]);

    for (const [row, editor] of [
      ['About Us Image Slider', 'EditAboutSlider'],
      ['Policies & Circulars', 'EditPoliciesPage'],
      ['Loans', 'EditLoans'],
    ]) {
      await page.goto(`${product.url}/AdminPage/PageEdit`);
      await page.getByRole('button', { name: `Edit ${row}` }).click();
      await page.waitForURL(`${product.url}/AdminPage/${editor}`);
    }
  });

  it.each([
    [1440, 900],
    [360, 740],
  ])('warns at %i px that a picture is narrower than the About page shows it, before saving', async (width, height) => {
    const { page, dialogs } = await signedIn();
    await page.setViewportSize({ width, height });
    await page.goto(`${product.url}/AdminPage/EditAbout`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const warning = page.getByRole('status').filter({ hasText: 'This picture is' });

    await page.getByLabel('Image').setInputFiles(await solidPng('tiny.png', 13, 13));
    await expect
      .poll(() => warning.textContent())
      .toBe(
        'This picture is 13 × 13 px. The About page shows it up to 867 px wide: choose one at least 867 px wide, or it will look blurred.',
      );
    await warning.waitFor({ state: 'visible' });
    expect(dialogs).toEqual([]);
    await expectAccessible(page);

    await page.getByLabel('Image').setInputFiles(await solidPng('wide.png', 1200, 800));
    await warning.waitFor({ state: 'detached' });
  });

  it('edits the About page: image type check, Saving..., the alert, and the public page record', async () => {
    const { page, dialogs } = await signedIn();
    await page.goto(`${product.url}/AdminPage/EditAbout`);
    await page.getByRole('heading', { name: 'About' }).waitFor();
    await page.getByRole('table').getByRole('img').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Title', { exact: true }).fill('About Vishwas Bank (edited)');
    await page.getByLabel('Image').setInputFiles(fakeFile('notes.txt', 'text/plain'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expectAlert(dialogs, 'Please upload a valid image file.');
    await expectAccessible(page);

    await page.getByLabel('Image').setInputFiles(pngFile('about.png'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expectAlert(dialogs, 'Data updated successfully!');
    await page.getByRole('table').getByText('About Vishwas Bank (edited)').waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Title',
      'Content',
      'Meta title',
      'Meta description',
      'Image',
    ]);

    const [about] = await (await fetch(`${product.url}/api/pages?slug=about-us`)).json();
    expect(about.title).toBe('About Vishwas Bank (edited)');
    expect(about.image).toMatch(/about.*\.png$/);
  });
});

describe('the activity log, role by role', () => {
  /** As the Administrator: a complaint answered, an enquiry marked handled and a job changed, each an entry. */
  async function entriesOfEveryKind() {
    const auth = { Authorization: `Bearer ${await adminToken(product.url)}` };
    const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = auth) => {
      const answer = await fetch(`${product.url}${path}`, {
        method,
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
      return answer.json() as Promise<Record<string, unknown>>;
    };
    const member = { name: 'Meena Kulkarni', email: 'meena@example.in', phone: '9876500011' };
    const { reference } = await send(
      'POST',
      '/api/complaints',
      {
        ...member,
        account_holder: 'yes',
        category: 'deposits',
        description: 'Passbook not updated.',
      },
      {},
    );
    const complaints = (await send('GET', '/api/admin/complaints')) as unknown as Array<{
      id: number;
      reference: string;
    }>;
    const complaint = complaints.find((each) => each.reference === reference)!;
    await send('PUT', `/api/admin/complaints/${complaint.id}`, { status: 'in_progress', resolution: '' });
    await send('POST', '/api/contactus', { ...member, subject: 'Locker', message: 'Is a locker free?' }, {});
    const enquiries = (await send('GET', '/api/admin/contactus')) as unknown as Array<{ id: number; message: string }>;
    await send(
      'POST',
      `/api/admin/contactus/${enquiries.find((each) => each.message === 'Is a locker free?')!.id}/handled`,
      { handled: true },
    );
    const [job] = (await send('GET', '/api/admin/jobs')) as unknown as Array<Record<string, unknown>>;
    const { id, ...fields } = job!;
    await send('PUT', `/api/admin/jobs/${String(id)}`, { ...fields, qualification: 'Graduate (any stream)' });
  }

  beforeAll(entriesOfEveryKind);

  const { editor, approver, auditor, customer_service: service } = DEMO_ACCOUNTS.staff as Record<string, Credentials>;
  it.each([
    ['Administrator', DEMO_ADMIN as Credentials, { members: true, restores: true }],
    ['Editor', editor!, { members: false, restores: true }],
    ['Approver', approver!, { members: false, restores: true }],
    ['Auditor', auditor!, { members: true, restores: false }],
  ])(
    "shows the %s members' entries and their filters only if it reads them, and Restore only if it writes",
    async (_, account, may) => {
      const { page, problems } = await freshPage();
      await signIn(page, product.url, account);
      await page.goto(`${product.url}/AdminPage/Activity`);
      const resources = page.getByLabel('Resource', { exact: true });
      await expect.poll(() => resources.getByRole('option').allTextContents()).toContain('Jobs');
      const offered = await resources.getByRole('option').allTextContents();
      expect(offered.includes('Complaints')).toBe(may.members);
      expect(offered.includes('Enquiries')).toBe(may.members);
      expect(offered.includes('Sign-ins')).toBe(may.members);

      for (const resource of ['complaints', 'contact-messages']) {
        await page.goto(`${product.url}/AdminPage/Activity?resource=${resource}`);
        if (may.members)
          await page
            .getByRole('button', { name: /^Open entry \d+: Updated (Complaints|Enquiries): / })
            .first()
            .waitFor();
        else await page.getByRole('status').getByText(ADMIN_TABLE.noDataText).waitFor();
      }

      await page.goto(`${product.url}/AdminPage/Activity?resource=jobs&action=update`);
      await page
        .getByRole('button', { name: /^Open entry \d+: Updated Jobs: / })
        .first()
        .click();
      const view = page.getByRole('region', { name: /^Updated Jobs: / });
      await view.getByRole('table').waitFor();
      expect(await view.getByRole('button', { name: 'Restore this version' }).count()).toBe(may.restores ? 1 : 0);
      await expectAccessibleAtWidths(page);
      expect(problems).toEqual([]);
    },
  );

  it('is not in the menu of Customer service, and its address says the screen is not theirs', async () => {
    const { page, problems } = await freshPage();
    await signIn(page, product.url, service!);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Complaints' }).waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Activity' }).count(),
    ).toBe(0);
    await page.goto(`${product.url}/AdminPage/Activity`);
    await page.getByRole('heading', { level: 1, name: STAFF_MESSAGES.forbidden }).waitFor();
    expect(problems).toEqual([]);
  });
});
