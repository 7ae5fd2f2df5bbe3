import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLAINT_LIMITS,
  COMPLAINT_LOOKUP_MOVED,
  COMPLAINT_MESSAGES,
  COMPLAINT_REFERENCE_PATTERN,
  PAGE_SLUGS,
  UNCLAIMED_LIST_MESSAGES,
  UNCLAIMED_MESSAGES,
  indiaToday,
} from '@bank/shared';
import type { ActivityEntry } from '@bank/shared';
import { DEMO_ACCOUNTS, DEMO_ADMIN, apiClient, fetchFromProduct, type Json } from './support/api';
import {
  TEST_DATABASE,
  startServer,
  useTestServer,
  writeDirectly as writeToDatabase,
  type TestServer,
} from './support/server';

// Limits off here; the limits themselves are tried in their own block below.
const product = useTestServer({
  env: {
    COMPLAINT_RATE_LIMIT_PER_MIN: '0',
    COMPLAINT_LOOKUP_RATE_LIMIT_PER_MIN: '0',
    UNCLAIMED_SEARCH_RATE_LIMIT_PER_MIN: '0',
  },
});
let token: string;
beforeAll(async () => {
  token = await product.api.login();
});

const complaint = {
  name: 'Asha Kulkarni',
  email: 'asha@example.in',
  phone: '9876543210',
  account_holder: 'yes',
  category: 'loans',
  description: 'My EMI was debited twice this month.',
};
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);
/** GRV-{year}-{six digits}-{random}: the number of the year. */
const numberOf = (reference: string) => Number(reference.split('-')[2]);
const lookUp = (body: unknown) => product.api.json('POST', '/api/complaints/lookup', body);

const writeDirectly = (sql: string, params: unknown[]) => writeToDatabase(product.server, sql, params);

const csvFile = (text: string) => ({
  file: { name: 'unclaimed.csv', type: 'text/csv', bytes: Buffer.from(text, 'utf8') },
});

describe('customer-protection texts', () => {
  it('are there on a database without demo content, each an editable page record', async () => {
    for (const slug of [
      PAGE_SLUGS.customerProtection,
      PAGE_SLUGS.ombudsman,
      PAGE_SLUGS.unauthorisedTransactions,
      PAGE_SLUGS.cyberFraud,
      PAGE_SLUGS.unclaimedDeposits,
      PAGE_SLUGS.privacy,
    ]) {
      const pages = (await product.api.get(`/api/pages?slug=${slug}`)).body;
      expect(pages, slug).toHaveLength(1);
      expect(pages[0].content.length, slug).toBeGreaterThan(100);
    }
    expect((await product.api.get(`/api/pages?slug=${PAGE_SLUGS.ombudsman}`)).body[0].content).toContain('14448');
  });

  it('leave names, numbers and lists to the bank: none without demo content', async () => {
    expect((await product.api.get('/api/branches')).body).toEqual([]);
    expect((await product.api.get('/api/grievance-levels')).body).toEqual([]);
    expect((await product.api.get('/api/protection-settings')).body).toEqual({
      ombudsman_covered: true,
      dicgc_cover_rupees: 500000,
      fraud_phone: '',
      fraud_email: '',
    });
  });
});

describe('customer-protection texts in Marathi and Hindi', () => {
  const inLocale = async (api: typeof product.api, locale: string) => {
    const answer = await api.get(`/api/pages?slug=${PAGE_SLUGS.customerProtection}&locale=${locale}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(1);
    return answer.body[0];
  };

  it('are there from the first start, each under the English record', async () => {
    const [english] = (await product.api.get(`/api/pages?slug=${PAGE_SLUGS.customerProtection}`)).body;
    const marathi = await inLocale(product.api, 'mr');
    expect(marathi).toMatchObject({ id: english.id, locale: 'mr', title: 'ग्राहक संरक्षण' });
    expect(marathi.content).toContain('संदर्भ क्रमांक');
    expect(await inLocale(product.api, 'hi')).toMatchObject({ id: english.id, locale: 'hi', title: 'ग्राहक संरक्षण' });
    const [ombudsman] = (await product.api.get(`/api/pages?slug=${PAGE_SLUGS.ombudsman}&locale=hi`)).body;
    expect(ombudsman).toMatchObject({ locale: 'hi', title: 'रिज़र्व बैंक - एकीकृत लोकपाल योजना, 2021' });
    expect(ombudsman.content).toContain('14448');
  });

  it("keep the bank's edit of a translation over a restart", async () => {
    const [english] = (await product.api.get(`/api/pages?slug=${PAGE_SLUGS.customerProtection}`)).body;
    const edited = {
      title: 'ग्राहक संरक्षण व तक्रार निवारण',
      content: 'आमच्या सेवेबद्दल तक्रार असल्यास खालील पहिल्या स्तरावर लिहा.',
    };
    const written = await product.api.json('PUT', `/api/admin/pages/${english.id}/translations/mr`, edited, token);
    expect(written.status).toBe(200);

    // A second process on the same database runs the start's seeding again, as a restart does.
    const restarted = await startServer({ database: product.server.db });
    try {
      expect(await inLocale(apiClient(restarted.url), 'mr')).toMatchObject({ locale: 'mr', ...edited });
      expect((await inLocale(apiClient(restarted.url), 'hi')).title).toBe('ग्राहक संरक्षण');
    } finally {
      await restarted.stop();
    }
    expect(await inLocale(product.api, 'mr')).toMatchObject(edited);
  });
});

describe('branches and settings', () => {
  const branch = {
    name: 'Baner Branch',
    address: 'Baner Road, Pune',
    city: 'Pune',
    ifsc: 'vcub0000012',
    micr: '411245012',
    phones: '020-2729 1100\n+91 98220 45682 (mobile)',
    emails: 'baner@vishwasbank.in',
    hours: '9.30 am to 5 pm',
  };

  it('answers a branch with its numbers as a list, the mobile marked, and its IFSC in capitals', async () => {
    const created = await product.api.json('POST', '/api/admin/branches', branch, token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ifsc: 'VCUB0000012',
      phones: [
        { number: '020-2729 1100', mobile: false },
        { number: '+91 98220 45682', mobile: true },
      ],
      emails: ['baner@vishwasbank.in'],
      latitude: null,
      head_office: false,
    });
  });

  it.each([
    ['ifsc', 'VCUB1000012'],
    ['ifsc', 'VCB00000012'],
    ['micr', '41124501'],
    ['micr', '41124501X'],
    ['phones', 'call us'],
    ['phones', ''],
    ['emails', 'not-an-address'],
    ['latitude', '91'],
    ['longitude', 'east'],
  ])('refuses a branch whose %s is %j, naming the field', async (field, value) => {
    const before = await product.server.db.count('branches');
    const answer = await product.api.json('POST', '/api/admin/branches', { ...branch, [field]: value }, token);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
    expect(await product.server.db.count('branches')).toBe(before);
  });

  it('saves the settings in the back office and shows them to the public at once', async () => {
    expect((await product.api.get('/api/protection-settings')).status).toBe(200);
    const saved = await product.api.json(
      'PUT',
      '/api/admin/protection-settings',
      {
        ombudsman_covered: false,
        dicgc_cover_rupees: 1000000,
        fraud_phone: '1800 233 4567',
        fraud_email: 'fraud@vishwasbank.in',
      },
      token,
    );
    expect(saved.status).toBe(200);
    // The back office's answer adds the settings' version (concurrent edits); the public's has none.
    const { version, ...shown } = saved.body;
    expect(version).toEqual(expect.any(String));
    expect((await product.api.get('/api/protection-settings')).body).toEqual(shown);
    expect(
      (
        await product.api.json(
          'PUT',
          '/api/admin/protection-settings',
          { ombudsman_covered: true, dicgc_cover_rupees: 'a lot' },
          token,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await product.api.json('PUT', '/api/admin/protection-settings', {
          ombudsman_covered: true,
          dicgc_cover_rupees: 500000,
        })
      ).status,
    ).toBe(401);
    await product.api.json(
      'PUT',
      '/api/admin/protection-settings',
      { ombudsman_covered: true, dicgc_cover_rupees: 500000, fraud_phone: '', fraud_email: '' },
      token,
    );
  });
});

describe('complaints', () => {
  it('lodges a complaint with the next reference of the year, the time received and the reply due by the first level', async () => {
    await product.api.json(
      'POST',
      '/api/admin/grievance-levels',
      {
        level: 2,
        title: 'Grievance Officer',
        officer: 'S. Kulkarni',
        designation: 'DGM',
        phone: '020-2545 6710',
        email: 'g@vishwasbank.in',
        response_days: 15,
      },
      token,
    );
    await product.api.json(
      'POST',
      '/api/admin/grievance-levels',
      {
        level: 1,
        title: 'Branch Manager',
        officer: 'Your branch',
        designation: 'Manager',
        phone: '020-2447 3310',
        email: 'b@vishwasbank.in',
        response_days: 10,
      },
      token,
    );
    const first = await product.api.json('POST', '/api/complaints', complaint);
    const second = await product.api.json('POST', '/api/complaints', {
      ...complaint,
      account_holder: 'no',
      category: 'other',
    });
    expect(first.status).toBe(201);
    expect(Object.keys(first.body).sort()).toEqual(['received_at', 'reference', 'reply_due']);
    const year = indiaToday().slice(0, 4);
    expect(first.body.reference).toMatch(COMPLAINT_REFERENCE_PATTERN);
    expect(first.body.reference).toMatch(new RegExp(`^GRV-${year}-\\d{6}-[2-9A-HJKMNP-TW-Z]{4}$`));
    expect(second.body.reference).toMatch(COMPLAINT_REFERENCE_PATTERN);
    expect(numberOf(second.body.reference)).toBe(numberOf(first.body.reference) + 1);
    expect(Math.abs(Date.parse(first.body.received_at) - Date.now())).toBeLessThan(60000);
    expect(first.body.reply_due).toBe(daysAfter(indiaToday(), 10));
  });

  it('stores a phone number as typed, with its normal form for the back office, and refuses what is no Indian number or an e-mail without a dotted domain', async () => {
    const spaced = await product.api.json('POST', '/api/complaints', { ...complaint, phone: '+91 98220 12345' });
    expect(spaced.status).toBe(201);
    const landline = await product.api.json('POST', '/api/complaints', { ...complaint, phone: '020-2545 6700' });
    expect(landline.status).toBe(201);
    const stored = await product.server.db.query(
      'SELECT reference, phone FROM complaints WHERE reference IN ($1, $2)',
      [spaced.body.reference, landline.body.reference],
    );
    expect(Object.fromEntries(stored.map((row) => [row.reference, row.phone]))).toEqual({
      [spaced.body.reference]: '+91 98220 12345',
      [landline.body.reference]: '020-2545 6700',
    });
    const listed = (await product.api.get('/api/admin/complaints', await product.api.login())).body;
    expect(
      listed
        .filter((row: Json) => [spaced.body.reference, landline.body.reference].includes(row.reference))
        .map((row: Json) => row.phone_normal)
        .sort(),
    ).toEqual(['+912025456700', '+919822012345']);

    const before = await product.server.db.count('complaints');
    for (const phone of ['009876543210', '5876543210', '12345', '+92-9876543210']) {
      const refused = await product.api.json('POST', '/api/complaints', { ...complaint, phone });
      expect(refused.status, phone).toBe(400);
      expect(refused.body.errors).toEqual({ phone: COMPLAINT_MESSAGES.phoneInvalid });
    }
    const noDot = await product.api.json('POST', '/api/complaints', { ...complaint, email: 'ramesh.kulkarni@gmail' });
    expect(noDot.status).toBe(400);
    expect(noDot.body.errors).toEqual({ email: 'email must be a valid email' });
    expect(await product.server.db.count('complaints')).toBe(before);
  });

  it('names each missing or wrong field, and stores nothing', async () => {
    const before = await product.server.db.count('complaints');
    const empty = await product.api.json('POST', '/api/complaints', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      name: COMPLAINT_MESSAGES.nameRequired,
      email: COMPLAINT_MESSAGES.emailRequired,
      phone: COMPLAINT_MESSAGES.phoneRequired,
      account_holder: COMPLAINT_MESSAGES.accountHolder,
      category: COMPLAINT_MESSAGES.category,
      description: COMPLAINT_MESSAGES.descriptionRequired,
    });
    const wrong = await product.api.json('POST', '/api/complaints', {
      ...complaint,
      phone: '12345',
      account_holder: 'maybe',
      category: 'weather',
    });
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['account_holder', 'category', 'phone']);
    const tooLong = await product.api.json('POST', '/api/complaints', {
      ...complaint,
      description: 'क'.repeat(COMPLAINT_LIMITS.description + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ description: 'Your complaint must be at most 4,000 characters' });
    // Fields a member may not set are ignored: the reference and status are the server's.
    const forged = await product.api.json('POST', '/api/complaints', {
      ...complaint,
      reference: 'GRV-2026-999999-ABCD',
      status: 'resolved',
    });
    expect(forged.body.reference).not.toBe('GRV-2026-999999-ABCD');
    expect(await product.server.db.count('complaints')).toBe(before + 1);
  });

  it('is looked up by its member with a POST of the reference and e-mail only, then answered in the back office', async () => {
    const { reference } = (await product.api.json('POST', '/api/complaints', complaint)).body;
    // Typed in lower case, with spaces round it, and the e-mail in another case.
    const found = await lookUp({ reference: `  ${reference.toLowerCase()} `, email: 'ASHA@example.in' });
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('no-store');
    expect(found.body).toMatchObject({ reference, status: 'received', resolution: null });
    expect(Object.keys(found.body).sort()).toEqual([
      'received_at',
      'reference',
      'reply_due',
      'resolution',
      'status',
      'updates',
    ]);
    expect((await lookUp({ reference: reference.slice(0, -5), email: 'asha@example.in' })).status).toBe(404);
    expect((await lookUp({ reference })).body.errors).toEqual({ email: COMPLAINT_MESSAGES.lookupEmail });
    expect((await lookUp({ reference: 'not-a-reference', email: 'asha@example.in' })).body.errors).toEqual({
      reference: COMPLAINT_MESSAGES.lookupReference,
    });
    expect((await lookUp(['not', 'an', 'object'])).status).toBe(400);

    expect((await product.api.get('/api/admin/complaints')).status).toBe(401);
    const listed = (await product.api.get('/api/admin/complaints', token)).body.find(
      (row: Json) => row.reference === reference,
    );
    expect(listed).toMatchObject({
      name: 'Asha Kulkarni',
      account_holder: true,
      category: 'loans',
      status: 'received',
      overdue: false,
    });

    const noResolution = await product.api.json(
      'PUT',
      `/api/admin/complaints/${listed.id}`,
      { status: 'resolved' },
      token,
    );
    expect(noResolution.status).toBe(400);
    expect(noResolution.body.errors).toEqual({ resolution: COMPLAINT_MESSAGES.resolutionRequired });
    const resolved = await product.api.json(
      'PUT',
      `/api/admin/complaints/${listed.id}`,
      { status: 'resolved', resolution: 'The second debit was reversed on 20 November.' },
      token,
    );
    expect(resolved.status).toBe(200);
    expect((await lookUp({ reference, email: 'asha@example.in' })).body).toMatchObject({
      status: 'resolved',
      resolution: 'The second debit was reversed on 20 November.',
    });
    expect(
      (await product.api.json('PUT', '/api/admin/complaints/999999', { status: 'in_progress' }, token)).status,
    ).toBe(404);
    expect(
      (await product.api.json('PUT', `/api/admin/complaints/${listed.id}`, { status: 'closed' }, token)).status,
    ).toBe(400);
  });

  it('keeps who resolved it and when, forgets them when reopened, and takes a corrected category, logged', async () => {
    const { reference } = (await product.api.json('POST', '/api/complaints', complaint)).body;
    const listedNow = async () =>
      (await product.api.get('/api/admin/complaints', token)).body.find((row: Json) => row.reference === reference);
    const { id } = await listedNow();
    expect(await listedNow()).toMatchObject({ resolved_by: null, resolved_at: null });

    const corrected = await product.api.json(
      'PUT',
      `/api/admin/complaints/${id}`,
      { status: 'in_progress', category: 'cards_digital' },
      token,
    );
    expect(corrected.body).toMatchObject({ category: 'cards_digital', resolved_by: null });
    const [logged] = (await product.api.get(`/api/admin/activity?resource=complaints&record=${id}`, token)).body
      .results;
    expect(logged.changes).toEqual(
      expect.arrayContaining([{ field: 'category', before: complaint.category, after: 'cards_digital' }]),
    );
    expect(
      (await product.api.json('PUT', `/api/admin/complaints/${id}`, { status: 'in_progress', category: 'fees' }, token))
        .body.errors,
    ).toEqual({ category: expect.any(String) });

    const before = Date.now();
    const reply = { status: 'resolved', resolution: 'The card was reissued.' };
    const resolved = (await product.api.json('PUT', `/api/admin/complaints/${id}`, reply, token)).body;
    expect(resolved.resolved_by).toBe(DEMO_ACCOUNTS.backoffice.name);
    expect(Date.parse(resolved.resolved_at)).toBeGreaterThanOrEqual(before - 1000);
    // Its text corrected later: the first resolving stays.
    const edited = { status: 'resolved', resolution: 'The card was reissued on 2 December.' };
    expect((await product.api.json('PUT', `/api/admin/complaints/${id}`, edited, token)).body.resolved_at).toBe(
      resolved.resolved_at,
    );
    const csv = String((await product.api.call('GET', '/api/admin/complaints/export?status=resolved', { token })).body);
    expect(csv.split('\r\n')[0]).toContain('"Resolved by","Resolved at"');
    expect(csv).toContain(`"${DEMO_ACCOUNTS.backoffice.name}"`);

    const reopened = await product.api.json('PUT', `/api/admin/complaints/${id}`, { status: 'in_progress' }, token);
    expect(reopened.body).toMatchObject({ status: 'in_progress', resolved_by: null, resolved_at: null });
  });

  it('keeps a dated thread: updates the member reads, in order, and internal notes the member never sees', async () => {
    const { reference } = (await product.api.json('POST', '/api/complaints', complaint)).body;
    const { id } = (await product.api.get('/api/admin/complaints', token)).body.find(
      (row: Json) => row.reference === reference,
    );
    const add = (kind: string, text: unknown, as = token) =>
      product.api.json('POST', `/api/admin/complaints/${id}/thread`, { kind, text }, as);
    expect((await add('update', 'We have asked the branch for the passbook entries.')).status).toBe(201);
    const noted = await add('note', 'Branch manager says the entry was posted twice.');
    expect(noted.status).toBe(201);
    // The spec's answer keeps working, and its reply joins the thread as the next update.
    const reply = { status: 'resolved', resolution: 'The second entry was reversed on 2 December.' };
    expect((await product.api.json('PUT', `/api/admin/complaints/${id}`, reply, token)).status).toBe(200);

    const listed = (await product.api.get('/api/admin/complaints', token)).body.find((row: Json) => row.id === id);
    expect(listed.thread.map((entry: Json) => [entry.kind, entry.text, entry.written_by])).toEqual([
      ['update', 'We have asked the branch for the passbook entries.', DEMO_ACCOUNTS.backoffice.name],
      ['note', 'Branch manager says the entry was posted twice.', DEMO_ACCOUNTS.backoffice.name],
      ['update', reply.resolution, DEMO_ACCOUNTS.backoffice.name],
    ]);
    const times = listed.thread.map((entry: Json) => Date.parse(entry.written_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const seen = (await lookUp({ reference, email: complaint.email })).body;
    expect(seen.updates.map((update: Json) => update.text)).toEqual([
      'We have asked the branch for the passbook entries.',
      reply.resolution,
    ]);
    expect(JSON.stringify(seen)).not.toContain('posted twice');
    expect(seen.updates[0].written_at).toBe(listed.thread[0].written_at);

    const logged = (await product.api.get(`/api/admin/activity?resource=complaints&record=${id}`, token)).body.results;
    expect(logged.flatMap((entry: Json) => entry.changes.map((change: Json) => change.field))).toEqual(
      expect.arrayContaining(['update sent', 'internal note', 'resolution']),
    );

    expect((await add('memo', 'x')).body.errors).toEqual({ kind: expect.any(String) });
    expect((await add('note', '   ')).body.errors).toEqual({ text: 'Write the update or note first' });
    expect(
      (await product.api.json('POST', '/api/admin/complaints/999999/thread', { kind: 'note', text: 'x' }, token))
        .status,
    ).toBe(404);
    const editor = await product.api.login(DEMO_ACCOUNTS.staff.editor);
    expect((await add('note', 'An editor writes', editor)).status).toBe(403);
  });

  it('gives a resolution written before the thread existed its place as the first update, once', async () => {
    const { reference } = (await product.api.json('POST', '/api/complaints', complaint)).body;
    await writeDirectly("UPDATE complaints SET resolution = $1, status = 'resolved' WHERE reference = $2", [
      'Settled at the counter.',
      reference,
    ]);
    const threadNow = async () =>
      (await product.api.get('/api/admin/complaints', token)).body.find((row: Json) => row.reference === reference)
        .thread;
    expect(await threadNow()).toEqual([]);
    // Two more starts on this database: the first threads it, the second finds it threaded.
    for (let start = 0; start < 2; start += 1) await (await startServer({ database: product.server.db })).stop();
    expect(await threadNow()).toEqual([
      expect.objectContaining({ kind: 'update', text: 'Settled at the counter.', written_by: null }),
    ]);
  });

  it("is not restored from the activity log: a resolved complaint keeps its status and the bank's reply", async () => {
    const { reference } = (await product.api.json('POST', '/api/complaints', complaint)).body;
    const { id } = (await product.api.get('/api/admin/complaints', token)).body.find(
      (row: Json) => row.reference === reference,
    );
    const reply = { status: 'resolved', resolution: 'Refunded on 20 November.' };
    expect((await product.api.json('PUT', `/api/admin/complaints/${id}`, reply, token)).status).toBe(200);
    const [resolved] = (await product.api.get('/api/admin/activity?resource=complaints&action=update', token)).body
      .results;
    expect(resolved).toMatchObject({ record_id: id, restorable: false });

    const restore = await product.api.call('POST', `/api/admin/activity/${resolved.id}/restore`, { token });
    expect(restore).toMatchObject({
      status: 409,
      body: { message: 'Changes to complaints are not restored from the activity log.' },
    });
    expect((await lookUp({ reference, email: complaint.email })).body).toMatchObject({
      status: 'resolved',
      resolution: reply.resolution,
    });
  });

  it('answers a wrong e-mail and an unknown reference with the same 404', async () => {
    const { reference } = (await product.api.json('POST', '/api/complaints', complaint)).body;
    const otherRandomPart = reference.endsWith('-2222') ? '-3333' : '-2222';
    const answers = await Promise.all(
      [
        { reference, email: 'someone@example.in' },
        { reference: reference.slice(0, -5) + otherRandomPart, email: complaint.email },
        { reference: `GRV-${indiaToday().slice(0, 4)}-999999-ABCD`, email: complaint.email },
      ].map(lookUp),
    );
    const seen = answers.map(({ status, headers, body }) => ({
      status,
      type: headers.get('content-type'),
      cache: headers.get('cache-control'),
      body,
    }));
    expect(seen[0]).toEqual({
      status: 404,
      type: 'application/json; charset=utf-8',
      cache: 'no-store',
      body: { message: 'Not Found' },
    });
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
  });

  it('still finds a complaint stored with a reference of the old form, GRV-{year}-{six digits}', async () => {
    const { reference } = (
      await product.api.json('POST', '/api/complaints', { ...complaint, email: 'old.form@example.in' })
    ).body;
    const oldForm = reference.slice(0, -5);
    await writeDirectly('UPDATE complaints SET reference = $1 WHERE reference = $2', [oldForm, reference]);
    const found = await lookUp({ reference: oldForm.toLowerCase(), email: 'old.form@example.in' });
    expect(found.status).toBe(200);
    expect(found.body.reference).toBe(oldForm);
    expect((await lookUp({ reference: oldForm, email: complaint.email })).status).toBe(404);
    expect((await lookUp({ reference, email: 'old.form@example.in' })).status).toBe(404);
    // The back office shows it as it is.
    expect((await product.api.get('/api/admin/complaints', token)).body.map((row: Json) => row.reference)).toContain(
      oldForm,
    );
  });

  it('is no longer looked up by GET with the e-mail in the address: 405 naming the POST', async () => {
    const { reference } = (await product.api.json('POST', '/api/complaints', complaint)).body;
    for (const path of [
      `/api/complaints/${reference}?email=asha@example.in`,
      `/api/complaints/${reference}?email=someone@example.in`,
      '/api/complaints/lookup',
    ]) {
      const answer = await product.api.get(path);
      expect(answer.status, path).toBe(405);
      expect(answer.body).toEqual({ message: COMPLAINT_LOOKUP_MOVED });
      expect(answer.headers.get('allow')).toBe('POST');
    }
    expect(COMPLAINT_LOOKUP_MOVED).toContain('POST /api/complaints/lookup');
  });

  it('lists overdue complaints first', async () => {
    // Lodged 30 days ago (the clock moved back then), so its reply was due 20 days ago.
    await product.server.setClock(Date.now() - 30 * 86400000);
    const { reference } = (await product.api.json('POST', '/api/complaints', complaint)).body;
    await product.server.setClock(Date.now());
    token = await product.api.login();
    const list = (await product.api.get('/api/admin/complaints', token)).body;
    expect(list[0]).toMatchObject({ reference, overdue: true });
    expect(list.filter((row: Json) => row.overdue)).toHaveLength(1);
  });

  it('logs each read of the list, and makes the CSV on the server from the filters sent, logging who took how many', async () => {
    const admin = await product.api.login();
    const latest = async (action: string) =>
      (await product.api.get(`/api/admin/activity?action=${action}`, admin)).body.results[0];
    const listed = (await product.api.get('/api/admin/complaints', admin)).body;
    expect(await latest('personal_data_read')).toMatchObject({
      resource: 'complaints',
      record_label: `${listed.length} complaints listed`,
    });

    const { reference } = (
      await product.api.json('POST', '/api/complaints', { ...complaint, name: 'Exported Member', phone: '98220 45670' })
    ).body;
    const answer = await product.api.call('GET', '/api/admin/complaints/export?status=open&search=98220%2045670', {
      token: admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="complaints-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = String(answer.body).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^"${reference}",.*"Exported Member","asha@example.in","98220 45670","9822045670",`),
    );
    expect(await latest('personal_data_export')).toMatchObject({
      resource: 'complaints',
      record_label: 'CSV of 1 complaint (not resolved, search "98220 45670")',
    });
  });
});

describe('two server processes on one database', () => {
  // As deployed: PostgreSQL carries invalidations with LISTEN/NOTIFY; on SQLite, Redis pub/sub.
  const channel: Record<string, string> =
    TEST_DATABASE === 'postgres'
      ? {}
      : {
          REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
          CACHE_CHANNEL: `bank_test_${randomBytes(4).toString('hex')}`,
        };
  const limitsOff = { COMPLAINT_RATE_LIMIT_PER_MIN: '0', UNCLAIMED_SEARCH_RATE_LIMIT_PER_MIN: '0' };
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startServer({ env: { ...channel, ...limitsOff } });
    second = await startServer({ database: first.db, env: { ...channel, ...limitsOff } });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('give 20 complaints lodged at once, 10 through each process, 20 different references in one run of numbers', async () => {
    const [one, other] = [apiClient(first.url), apiClient(second.url)];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? other : one).json('POST', '/api/complaints', { ...complaint, name: `Member ${index}` }),
      ),
    );
    expect(
      answers.map((answer) => answer.status),
      `${first.output()}\n${second.output()}`.slice(-3000),
    ).toEqual(Array(20).fill(201));
    const numbers = answers.map((answer) => numberOf(answer.body.reference)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[19] - numbers[0]).toBe(19);
    // Each with a random part of its own (twenty alike would be a one in 29^76 chance).
    expect(new Set(answers.map((answer) => answer.body.reference.slice(-4))).size).toBeGreaterThan(1);
    const stored = await first.db.query('SELECT COUNT(DISTINCT reference) AS n, COUNT(*) AS total FROM complaints');
    expect(Number(stored[0].n)).toBe(Number(stored[0].total));
  });

  it('replace the unclaimed list one import at a time: two at once leave one whole file, never both', async () => {
    const [one, other] = [apiClient(first.url), apiClient(second.url)];
    const session = await one.login();
    const names = (prefix: string) =>
      Array.from({ length: 300 }, (_, index) => `${prefix} ${String(index).padStart(3, '0')},Pune`);
    const [a, b] = [names('Apte'), names('Bhide')].map((lines) => ['name,address', ...lines].join('\n'));
    const upload = (api: typeof one, text: string, fields: Record<string, string> = {}) =>
      api.form('POST', '/api/admin/unclaimed-deposits/import', { ...csvFile(text), ...fields }, session);
    /** How many of the names held come from each file. */
    const held = async () =>
      Promise.all(
        ['Apte', 'Bhide'].map(
          async (name) => (await one.get(`/api/admin/unclaimed-deposits?q=${name}`, session)).body.total as number,
        ),
      );

    const both = await Promise.all([upload(one, a), upload(other, b)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await held()).sort((x, y) => x - y)).toEqual([0, 300]);

    // Both confirmed from one preview: the first replaces the list, the second finds it changed.
    const { list_version } = (await one.form('POST', '/api/admin/unclaimed-deposits/preview', csvFile(a), session))
      .body;
    const confirmed = await Promise.all([
      upload(one, a, { replaces: list_version }),
      upload(other, b, { replaces: list_version }),
    ]);
    expect(confirmed.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await held()).sort((x, y) => x - y)).toEqual([0, 300]);
  });

  it('search the names an import through either process has just stored', async () => {
    const [one, other] = [apiClient(first.url), apiClient(second.url)];
    const token = await one.login();
    const before = ['name,address', 'Gokhale Anant,Pune'].join('\n');
    await one.form('POST', '/api/admin/unclaimed-deposits/import', csvFile(before), token);
    // Both processes have read the list once.
    for (const api of [one, other]) expect((await api.get('/api/unclaimed-deposits?q=gokhale')).body.total).toBe(1);
    await one.form(
      'POST',
      '/api/admin/unclaimed-deposits/import',
      csvFile(['name,address', 'Limaye Vasant,Pune', 'Limaye Tara,Pune'].join('\n')),
      token,
    );
    for (const api of [other, one]) {
      expect((await api.get('/api/unclaimed-deposits?q=gokhale')).body.total).toBe(0);
      expect((await api.get('/api/unclaimed-deposits?q=limaye')).body.total).toBe(2);
    }
  });
});

describe('unclaimed deposits', () => {
  const csv = [
    'name,address',
    'José Fernandes,"12, MG Road, Pune 411001"',
    'Sharma Ramesh,Kothrud Pune',
    'Ramesh SHARMÄ,"Flat 3, Baner"',
    '"=HYPERLINK(""http://x"")",Camp Pune',
  ].join('\n');

  it('replaces the list from a CSV in one go, and says how many it replaced', async () => {
    expect((await product.api.form('POST', '/api/admin/unclaimed-deposits/import', csvFile(csv))).status).toBe(401);
    const first = await product.api.form('POST', '/api/admin/unclaimed-deposits/import', csvFile(csv), token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ imported: 4 });
    const again = await product.api.form('POST', '/api/admin/unclaimed-deposits/import', csvFile(csv), token);
    expect(again.body).toMatchObject({ previous: 4, imported: 4 });
    expect((await product.api.get('/api/admin/unclaimed-deposits', token)).body.total).toBe(4);
  });

  it('finds names by any part, whatever the case and accents, and answers only id, name and address', async () => {
    const sharma = (await product.api.get('/api/unclaimed-deposits?q=sharma')).body;
    expect(sharma.total).toBe(2);
    expect(sharma.results.map((row: Json) => row.name).sort()).toEqual(['Ramesh SHARMÄ', 'Sharma Ramesh']);
    for (const row of sharma.results) expect(Object.keys(row).sort()).toEqual(['address', 'id', 'name']);
    expect((await product.api.get('/api/unclaimed-deposits?q=JOSE')).body.results[0]).toMatchObject({
      name: 'José Fernandes',
      address: '12, MG Road, Pune 411001',
    });
    expect((await product.api.get('/api/unclaimed-deposits?q=rnand')).body.total).toBe(1);
    // A cell is text: the formula is stored and answered as typed.
    expect((await product.api.get('/api/unclaimed-deposits?q=hyperlink')).body.results[0].name).toBe(
      '=HYPERLINK("http://x")',
    );
    expect((await product.api.get('/api/unclaimed-deposits?q=nobody')).body).toEqual({
      results: [],
      total: 0,
      page: 1,
      page_size: 20,
    });
  });

  it('finds a name in either script and whatever the order of its words; "जोशी" is long enough', async () => {
    const list = ['name,address', 'Anant Joshi,"Sadashiv Peth, Pune"', 'Deepak Kulkarni,Kothrud', 'Anand Joshi,Baner'];
    expect(
      (await product.api.form('POST', '/api/admin/unclaimed-deposits/import', csvFile(list.join('\n')), token)).body
        .imported,
    ).toBe(3);
    const names = async (q: string) =>
      (await product.api.get(`/api/unclaimed-deposits?q=${encodeURIComponent(q)}`)).body.results
        .map((row: Json) => row.name)
        .sort();
    for (const q of ['Joshi Anant', 'Joshi, Anant', 'अनंत जोशी', 'Anant Joshi'])
      expect(await names(q), q).toEqual(['Anant Joshi']);
    expect(await names('जोशी')).toEqual(['Anand Joshi', 'Anant Joshi']);
    expect(await names('दीपक')).toEqual(['Deepak Kulkarni']);
    expect(await names('Dipak')).toEqual(['Deepak Kulkarni']);
  });

  it.each(['', 'ab', ' a  b ', '%%%', '__', 'जो'])('refuses the search %j with 400', async (q) => {
    const answer = await product.api.get(`/api/unclaimed-deposits?q=${encodeURIComponent(q)}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ q: UNCLAIMED_MESSAGES.tooShort });
  });

  it('pages 20 names at a time', async () => {
    const many = [
      'name,address',
      ...Array.from({ length: 45 }, (_, index) => `Patil ${String(index).padStart(2, '0')},Pune`),
    ].join('\n');
    expect(
      (await product.api.form('POST', '/api/admin/unclaimed-deposits/import', csvFile(many), token)).body.imported,
    ).toBe(45);
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) => (await product.api.get(`/api/unclaimed-deposits?q=patil&page=${page}`)).body),
    );
    // A page past the last answers the last: never 'showing 61 to 60'.
    expect(pages.map((page) => page.results.length)).toEqual([20, 20, 5, 5]);
    expect(pages.map((page) => page.page)).toEqual([1, 2, 3, 3]);
    expect((await product.api.get('/api/unclaimed-deposits?q=patil&page=999')).body).toMatchObject({ page: 3 });
    expect(pages[0].total).toBe(45);
    expect(new Set(pages.flatMap((page) => page.results.map((row: Json) => row.id))).size).toBe(45);
    expect((await product.api.get('/api/unclaimed-deposits?q=patil&page=0')).status).toBe(400);
  });

  it('refuses a file with a bad line, naming each line, and keeps the list it held', async () => {
    const before = (await product.api.get('/api/admin/unclaimed-deposits', token)).body.total;
    const bad = ['name,address', 'Good Name,Pune', ',No name here', 'Another,Pune', 'Too,many,columns'].join('\n');
    const answer = await product.api.form('POST', '/api/admin/unclaimed-deposits/import', csvFile(bad), token);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual(['line 3', 'line 5']);
    expect((await product.api.get('/api/admin/unclaimed-deposits', token)).body.total).toBe(before);
    expect((await product.api.form('POST', '/api/admin/unclaimed-deposits/import', {}, token)).status).toBe(400);
  });
});

describe('forms and searches posted without JavaScript', () => {
  it('lodges a complaint from the page and shows its confirmation in place of the form; a wrong one comes back 422 with what was typed', async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${product.server.url}/CustomerProtection`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
    const sent = await post({ form: 'complaint', ...complaint });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('cache-control')).toBe('no-store');
    const html = await sent.text();
    const lodge = /<section[^>]*id="lodge"[\s\S]*?<\/section>\s*<\/div>\s*<\/section>/.exec(html)?.[0] ?? '';
    const reference = /<dt>Reference number<\/dt><dd><strong[^>]*>(GRV-[^<]+)<\/strong>/.exec(lodge)?.[1];
    expect(reference).toMatch(COMPLAINT_REFERENCE_PATTERN);
    // Focus lands on the confirmation's heading without JavaScript; the form is gone until asked for again.
    expect(lodge).toMatch(/<h3 id="complaint-received" tabindex="-1" autofocus="">Your complaint is registered<\/h3>/);
    expect(lodge).not.toContain('Lodge complaint');
    expect(lodge).toContain('href="/CustomerProtection?complaint=new#lodge">Lodge another complaint</a>');
    // 'Follow this complaint' leads to the look-up, its reference filled in.
    expect(lodge).toContain('href="#status">Follow this complaint</a>');
    expect(html).toMatch(new RegExp(`<input id="lookup-reference"[^>]*value="${reference}"`));
    const refused = await post({ form: 'complaint', ...complaint, phone: '12' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(COMPLAINT_MESSAGES.phoneInvalid);
    // Answered in place, never redirected to an address that could carry the e-mail.
    const lookedUp = await post({ form: 'lookup', reference: reference!.toLowerCase(), email: complaint.email });
    expect(lookedUp.status).toBe(200);
    expect(lookedUp.redirected).toBe(false);
    expect(lookedUp.headers.get('cache-control')).toBe('no-store');
    expect(await lookedUp.text()).toContain(`Complaint <strong>${reference}</strong>`);
    const wrong = await post({ form: 'lookup', reference: reference!, email: 'someone@example.in' });
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain(COMPLAINT_MESSAGES.notFound);
  });

  it('searches the unclaimed list from the page address, never keeping the answer', async () => {
    // The page without a search is kept by the cache; a search is never answered with it.
    await fetch(`${product.server.url}/UnclaimedDeposits`);
    expect((await fetch(`${product.server.url}/UnclaimedDeposits`)).headers.get('x-cache')).toBe('HIT');
    const page = await fetch(`${product.server.url}/UnclaimedDeposits?q=patil&page=3`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Patil 40');
    expect(html).toContain('45 names match');
  });
});

describe('replacing the unclaimed list safely', () => {
  const held = [
    'name,address',
    'Limaye Vasant,Pune',
    'Limaye Tara,Pune',
    'Gokhale Anil,Nashik',
    'Joshi Meera,"Flat 3, Baner"',
    'Kale Suresh,Satara',
  ].join('\n');
  const smaller = ['name,address', 'Limaye Tara,Pune', 'Deshmukh Ravi,Nagpur', 'Pawar Sunita,Baramati'].join('\n');
  const importList = (text: string, fields: Record<string, string> = {}) =>
    product.api.form('POST', '/api/admin/unclaimed-deposits/import', { ...csvFile(text), ...fields }, token);
  const preview = (text: string) =>
    product.api.form('POST', '/api/admin/unclaimed-deposits/preview', csvFile(text), token);
  const heldNames = async () =>
    (await product.api.get('/api/admin/unclaimed-deposits', token)).body.results.map((row: Json) => row.name).sort();
  const downloaded = async () => {
    const answer = await fetchFromProduct(`${product.server.url}/api/admin/unclaimed-deposits/download`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: answer.status, headers: answer.headers, bytes: Buffer.from(await answer.arrayBuffer()) };
  };
  const importEntries = async () =>
    (await product.api.get('/api/admin/activity?resource=unclaimed-deposits', token)).body.results as ActivityEntry[];
  const restore = (entryId: number) => product.api.call('POST', `/api/admin/activity/${entryId}/restore`, { token });

  it('previews what a file would change, with the counts, the first rows, the rows removed and added, and writes nothing', async () => {
    expect((await importList(held)).status).toBe(200);
    const entriesBefore = await importEntries();
    expect((await product.api.form('POST', '/api/admin/unclaimed-deposits/preview', csvFile(smaller))).status).toBe(
      401,
    );

    const answer = await preview(smaller);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      current: 5,
      incoming: 3,
      first: [
        { name: 'Limaye Tara', address: 'Pune' },
        { name: 'Deshmukh Ravi', address: 'Nagpur' },
        { name: 'Pawar Sunita', address: 'Baramati' },
      ],
      removed: {
        count: 4,
        first: [
          { name: 'Limaye Vasant', address: 'Pune' },
          { name: 'Gokhale Anil', address: 'Nashik' },
          { name: 'Joshi Meera', address: 'Flat 3, Baner' },
          { name: 'Kale Suresh', address: 'Satara' },
        ],
      },
      added: {
        count: 2,
        first: [
          { name: 'Deshmukh Ravi', address: 'Nagpur' },
          { name: 'Pawar Sunita', address: 'Baramati' },
        ],
      },
      list_version: expect.any(String),
    });
    expect(await heldNames()).toEqual(['Gokhale Anil', 'Joshi Meera', 'Kale Suresh', 'Limaye Tara', 'Limaye Vasant']);
    expect(await importEntries()).toEqual(entriesBefore);
  });

  it('refuses a bad file in the preview as the import does, saying how many lines are wrong in good English', async () => {
    const one = await preview(['name,address', 'Good Name,Pune', ',No name here'].join('\n'));
    expect(one.status).toBe(400);
    expect(one.body).toEqual({
      message: 'The file was not imported: 1 line is wrong',
      errors: { 'line 3': 'Line 3 has no name' },
    });
    const two = await importList(['Good Name,Pune', 'Too,many,columns', 'Only one column'].join('\n'));
    expect(two.body.message).toBe('The file was not imported: 2 lines are wrong');
    expect(two.body.errors).toEqual({
      'line 2': 'Line 2 has 3 columns; each line is name,address',
      'line 3': 'Line 3 has 1 column; each line is name,address',
    });
  });

  it('imports the previewed file, and refuses with 409 once the list changed after the preview', async () => {
    expect((await importList(held)).status).toBe(200);
    const seen = (await preview(smaller)).body.list_version;
    expect((await importList(held)).status).toBe(200);
    const stale = await importList(smaller, { replaces: seen });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(UNCLAIMED_LIST_MESSAGES.listChanged);
    expect(await heldNames()).toHaveLength(5);

    const current = (await preview(smaller)).body.list_version;
    const imported = await importList(smaller, { replaces: current });
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ previous: 5, imported: 3, total: 3 });
    expect(await heldNames()).toEqual(['Deshmukh Ravi', 'Limaye Tara', 'Pawar Sunita']);
  });

  it("downloads the list as a CSV of the import's columns that imports back as the same list", async () => {
    const tricky = [
      'name,address',
      'José Fernandes,"12, MG Road, Pune 411001"',
      '"=HYPERLINK(""http://x"")",Camp Pune',
      '"Kulkarni ""Bapu"" Ramesh",Kothrud',
    ].join('\n');
    expect((await importList(tricky)).status).toBe(200);
    expect((await product.api.get('/api/admin/unclaimed-deposits/download')).status).toBe(401);

    const file = await downloaded();

    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="unclaimed-deposits-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = file.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      '"name","address"',
      '"José Fernandes","12, MG Road, Pune 411001"',
      '"\'=HYPERLINK(""http://x"")","Camp Pune"',
      '"Kulkarni ""Bapu"" Ramesh","Kothrud"',
    ]);

    const again = await product.api.form(
      'POST',
      '/api/admin/unclaimed-deposits/preview',
      { file: { name: 'downloaded.csv', type: 'text/csv', bytes: file.bytes } },
      token,
    );
    expect(again.body).toMatchObject({ current: 3, incoming: 3, removed: { count: 0 }, added: { count: 0 } });
    expect(
      (
        await product.api.form(
          'POST',
          '/api/admin/unclaimed-deposits/import',
          { file: { name: 'downloaded.csv', type: 'text/csv', bytes: file.bytes } },
          token,
        )
      ).status,
    ).toBe(200);
    expect((await downloaded()).bytes.equals(file.bytes)).toBe(true);
    expect((await product.api.get('/api/unclaimed-deposits?q=hyperlink')).body.results[0].name).toBe(
      '=HYPERLINK("http://x")',
    );
  });

  it('puts back the list an import replaced from its activity entry, logged, and only once', async () => {
    expect((await importList(held)).status).toBe(200);
    expect((await importList(smaller)).status).toBe(200);
    const [replacement] = await importEntries();
    expect(replacement).toMatchObject({
      action: 'import',
      record_label: 'replaced 5 names with 3',
      changes: [{ field: 'names', before: 5, after: 3 }],
      restorable: true,
    });

    const restored = await restore(replacement.id);

    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ previous: 3, restored: 5, total: 5 });
    expect(await heldNames()).toEqual(['Gokhale Anil', 'Joshi Meera', 'Kale Suresh', 'Limaye Tara', 'Limaye Vasant']);
    expect((await product.api.get('/api/unclaimed-deposits?q=gokhale')).body.total).toBe(1);
    const [logged] = await importEntries();
    expect(logged).toMatchObject({
      action: 'restore',
      actor: DEMO_ADMIN.email,
      record_label: `replaced 3 names with 5: the list before entry #${replacement.id}`,
      restorable: true,
    });

    const again = await restore(replacement.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(UNCLAIMED_LIST_MESSAGES.alreadyRestored(logged.id));
    expect(await heldNames()).toHaveLength(5);
    expect((await importEntries())[0].id).toBe(logged.id);

    // The restore kept the list it replaced in turn: restoring it brings the import's list back.
    expect((await restore(logged.id)).body).toEqual({ previous: 5, restored: 3, total: 3 });
    expect(await heldNames()).toEqual(['Deshmukh Ravi', 'Limaye Tara', 'Pawar Sunita']);
  });

  it("puts an import's list back once when two restores are sent at once", async () => {
    expect((await importList(held)).status).toBe(200);
    expect((await importList(smaller)).status).toBe(200);
    const [replacement] = await importEntries();
    const answers = await Promise.all([restore(replacement.id), restore(replacement.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await heldNames()).toHaveLength(5);
    expect(
      (await importEntries()).filter(
        (entry) => entry.action === 'restore' && entry.record_label?.endsWith(`#${replacement.id}`),
      ),
    ).toHaveLength(1);
  });
});

describe('rate limits of complaints and searches', () => {
  const limited = useTestServer({
    env: {
      COMPLAINT_RATE_LIMIT_PER_MIN: '2',
      UNCLAIMED_SEARCH_RATE_LIMIT_PER_MIN: '3',
      COMPLAINT_LOOKUP_RATE_LIMIT_PER_MIN: '2',
      CALCULATOR_RATE_LIMIT_PER_MIN: '2',
    },
  });

  it('count look-ups by POST and by the page form in one bucket; the old GET looks nothing up', async () => {
    const pair = { reference: 'GRV-2026-000001-ABCD', email: 'asha@example.in' };
    expect((await limited.api.json('POST', '/api/complaints/lookup', pair)).status).toBe(404);
    const page = await fetch(`${limited.server.url}/CustomerProtection`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form: 'lookup', ...pair }),
    });
    expect(page.status).toBe(404);
    expect((await limited.api.json('POST', '/api/complaints/lookup', pair)).status).toBe(429);
    expect((await limited.api.get(`/api/complaints/${pair.reference}?email=${pair.email}`)).status).toBe(405);
  });

  it('answers 429 past the limit per client address, the page search counting with the API', async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await limited.api.json('POST', '/api/complaints', complaint)).status).toBe(201);
    expect((await limited.api.json('POST', '/api/complaints', complaint)).status).toBe(429);
    expect((await limited.api.get('/api/unclaimed-deposits?q=sharma')).status).toBe(200);
    expect((await fetch(`${limited.server.url}/UnclaimedDeposits?q=sharma`)).status).toBe(200);
    expect((await limited.api.get('/api/unclaimed-deposits?q=sharma')).status).toBe(200);
    expect((await limited.api.get('/api/unclaimed-deposits?q=sharma')).status).toBe(429);
    expect((await fetch(`${limited.server.url}/UnclaimedDeposits?q=sharma`)).status).toBe(429);
  });

  it("answers a calculator's form sent without JavaScript with a page never kept, counted per address", async () => {
    const sent = (path: string) => fetch(`${limited.server.url}${path}?emi-amount=500000&emi-rate=9&emi-tenure=120`);
    const first = await sent('/Calculators');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    // The figures for what was sent, not the page everyone gets.
    expect(await first.text()).toContain('value="500000"');
    expect((await sent('/mr/Calculators')).status).toBe(200);
    expect((await sent('/Calculators')).status).toBe(429);
    // The page without a form stays a read everyone shares, outside the count.
    const plain = await fetch(`${limited.server.url}/Calculators`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).not.toBe('no-store');
    expect(await plain.text()).not.toContain('value="500000"');
  });
});
