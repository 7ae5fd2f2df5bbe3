// Every list editor end to end: add -> on the public API and the public page -> edit -> delete,
// through the screens, with the exact native alerts, a refused fake picture (or PDF) that stores
// nothing, and axe-core.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { editedText, textFieldsOf, validateInput } from '@bank/shared';
import { launchBrowser } from '@bank/testing/browser';
import { productForTestFile, type RunningProduct } from '@bank/testing/product';
import { RESOURCE_DEFINITIONS } from '../src/resources';
import type { ResourceDefinition } from '../src/resources/engine/resource-definition';
import { expectAccessible, expectAlert, fakeFile, pdfFile, pngFile, signedInPage } from './support';

/** What the form is typed with: the rule's example as text ('true' ticks a checkbox). */
const formValues = (definition: ResourceDefinition): Record<string, string> =>
  Object.fromEntries(Object.entries(definition.example).map(([name, value]) => [name, String(value)]));

/** The form's text fields, in the rule's order. */
const textFields = (definition: ResourceDefinition) =>
  textFieldsOf({ schema: definition.schema, fields: definition.fields.map(({ name }) => name) });

/** The text fields the schema requires, in the rule's order. */
function requiredTextFields(definition: ResourceDefinition): string[] {
  const described = definition.schema.describe().fields;
  return textFields(definition).filter((name) => 'optional' in described[name] && !described[name].optional);
}

interface Case {
  definition: ResourceDefinition;
  /** The public list of the resource: its admin list's path under /api rather than /api/admin, without the staff view's query. */
  publicPath: string;
  values: Record<string, string>;
}

/** Every list editor of the back office (src/resources), with its rule's example. */
const CASES: Case[] = RESOURCE_DEFINITIONS.map((definition) => ({
  definition,
  publicPath: `/api${definition.endpoints.list.replace(/^\/admin/, '').replace(/\?.*$/, '')}`,
  values: formValues(definition),
}));

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

async function publicRecords(path: string): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${product.url}${path}`);
  expect(response.status).toBe(200);
  return response.json();
}

/**
 * Opens a public page as a visitor (a context of its own) and, once one of `loadedTexts` has appeared
 * (proof that the page's list has loaded), reads it with a count of the elements showing a text, as
 * text or as a picture's alt text.
 */
async function onPublicPage<T>(
  publicPage: string,
  loadedTexts: string[],
  read: (count: (text: string) => Promise<number>) => Promise<T>,
): Promise<T> {
  const visitor = await browser.newContext();
  try {
    const tab = await visitor.newPage();
    await tab.goto(`${product.url}${publicPage}`);
    const main = tab.getByRole('main');
    const showing = (shown: string) =>
      main.getByText(shown, { exact: true }).or(main.getByAltText(shown, { exact: true }));
    await loadedTexts
      .map(showing)
      .reduce((any, next) => any.or(next))
      .first()
      .waitFor({ state: 'attached' });
    return await read((text) => showing(text).count());
  } finally {
    await visitor.close();
  }
}

/** Whether a public page shows `text`, once `loadedText` has appeared. */
const publicPageShows = (publicPage: string, text: string, loadedText = text) =>
  onPublicPage(publicPage, [loadedText], async (count) => (await count(text)) > 0);

/** The first of `fields` whose value a public page shows: a page may show only some (the Career page a job's designation, not its title). */
const shownField = (publicPage: string, values: Record<string, string>, fields: string[]) =>
  onPublicPage(
    publicPage,
    fields.map((field) => values[field]),
    async (count) => {
      for (const field of fields) if ((await count(values[field])) > 0) return field;
      throw new Error(`${publicPage} shows none of ${fields.join(', ')}`);
    },
  );

/**
 * The public page that shows a resource's records: the definition's (its row of the Pages table),
 * or else the page of the sitemap made of that list first. The server renders each page with its
 * reads as JSON keyed by API path, the page's own reads first, in the script #page-state.
 */
async function publicPageOf(definition: ResourceDefinition, publicPath: string): Promise<string> {
  if (definition.publicPage) return definition.publicPage.url;
  const sitemap = await (await fetch(`${product.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc).pathname)
    .sort((a, b) => a.length - b.length);
  for (const path of paths) {
    const state = /<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(
      await (await fetch(`${product.url}${path}`)).text(),
    );
    if (state && Object.keys((JSON.parse(state[1]) as { data: object }).data)[0] === publicPath) return path;
  }
  throw new Error(`No page of the sitemap shows ${publicPath}: give the definition of ${definition.key} a publicPage`);
}

function fileFor(definition: ResourceDefinition) {
  return definition.media?.kind === 'pdf' ? pdfFile() : pngFile();
}

async function fill(
  form: ReturnType<Page['getByRole']>,
  definition: ResourceDefinition,
  values: Record<string, string>,
) {
  for (const field of definition.fields) {
    const input = form.getByLabel(field.label, { exact: true });
    // A select (a card's rate schedule product) is chosen, not typed: '' is its 'None'.
    if (field.kind === 'select') await input.selectOption({ value: values[field.name] ?? '' });
    else if (field.kind === 'checkbox') await input.setChecked(values[field.name] === 'true');
    else await input.fill(values[field.name] ?? '');
  }
}

describe.each(CASES)('$definition.route', ({ definition, publicPath, values }) => {
  const { route } = definition;
  const nameKey = definition.nameKey;
  const name = values[nameKey];
  const editedName = editedText(definition.schema, nameKey, name);
  /** Where the public site shows the records, and the field it shows of each: found in the first test. */
  let publicPage: string;
  let publicKey: string;
  /** What the public page shows of the record after the edit (which changes the name, and the shown field too). */
  const publicTextAfterEdit = () =>
    publicKey === nameKey ? editedName : editedText(definition.schema, publicKey, values[publicKey]);
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
    publicPage = await publicPageOf(definition, publicPath);
    publicKey = await shownField(publicPage, values, [
      nameKey,
      ...textFields(definition).filter((field) => field !== nameKey && values[field]),
    ]);
  });

  it('refuses a text file named like a picture or a PDF and stores nothing', async () => {
    const before = await publicRecords(publicPath);
    const media = definition.media;
    if (!media) {
      // Without a file to refuse, a required field left empty, with the message the rule gives for it, and nothing is stored.
      const [field] = requiredTextFields(definition);
      const refused = await validateInput(definition.schema, { ...values, [field]: '' });
      if (refused.ok) throw new Error(`The rule of ${definition.key} takes its example without ${field}`);
      await page.getByRole('button', { name: definition.addLabel }).click();
      await fill(addForm(), definition, { ...values, [field]: '' });
      await addForm().getByRole('button', { name: 'Submit' }).click();
      await addForm().getByText(refused.errors[field], { exact: true }).waitFor();
    } else {
      const fake =
        media.kind === 'pdf' ? fakeFile('notes.pdf', 'application/pdf') : fakeFile('notes.jpg', 'image/jpeg');
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
    const input = editForm().getByLabel(definition.fields.find((field) => field.name === nameKey)!.label, {
      exact: true,
    });
    await expect(input.inputValue()).resolves.toBe(name);
    await input.fill(editedName);
    if (publicKey !== nameKey) {
      await editForm()
        .getByLabel(definition.fields.find((field) => field.name === publicKey)!.label, { exact: true })
        .fill(publicTextAfterEdit());
    }
    await expectAccessible(page);
    await editForm().getByRole('button', { name: 'Update' }).click();
    await expectAlert(dialogs, definition.alerts.updated);
    await page.getByRole('button', { name: `Edit ${editedName}`, exact: true }).waitFor();

    const list = await publicRecords(publicPath);
    expect(list.some((record) => record[nameKey] === editedName)).toBe(true);
    expect(list.some((record) => record[nameKey] === name)).toBe(false);
    expect(await publicPageShows(publicPage, publicTextAfterEdit())).toBe(true);
    expect(await publicPageShows(publicPage, values[publicKey], publicTextAfterEdit())).toBe(false);
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
    expect(await publicPageShows(publicPage, publicTextAfterEdit(), String(remaining.at(-1)![publicKey]))).toBe(false);
    expect(problems).toEqual([]);
  });
});
