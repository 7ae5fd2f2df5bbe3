// The customer-protection editors end to end: branches and grievance levels through the generic
// list screen, complaints answered, and the settings, texts and unclaimed list of the Customer
// Protection screen, each change then seen on the public site; axe-core on every screen.
import { readFile } from 'fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, settled, watchRequests } from '@bank/testing/browser';
import type { ComplaintReceipt } from '@bank/shared';
import { DEMO_ACCOUNTS, productForTestFile, type RunningProduct } from '@bank/testing/product';
import {
  downloadedText,
  expectAccessible,
  expectAccessibleAtWidths,
  expectAlert,
  signedInPage,
  signIn,
} from './support';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let dialogs: string[];
let problems: string[];

beforeAll(async () => {
  [product, browser] = await Promise.all([productForTestFile(), launchBrowser()]);
  ({ context, page, dialogs, problems } = await signedInPage(browser, product.url));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const json = async <T>(path: string, init?: RequestInit): Promise<T> =>
  (await fetch(`${product.url}${path}`, init)).json() as Promise<T>;
const publicText = async (path: string) =>
  (await (await fetch(`${product.url}${path}`)).text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('branches', () => {
  const form = () => page.getByRole('form', { name: 'New branch' });

  it('are added with their numbers one a line, the mobile marked, and shown on /Branches', async () => {
    await page.goto(`${product.url}/AdminPage/EditBranches`);
    await page.getByRole('heading', { level: 1, name: 'Branches' }).waitFor();
    await page.getByRole('button', { name: 'Edit Head Office' }).waitFor();
    await page.getByRole('button', { name: 'Add New Branch' }).click();
    await form().getByLabel('Name', { exact: true }).fill('Baner Branch E2E');
    await form().getByLabel('Address', { exact: true }).fill('Survey 12, Baner Road, Pune 411045');
    await form().getByLabel('City', { exact: true }).fill('Pune');
    await form().getByLabel('IFSC', { exact: true }).fill('VCUB1000012');
    await form().getByLabel('MICR', { exact: true }).fill('411245012');
    await form().getByLabel('Phone numbers', { exact: true }).fill('020-2729 1100\n+91 98220 45682 (mobile)');
    await form().getByLabel('E-mail addresses', { exact: true }).fill('baner@vishwasbank.in');
    await form().getByLabel('Hours', { exact: true }).fill('9.30 am to 5 pm');
    await form().getByRole('button', { name: 'Submit' }).click();
    await form()
      .getByText(/IFSC is 11 characters/)
      .waitFor();
    await form().getByLabel('IFSC', { exact: true }).fill('vcub0000012');
    await expectAccessible(page);
    await form().getByRole('button', { name: 'Submit' }).click();
    await expectAlert(dialogs, 'Branch Added');
    const branch = (await json<Array<Record<string, unknown>>>('/api/branches')).find(
      (record) => record.name === 'Baner Branch E2E',
    );
    expect(branch).toMatchObject({
      ifsc: 'VCUB0000012',
      phones: [
        { number: '020-2729 1100', mobile: false },
        { number: '+91 98220 45682', mobile: true },
      ],
      head_office: false,
    });
    expect(await publicText('/Branches')).toContain('Baner Branch E2E');

    await page.getByRole('button', { name: 'Edit Baner Branch E2E', exact: true }).click();
    const edit = page.getByRole('form', { name: 'Edit branch' });
    await expect(edit.getByLabel('Phone numbers', { exact: true }).inputValue()).resolves.toBe(
      '020-2729 1100\n+91 98220 45682 (mobile)',
    );
    await edit.getByRole('button', { name: 'Cancel' }).click();
    expect(problems).toEqual([]);
  });

  it('count on Home: the figure follows the branch records', async () => {
    const count = (await json<unknown[]>('/api/branches')).length;
    expect(await publicText('/')).toMatch(new RegExp(`${count} Branches`));
  });
});

describe('grievance levels', () => {
  it('name the Principal Nodal Officer with a checkbox, whom the Ombudsman notice then names', async () => {
    await page.goto(`${product.url}/AdminPage/EditGrievanceLevels`);
    await page.getByRole('button', { name: 'Edit Principal Nodal Officer' }).waitFor();
    await page.getByRole('button', { name: 'Edit Principal Nodal Officer' }).click();
    const edit = page.getByRole('form', { name: 'Edit grievance level' });
    await expect(edit.getByLabel(/^Principal Nodal Officer/).isChecked()).resolves.toBe(true);
    await edit.getByLabel('Officer', { exact: true }).fill('Shri Anil Gokhale');
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expectAlert(dialogs, 'Grievance Level Updated');
    expect(await publicText('/CustomerProtection')).toContain('Principal Nodal Officer: Shri Anil Gokhale');
  });
});

describe('complaints', () => {
  it('are listed with their due date, opened, and answered; the member then reads the resolution', async () => {
    const receipt = await json<{ reference: string }>('/api/complaints', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Ravi Joshi',
        email: 'ravi@example.in',
        phone: '9876543210',
        account_holder: 'yes',
        category: 'deposits',
        description: 'Interest not credited.',
      }),
    });
    await page.goto(`${product.url}/AdminPage/Complaints`);
    await page.getByRole('heading', { level: 1, name: 'Complaints' }).waitFor();
    await page.getByRole('button', { name: `Open complaint ${receipt.reference}` }).click();
    const form = page.getByRole('form', { name: `Complaint ${receipt.reference}` });
    await form.getByText('Interest not credited.').waitFor();
    await expectAccessible(page);
    await form.getByLabel('Status').selectOption('resolved');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Write the resolution before marking the complaint resolved').waitFor();
    await form.getByLabel(/^Resolution/).fill('Credited on 20 November with interest for the delay.');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Complaint ${receipt.reference} is now resolved.`).waitFor();
    // Resolved ones leave the default view (not resolved), and show under All.
    await page.getByRole('button', { name: `Open complaint ${receipt.reference}` }).waitFor({ state: 'detached' });
    await page.getByLabel('Show').selectOption('all');
    await page.getByRole('button', { name: `Open complaint ${receipt.reference}` }).waitFor();
    const status = await json<{ status: string; resolution: string }>('/api/complaints/lookup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference: receipt.reference, email: 'ravi@example.in' }),
    });
    expect(status).toMatchObject({
      status: 'resolved',
      resolution: 'Credited on 20 November with interest for the delay.',
    });
    expect(problems).toEqual([]);
  });

  it('open as text for an Auditor, who may read them but not answer: no form, no Save', async () => {
    const receipt = await json<{ reference: string }>('/api/complaints', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Meera Apte',
        email: 'meera@example.in',
        phone: '9876543210',
        account_holder: 'yes',
        category: 'loans',
        description: 'My loan statement shows a charge twice.',
      }),
    });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const auditor = await context.newPage();
      await signIn(auditor, product.url, DEMO_ACCOUNTS.staff.auditor);
      await auditor.goto(`${product.url}/AdminPage/Complaints`);
      await auditor.getByRole('button', { name: `Open complaint ${receipt.reference}` }).click();
      const view = auditor.getByRole('region', { name: `Complaint ${receipt.reference}` });
      await view.getByText('My loan statement shows a charge twice.').waitFor();
      expect(await auditor.getByRole('button', { name: 'Save' }).count()).toBe(0);
      expect(await auditor.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
      await expectAccessibleAtWidths(auditor);
    } finally {
      await context.close();
    }
  });
});

describe('the complaints screen', () => {
  const lodge = async (url: string, fields: Record<string, string>) =>
    (await (
      await fetch(`${url}/api/complaints`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Member',
          email: 'member@example.in',
          phone: '9876543210',
          account_holder: 'yes',
          category: 'deposits',
          description: 'Something went wrong.',
          ...fields,
        }),
      })
    ).json()) as ComplaintReceipt;

  it('finds a complaint by its reference, shows its category, marks the overdue ones in words and exports what it shows as CSV', async () => {
    // Lodged 40 days ago (the server's clock moved back then): its reply is overdue.
    await product.setClock(Date.now() - 40 * 86400000);
    let late: ComplaintReceipt;
    try {
      late = await lodge(product.url, {
        name: 'Kavita Deshpande',
        category: 'loans',
        description: 'Foreclosure charges not refunded.',
      });
    } finally {
      await product.setClock(Date.now());
    }
    const recent = await lodge(product.url, {
      name: 'Prakash Bhide',
      category: 'cards_digital',
      description: 'UPI debit not reversed.',
    });

    await page.goto(`${product.url}/AdminPage/Complaints`);
    await page.getByRole('button', { name: `Open complaint ${recent.reference}` }).waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Reference',
      'Received',
      'Reply due',
      'Status',
      'Category',
      'Member',
      'Actions',
    ]);
    const lateRow = page.getByRole('row').filter({ hasText: late.reference });
    await expect(lateRow.textContent()).resolves.toMatch(/\(overdue\)ReceivedOverdueLoansKavita Deshpande/);
    expect(await lateRow.getAttribute('class')).toContain('complaint-row--overdue');
    const recentRow = page.getByRole('row').filter({ hasText: recent.reference });
    await expect(recentRow.textContent()).resolves.toMatch(/ReceivedCards and digital bankingPrakash Bhide/);
    expect(await recentRow.getAttribute('class')).not.toContain('complaint-row--overdue');
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // As a member reads it out on the phone, in any case; the rest of the list leaves.
    await page.getByLabel('Search').fill(late.reference.toLowerCase());
    await page.getByRole('button', { name: `Open complaint ${recent.reference}` }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Open complaint ${late.reference}` }).waitFor();
    const csv = await downloadedText(page, page.getByRole('button', { name: 'Export CSV' }));
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      '"Reference","Received","Reply due","Overdue","Status","Category","Name","Email","Phone","Phone (+91)","Account holder","Complaint","Reply to the member","Resolved by","Resolved at","Last changed"',
    );
    expect(rows).toHaveLength(2);
    const [reference, received, replyDue, overdue, status, category, name] = rows[1].slice(1, -1).split('","');
    expect({ reference, replyDue, overdue, status, category, name }).toEqual({
      reference: late.reference,
      replyDue: late.reply_due,
      overdue: 'yes',
      status: 'Received',
      category: 'Loans',
      name: 'Kavita Deshpande',
    });
    // India's time with its offset, the same instant as the API's UTC one.
    expect(received).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/);
    expect(Date.parse(received)).toBe(Math.floor(Date.parse(late.received_at) / 1000) * 1000);
    expect(problems).toEqual([]);
  });

  it('names the reply an Update for the member while open, and the Resolution once resolved, as the member then reads it', async () => {
    const complaint = await lodge(product.url, { name: 'Sudha Karve', email: 'sudha@example.in' });
    await page.goto(`${product.url}/AdminPage/Complaints`);
    await page.getByRole('button', { name: `Open complaint ${complaint.reference}` }).click();
    const form = page.getByRole('form', { name: `Complaint ${complaint.reference}` });
    await form.getByLabel('Status').selectOption('in_progress');
    await form.getByLabel(/^Update/).fill('We have asked your branch for the passbook entries.');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Complaint ${complaint.reference} is now in progress.`).waitFor();

    const member = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      watchRequests(member);
      await member.goto(`${product.url}/CustomerProtection#status`);
      await settled(member);
      const lookup = member.locator('#status');
      await lookup.getByLabel('Reference number').fill(complaint.reference);
      await lookup.getByLabel('Email').fill('sudha@example.in');
      await lookup.getByRole('button', { name: 'Find my complaint' }).click();
      await lookup.getByText('Update: We have asked your branch for the passbook entries.').waitFor();
      await expect(lookup.getByText(/^Resolution:/).count()).resolves.toBe(0);
    } finally {
      await member.close();
    }
    await page.getByRole('button', { name: `Open complaint ${complaint.reference}` }).click();
    await form.getByLabel('Status').selectOption('resolved');
    await form.getByLabel(/^Resolution/).waitFor();
  });

  it("keeps a thread: the member reads each update sent, dated, never the staff's internal notes", async () => {
    const complaint = await lodge(product.url, { name: 'Nitin Bapat', email: 'nitin@example.in' });
    await page.goto(`${product.url}/AdminPage/Complaints`);
    await page.getByRole('button', { name: `Open complaint ${complaint.reference}` }).click();
    const thread = page.getByRole('region', { name: `Thread of ${complaint.reference}` });
    const add = thread.getByRole('form', { name: 'Add to the thread' });
    await add.getByLabel('Text').fill('Your request is with the loans officer.');
    await add.getByRole('button', { name: 'Add to the thread' }).click();
    await thread.getByText('Your request is with the loans officer.').waitFor();
    await add.getByLabel('Internal note (never shown to the member)').check();
    await add.getByLabel('Text').fill('Officer on leave till Monday.');
    await add.getByRole('button', { name: 'Add to the thread' }).click();
    await thread.getByText('Officer on leave till Monday.').waitFor();
    await expectAccessibleAtWidths(page);

    const member = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await member.goto(`${product.url}/CustomerProtection#status`);
      const lookup = member.locator('#status');
      await lookup.getByLabel('Reference number').fill(complaint.reference);
      await lookup.getByLabel('Email').fill('nitin@example.in');
      await lookup.getByRole('button', { name: 'Find my complaint' }).click();
      await lookup.getByText('Update: Your request is with the loans officer.').waitFor();
      expect(await lookup.getByRole('listitem').allTextContents()).toEqual([
        expect.stringMatching(
          /^Update: Your request is with the loans officer\.Sent \d{1,2} \w{3} \d{4}, \d\d:\d\d IST$/,
        ),
      ]);
      expect(await lookup.textContent()).not.toContain('Officer on leave');
    } finally {
      await member.close();
    }
  });
});

describe('the Customer Protection screen', () => {
  it('saves the settings, which the band on every page shows at once', async () => {
    await page.goto(`${product.url}/AdminPage/CustomerProtection`);
    const settings = page.getByRole('form', { name: 'Settings' });
    await settings.getByLabel(/^DICGC cover/).fill('1000000');
    await settings.getByLabel(/^24x7 phone/).fill('1800 233 9999');
    await expectAccessible(page);
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings.getByText('Settings saved.', { exact: false }).waitFor();
    const home = await publicText('/');
    expect(home).toContain('Deposits insured by DICGC up to Rs 10 lakh per depositor per bank');
    expect(home).toContain('Report an unauthorised transaction: 1800 233 9999');
  });

  it('edits a published text, which its page then shows', async () => {
    await page.getByRole('button', { name: 'Edit Privacy Notice' }).click();
    const form = page.getByRole('form', { name: 'Edit: Privacy Notice' });
    await form.getByLabel('Text').fill('We keep only what you send us.\n- your name\n- your e-mail');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Privacy Notice: saved.').waitFor();
    const privacy = await (await fetch(`${product.url}/Privacy`)).text();
    expect(privacy).toContain('<li>your e-mail</li>');
  });

  const unclaimed = () => page.getByRole('form', { name: 'Unclaimed deposits' });
  const preview = () => unclaimed().getByRole('region', { name: 'Check before replacing the list' });
  const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  const twoNames = csv('good.csv', 'name,address\nJosé Fernandes,"12, MG Road, Pune"\nSharma Ramesh,Kothrud\n');

  /** axe on the screen as it is now, on a laptop and on a phone. */
  async function expectAccessibleOnLaptopAndPhone() {
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
    }
  }

  it('refuses a file with a bad line when checking it, naming the line, changing nothing', async () => {
    await unclaimed().getByText('Names held now: 200').waitFor();
    await unclaimed().getByLabel('CSV file').setInputFiles(csv('bad.csv', 'name,address\nGood Name,Pune\n,No name\n'));
    await unclaimed().getByRole('button', { name: 'Check the file' }).click();
    await unclaimed().getByRole('alert').getByText('The file was not imported: 1 line is wrong').waitFor();
    await unclaimed().getByText('Line 3 has no name').waitFor();
    await unclaimed().getByText('Names held now: 200').waitFor();
  });

  it('shows what a file would change before anything is replaced, and Cancel leaves the list as it was', async () => {
    await unclaimed().getByLabel('CSV file').setInputFiles(twoNames);
    await unclaimed().getByRole('button', { name: 'Check the file' }).click();
    await preview().waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Check before replacing the list');
    await preview()
      .getByText(
        'The list holds 200 names now; after the import it will hold 2 names: 200 names removed and 2 names added. Nothing has changed yet.',
      )
      .waitFor();
    expect(
      await preview().getByRole('table', { name: 'First 2 rows of the new list' }).getByRole('row').allTextContents(),
    ).toEqual(['NameAddress', 'José Fernandes12, MG Road, Pune', 'Sharma RameshKothrud']);
    expect(await preview().getByRole('table', { name: 'Removed: 200 names' }).getByRole('row').count()).toBe(11);
    await preview().getByText('and 190 more names').waitFor();
    await expectAccessibleOnLaptopAndPhone();

    await preview().getByRole('button', { name: 'Cancel' }).click();
    await unclaimed().getByText('Import cancelled: the list is as it was.').waitFor();
    await preview().waitFor({ state: 'detached' });
    expect((await json<{ total: number }>('/api/unclaimed-deposits?q=fernandes')).total).toBe(0);
    await unclaimed().getByText('Names held now: 200').waitFor();
  });

  it('downloads the current list as a CSV that the import takes back unchanged', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      unclaimed().getByRole('button', { name: 'Download the current list' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^unclaimed-deposits-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"name","address"');
    expect(lines).toHaveLength(201);

    await unclaimed()
      .getByLabel('CSV file')
      .setInputFiles({ name: 'current.csv', mimeType: 'text/csv', buffer: bytes });
    await unclaimed().getByRole('button', { name: 'Check the file' }).click();
    await preview()
      .getByText(
        'The list holds 200 names now; after the import it will hold 200 names: 0 names removed and 0 names added. Nothing has changed yet.',
      )
      .waitFor();
    await preview().getByRole('button', { name: 'Cancel' }).click();
  });

  it('replaces the list once the preview is confirmed, and its activity entry puts the old list back once', async () => {
    await unclaimed().getByLabel('CSV file').setInputFiles(twoNames);
    await unclaimed().getByRole('button', { name: 'Check the file' }).click();
    await preview().getByRole('button', { name: 'Replace the list with these 2 names' }).click();
    await unclaimed().getByText('Replaced 200 names with 2.', { exact: false }).waitFor();
    await unclaimed().getByText('Names held now: 2').waitFor();
    expect(await publicText('/UnclaimedDeposits?q=jose')).toContain('José Fernandes');
    await expectAccessibleOnLaptopAndPhone();

    await page.goto(`${product.url}/AdminPage/Activity?resource=unclaimed-deposits&action=import`);
    await page
      .getByRole('button', { name: /^Open entry \d+: Imported Unclaimed deposits: replaced 200 names with 2$/ })
      .first()
      .click();
    const entry = page.getByRole('region', { name: 'Imported Unclaimed deposits: replaced 200 names with 2' });
    dialogs.length = 0;
    await entry.getByRole('button', { name: 'Restore this version' }).click();
    await expect
      .poll(() => dialogs)
      .toEqual(['Put back the 200 names this imported entry replaced? The whole list held now is replaced by it.']);
    await page.getByText('The list is back: 200 names').waitFor();
    expect((await json<{ total: number }>('/api/unclaimed-deposits?q=fernandes')).total).toBe(0);
    await expectAccessibleOnLaptopAndPhone();

    await entry.getByRole('button', { name: 'Restore this version' }).click();
    await entry
      .getByRole('alert')
      .getByText(/^This list has already been restored: entry #\d+$/)
      .waitFor();
    expect((await json<{ total: number }>('/api/unclaimed-deposits?q=fernandes')).total).toBe(0);
    await expectAccessibleOnLaptopAndPhone();
    expect(problems).toEqual([]);
  });
});
