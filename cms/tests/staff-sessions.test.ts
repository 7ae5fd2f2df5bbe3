import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, STAFF_MESSAGES, type StaffAccount } from '@bank/shared';
import { DEMO_ACCOUNTS, DEMO_ADMIN, apiClient, type ApiClient, type Json } from './support/api';
import { startServer, useTestServer, type TestServer } from './support/server';

const product = useTestServer();
const MINUTE = 60_000;
const EDITOR = DEMO_ACCOUNTS.staff.editor;

/** A second process on the same database (started once, for the tests of several processes). */
let second: TestServer | undefined;
async function secondProcess(): Promise<ApiClient> {
  second ??= await startServer({ database: product.server.db });
  return apiClient(second.url);
}
afterAll(() => second?.stop());
/** Moves the clock of every process on the database `ms` on from the real time. */
const clockAhead = (ms: number) => product.server.setClock(Date.now() + ms);
afterEach(() => product.server.setClock(Date.now()));

const ended = { status: 401, body: { message: STAFF_MESSAGES.sessionEnded } };
const activity = async (query: string): Promise<Json[]> =>
  (await product.api.get(`/api/admin/activity?${query}`, await product.api.login())).body.results;

describe('my account', () => {
  it('answers who is signed in, and when the session ends', async () => {
    const token = await product.api.login(EDITOR);
    const me = await product.api.get('/api/admin/account', token);
    expect(me.body).toEqual({
      id: expect.any(Number),
      email: EDITOR.email,
      name: EDITOR.name,
      role: 'editor',
      two_step: false,
      two_step_required: false,
    });

    const times = await product.api.get('/api/admin/account/session', token);
    expect(times.body).toEqual({
      idle_seconds: 15 * 60,
      idle_ends_at: expect.any(String),
      ends_at: expect.any(String),
    });
    const idleLeft = Date.parse(times.body.idle_ends_at) - Date.now();
    const left = Date.parse(times.body.ends_at) - Date.now();
    expect(idleLeft).toBeGreaterThan(14 * MINUTE);
    expect(idleLeft).toBeLessThanOrEqual(15 * MINUTE);
    expect(left).toBeGreaterThan(8 * 60 * MINUTE - 2 * MINUTE);
    expect(left).toBeLessThanOrEqual(8 * 60 * MINUTE);
  });

  it('lists its open sessions and signs out everywhere else', async () => {
    const elsewhere = await product.api.call('POST', '/api/admin/login', {
      json: EDITOR,
      headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
    });
    const here = await product.api.login(EDITOR);
    const sessions = (await product.api.get('/api/admin/account/sessions', here)).body;
    expect(sessions[0]).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
      ip: expect.any(String),
      browser: expect.any(String),
      current: true,
    });
    expect(sessions).toContainEqual(expect.objectContaining({ browser: 'Firefox 128 on Linux', current: false }));

    const endOthers = await product.api.call('POST', '/api/admin/account/sessions/end-others', { token: here });
    expect(endOthers).toMatchObject({ status: 200, body: { message: STAFF_MESSAGES.otherSessionsEnded } });
    expect(await product.api.get('/api/admin/verify', elsewhere.body.access_token)).toMatchObject(ended);
    expect((await product.api.get('/api/admin/verify', here)).status).toBe(200);
    expect((await product.api.get('/api/admin/account/sessions', here)).body).toEqual([
      expect.objectContaining({ current: true }),
    ]);
  });

  it('changes the password with the current one, ending every other session', async () => {
    const account = DEMO_ACCOUNTS.staff.approver;
    const other = await product.api.login(account);
    const here = await product.api.login(account);
    const change = (current: string, password: string) =>
      product.api.json('POST', '/api/admin/account/password', { current_password: current, password }, here);

    const wrongCurrent = await change('not it at all', 'quiet meadow lantern 5519');
    expect(wrongCurrent).toMatchObject({
      status: 400,
      body: { errors: { current_password: STAFF_MESSAGES.currentPasswordWrong } },
    });
    const weak = await change(account.password, 'Password1234');
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toMatch(/too easy to guess/);
    expect((await product.api.get('/api/admin/verify', other)).status).toBe(200);

    const changed = await change(account.password, 'quiet meadow lantern 5519');
    expect(changed).toMatchObject({ status: 200, body: { message: STAFF_MESSAGES.passwordChanged } });
    expect(await product.api.get('/api/admin/verify', other)).toMatchObject(ended);
    expect((await product.api.get('/api/admin/verify', here)).status).toBe(200);
    expect((await product.api.json('POST', '/api/admin/login', account)).status).toBe(401);
    await product.api.login({ email: account.email, password: 'quiet meadow lantern 5519' });
    expect((await activity('action=password_change'))[0]).toMatchObject({
      actor: account.email,
      record_label: `${account.email}: changed by its owner`,
    });
  });
});

describe('sessions end on the clock', () => {
  it('after 15 minutes unused, each session on its own last use', async () => {
    const used = await product.api.login(EDITOR);
    const unused = await product.api.login(EDITOR);
    await clockAhead(10 * MINUTE);
    expect((await product.api.get('/api/admin/verify', used)).status).toBe(200);
    // Reading when the session ends is not using it.
    expect((await product.api.get('/api/admin/account/session', unused)).status).toBe(200);

    await clockAhead(20 * MINUTE);
    expect((await product.api.get('/api/admin/verify', used)).status).toBe(200);
    expect(await product.api.get('/api/admin/verify', unused)).toMatchObject(ended);
    // Ended for good, whatever the clock reads then.
    await clockAhead(0);
    expect(await product.api.get('/api/admin/verify', unused)).toMatchObject(ended);
    expect(await activity('action=session_end')).toContainEqual(
      expect.objectContaining({ actor: 'system', record_label: `${EDITOR.email}: unused for 15 minutes` }),
    );
  });

  it('after 8 hours, however busy', async () => {
    const signedInAt = Date.now();
    const token = await product.api.login(EDITOR);
    // Used every 14 minutes, so that only the session's own end can refuse it.
    for (let on = 14 * MINUTE; on < 8 * 60 * MINUTE; on += 14 * MINUTE) {
      await product.server.setClock(signedInAt + on);
      expect((await product.api.get('/api/admin/verify', token)).status).toBe(200);
    }
    await product.server.setClock(signedInAt + 8 * 60 * MINUTE + MINUTE);
    expect(await product.api.get('/api/admin/verify', token)).toMatchObject(ended);
  });
});

describe('a blocked account in several processes', () => {
  it('has its tokens refused at once by every process, and can no longer sign in', async () => {
    const auditor = DEMO_ACCOUNTS.staff.auditor;
    const second = await secondProcess();
    const token = await product.api.login(auditor);
    expect((await second.get('/api/admin/account', token)).status).toBe(200);

    const admin = await product.api.login();
    const users = (await product.api.get('/api/admin/users', admin)).body as StaffAccount[];
    const id = users.find((account) => account.email === auditor.email)!.id;
    expect((await product.api.json('PUT', `/api/admin/users/${id}`, { blocked: true }, admin)).status).toBe(200);
    expect(await second.get('/api/admin/account', token)).toMatchObject(ended);
    // Told it is blocked, given its right password (docs/api.md, Login).
    expect(await second.json('POST', '/api/admin/login', auditor)).toMatchObject({
      status: 401,
      body: { message: LOGIN_MESSAGES.accountBlocked },
    });
    expect((await product.api.json('PUT', `/api/admin/users/${id}`, { blocked: false }, admin)).status).toBe(200);
  });
});

describe('guessing the password of one e-mail', () => {
  const tryPassword = (api: ApiClient, email: string, password: string) =>
    api.json('POST', '/api/admin/login', { email, password });

  it.each([
    ['a known e-mail', DEMO_ACCOUNTS.staff.customer_service.email, DEMO_ACCOUNTS.staff.customer_service.password],
    ['an unknown e-mail', 'nobody.here@bank.example', 'whatever it is 1234'],
  ])('locks %s after 5 failures: the sixth attempt, right or wrong, is 429', async (_case, email, right) => {
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await tryPassword(product.api, email, `wrong password ${attempt}`)).body).toEqual({
        message: LOGIN_MESSAGES.badCredentials,
      });
    const sixth = await tryPassword(product.api, email.toUpperCase(), right);
    expect(sixth).toMatchObject({ status: 429, body: { message: STAFF_MESSAGES.tooManyAttempts } });
    expect((await activity('action=lockout'))[0]).toMatchObject({
      actor: email,
      record_label: expect.stringMatching(
        // In India time, as every time the back office shows ('30 Nov 2026, 18:30 IST').
        new RegExp(
          `^${email.replace(/\./g, '\\.')}: attempt refused, locked until \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} IST$`,
        ),
      ),
    });
    // Another e-mail from the same address is not held back.
    expect((await tryPassword(product.api, DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(200);
  });

  it('holds in every process, is shown to the Administrator, lifted by one, and ends by itself after 15 minutes', async () => {
    const account = DEMO_ACCOUNTS.staff.customer_service;
    const second = await secondProcess();
    expect((await tryPassword(second, account.email, account.password)).status).toBe(429);

    const admin = await product.api.login();
    const listed = ((await product.api.get('/api/admin/users', admin)).body as StaffAccount[]).find(
      (user) => user.email === account.email,
    )!;
    expect(Date.parse(listed.locked_until!)).toBeGreaterThan(Date.now());
    const lifted = await product.api.call('POST', `/api/admin/users/${listed.id}/lift-lockout`, { token: admin });
    expect(lifted).toMatchObject({ status: 200, body: { message: STAFF_MESSAGES.lockoutLifted } });
    expect((await tryPassword(second, account.email, account.password)).status).toBe(200);

    const unknown = 'still.nobody@bank.example';
    for (let attempt = 1; attempt <= 6; attempt++) await tryPassword(product.api, unknown, 'wrong guess here');
    expect((await tryPassword(product.api, unknown, 'wrong guess here')).status).toBe(429);
    await clockAhead(16 * MINUTE);
    expect((await tryPassword(second, unknown, 'wrong guess here')).status).toBe(401);
  });
});

describe("someone else's guesses", () => {
  const owner = DEMO_ACCOUNTS.staff.auditor;
  /** The cookies a response sets, as a browser sends them back: 'name=value; name=value'. */
  const cookiesOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  const signIn = (password: string, cookie?: string) =>
    product.api.call('POST', '/api/admin/login', {
      json: { email: owner.email, password },
      headers: cookie ? { Cookie: cookie } : {},
    });

  it('lock the e-mail for every browser but the ones the owner signed in from; a browser that guesses locks itself', async () => {
    const first = await signIn(owner.password);
    expect(first.status).toBe(200);
    const known = cookiesOf(first.headers);
    // Signed, readable by the server alone, sent to the sign-in only.
    expect(first.headers.getSetCookie().join('\n')).toMatch(
      /^bank_device_[0-9a-f]{16}=.*path=\/api\/admin\/login.*samesite=strict.*httponly/im,
    );

    for (let attempt = 1; attempt <= 5; attempt++) expect((await signIn(`a guess ${attempt}`)).status).toBe(401);
    expect((await signIn(owner.password)).status).toBe(429);
    // The owner's own browser still signs in, with the right password only.
    expect((await signIn(owner.password, known)).status).toBe(200);
    // A made-up or altered device cookie counts as no device (its first letter changed, whatever it was).
    const altered = known.replace(/=([A-Za-z0-9_-])/, (_match, first: string) => `=${first === 'x' ? 'y' : 'x'}`);
    expect(altered).not.toBe(known);
    expect((await signIn(owner.password, altered)).status).toBe(429);

    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await signIn(`the owner's slip ${attempt}`, known)).status).toBe(401);
    expect((await signIn(owner.password, known)).status).toBe(429);
    expect((await activity('action=lockout'))[0]).toMatchObject({
      actor: owner.email,
      record_label: expect.stringMatching(/^auditor@example\.com \(a browser it signed in from\): attempt refused/),
    });

    const admin = await product.api.login();
    const account = ((await product.api.get('/api/admin/users', admin)).body as StaffAccount[]).find(
      (user) => user.email === owner.email,
    )!;
    expect(
      (await product.api.call('POST', `/api/admin/users/${account.id}/lift-lockout`, { token: admin })).status,
    ).toBe(200);
  });
});

describe('an account unused for BACKOFFICE_DORMANT_DAYS', () => {
  let dormantAt: ApiClient[];
  beforeAll(async () => {
    // Two processes whose clocks move 91 days on: each checks on the new day.
    dormantAt = [product.api, await secondProcess()];
    await clockAhead(91 * 24 * 60 * MINUTE);
  });

  it('is blocked by itself, once whichever process gets there first, and logged; never the last Administrator', async () => {
    const admin = await dormantAt[0].login();
    const users = (await dormantAt[0].get('/api/admin/users', admin)).body as StaffAccount[];
    const editor = users.find((account) => account.email === EDITOR.email)!;
    expect(editor).toMatchObject({ blocked: true, blocked_reason: 'dormant' });
    expect(users.find((account) => account.email === DEMO_ADMIN.email)).toMatchObject({ blocked: false });

    const entries = (await dormantAt[0].get('/api/admin/activity?action=dormant_block', admin)).body.results as Json[];
    expect(entries.filter((entry) => entry.record_id === editor.id)).toEqual([
      expect.objectContaining({ actor: 'system', record_label: `${EDITOR.email}: unused for 90 days` }),
    ]);

    const unblocked = await dormantAt[1].json('PUT', `/api/admin/users/${editor.id}`, { blocked: false }, admin);
    expect(unblocked).toMatchObject({ status: 200, body: { blocked: false, blocked_reason: null } });
    await dormantAt[1].login(EDITOR);
  });
});
