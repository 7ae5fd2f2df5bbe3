import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHANGE_MESSAGES,
  formatDate,
  formatIndiaDateTime,
  indiaToday,
  type ChangeRequest,
  type StaleRecord,
} from '@bank/shared';
import { imageFile, oneRowSchedule } from './support/fixtures';
import { RESOURCE_CASES, sendRecord } from './support/resources';
import { useTestServer } from './support/server';
import { DEMO_ACCOUNTS, DEMO_SUPERADMIN, type Json } from './support/api';

const ADMIN = DEMO_ACCOUNTS.backoffice;
const EDITOR = DEMO_ACCOUNTS.staff.editor;
const APPROVER = DEMO_ACCOUNTS.staff.approver;
const DEPOSITS = RESOURCE_CASES.find((resource) => resource.path === 'deposits')!;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A job's fields, as the back office sends them (JSON). */
const jobFields = (title: string, description = 'Keeps the ledgers.') => ({
  title,
  designation: 'Clerk',
  experience: 1,
  qualification: 'B.Com',
  description,
});

/** The 409 of a save made from an older copy, as a person reads it: who changed the record, when. */
const staleAnswer = (who: string, body: StaleRecord, atApproval: boolean): StaleRecord => ({
  message: CHANGE_MESSAGES.changedSince(who, formatIndiaDateTime(body.changed_at), atApproval),
  changed_by: who,
  changed_at: body.changed_at,
  version: body.changed_at,
});

describe('concurrent edits: an update made from an older copy of its record', () => {
  const product = useTestServer();
  const api = () => product.api;
  let admin: string;
  let editor: string;
  let approver: string;

  /** A job as the back office lists it (`?view=staff`), with its version. */
  const staffJob = async (id: number): Promise<Json> =>
    ((await api().get('/api/admin/jobs?view=staff', admin)).body as Json[]).find((job) => job.id === id);
  const saveJob = (id: number, fields: Record<string, unknown>, token: string) =>
    api().json('PUT', `/api/admin/jobs/${id}?view=staff`, fields, token);
  const newJob = async (title: string): Promise<Json> => {
    const created = await api().json('POST', '/api/admin/jobs?view=staff', jobFields(title), admin);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };

  /** An emergency edit of a job in the Strapi panel, applied at once whatever four eyes say. */
  const editInPanel = async (id: number, fields: Record<string, unknown>) => {
    const panel = await api().panelSession();
    const { documentId } = (
      await panel.call('GET', '/content-manager/collection-types/api::job.job?pageSize=100')
    ).body.results.find((row: Json) => row.id === id);
    const edited = await panel.call('PUT', `/content-manager/collection-types/api::job.job/${documentId}`, fields);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  };

  beforeAll(async () => {
    admin = await api().login();
    editor = await api().login(EDITOR);
    approver = await api().login(APPROVER);
  });

  it('gives each record its version and refuses a save from an older copy, naming who changed it; one without a version applies', async () => {
    const title = `Versioned opening ${randomBytes(3).toString('hex')}`;
    const created = await newJob(title);
    expect(created.version).toEqual(expect.any(String));
    const opened = await staffJob(created.id);
    expect(opened.version).toBe(created.version);

    // The Administrator saves first, from the copy both opened.
    const first = await saveJob(created.id, { ...jobFields(title, 'First sentence.'), version: opened.version }, admin);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).not.toBe(opened.version);

    // The Editor's save from the same copy would undo it: refused, nothing written.
    const second = await saveJob(
      created.id,
      { ...jobFields(title, 'Second sentence.'), version: opened.version },
      editor,
    );
    expect(second.status).toBe(409);
    expect(second.body).toEqual(staleAnswer(ADMIN.name, second.body, false));
    expect(second.body.version).toBe(first.body.version);
    expect((await staffJob(created.id)).description).toBe('First sentence.');

    // Sent again with the version the refusal gave, it applies; so does a save without one (the spec's clients).
    const again = await saveJob(
      created.id,
      { ...jobFields(title, 'Second sentence.'), version: second.body.version },
      editor,
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await saveJob(created.id, jobFields(title, 'Third sentence.'), editor)).status).toBe(200);
    expect((await staffJob(created.id)).description).toBe('Third sentence.');

    const unreadable = await saveJob(created.id, { ...jobFields(title), version: 'yesterday' }, editor);
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.errors).toEqual({ version: 'Version must be the version the record was read at' });
  });

  it('counts an edit made in the Strapi panel as a change', async () => {
    const title = `Panel-edited opening ${randomBytes(3).toString('hex')}`;
    const created = await newJob(title);
    await editInPanel(created.id, jobFields(title, 'Edited in the panel.'));
    const refused = await saveJob(created.id, { ...jobFields(title), version: created.version }, editor);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(staleAnswer(DEMO_SUPERADMIN.email, refused.body, false));
    expect((await staffJob(created.id)).description).toBe('Edited in the panel.');
  });

  it('takes the version in a multipart update, as the back office sends a record with a file', async () => {
    const valid = await DEPOSITS.valid();
    const name = `Versioned deposit ${randomBytes(3).toString('hex')}`;
    const created = await sendRecord(api(), admin, DEPOSITS, 'POST', '/api/admin/deposits?view=staff', {
      ...valid,
      name,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { version } = created.body;
    const path = `/api/admin/deposits/${created.body.id}?view=staff`;
    const saved = await sendRecord(api(), admin, DEPOSITS, DEPOSITS.updateMethod, path, {
      ...valid,
      name: `${name} 2`,
      version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stale = await sendRecord(api(), editor, DEPOSITS, DEPOSITS.updateMethod, path, {
      ...valid,
      name: `${name} 3`,
      version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.changed_by).toBe(ADMIN.name);
  });

  it('gives the site settings and each rate schedule a version, and refuses a save from an older copy', async () => {
    const saved = await api().json('PUT', '/api/admin/site-settings', { hero_title: 'First banner' }, admin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const opened = (await api().get('/api/admin/site-settings', admin)).body.version as string;
    expect(opened).toBe(saved.body.version);
    const first = await api().json(
      'PUT',
      '/api/admin/site-settings',
      { hero_title: 'Second banner', version: opened },
      admin,
    );
    expect(first.status).toBe(200);
    const late = await api().json(
      'PUT',
      '/api/admin/site-settings',
      { hero_title: 'Third banner', version: opened },
      admin,
    );
    expect(late.status).toBe(409);
    expect(late.body).toEqual(staleAnswer(ADMIN.name, late.body, false));
    expect((await api().get('/api/site-settings')).body.hero_title).toBe('Second banner');

    const effective = addDays(indiaToday(), 61);
    const schedule = { ...oneRowSchedule(effective), confirm_differences: true };
    const created = await api().json('POST', '/api/admin/rate-schedules', schedule, admin);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const listed = ((await api().get('/api/admin/rate-schedules?view=staff', admin)).body as Json[]).find(
      (each) => each.id === created.body.id,
    );
    expect(listed.version).toEqual(expect.any(String));
    const path = `/api/admin/rate-schedules/${created.body.id}`;
    expect((await api().json('PUT', path, { ...schedule, version: listed.version }, admin)).status).toBe(200);
    const stale = await api().json('PUT', path, { ...schedule, version: listed.version }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.changed_by).toBe(ADMIN.name);
  });

  it('gives the About page and the protection settings a version, and refuses a save from an older copy', async () => {
    const aboutSave = (title: string, version?: string) =>
      api().form(
        'POST',
        '/api/admin/pages',
        { slug: 'about-us', title, content: 'Since 1921.', ...(version ? { version } : {}) },
        admin,
      );
    expect((await aboutSave('About us')).status).toBe(201);
    const [about] = (await api().get('/api/admin/pages?slug=about-us&view=staff', admin)).body as Json[];
    expect(about.version).toEqual(expect.any(String));
    const first = await aboutSave('About the bank', about.version);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const late = await aboutSave('About us, again', about.version);
    expect(late.status).toBe(409);
    expect(late.body).toEqual(staleAnswer(ADMIN.name, late.body, false));

    // Never saved, the settings have no version yet: the first save is taken as it comes.
    const { version: none, ...defaults } = (await api().get('/api/admin/protection-settings', admin)).body as Json;
    expect(none).toBeNull();
    const firstSave = await api().json('PUT', '/api/admin/protection-settings', defaults, admin);
    expect(firstSave.body.version).toEqual(expect.any(String));
    const settings = (await api().get('/api/admin/protection-settings', admin)).body as Json;
    expect(settings.version).toBe(firstSave.body.version);
    const { version, ...values } = settings;
    const saved = await api().json(
      'PUT',
      '/api/admin/protection-settings',
      { ...values, fraud_phone: '1800 233 1111', version },
      admin,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stale = await api().json(
      'PUT',
      '/api/admin/protection-settings',
      { ...values, fraud_phone: '1800 233 2222', version },
      editor,
    );
    expect(stale.status).toBe(409);
    expect((await api().get('/api/admin/protection-settings', admin)).body.fraud_phone).toBe('1800 233 1111');
  });

  it("gives a record's translation the record's version, and refuses a language's save from an older copy, the texts kept", async () => {
    const job = await newJob(`Translated opening ${randomBytes(3).toString('hex')}`);
    const marathi = `/api/admin/jobs/${job.id}/translations/mr`;
    const hindiTexts = { title: 'लिपिक', designation: 'लिपिक', qualification: 'बी.कॉम', description: 'खाते रखता है।' };
    // The first translation has none to read: it is sent with the record's version, and answers the next.
    const first = await api().json(
      'PUT',
      `/api/admin/jobs/${job.id}/translations/hi`,
      { ...hindiTexts, version: job.version },
      admin,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toEqual(expect.any(String));
    expect(first.body.version).not.toBe(job.version);
    // The English copy read before it is now older: the record moved on with its Hindi.
    const english = await saveJob(job.id, { ...jobFields(job.title), version: job.version }, admin);
    expect(english.status).toBe(409);

    const marathiTexts = { title: 'लिपिक', designation: 'लिपिक', qualification: 'बी.कॉम', description: 'हिशेब ठेवतो.' };
    const saved = await api().json('PUT', marathi, { ...marathiTexts, version: first.body.version }, admin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await api().get(marathi, admin)).body.version).toBe(saved.body.version);
    const late = await api().json(
      'PUT',
      marathi,
      { ...marathiTexts, description: 'जुनी प्रत', version: first.body.version },
      editor,
    );
    expect(late.status).toBe(409);
    expect(late.body).toEqual(staleAnswer(ADMIN.name, late.body, false));
    expect((await api().get(marathi, admin)).body.description).toBe('हिशेब ठेवतो.');

    // A delete answers the version after it, for the language's next save.
    const removed = await api().del(marathi, admin);
    expect(removed.body).toEqual({ message: 'Translation deleted', version: expect.any(String) });
    const again = await api().json('PUT', marathi, { ...marathiTexts, version: removed.body.version }, admin);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it("gives a page's translation (multipart) and the site settings' translations the version, and refuses an older copy", async () => {
    // Written (201), or written again (200) where an earlier test made it.
    const written = await api().form('POST', '/api/admin/pages', { slug: 'about-us', title: 'About us' }, admin);
    expect([200, 201]).toContain(written.status);
    const [about] = (await api().get('/api/admin/pages?slug=about-us&view=staff', admin)).body as Json[];
    const hindi = `/api/admin/pages/${about.id}/translations/hi`;
    const saved = await api().form('PUT', hindi, { title: 'हमारे बारे में', version: about.version }, admin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const late = await api().form('PUT', hindi, { title: 'पुरानी प्रति', version: about.version }, admin);
    expect(late.status).toBe(409);
    expect((await api().get(hindi, admin)).body).toMatchObject({ title: 'हमारे बारे में', version: saved.body.version });

    const settingsHindi = '/api/admin/site-settings/translations/hi';
    const read = (await api().get(settingsHindi, admin)).body as Json;
    expect(read.version).toEqual((await api().get('/api/admin/site-settings', admin)).body.version);
    const first = await api().json('PUT', settingsHindi, { hero_title: 'स्वागत है', version: read.version }, admin);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toEqual(expect.any(String));
    const stale = await api().json('PUT', settingsHindi, { hero_title: 'पुराना', version: read.version }, admin);
    expect(stale.status).toBe(409);
    expect((await api().get(settingsHindi, admin)).body.hero_title).toBe('स्वागत है');
  });

  describe('while changes need approval', () => {
    const approve = (id: number, token: string, body: Record<string, unknown> = {}) =>
      api().json('POST', `/api/admin/changes/${id}/approve`, body, token);
    const change = async (id: number): Promise<ChangeRequest> =>
      (await api().get(`/api/admin/changes/${id}`, admin)).body;
    /** The Editor's new schedule from `effective`, held for approval: its change request's id. */
    const editorsSchedule = async (effective: string): Promise<number> => {
      const sent = await api().json(
        'POST',
        '/api/admin/rate-schedules',
        { ...oneRowSchedule(effective), confirm_differences: true },
        editor,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(202);
      return sent.body.change_request_id;
    };
    /** A new job, added and approved: as the Editor's list shows it. */
    const newJobApproved = async (title: string): Promise<Json> => {
      const held = await api().json('POST', '/api/admin/jobs', jobFields(title, 'Opening text.'), admin);
      expect((await approve(held.body.change_request_id, approver)).status).toBe(200);
      return ((await api().get('/api/admin/jobs?view=staff', editor)).body as Json[]).find(
        (row) => row.title === title,
      );
    };

    beforeAll(async () => {
      const on = await api().json('PUT', '/api/admin/approval-setting', { changes_need_approval: true }, admin);
      expect(on.status).toBe(200);
    });

    it('refuses at the save an update made from the copy loaded before another approved change: the approved text stays', async () => {
      const title = `Four-eyes versioned opening ${randomBytes(3).toString('hex')}`;
      const job = await newJobApproved(title);

      // The Editor has the form open; the Administrator's sentence is approved and goes live meanwhile.
      const sentence = await saveJob(
        job.id,
        { ...jobFields(title, 'Approved sentence.'), version: job.version },
        admin,
      );
      expect(sentence.status).toBe(202);
      expect((await approve(sentence.body.change_request_id, approver)).status).toBe(200);

      const late = await saveJob(job.id, { ...jobFields(title, 'Late sentence.'), version: job.version }, editor);
      expect(late.status).toBe(409);
      expect(late.body).toEqual(staleAnswer(ADMIN.name, late.body, false));
      expect(((await api().get('/api/jobs')).body as Json[]).find((row) => row.id === job.id).description).toBe(
        'Approved sentence.',
      );
    });

    it('keeps a change refused as stale at its approval in "Could not be applied", with the reason, on both dashboards', async () => {
      const title = `Outrun opening ${randomBytes(3).toString('hex')}`;
      const job = await newJobApproved(title);
      const editors = await saveJob(job.id, { ...jobFields(title, "Editor's text."), version: job.version }, editor);
      expect(editors.status).toBe(202);
      // Meanwhile an emergency edit in the Strapi panel, which four eyes do not hold.
      await editInPanel(job.id, jobFields(title, 'Panel text.'));

      const refused = await approve(editors.body.change_request_id, approver);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual(staleAnswer(DEMO_SUPERADMIN.email, refused.body, true));
      const failed = (await api().get('/api/admin/changes?status=failed', editor)).body.results as ChangeRequest[];
      expect(failed.find((each) => each.id === editors.body.change_request_id)).toMatchObject({
        status: 'failed',
        reason: refused.body.message,
        maker: { email: EDITOR.email },
        approver: { email: APPROVER.email },
      });
      for (const token of [editor, approver])
        expect((await api().get('/api/admin/dashboard', token)).body.approvals.failed_yours).toBeGreaterThanOrEqual(1);
      expect(((await api().get('/api/jobs')).body as Json[]).find((row) => row.id === job.id).description).toBe(
        'Panel text.',
      );
    });

    it('opens a returned change with its values and reason; its maker sends it again as its next revision, its file kept', async () => {
      const valid = await DEPOSITS.valid();
      const name = `Returned deposit ${randomBytes(3).toString('hex')}`;
      const sent = await sendRecord(api(), editor, DEPOSITS, 'POST', '/api/admin/deposits', { ...valid, name });
      expect(sent.status, JSON.stringify(sent.body)).toBe(202);
      const id: number = sent.body.change_request_id;
      const reason = 'Say the tenure in months.';
      expect((await api().json('POST', `/api/admin/changes/${id}/return`, { reason }, approver)).status).toBe(200);
      const returned = await change(id);
      expect(returned).toMatchObject({ status: 'returned', reason, revision: 1, values: { name } });

      const resubmit = (token: string, fields: Record<string, unknown>) =>
        sendRecord(api(), token, DEPOSITS, 'POST', `/api/admin/changes/${id}/resubmit`, fields);
      const { [DEPOSITS.media!.field]: file, ...texts } = valid as Record<string, unknown>;
      expect(file).toBeDefined();
      expect((await resubmit(admin, { ...texts, name: `${name} 2` })).status).toBe(403);
      const again = await resubmit(editor, { ...texts, name: `${name} (12 months)` });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body).toMatchObject({
        id,
        status: 'pending',
        revision: 2,
        reason: null,
        approver: null,
        values: { name: `${name} (12 months)` },
        changes: expect.arrayContaining([
          { field: 'name', before: null, after: `${name} (12 months)` },
          expect.objectContaining({ field: DEPOSITS.media!.field, after: expect.stringMatching(/^new file: /) }),
        ]),
      });
      expect((await resubmit(editor, { ...texts, name })).status).toBe(409);
      const thread = ((await api().get('/api/admin/activity?resource=change-requests', admin)).body.results as Json[])
        .filter((entry) => entry.record_id === id)
        .map((entry) => entry.action);
      expect(thread).toEqual(expect.arrayContaining(['change_return', 'change_resubmit']));

      expect((await approve(id, approver)).status).toBe(200);
      const deposit = ((await api().get('/api/deposits')).body as Json[]).find(
        (row) => row.name === `${name} (12 months)`,
      );
      expect(deposit?.[DEPOSITS.media!.responseKey]).toEqual(expect.stringMatching(/^\/uploads\//));
    });

    it('refuses to send a returned change again over a change approved meanwhile, until its maker has loaded it', async () => {
      const job = await newJobApproved(`Resent opening ${randomBytes(3).toString('hex')}`);
      const held = await saveJob(job.id, { ...jobFields(job.title, 'Editor text.'), version: job.version }, editor);
      expect(held.status, JSON.stringify(held.body)).toBe(202);
      const id: number = held.body.change_request_id;
      expect(
        (await api().json('POST', `/api/admin/changes/${id}/return`, { reason: 'Shorter.' }, approver)).status,
      ).toBe(200);
      // While it is back with its maker, another change of the job is made and approved.
      const meanwhile = await saveJob(job.id, jobFields(job.title, 'Approved meanwhile.'), admin);
      expect((await approve(meanwhile.body.change_request_id, approver)).status).toBe(200);

      const resubmit = (fields: Record<string, unknown>) =>
        api().json('POST', `/api/admin/changes/${id}/resubmit`, fields, editor);
      const refused = await resubmit(jobFields(job.title, 'Editor text, shorter.'));
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual(staleAnswer(ADMIN.name, refused.body, false));
      expect(await change(id)).toMatchObject({ status: 'returned', revision: 1 });
      // Loaded again (the version now), sent again: pending, and approved over the text it has seen.
      const seen = (await staffJob(job.id)).version;
      const again = await resubmit({ ...jobFields(job.title, 'Editor text, shorter.'), version: seen });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await approve(id, approver)).status).toBe(200);
      expect((await staffJob(job.id)).description).toBe('Editor text, shorter.');
    });

    it('takes away, when a returned change is sent again naming it empty, the picture the change had brought', async () => {
      const sent = await api().form(
        'PUT',
        '/api/admin/site-settings',
        { hero_title: 'A banner with a picture', hero_picture: await imageFile('png', 'banner.png') },
        admin,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(202);
      const id: number = sent.body.change_request_id;
      const reason = 'No picture for now.';
      expect((await api().json('POST', `/api/admin/changes/${id}/return`, { reason }, approver)).status).toBe(200);
      const again = await api().json(
        'POST',
        `/api/admin/changes/${id}/resubmit`,
        { hero_title: 'A banner with a picture', hero_picture: null },
        admin,
      );
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.changes).not.toContainEqual(
        expect.objectContaining({ after: expect.stringMatching(/^new file/) }),
      );
      expect((await approve(id, approver)).status).toBe(200);
      const settings = (await api().get('/api/site-settings')).body as Json;
      expect(settings).toMatchObject({ hero_title: 'A banner with a picture', hero_picture: null });
    });

    it('translates a new schedule while it waits: the translation joins its change and is written with it', async () => {
      const effective = addDays(indiaToday(), 52);
      const id = await editorsSchedule(effective);
      const path = `/api/admin/changes/${id}/translations/mr`;
      // Its preview opens the page a schedule is on.
      const link = await api().json('POST', `/api/admin/changes/${id}/preview`, {}, approver);
      expect(link.body.url).toMatch(/^\/preview\/[^/]+\/InterestRates$/);
      // As of the day it takes effect: in force there, not announced.
      const page = (await (await fetch(`${product.server.url}${link.body.url}`)).text()).replaceAll('<!-- -->', '');
      expect(page).toContain(`shown as the site will show it on ${formatDate(effective)}`);
      expect(page).toContain(`Effective from ${formatDate(effective)}`);
      expect(page).not.toContain(`Revised rates effective from ${formatDate(effective)}`);
      const live = (await (await fetch(`${product.server.url}/InterestRates`)).text()).replaceAll('<!-- -->', '');
      expect(live).not.toContain(`Effective from ${formatDate(effective)}`);
      const texts = (await api().get(path, editor)).body.texts as { english: string; text: string | null }[];
      expect(texts.map((entry) => entry.english)).toEqual(expect.arrayContaining(['Savings Account', 'Housing Loan']));

      expect((await api().json('PUT', path, { texts: [] }, admin)).status).toBe(403);
      const foreign = await api().json('PUT', path, { texts: [{ english: 'Gold Loan', text: 'सोने कर्ज' }] }, editor);
      expect(foreign.status).toBe(400);
      expect(foreign.body.errors.texts).toBe('"Gold Loan" is not a text of this schedule');
      const joined = await api().json(
        'PUT',
        path,
        { texts: [{ english: 'Savings Account', text: 'बचत खाते' }] },
        editor,
      );
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      expect(joined.body.texts).toEqual(expect.arrayContaining([{ english: 'Savings Account', text: 'बचत खाते' }]));
      expect((await api().get(path, editor)).body).toEqual(joined.body);
      const waiting = await change(id);
      expect(waiting).toMatchObject({ id, status: 'pending', revision: 2 });
      expect(waiting.changes).toEqual(
        expect.arrayContaining([{ field: 'Marathi: Savings Account', before: null, after: 'बचत खाते' }]),
      );

      expect((await approve(id, approver)).status).toBe(200);
      const schedule = ((await api().get('/api/admin/rate-schedules', admin)).body as Json[]).find(
        (each) => each.effective_from === effective,
      );
      const marathi = (await api().get(`/api/admin/rate-schedules/${schedule.id}/translations/mr`, admin)).body;
      expect(marathi.texts).toEqual(expect.arrayContaining([{ english: 'Savings Account', text: 'बचत खाते' }]));
      expect((await api().json('PUT', path, { texts: [] }, editor)).status).toBe(409);
    });

    it('refuses to publish a rate schedule after the date it takes effect; an approver re-times or cancels it, its maker withdraws it', async () => {
      const effective = addDays(indiaToday(), 45);
      const id = await editorsSchedule(effective);
      const at = (date: string, time: string) => `${date}T${time}:00+05:30`;

      // The dashboards say what waits for whom.
      const approvalsOf = async (token: string) => (await api().get('/api/admin/dashboard', token)).body.approvals;
      expect((await approvalsOf(editor)).yours_waiting).toBeGreaterThanOrEqual(1);
      expect(await approvalsOf(approver)).toMatchObject({ yours_waiting: 0, waiting_for_others: expect.any(Number) });
      expect((await approvalsOf(approver)).waiting_for_others).toBeGreaterThanOrEqual(1);
      const scheduledBefore = (await approvalsOf(approver)).scheduled as number;

      const late = await approve(id, approver, { publish_at: at(addDays(effective, 1), '00:30') });
      expect(late.status).toBe(400);
      expect(late.body.errors).toEqual({ publish_at: CHANGE_MESSAGES.publishAfterEffect(formatDate(effective)) });
      expect((await change(id)).status).toBe('pending');

      // The same India day is in time: late in the evening of the day it takes effect.
      const sameDay = await approve(id, approver, { publish_at: at(effective, '23:30') });
      expect(sameDay.status, JSON.stringify(sameDay.body)).toBe(200);
      expect(sameDay.body).toMatchObject({
        status: 'scheduled',
        publish_at: new Date(at(effective, '23:30')).toISOString(),
      });

      expect((await approvalsOf(approver)).scheduled).toBe(scheduledBefore + 1);

      // Its maker cannot re-time it; another approver can, within the same rule.
      const reschedule = (token: string, publishAt: string) =>
        api().json('POST', `/api/admin/changes/${id}/reschedule`, { publish_at: publishAt }, token);
      expect((await reschedule(editor, at(addDays(effective, -1), '10:00'))).status).toBe(403);
      const tooLate = await reschedule(admin, at(addDays(effective, 2), '10:00'));
      expect(tooLate.status).toBe(400);
      expect(tooLate.body.errors.publish_at).toBe(CHANGE_MESSAGES.publishAfterEffect(formatDate(effective)));
      const earlier = await reschedule(admin, at(addDays(effective, -1), '10:00'));
      expect(earlier.status, JSON.stringify(earlier.body)).toBe(200);
      expect(earlier.body).toMatchObject({
        status: 'scheduled',
        publish_at: new Date(at(addDays(effective, -1), '10:00')).toISOString(),
        approver: { email: ADMIN.email },
      });

      // Cancelled, it waits for approval again; scheduled again, its maker withdraws it.
      const cancelled = await api().json('POST', `/api/admin/changes/${id}/cancel`, {}, approver);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'pending', publish_at: null, approver: null });
      expect((await api().json('POST', `/api/admin/changes/${id}/cancel`, {}, approver)).status).toBe(409);
      expect((await approve(id, approver, { publish_at: at(effective, '09:00') })).status).toBe(200);
      const withdrawn = await api().del(`/api/admin/changes/${id}`, editor);
      expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
      expect(withdrawn.body.status).toBe('withdrawn');
      const actions = ((await api().get('/api/admin/activity?resource=change-requests', admin)).body.results as Json[])
        .filter((entry) => entry.record_id === id)
        .map((entry) => entry.action);
      expect(actions).toEqual(
        expect.arrayContaining(['change_schedule', 'change_reschedule', 'change_cancel', 'change_withdraw']),
      );
    });
  });
});
