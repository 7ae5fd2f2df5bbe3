// Every list editor end to end: add -> on the public API and the public page -> edit -> delete,
// through the screens, with the exact native alerts, a refused fake picture (or PDF) that stores
// nothing, and axe-core.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '@bank/testing/browser';
import { startProduct, type RunningProduct } from '@bank/testing/product';
import { RESOURCE_DEFINITIONS } from '../src/resources';
import type { ResourceDefinition } from '../src/resources/engine/resource-definition';

const definitionOf = (key: string) => RESOURCE_DEFINITIONS.find((definition) => definition.key === key)!;
import { expectAccessible, expectAlert, fakeFile, pdfFile, pngFile, signedInPage } from './support';

interface Case {
  definition: ResourceDefinition;
  route: string;
  /** Public list of the resource. */
  publicPath: string;
  /** The public page that shows the records, and the field it shows (the record's name unless said). */
  publicPage: string;
  publicKey?: string;
  values: Record<string, string>;
}

const CASES: Case[] = [
  {
    definition: definitionOf('jobs'),
    route: 'CareerPage',
    publicPath: '/api/jobs',
    publicPage: '/Career',
    publicKey: 'designation',
    values: { title: 'Teller E2E', designation: 'Cashier E2E', experience: '3', qualification: 'B.Com', description: 'Counter duties' },
  },
  { definition: definitionOf('news'), route: 'NewsEventPage', publicPath: '/api/news', publicPage: '/News', values: { title: 'Camp E2E', content: 'Free health camp', date: '2026-03-14' } },
  { definition: definitionOf('services'), route: 'EditService', publicPath: '/api/services', publicPage: '/Services', values: { name: 'Lockers E2E', description: 'Safe deposit lockers' } },
  { definition: definitionOf('deposits'), route: 'EditDeposit', publicPath: '/api/deposits', publicPage: '/Deposits', values: { name: 'Recurring E2E', details: 'Monthly saving', interest_rate: '6.75' } },
  { definition: definitionOf('loans'), route: 'EditLoans', publicPath: '/api/loans', publicPage: '/Loan', values: { name: 'Education E2E', details: 'For studies', interest_rate: '9.5' } },
  { definition: definitionOf('awards'), route: 'EditAward', publicPath: '/api/awards', publicPage: '/Awards', values: { title: 'Award E2E', description: 'Best co-operative bank' } },
  { definition: definitionOf('management'), route: 'EditManagements', publicPath: '/api/management', publicPage: '/Managements', values: { name: 'Member E2E', title: 'Director' } },
  { definition: definitionOf('gallery'), route: 'EditAboutSlider', publicPath: '/api/gallery', publicPage: '/About', values: { name: 'Slide E2E' } },
  { definition: definitionOf('documents'), route: 'EditDocuments', publicPath: '/api/documents', publicPage: '/PublishedDocuments', values: { title: 'Report E2E' } },
  { definition: definitionOf('circulars'), route: 'EditPoliciesPage', publicPath: '/api/pages?slug=circulars', publicPage: '/PoliciesCirculars', values: { title: 'Circular E2E', content: 'KYC update' } },
];

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

async function publicRecords(path: string): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${product.url}${path}`);
  expect(response.status).toBe(200);
  return response.json();
}

/**
 * Opens a public page as a visitor (a context of its own) and tells whether it shows `text`, as text
 * or as a picture's alt text, once `loadedText` has appeared (proof that the page's list has loaded).
 */
async function publicPageShows(publicPage: string, text: string, loadedText = text): Promise<boolean> {
  const visitor = await browser.newContext();
  try {
    const tab = await visitor.newPage();
    await tab.goto(`${product.url}${publicPage}`);
    const main = tab.getByRole('main');
    const showing = (shown: string) => main.getByText(shown, { exact: true }).or(main.getByAltText(shown, { exact: true }));
    await showing(loadedText).first().waitFor({ state: 'attached' });
    return (await showing(text).count()) > 0;
  } finally {
    await visitor.close();
  }
}

function fileFor(definition: ResourceDefinition) {
  return definition.media?.kind === 'pdf' ? pdfFile() : pngFile();
}

async function fill(form: ReturnType<Page['getByRole']>, definition: ResourceDefinition, values: Record<string, string>) {
  for (const field of definition.fields) {
    const input = form.getByLabel(field.label, { exact: true });
    // A select (a card's rate schedule product) is chosen, not typed: '' is its 'None'.
    if (field.kind === 'select') await input.selectOption({ value: values[field.name] ?? '' });
    else await input.fill(values[field.name] ?? '');
  }
}

describe.each(CASES)('$route', ({ definition, route, publicPath, publicPage, publicKey = definition.nameKey, values }) => {
  const nameKey = definition.nameKey;
  const name = values[nameKey];
  const editedName = `${name} edited`;
  /** What the public page shows of the record after the edit (which changes the name, and the shown field too). */
  const publicTextAfterEdit = publicKey === nameKey ? editedName : `${values[publicKey]} edited`;
  const addForm = () => page.getByRole('form', { name: `New ${definition.noun}` });
  const editForm = () => page.getByRole('form', { name: `Edit ${definition.noun}` });

  it('adds a record that the public site then lists, with the exact alert, and passes axe', async () => {
    await page.goto(`${product.url}/AdminPage/${route}`);
    await page.getByRole('heading', { level: 1, name: definition.title }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).first().waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: definition.addLabel }).click();
    await fill(addForm(), definition, values);
    if (definition.media) await addForm().getByLabel(definition.media.label).setInputFiles(fileFor(definition));
    await expectAccessible(page);
    await addForm().getByRole('button', { name: 'Submit' }).click();
    await expectAlert(dialogs, definition.alerts.added);
    await addForm().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).waitFor();

    const stored = (await publicRecords(publicPath)).find((record) => record[nameKey] === name);
    expect(stored).toBeDefined();
    if (definition.media) expect(stored?.[definition.media.recordKey]).toMatch(/^\/uploads\/|^https?:/);
    expect(await publicPageShows(publicPage, values[publicKey])).toBe(true);
  });

  it('refuses a text file named like a picture or a PDF and stores nothing', async () => {
    const before = await publicRecords(publicPath);
    const media = definition.media;
    if (!media) {
      // Jobs take no file: an experience beyond 57 years is refused instead, and nothing is stored.
      await page.getByRole('button', { name: definition.addLabel }).click();
      await fill(addForm(), definition, { ...values, title: 'Refused E2E', experience: '58' });
      await addForm().getByRole('button', { name: 'Submit' }).click();
      await addForm().getByText(/less than or equal to 57/).waitFor();
    } else {
      const fake = media.kind === 'pdf' ? fakeFile('notes.pdf', 'application/pdf') : fakeFile('notes.jpg', 'image/jpeg');
      await page.getByRole('button', { name: definition.addLabel }).click();
      await fill(addForm(), definition, { ...values, [nameKey]: 'Refused E2E' });
      await addForm().getByLabel(media.label).setInputFiles(fake);
      await addForm().getByRole('button', { name: 'Submit' }).click();
      await addForm().getByRole('alert').waitFor();
      // What was typed is still there after the refusal.
      await expect(addForm().getByLabel(definition.fields[0].label, { exact: true }).inputValue()).resolves.toBe(
        nameKey === definition.fields[0].name ? 'Refused E2E' : values[definition.fields[0].name],
      );
      if (definition.alerts.saveFailed) await expectAlert(dialogs, definition.alerts.saveFailed);
    }
    await addForm().getByRole('button', { name: 'Cancel' }).click();
    expect(await publicRecords(publicPath)).toEqual(before);
  });

  it('edits the record inline and the public site shows the change', async () => {
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const input = editForm().getByLabel(definition.fields.find((field) => field.name === nameKey)!.label, { exact: true });
    await expect(input.inputValue()).resolves.toBe(name);
    await input.fill(editedName);
    if (publicKey !== nameKey) {
      await editForm().getByLabel(definition.fields.find((field) => field.name === publicKey)!.label, { exact: true }).fill(publicTextAfterEdit);
    }
    await expectAccessible(page);
    await editForm().getByRole('button', { name: 'Update' }).click();
    await expectAlert(dialogs, definition.alerts.updated);
    await page.getByRole('button', { name: `Edit ${editedName}`, exact: true }).waitFor();

    const list = await publicRecords(publicPath);
    expect(list.some((record) => record[nameKey] === editedName)).toBe(true);
    expect(list.some((record) => record[nameKey] === name)).toBe(false);
    expect(await publicPageShows(publicPage, publicTextAfterEdit)).toBe(true);
    expect(await publicPageShows(publicPage, values[publicKey], publicTextAfterEdit)).toBe(false);
  });

  it('deletes the record and the public site no longer lists it', async () => {
    await page.getByRole('button', { name: `Delete ${editedName}`, exact: true }).click();
    // Asked first (accepted here), then the spec's alert.
    await expect.poll(() => dialogs[0]).toBe(`Delete ${editedName}?`);
    await expectAlert(dialogs, definition.alerts.deleted);
    await expect(page.getByRole('button', { name: `Delete ${editedName}`, exact: true }).count()).resolves.toBe(0);
    const remaining = await publicRecords(publicPath);
    expect(remaining.some((record) => record[nameKey] === editedName)).toBe(false);
    // The newest remaining record shows, the deleted one does not (the circulars' header record is first).
    expect(await publicPageShows(publicPage, publicTextAfterEdit, String(remaining.at(-1)![publicKey]))).toBe(false);
    expect(problems).toEqual([]);
  });
});
