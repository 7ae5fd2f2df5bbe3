// Four eyes in the browser: an Editor's change waits for approval ('Sent for approval', a badge on its
// row, nothing public), an Approver sees the count, opens the change's before and after, approves it,
// and the public page shows it at once; another opens its preview, is approved for a later time, and
// goes public when the server's test clock is moved to that time. An account the maker made may not
// approve her change, and is told why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHANGE_MESSAGES, type Job } from '@bank/shared';
import { launchBrowser } from '@bank/testing/browser';
import { oneRowSchedule } from '@bank/testing/fixtures';
import {
  adminToken,
  DEMO_ACCOUNTS,
  productForTestFile,
  type Credentials,
  type RunningProduct,
} from '@bank/testing/product';
import { expectAccessibleAtWidths, openPage, signIn, solidPng } from './support';

// The server's clock is set here and runs on (cms/src/lib/clock.ts): a week ahead, on a whole minute,
// so that 'Publish at' (a minute's precision) is a time the test clock reaches. (Not years ahead:
// staff accounts unused for 90 days by the clock are blocked as dormant.)
const MINUTE = 60_000;
const TEST_NOW = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + 7 * 24 * 60 * MINUTE).toISOString();

/** The list screen's own line saying a save was kept for approval (no alert: the spec names none). */
const heldNote = (page: Page) =>
  page.getByRole('status').getByText(new RegExp(`^${CHANGE_MESSAGES.sentForApproval}: `));

let product: RunningProduct;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [product, browser] = await Promise.all([productForTestFile(), launchBrowser()]);
  await product.setClock(TEST_NOW);
  // Off in development; an Administrator turns it on at once (only turning it off needs approval).
  const answer = await fetch(`${product.url}/api/admin/approval-setting`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(product.url)}` },
    body: JSON.stringify({ changes_need_approval: true }),
  });
  expect(answer.status).toBe(200);
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await product?.stop();
});

/** A window of its own, signed in as `who`. */
async function signedInAs(who: Credentials) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const opened = await openPage(context);
  await signIn(opened.page, product.url, who);
  return opened;
}

async function publicJobs(): Promise<Job[]> {
  const answer = await fetch(`${product.url}/api/jobs`);
  expect(answer.status).toBe(200);
  return answer.json();
}

/** Whether the public Career page, as a visitor opens it, shows `text` once `loadedText` has appeared. */
async function careerPageShows(text: string, loadedText: string): Promise<boolean> {
  const visitor = await browser.newContext();
  try {
    const tab = await visitor.newPage();
    await tab.goto(`${product.url}/Career`);
    const main = tab.getByRole('main');
    await main
      .getByText(loadedText, { exact: true })
      .or(main.getByText(text, { exact: true }))
      .first()
      .waitFor();
    return (await main.getByText(text, { exact: true }).count()) > 0;
  } finally {
    await visitor.close();
  }
}

/** India's wall clock at `at`, as a datetime-local input takes it ('2030-03-04T11:01'). */
const indiaWallClock = (at: number) => new Date(at + 330 * MINUTE).toISOString().slice(0, 16);

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The Editor, who made change `id`, opens it under Approvals' 'Sent back' and follows 'Edit and send again'. */
async function editSentBack(id: number) {
  const maker = await signedInAs(DEMO_ACCOUNTS.staff.editor);
  await mainMenu(maker.page)
    .getByRole('link', { name: /^Approvals/ })
    .click();
  await maker.page.getByRole('button', { name: 'Sent back' }).click();
  await maker.page.getByRole('button', { name: new RegExp(`^Open change ${id}:`) }).click();
  await maker.page.getByRole('link', { name: 'Edit and send again' }).click();
  return maker;
}

describe('Approvals', () => {
  it("keeps an Editor's change from the public until an Approver approves it, then shows it at once", async () => {
    const [job] = await publicJobs();
    const before = job.designation;
    const after = `${before} (approved)`;

    // The maker: the edit is sent for approval, the row says it waits, the public sees nothing new.
    const maker = await signedInAs(DEMO_ACCOUNTS.staff.editor);
    await mainMenu(maker.page).getByRole('link', { name: 'Career' }).click();
    await maker.page.getByRole('button', { name: `Edit ${job.title}` }).click();
    const form = maker.page.getByRole('form', { name: 'Edit job role' });
    await form.getByLabel('Designation').fill(after);
    await form.getByRole('button', { name: 'Update' }).click();
    await heldNote(maker.page).waitFor();
    expect(maker.dialogs).toEqual([]);
    const row = maker.page
      .getByRole('row')
      .filter({ has: maker.page.getByRole('button', { name: `Edit ${job.title}` }) });
    await row.getByText('Waiting for approval').waitFor();
    expect((await publicJobs()).find(({ id }) => id === job.id)?.designation).toBe(before);
    expect(await careerPageShows(after, before)).toBe(false);

    // The maker's own change offers no Approve, and says why.
    await mainMenu(maker.page)
      .getByRole('link', { name: /^Approvals/ })
      .click();
    await maker.page
      .getByRole('button', { name: new RegExp(`^Open change \\d+: Change the job opening “${job.title}”`) })
      .click();
    await maker.page.getByText(CHANGE_MESSAGES.ownChange).waitFor();
    expect(await maker.page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);

    // The checker: the count in the menu, the change's before and after, Approve.
    const checker = await signedInAs(DEMO_ACCOUNTS.staff.approver);
    const approvals = mainMenu(checker.page).getByRole('link', { name: 'Approvals 1 waiting' });
    await approvals.click();
    await checker.page.getByRole('heading', { name: 'Approvals', level: 1 }).waitFor();
    await checker.page.getByRole('button', { name: /^Open change \d+: Change the job opening/ }).click();
    const change = checker.page.getByRole('region', { name: `Change the job opening “${job.title}”` });
    const designation = change
      .getByRole('row')
      .filter({ has: checker.page.getByRole('rowheader', { name: 'Designation' }) });
    expect(await designation.getByRole('cell').allTextContents()).toEqual([before, after]);
    await expectAccessibleAtWidths(checker.page);

    await change.getByRole('button', { name: 'Approve', exact: true }).click();
    await checker.page.getByText(CHANGE_MESSAGES.approved).waitFor();
    await mainMenu(checker.page).getByRole('link', { name: 'Approvals', exact: true }).waitFor();
    await expectAccessibleAtWidths(checker.page);

    // Public at once: the API and the page.
    expect((await publicJobs()).find(({ id }) => id === job.id)?.designation).toBe(after);
    expect(await careerPageShows(after, after)).toBe(true);
    expect(maker.problems).toEqual([]);
    expect(checker.problems).toEqual([]);
  });

  it('previews an Editor’s change in a new tab, and publishes it at the time the Approver sets', async () => {
    const [, job] = await publicJobs();
    const before = job.designation;
    const after = `${before} (from 11 o’clock)`;

    const maker = await signedInAs(DEMO_ACCOUNTS.staff.editor);
    await mainMenu(maker.page).getByRole('link', { name: 'Career' }).click();
    await maker.page.getByRole('button', { name: `Edit ${job.title}` }).click();
    const form = maker.page.getByRole('form', { name: 'Edit job role' });
    await form.getByLabel('Designation').fill(after);
    const sentAt = Date.now();
    await form.getByRole('button', { name: 'Update' }).click();
    await heldNote(maker.page).waitFor();
    expect(maker.dialogs).toEqual([]);
    const pending = await fetch(`${product.url}/api/admin/changes?status=pending`, {
      headers: { Authorization: `Bearer ${await adminToken(product.url)}` },
    });
    const [{ made_at: madeAt }] = ((await pending.json()) as { results: { made_at: string }[] }).results;
    const ahead = Date.parse(madeAt) - sentAt;
    expect(ahead).toBeGreaterThan(0);

    const checker = await signedInAs(DEMO_ACCOUNTS.staff.approver);
    await mainMenu(checker.page).getByRole('link', { name: 'Approvals 1 waiting' }).click();
    await checker.page.getByRole('button', { name: /^Open change \d+: Change the job opening/ }).click();
    const change = checker.page.getByRole('region', { name: `Change the job opening “${job.title}”` });
    await expectAccessibleAtWidths(checker.page);

    // The preview: the public Career page in a tab of its own, with the designation the change gives.
    const [tab] = await Promise.all([
      checker.page.context().waitForEvent('page'),
      change.getByRole('button', { name: 'Preview' }).click(),
    ]);
    await tab.waitForURL(/\/preview\/[^/]+\/Career$/);
    await tab.getByRole('note').getByText('Preview', { exact: true }).waitFor();
    await tab.getByRole('main').getByText(after, { exact: true }).waitFor();
    await tab.close();
    expect(await careerPageShows(after, before)).toBe(false);

    // Approved for the next whole minute of the server's clock that is some seconds away: the clock
    // runs `ahead` of this one, within the time the maker's Update took.
    const serverNow = () => Date.now() + ahead;
    const publishAt = Math.ceil((serverNow() + 10_000) / MINUTE) * MINUTE;
    await change.getByLabel('At a date and time').check();
    await change.getByLabel('Publish at (India time, IST)').fill(indiaWallClock(publishAt));
    await change.getByRole('button', { name: 'Approve', exact: true }).click();
    await checker.page.getByText(CHANGE_MESSAGES.scheduled).waitFor();
    await expectAccessibleAtWidths(checker.page);
    expect((await publicJobs()).find(({ id }) => id === job.id)?.designation).toBe(before);

    // No one touches anything: the API and the page change when the test clock reaches the time.
    await product.setClock(publishAt - 1000);
    expect((await publicJobs()).find(({ id }) => id === job.id)?.designation).toBe(before);
    await product.setClock(publishAt + 1000);
    expect((await publicJobs()).find(({ id }) => id === job.id)?.designation).toBe(after);
    expect(await careerPageShows(after, after)).toBe(true);
    expect(maker.problems).toEqual([]);
    expect(checker.problems).toEqual([]);
  });

  it("keeps both texts when another's change went live while the form was open, and sends the one chosen", async () => {
    const send = async (method: string, path: string, body: unknown, token: string) => {
      const answer = await fetch(`${product.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: answer.status, body: await answer.json() };
    };
    const [admin, approver] = await Promise.all([
      adminToken(product.url),
      adminToken(product.url, DEMO_ACCOUNTS.staff.approver),
    ]);
    const approve = async (id: number) =>
      expect((await send('POST', `/api/admin/changes/${id}/approve`, {}, approver)).status).toBe(200);
    const title = 'Cashier for the overwrite case';
    const fields = {
      title,
      designation: 'Cashier',
      experience: 1,
      qualification: 'B.Com',
      description: 'Counts cash.',
    };
    const added = await send('POST', '/api/admin/jobs', fields, admin);
    await approve(added.body.change_request_id);
    const { id } = (await publicJobs()).find((job) => job.title === title)!;

    // The Editor opens the form; meanwhile the Administrator's sentence is approved and goes live.
    const editor = await signedInAs(DEMO_ACCOUNTS.staff.editor);
    await mainMenu(editor.page).getByRole('link', { name: 'Career' }).click();
    await editor.page.getByRole('button', { name: `Edit ${title}` }).click();
    const form = editor.page.getByRole('form', { name: 'Edit job role' });
    const description = form.getByLabel('Description');
    await description.waitFor();
    const theirs = 'Counts cash and keeps the vault register.';
    const sentence = await send('PUT', `/api/admin/jobs/${id}`, { ...fields, description: theirs }, admin);
    await approve(sentence.body.change_request_id);

    // Her save is refused, saying who changed it; read again, both texts are there, and hers is sent.
    const mine = 'Counts cash at the main branch.';
    await description.fill(mine);
    await form.getByRole('button', { name: 'Update' }).click();
    await form
      .getByRole('alert')
      .getByText(/^Demo Administrator changed this record on .+, after you opened it\./)
      .waitFor();
    await form.getByRole('button', { name: 'Load their change, keep my text beside it' }).click();
    await form.getByText(mine).waitFor();
    expect(await description.inputValue()).toBe(theirs);
    await expectAccessibleAtWidths(editor.page);
    await form.getByRole('button', { name: 'Use your text for Description' }).click();
    expect(await description.inputValue()).toBe(mine);
    await form.getByRole('button', { name: 'Update' }).click();
    await heldNote(editor.page).waitFor();
    expect(editor.dialogs).toEqual([]);
    expect((await publicJobs()).find((job) => job.id === id)?.description).toBe(theirs);
    expect(editor.problems).toEqual([]);
    const waiting = (await send('GET', '/api/admin/changes?status=pending', undefined, admin)).body.results as {
      id: number;
      record_id: number;
      changes: { field: string; after: unknown }[];
    }[];
    const held = waiting.find((change) => change.record_id === id)!;
    expect(held.changes).toEqual(expect.arrayContaining([{ field: 'description', before: theirs, after: mine }]));
    // Withdrawn by its maker: nothing of it waits for the tests after.
    const editorToken = await adminToken(product.url, DEMO_ACCOUNTS.staff.editor);
    expect((await send('DELETE', `/api/admin/changes/${held.id}`, undefined, editorToken)).status).toBe(200);
  });

  it('opens a schedule sent back in its form with the reason; its maker edits a rate and sends it again', async () => {
    const call = async (method: string, path: string, body: unknown, token: string) => {
      const answer = await fetch(`${product.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, body: await answer.json() };
    };
    const [editorToken, approverToken] = await Promise.all([
      adminToken(product.url, DEMO_ACCOUNTS.staff.editor),
      adminToken(product.url, DEMO_ACCOUNTS.staff.approver),
    ]);
    const effective = new Date(Date.parse(TEST_NOW) + 60 * 24 * 60 * MINUTE).toISOString().slice(0, 10);
    const schedule = { ...oneRowSchedule(effective), confirm_differences: true };
    const sent = await call('POST', '/api/admin/rate-schedules', schedule, editorToken);
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    const id: number = sent.body.change_request_id;
    const reason = 'The savings rate is 3% from this date.';
    expect((await call('POST', `/api/admin/changes/${id}/return`, { reason }, approverToken)).status).toBe(200);

    const maker = await editSentBack(id);
    await maker.page.getByRole('note', { name: 'Sent back' }).getByText(reason).waitFor();
    const form = maker.page.getByRole('form', { name: 'New schedule' });
    expect(await form.getByLabel('Effective from').inputValue()).toBe(effective);
    const general = form.getByRole('group', { name: 'Deposits row 1' }).getByLabel('General rate (%)');
    expect(await general.inputValue()).toBe('2.75');
    await expectAccessibleAtWidths(maker.page);
    await general.fill('3');
    await form.getByRole('button', { name: 'Save schedule' }).click();
    // Its rates differ from the schedule announced before it: the form asks to confirm them, as a new one's would.
    const confirm = form.getByRole('button', { name: 'Save with these differences' });
    const resubmitted = maker.page.getByText(CHANGE_MESSAGES.resubmitted);
    await confirm.or(resubmitted).first().waitFor();
    if (await confirm.isVisible()) await confirm.click();
    await resubmitted.waitFor();

    const again = await call('GET', `/api/admin/changes/${id}`, undefined, editorToken);
    expect(again.body).toMatchObject({ status: 'pending', revision: 2, reason: null });
    expect(again.body.values.deposits[0].general_rate).toBe(3);
    expect(maker.problems).toEqual([]);
    expect((await call('DELETE', `/api/admin/changes/${id}`, undefined, editorToken)).status).toBe(200);
  });

  it('opens a protection text sent back in its own form, not the circulars’; its maker edits it and sends it again', async () => {
    const [editorToken, approverToken] = await Promise.all([
      adminToken(product.url, DEMO_ACCOUNTS.staff.editor),
      adminToken(product.url, DEMO_ACCOUNTS.staff.approver),
    ]);
    const form = new FormData();
    form.append('slug', 'privacy');
    form.append('title', 'Privacy Notice');
    form.append('content', 'We keep what the law asks.');
    const sent = await fetch(`${product.url}/api/admin/pages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${editorToken}` },
      body: form,
    });
    expect(sent.status).toBe(202);
    const id: number = (await sent.json()).change_request_id;
    const reason = 'Say how long we keep it.';
    const returned = await fetch(`${product.url}/api/admin/changes/${id}/return`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${approverToken}` },
      body: JSON.stringify({ reason }),
    });
    expect(returned.status).toBe(200);

    const maker = await editSentBack(id);
    await maker.page.waitForURL(new RegExp(`/AdminPage/CustomerProtection\\?change=${id}$`));
    const sentBack = maker.page.getByRole('region', { name: 'A change sent back to you' });
    await sentBack.getByRole('note', { name: 'Sent back' }).getByText(reason).waitFor();
    const text = sentBack.getByLabel('Text');
    expect(await text.inputValue()).toBe('We keep what the law asks.');
    await expectAccessibleAtWidths(maker.page);
    await text.fill('We keep what the law asks, for eight years.');
    await sentBack.getByRole('button', { name: 'Save' }).click();
    await maker.page.getByText(`Privacy Notice: ${CHANGE_MESSAGES.resubmitted}`).waitFor();

    const again = await fetch(`${product.url}/api/admin/changes/${id}`, {
      headers: { Authorization: `Bearer ${editorToken}` },
    });
    expect(await again.json()).toMatchObject({
      status: 'pending',
      revision: 2,
      values: { slug: 'privacy', content: 'We keep what the law asks, for eight years.' },
    });
    expect(maker.problems).toEqual([]);
    const withdrawn = await fetch(`${product.url}/api/admin/changes/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${editorToken}` },
    });
    expect(withdrawn.status).toBe(200);
  });

  it('shows the approver the picture a change brings as a thumbnail, and a schedule as its rates against those in force', async () => {
    const editorToken = await adminToken(product.url, DEMO_ACCOUNTS.staff.editor);
    const form = new FormData();
    const deposit = (await (await fetch(`${product.url}/api/deposits`)).json())[0] as { id: number; name: string };
    const card = await solidPng('fresh-card.png', 600, 400);
    for (const [key, value] of Object.entries({ name: deposit.name, details: 'Interest paid every quarter.' }))
      form.append(key, value);
    form.append('image', new Blob([new Uint8Array(card.buffer)], { type: card.mimeType }), card.name);
    const pictured = await fetch(`${product.url}/api/admin/deposits/${deposit.id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${editorToken}` },
      body: form,
    });
    expect(pictured.status).toBe(202);
    const effective = new Date(Date.parse(TEST_NOW) + 75 * 24 * 60 * MINUTE).toISOString().slice(0, 10);
    const schedule = await fetch(`${product.url}/api/admin/rate-schedules`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${editorToken}` },
      body: JSON.stringify({ ...oneRowSchedule(effective), confirm_differences: true }),
    });
    expect(schedule.status).toBe(202);
    const ids = [(await pictured.json()).change_request_id, (await schedule.json()).change_request_id] as number[];

    const checker = await signedInAs(DEMO_ACCOUNTS.staff.approver);
    await mainMenu(checker.page)
      .getByRole('link', { name: /^Approvals/ })
      .click();
    await checker.page.getByRole('button', { name: new RegExp(`^Open change ${ids[0]}:`) }).click();
    const thumbnail = checker.page.getByRole('img', { name: 'The new fresh-card.png' });
    await thumbnail.waitFor();
    await checker.page.waitForFunction(
      (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth === 600,
      await thumbnail.elementHandle(),
    );
    await expectAccessibleAtWidths(checker.page);

    await checker.page
      .getByRole('button', { name: new RegExp(`^Open change ${ids[1]}: Add the rate schedule`) })
      .click();
    // Compared once the schedules in force are read.
    await checker.page.getByRole('heading', { name: /^The schedule from .+, against the one from / }).waitFor();
    const deposits = checker.page.getByRole('table', { name: 'Deposits' });
    await deposits.getByRole('cell', { name: /^Savings Account/ }).waitFor();
    // Its one savings row against the many rows in force: the others are listed as dropped.
    expect(
      await checker.page
        .getByRole('table', { name: 'Deposits' })
        .getByText(/^Dropped: /)
        .count(),
    ).toBeGreaterThan(0);
    await expectAccessibleAtWidths(checker.page);
    expect(checker.problems).toEqual([]);
    for (const id of ids)
      expect(
        (
          await fetch(`${product.url}/api/admin/changes/${id}`, {
            method: 'DELETE',
            headers: { Authorization: `Bearer ${editorToken}` },
          })
        ).status,
      ).toBe(200);
  });

  it('refuses the approval of an Approver its maker made, saying why, and the change waits on', async () => {
    // The Administrator makes an Approver (with approvals on, another Approver approves giving the
    // role), gives it a set-password link and sets its password from the link she was answered.
    const admin = await adminToken(product.url);
    const send = async (method: string, path: string, body: unknown, token = admin) => {
      const answer = await fetch(`${product.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: answer.status, body: await answer.json() };
    };
    const secondPair = { email: 'second.pair@bank.example', password: 'lantern orbit kettle 4721' };
    const made = await send('POST', '/api/admin/users', { ...secondPair, name: 'Second Pair', role: 'approver' });
    expect(made.status).toBe(202);
    const approver = await adminToken(product.url, DEMO_ACCOUNTS.staff.approver);
    expect((await send('POST', `/api/admin/changes/${made.body.change_request_id}/approve`, {}, approver)).status).toBe(
      200,
    );
    const accounts = (await send('GET', '/api/admin/users', undefined)).body as { id: number; email: string }[];
    const { id } = accounts.find((account) => account.email === secondPair.email)!;
    const link = await send('POST', `/api/admin/users/${id}/password-link`, {});
    const token = new URL(link.body.set_password_link, product.url).searchParams.get('token');
    expect((await send('POST', '/api/admin/set-password', { token, password: secondPair.password })).status).toBe(200);
    // Her own change, held for approval.
    const title = 'Branch manager for four eyes';
    const held = await send('POST', '/api/admin/jobs', {
      title,
      designation: 'Manager',
      experience: 5,
      qualification: 'B.Com',
      description: 'Runs a branch.',
    });
    expect(held.status).toBe(202);

    // Signed in as the account she made, the Approve button answers why it may not.
    const checker = await signedInAs(secondPair);
    await mainMenu(checker.page)
      .getByRole('link', { name: /^Approvals/ })
      .click();
    await checker.page
      .getByRole('button', { name: new RegExp(`^Open change \\d+: Add the job opening “${title}”`) })
      .click();
    const change = checker.page.getByRole('region', { name: `Add the job opening “${title}”` });
    await change.getByRole('button', { name: 'Approve', exact: true }).click();
    await change
      .getByRole('alert')
      .getByText(
        /^You cannot approve this change: its maker gave your account a new set-password link on .+ for 30 days/,
      )
      .waitFor();
    await expectAccessibleAtWidths(checker.page);
    const pending = await fetch(`${product.url}/api/admin/changes/${held.body.change_request_id}`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(((await pending.json()) as { status: string }).status).toBe('pending');
    expect((await publicJobs()).map((job) => job.title)).not.toContain(title);
    expect(checker.problems).toEqual([]);
    // Withdrawn by its maker: nothing of it waits for the tests after.
    const withdrawn = await fetch(`${product.url}/api/admin/changes/${held.body.change_request_id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(withdrawn.status).toBe(200);
  });
});
