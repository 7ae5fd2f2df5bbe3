// The customer-protection editors end to end: branches and grievance levels through the generic
// list screen, complaints answered, and the settings, texts and unclaimed list of the Customer
// Protection screen, each change then seen on the public site; axe-core on every screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '@bank/testing/browser';
import { startProduct, type RunningProduct } from '@bank/testing/product';
import { expectAccessible, expectAlert, signedInPage } from './support';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let dialogs: string[];
let problems: string[];

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  ({ context, page, dialogs, problems } = await signedInPage(browser, product.url));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const json = async <T>(path: string, init?: RequestInit): Promise<T> => (await fetch(`${product.url}${path}`, init)).json() as Promise<T>;
const publicText = async (path: string) => (await (await fetch(`${product.url}${path}`)).text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

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
    await form().getByText(/IFSC is 11 characters/).waitFor();
    await form().getByLabel('IFSC', { exact: true }).fill('vcub0000012');
    await expectAccessible(page);
    await form().getByRole('button', { name: 'Submit' }).click();
    await expectAlert(dialogs, 'Branch Added');
    const branch = (await json<Array<Record<string, unknown>>>('/api/branches')).find((record) => record.name === 'Baner Branch E2E');
    expect(branch).toMatchObject({ ifsc: 'VCUB0000012', phones: [{ number: '020-2729 1100', mobile: false }, { number: '+91 98220 45682', mobile: true }], head_office: false });
    expect(await publicText('/Branches')).toContain('Baner Branch E2E');

    await page.getByRole('button', { name: 'Edit Baner Branch E2E', exact: true }).click();
    const edit = page.getByRole('form', { name: 'Edit branch' });
    await expect(edit.getByLabel('Phone numbers', { exact: true }).inputValue()).resolves.toBe('020-2729 1100\n+91 98220 45682 (mobile)');
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
    expect(await publicText('/CustomerProtection')).toContain("Principal Nodal Officer: Shri Anil Gokhale");
  });
});

describe('complaints', () => {
  it('are listed with their due date, opened, and answered; the member then reads the resolution', async () => {
    const receipt = await json<{ reference: string }>('/api/complaints', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ravi Joshi', email: 'ravi@example.in', phone: '9876543210', account_holder: 'yes', category: 'deposits', description: 'Interest not credited.' }),
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
    expect(status).toMatchObject({ status: 'resolved', resolution: 'Credited on 20 November with interest for the delay.' });
    expect(problems).toEqual([]);
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

  it('replaces the unclaimed list from a CSV, and refuses a file with a bad line, naming it, changing nothing', async () => {
    const form = page.getByRole('form', { name: 'Unclaimed deposits' });
    await form.getByText('Names held now: 200').waitFor();
    await form.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('name,address\nGood Name,Pune\n,No name\n') });
    await form.getByRole('button', { name: 'Import' }).click();
    await form.getByText('Line 3 has no name').waitFor();
    await form.getByText('Names held now: 200').waitFor();
    await form.getByLabel('CSV file').setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from('name,address\nJosé Fernandes,"12, MG Road, Pune"\nSharma Ramesh,Kothrud\n') });
    await form.getByRole('button', { name: 'Import' }).click();
    await form.getByText('Replaced 200 names with 2.').waitFor();
    await form.getByText('Names held now: 2').waitFor();
    expect(await publicText('/UnclaimedDeposits?q=jose')).toContain('José Fernandes');
    expect(problems).toEqual([]);
  });
});
