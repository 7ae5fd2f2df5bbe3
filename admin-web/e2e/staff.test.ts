// Staff accounts in the browser: a new account's one-time link and what its role may open, sessions
// ended from elsewhere, the warning before the idle end, and two-step sign-in.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { STAFF_MESSAGES, type CreatedStaffAccount, type StaffRole } from '@bank/shared';
import { authenticatorCode } from '@bank/testing/authenticator';
import { launchBrowser } from '@bank/testing/browser';
import {
  adminToken,
  productForTestFile,
  startProduct,
  type Credentials,
  type RunningProduct,
} from '@bank/testing/product';
import {
  accessibleDescription,
  expectAccessible,
  expectAccessibleAtWidths,
  openPage,
  signedInPage,
  signIn,
  submitSignIn,
} from './support';

const MINUTE = 60_000;
/** A password the server takes: long, uncommon, and nothing of the e-mail's or the bank's name. */
const GOOD_PASSWORD = 'Marigold-tram-velvet-93';

let product: RunningProduct;
let browser: Browser;
const contexts: BrowserContext[] = [];
/** Further processes on the product's database, each with its own settings or clock. */
const others: RunningProduct[] = [];

beforeAll(async () => {
  [product, browser] = await Promise.all([productForTestFile(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  for (const other of others) await other.stop();
  await product?.stop();
});

/** Another server process on the product's database (the way to give it another clock or setting). */
async function otherProcess(env: Record<string, string>): Promise<RunningProduct> {
  const other = await startProduct({ database: product.db, env });
  others.push(other);
  return other;
}

/** A fresh window, its page's alerts accepted and its problems collected. */
async function freshPage(options: { width?: number } = {}) {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
  contexts.push(context);
  return { context, ...(await openPage(context)) };
}

/** An e-mail address no other test of this file uses. */
let people = 0;
const newEmail = (who: string) => `${who}.${++people}@example.com`;

async function postJson(path: string, body: unknown, token?: string) {
  const answer = await fetch(`${product.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json() };
}

/** An account the Administrator added through the API, its password set with its link. */
async function staffAccount(role: StaffRole, who: string): Promise<Credentials> {
  const email = newEmail(who);
  const created = await postJson('/api/admin/users', { email, name: who, role }, await adminToken(product.url));
  expect(created.status).toBe(201);
  const token = new URL((created.body as CreatedStaffAccount).set_password_link, product.url).searchParams.get('token');
  expect((await postJson('/api/admin/set-password', { token, password: GOOD_PASSWORD })).status).toBe(200);
  return { email, password: GOOD_PASSWORD };
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const sessionEndedToast = (page: Page) => page.getByText(STAFF_MESSAGES.sessionEnded);

/** How long a condition polled by a test may take to come true on a busy machine. */
const WAIT = { timeout: 10_000 };

/** Follows a page's calls to the API: `settled()` waits until every call has been answered. */
function apiCalls(page: Page) {
  let unanswered = 0;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const answered = (request: Request) => void (isApi(request) && (unanswered -= 1));
  page.on('request', (request) => void (isApi(request) && (unanswered += 1)));
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return { settled: () => expect.poll(() => unanswered, WAIT).toBe(0) };
}

/** A fresh window whose clock is the test's from the first page on, its calls to the API followed. */
async function clockedPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await context.clock.install();
  const opened = await openPage(context);
  return { ...opened, calls: apiCalls(opened.page) };
}

const idleWarning = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });

/**
 * Moves the browser's clock to just past the moment the idle warning is due: a minute before the idle
 * end counted from the latest call. A screen may make a call late (a chart's code loads first), and a
 * call answered after the move counts as use and puts the warning off; so the clock is moved again
 * until, with every call answered and none since, the warning shows.
 */
const clockToIdleWarning = (page: Page, calls: ReturnType<typeof apiCalls>) =>
  expect
    .poll(async () => {
      await calls.settled();
      const { lastUse, now } = await page.evaluate(() => ({
        lastUse: Number(localStorage.getItem('sessionLastUse')),
        now: Date.now(),
      }));
      expect(lastUse).toBeGreaterThan(0);
      const due = lastUse + 14 * MINUTE + 1_000;
      if (now >= due) return idleWarning(page).isVisible();
      await page.clock.fastForward(due - now);
      return false;
    }, WAIT)
    .toBe(true);

/** Logout from a fresh load of the dashboard (where no sign-in toast covers the button). */
async function logOut(page: Page, url = product.url) {
  await page.goto(`${url}/AdminPage`);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${url}/AdminLogin`);
}

/**
 * The key an authenticator app is given, read from the QR code's text alternative, as someone who
 * cannot see the picture reads it; the picture itself must have loaded too.
 */
async function keyFromQrCode(scope: Page | Locator): Promise<string> {
  const qr = scope.getByRole('img', { name: /^QR code for your authenticator app/ });
  await expect
    .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), WAIT)
    .toBeGreaterThan(0);
  const key = /Its key, to type in instead: ([A-Z2-7]{16,})$/.exec((await qr.getAttribute('alt')) ?? '')?.[1];
  expect(key).toBeDefined();
  return key!;
}

/** The recovery codes shown once: ten, each `xxxxx-xxxxx`. */
async function shownRecoveryCodes(scope: Page | Locator): Promise<string[]> {
  const codes = (await scope.getByRole('list').getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
  return codes;
}

describe('a new Customer service account', () => {
  it('is added in Users with its link shown once, sets a good password, and sees only the inbox and complaints', async () => {
    const { context: adminContext, page: admin, problems } = await signedInPage(browser, product.url);
    contexts.push(adminContext);
    await mainMenu(admin).getByRole('link', { name: 'Users' }).click();
    await admin.getByRole('heading', { name: 'Users' }).waitFor();
    await expectAccessibleAtWidths(admin);

    const email = newEmail('meena.desk');
    await admin.getByRole('button', { name: 'Add an account' }).click();
    const form = admin.getByRole('form', { name: 'Add an account' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Name').fill('Meena Desk');
    await form.getByLabel('Role').selectOption({ label: 'Customer service' });
    await form.getByRole('button', { name: 'Add account' }).click();
    const created = admin.getByRole('region', { name: 'Meena Desk can now set a password' });
    const firstLink = await created.getByLabel('Set-password link').inputValue();
    const address = new URL(firstLink);
    expect(`${address.origin}${address.pathname}`).toBe(`${product.url}/AdminSetPassword`);
    expect(address.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    await admin.getByRole('table', { name: 'Staff accounts' }).getByText(email).waitFor();
    await expectAccessibleAtWidths(admin);
    // Shown once: Done takes it away, and the list holds no link.
    await created.getByRole('button', { name: 'Done' }).click();
    await created.waitFor({ state: 'detached' });
    expect(await admin.getByText('AdminSetPassword').count()).toBe(0);

    // A new link in place of the first (as for one that expired), shown once in the account's panel;
    // one's own account offers no Block nor Delete.
    await admin.getByRole('button', { name: 'Manage Meena Desk' }).click();
    const panel = admin.getByRole('region', { name: 'Meena Desk' });
    await panel.getByRole('button', { name: 'Send a new set-password link' }).click();
    const link = await panel.getByLabel('Set-password link').inputValue();
    expect(link).not.toBe(firstLink);
    expect(new URL(link).pathname).toBe('/AdminSetPassword');
    await expectAccessibleAtWidths(admin);
    await panel.getByRole('button', { name: 'Close' }).click();
    await admin.getByRole('button', { name: 'Manage Demo Administrator' }).click();
    const own = admin.getByRole('region', { name: 'Demo Administrator' });
    await own.getByRole('button', { name: 'Save name and role' }).waitFor();
    expect(await own.getByRole('button', { name: /^(Block|Delete account)$/ }).count()).toBe(0);
    expect(problems).toEqual([]);

    // The person opens the link in a browser of their own.
    const { page, problems: theirProblems } = await freshPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await expectAccessibleAtWidths(page);
    const newPassword = page.getByLabel('New password', { exact: true });
    const refusal = page.waitForResponse((answer) => answer.url().endsWith('/api/admin/set-password'));
    await newPassword.fill('Password1234');
    await page.getByLabel('Repeat the new password').fill('Password1234');
    await page.getByRole('button', { name: 'Set password' }).click();
    const refused = await refusal;
    expect(refused.status()).toBe(400);
    const reason: string = (await refused.json()).errors.password;
    expect(reason).toMatch(/^This password is too easy to guess\. \S/);
    await expect.poll(() => accessibleDescription(newPassword), WAIT).toContain(reason);
    expect(await newPassword.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);

    await newPassword.fill(GOOD_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('status').getByText(STAFF_MESSAGES.passwordSet).waitFor();
    await page.getByRole('link', { name: 'Go to the sign-in' }).click();
    await page.waitForURL(`${product.url}/AdminLogin`);

    await signIn(page, product.url, { email, password: GOOD_PASSWORD });
    await page.getByText(`Welcome, ${email}`).waitFor();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await mainMenu(page).getByRole('link').allTextContents()).toEqual(['Dashboard', 'Feedbacks', 'Complaints']);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await page.getByText('Customer service: Inbox and complaints').waitFor();
    await expectAccessibleAtWidths(page);

    // A screen of another role, by its address: refused on the screen, as the server would.
    await page.goto(`${product.url}/AdminPage/SiteSettings`);
    await page.getByRole('heading', { name: STAFF_MESSAGES.forbidden }).waitFor();
    await expectAccessibleAtWidths(page);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(theirProblems).toEqual([]);
  });
});

describe('sessions', () => {
  it("'Sign out everywhere else' in My account ends the session of another browser at its next request", async () => {
    const account = await staffAccount('customer_service', 'ravi.desk');
    const { page: elsewhere } = await freshPage();
    await signIn(elsewhere, product.url, account);
    await mainMenu(elsewhere).getByRole('link', { name: 'Feedbacks' }).click();
    await elsewhere.waitForURL(`${product.url}/AdminPage/CustomerRating`);

    const { page } = await freshPage();
    await signIn(page, product.url, account);
    await page.getByRole('link', { name: 'Account' }).click();
    const sessions = page.getByRole('table', { name: 'Your sessions' });
    const sessionRows = sessions.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect.poll(() => sessionRows.count(), WAIT).toBe(2);
    await sessionRows.filter({ hasText: 'This session' }).waitFor();
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByRole('status').getByText('You are signed out everywhere else.').waitFor();
    await expect.poll(() => sessionRows.count(), WAIT).toBe(1);
    expect(await page.getByRole('button', { name: 'Sign out everywhere else' }).isDisabled()).toBe(true);

    // The other browser learns it with its next call to the server.
    await mainMenu(elsewhere).getByRole('link', { name: 'Complaints' }).click();
    await elsewhere.waitForURL(`${product.url}/AdminLogin`);
    await sessionEndedToast(elsewhere).waitFor();
    expect(await elsewhere.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    // This one goes on.
    await mainMenu(page).getByRole('link', { name: 'Complaints' }).click();
    await page.getByRole('heading', { name: 'Complaints' }).waitFor();
    expect(page.url()).toBe(`${product.url}/AdminPage/Complaints`);
  });

  it("warns a minute before the idle end on the browser's clock; 'Stay signed in' keeps the session on the server, and a lapse signs out", async () => {
    const account = await staffAccount('editor', 'asha.editor');
    // The server's clock is moved 10 and 20 minutes on from now, and back at the end.
    const signedInAt = Date.now();
    onTestFinished(() => product.setClock(Date.now()));

    const { page, problems, calls } = await clockedPage();
    const timesRead = page.waitForResponse((answer) => answer.url().endsWith('/api/admin/account/session'));
    await signIn(page, product.url, account);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await timesRead;

    const warning = idleWarning(page);
    const clockToWarning = () => clockToIdleWarning(page, calls);
    await clockToWarning();
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/you will be signed out at \d\d:\d\d IST, in about a minute/);
    const stay = warning.getByRole('button', { name: 'Stay signed in' });
    await expect.poll(() => stay.evaluate((button) => button === document.activeElement), WAIT).toBe(true);
    await expectAccessible(page);

    // 'Stay signed in' reaches the server when its clock reads 10 minutes on: the session was unused that long.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    await product.setClock(signedInAt + 10 * MINUTE);
    await stay.click();
    await warning.waitFor({ state: 'detached' });
    await calls.settled();
    // 20 minutes after the sign-in, 10 after 'Stay signed in': the session is still good.
    await product.setClock(signedInAt + 20 * MINUTE);
    const verified = await fetch(`${product.url}/api/admin/verify`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(verified.status).toBe(200);
    await mainMenu(page).getByRole('link', { name: 'Career' }).click();
    await page.getByRole('button', { name: 'Edit' }).first().waitFor();
    expect(page.url()).toBe(`${product.url}/AdminPage/CareerPage`);

    // Nobody answers the next warning: at the idle end the back office signs out by itself.
    await clockToWarning();
    await warning.waitFor();
    await page.clock.fastForward(MINUTE);
    await page.waitForURL(`${product.url}/AdminLogin`);
    await sessionEndedToast(page).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(problems).toEqual([]);
  });

  it('counts typing in a form as use, and keeps an unsaved news item across a lapsed session for the next sign-in, until Logout', async () => {
    const account = await staffAccount('editor', 'meera.editor');
    const signedInAt = Date.now();
    onTestFinished(() => product.setClock(Date.now()));
    const { page, problems, calls } = await clockedPage();
    await signIn(page, product.url, account);
    await mainMenu(page).getByRole('link', { name: 'News & Events' }).click();
    await page.getByRole('button', { name: 'Add New News/Event' }).click();
    const form = page.getByRole('form', { name: 'New news/event' });
    await form.getByLabel('Title').fill('Annual general meeting');
    const content = form.getByLabel('Content');

    // Fifteen minutes of writing, a sentence every five: the server's clock moves with the browser's.
    for (const minute of [5, 10, 15]) {
      await calls.settled();
      await page.clock.fastForward(5 * MINUTE);
      await product.setClock(signedInAt + minute * MINUTE);
      const told = page.waitForResponse((answer) => answer.url().endsWith('/api/admin/verify'));
      await content.pressSequentially(`Sentence ${minute}. `);
      expect((await told).status()).toBe(200);
    }
    expect(await idleWarning(page).isVisible()).toBe(false);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    await product.setClock(signedInAt + 29 * MINUTE);
    const stillGood = await fetch(`${product.url}/api/admin/verify`, { headers: { Authorization: `Bearer ${token}` } });
    expect(stillGood.status).toBe(200);

    // She stops typing: warned, then signed out, with her text kept in this browser.
    await clockToIdleWarning(page, calls);
    await page.clock.fastForward(MINUTE);
    await page.waitForURL(`${product.url}/AdminLogin`);
    await sessionEndedToast(page).waitFor();
    await page.clock.fastForward(10 * MINUTE);
    await product.setClock(signedInAt + 60 * MINUTE);

    await signIn(page, product.url, account);
    const kept = page.getByRole('region', { name: 'Unsaved text kept in this browser' });
    expect(await kept.getByRole('listitem').textContent()).toMatch(/^New news\/event, typed (2[5-9]|3\d) minutes ago/);
    await expectAccessibleAtWidths(page);
    await kept.getByRole('link', { name: 'New news/event' }).click();
    const offer = form.getByRole('region', { name: 'Unsaved text' });
    await offer.waitFor();
    await expectAccessibleAtWidths(page);
    await offer.getByRole('button', { name: 'Put it back' }).click();
    expect(await form.getByLabel('Title').inputValue()).toBe('Annual general meeting');
    expect(await content.inputValue()).toBe('Sentence 5. Sentence 10. Sentence 15. ');

    // Logout leaves nothing typed behind.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${product.url}/AdminLogin`);
    await signIn(page, product.url, account);
    await page.getByRole('heading', { name: 'What waits for you' }).waitFor();
    expect(await kept.count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('two-step sign-in', () => {
  it("is turned on in My account from the QR code's key; then sign-in takes an app's code once, or a recovery code once", async () => {
    const account = await staffAccount('editor', 'kiran.editor');
    const { page, problems } = await freshPage();
    await signIn(page, product.url, account);
    await page.getByRole('link', { name: 'Account' }).click();
    const setting = page.getByRole('region', { name: 'Two-step sign-in' });
    await setting.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await setting.getByLabel('Your password').fill(account.password);
    await setting.getByRole('button', { name: 'Continue' }).click();
    const key = await keyFromQrCode(setting);
    await expectAccessibleAtWidths(page);

    // The code the app shows now turns it on; the recovery codes are shown this once.
    await setting.getByLabel('Code').fill(authenticatorCode(key));
    await setting.getByRole('button', { name: 'Turn on', exact: true }).click();
    await setting.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    const recoveryCodes = await shownRecoveryCodes(setting);
    await expectAccessibleAtWidths(page);
    await setting.getByRole('button', { name: 'I have saved these codes' }).click();
    await setting.getByText(/^On: you sign in with your password and a code/).waitFor();
    expect(await page.getByText(recoveryCodes[0]).count()).toBe(0);
    await logOut(page);

    // The password, then the app's code: the next one, since the set-up took the current step's.
    const code = authenticatorCode(key, { stepsLater: 1 });
    await submitSignIn(page, product.url, account);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    await expectAccessibleAtWidths(page);
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${product.url}/AdminPage`);
    await page.getByText(`Welcome, ${account.email}`).waitFor();
    await logOut(page);

    // The same code again is refused; a recovery code signs in instead.
    await submitSignIn(page, product.url, account);
    const codeField = page.getByLabel('Code');
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => accessibleDescription(codeField), WAIT).toContain(STAFF_MESSAGES.codeWrong);
    expect(page.url()).toBe(`${product.url}/AdminLogin`);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${product.url}/AdminPage`);
    await logOut(page);

    // Each recovery code works once.
    await submitSignIn(page, product.url, account);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const recoveryField = page.getByLabel('Recovery code');
    await recoveryField.fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => accessibleDescription(recoveryField), WAIT).toContain(STAFF_MESSAGES.codeWrong);
    expect(page.url()).toBe(`${product.url}/AdminLogin`);
    await recoveryField.fill(recoveryCodes[1]);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${product.url}/AdminPage`);
    expect(problems).toEqual([]);
  });

  it('makes an account without it set two-step sign-in up at sign-in where a server requires it', async () => {
    const account = await staffAccount('auditor', 'neha.auditor');
    const required = await otherProcess({ TWO_STEP_REQUIRED: 'true' });
    const { page, problems } = await freshPage();
    await submitSignIn(page, required.url, account);
    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
    const key = await keyFromQrCode(page);
    await expectAccessibleAtWidths(page);

    await page.getByLabel('Code').fill(authenticatorCode(key));
    await page.getByRole('button', { name: 'Turn on and sign in' }).click();
    await page.getByRole('heading', { name: 'Two-step sign-in is on' }).waitFor();
    await shownRecoveryCodes(page);
    await expectAccessibleAtWidths(page);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await page.waitForURL(`${required.url}/AdminPage`);
    await page.getByText(`Welcome, ${account.email}`).waitFor();
    await page.getByRole('link', { name: 'Account' }).click();
    await page
      .getByRole('region', { name: 'Two-step sign-in' })
      .getByText(/^On: you sign in with your password and a code/)
      .waitFor();
    expect(problems).toEqual([]);
  });
});
