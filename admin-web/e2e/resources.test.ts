// Every list editor end to end: add -> on the public API and the public page -> edit -> delete,
// through the screens, with the exact native alerts, a refused fake picture (or PDF) that stores
// nothing, and axe-core.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BRANCH_MESSAGES } from '@bank/shared';
import { launchBrowser } from '@bank/testing/browser';
import { startProduct, type RunningProduct } from '@bank/testing/product';
import { RESOURCE_DEFINITIONS } from '../src/resources';
import type { ResourceDefinition } from '../src/resources/engine/resource-definition';
import { expectAccessible, expectAlert, fakeFile, pdfFile, pngFile, signedInPage } from './support';

/** What the definitions cannot say: a record to add through each list editor, and what the public site shows of it. */
interface EditorSample {
  /** The form's values, as typed ('true' ticks a checkbox). */
  values: Record<string, string>;
  /** The public page that shows the records, when the definition names none (the pages with a menu entry of their own). */
  publicPage?: string;
  /** The record field that page shows, when not the record's name. */
  publicKey?: string;
  /** For an editor without a file: values its rule refuses, and the message said under the field. */
  refused?: { values: Record<string, string>; message: RegExp | string };
}

/** One sample per list editor, by its definition's key; the suite refuses to run without one for each. */
const EDITOR_SAMPLES: Record<string, EditorSample> = {
  jobs: {
    publicPage: '/Career',
    publicKey: 'designation',
    values: { title: 'Teller E2E', designation: 'Cashier E2E', experience: '3', qualification: 'B.Com', description: 'Counter duties' },
    // Jobs take no file: an experience beyond 57 years is refused instead.
    refused: { values: { experience: '58' }, message: /less than or equal to 57/ },
  },
  news: { publicPage: '/News', values: { title: 'Camp E2E', content: 'Free health camp', date: '2026-03-14' } },
  services: { values: { name: 'Lockers E2E', description: 'Safe deposit lockers' } },
  deposits: { values: { name: 'Recurring E2E', details: 'Monthly saving', interest_rate: '6.75' } },
  loans: { values: { name: 'Education E2E', details: 'For studies', interest_rate: '9.5' } },
  awards: { values: { title: 'Award E2E', description: 'Best co-operative bank' } },
  management: { values: { name: 'Member E2E', title: 'Director' } },
  gallery: { values: { name: 'Slide E2E' } },
  documents: { values: { title: 'Report E2E' } },
  circulars: { values: { title: 'Circular E2E', content: 'KYC update' } },
  branches: {
    values: { name: 'Branch E2E', address: 'Survey 7, Aundh Road, Pune 411007', city: 'Pune', ifsc: 'VCUB0000077', micr: '411245077', phones: '020-2588 1100', hours: '10 am to 5 pm' },
    refused: { values: { ifsc: 'VCUB77' }, message: BRANCH_MESSAGES.ifsc },
  },
  grievanceLevels: {
    values: { level: '4', title: 'Level E2E', officer: 'Officer E2E', designation: 'General Manager', phone: '020-2447 3399', email: 'gm@vishwasbank.in', response_days: '30' },
    refused: { values: { response_days: '91' }, message: /less than or equal to 90/ },
  },
};

const unsampled = RESOURCE_DEFINITIONS.filter((definition) => !EDITOR_SAMPLES[definition.key]).map((definition) => definition.key);
const unknown = Object.keys(EDITOR_SAMPLES).filter((key) => !RESOURCE_DEFINITIONS.some((definition) => definition.key === key));
if (unsampled.length > 0 || unknown.length > 0) {
  throw new Error(`EDITOR_SAMPLES in admin-web/e2e/resources.test.ts must hold one sample per list editor: add ${unsampled.join(', ') || 'none'}; remove ${unknown.join(', ') || 'none'}`);
}

interface Case extends EditorSample {
  definition: ResourceDefinition;
  /** The public list of the resource: its admin list's path under /api rather than /api/admin. */
  publicPath: string;
  publicPage: string;
}

/** Every list editor of the back office (src/resources), with its sample. */
const CASES: Case[] = RESOURCE_DEFINITIONS.map((definition) => {
  const sample = EDITOR_SAMPLES[definition.key];
  const publicPage = sample.publicPage ?? definition.publicPage?.url;
  if (!publicPage) throw new Error(`Say in EDITOR_SAMPLES which public page shows the records of ${definition.key}`);
  return { ...sample, definition, publicPath: `/api${definition.endpoints.list.replace(/^\/admin/, '')}`, publicPage };
});

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
    else if (field.kind === 'checkbox') await input.setChecked(values[field.name] === 'true');
    else await input.fill(values[field.name] ?? '');
  }
}

describe.each(CASES)('$definition.route', ({ definition, publicPath, publicPage, publicKey = definition.nameKey, values, refused }) => {
  const { route } = definition;
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
      // Without a file to refuse, a value the rule refuses, and nothing is stored.
      if (!refused) throw new Error(`Give the sample of ${definition.key} refused values: it takes no file`);
      await page.getByRole('button', { name: definition.addLabel }).click();
      await fill(addForm(), definition, { ...values, [nameKey]: 'Refused E2E', ...refused.values });
      await addForm().getByRole('button', { name: 'Submit' }).click();
      await addForm().getByText(refused.message).waitFor();
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
