import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, STAFF_MESSAGES, type CreatedStaffAccount, type StaffAccount } from '@bank/shared';
import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_SUPERADMIN, apiClient, type ApiClient, type Json } from './support/api';
import { startServer, useTestServer, writeDirectly, type TestServer } from './support/server';

const product = useTestServer();

let admin: string;
beforeAll(async () => {
  admin = await product.api.login();
});

/** A password the rules take. */
const GOOD_PASSWORD = 'lantern orbit kettle 4721';
let made = 0;
/** A new account of `role` through the API, with its set-password link. */
async function newAccount(role = 'editor', api: ApiClient = product.api): Promise<CreatedStaffAccount> {
  made += 1;
  const answer = await api.json(
    'POST',
    '/api/admin/users',
    { email: `Person${made}.Test@bank.example`, name: `Person ${made}`, role },
    admin,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}
const tokenOf = (link: string) => new URL(link, 'http://site.example').searchParams.get('token')!;
const activity = async (query: string): Promise<Json[]> =>
  (await product.api.get(`/api/admin/activity?${query}`, admin)).body.results;

/** A new account with its password set, signed in. */
async function signedInAccount(role = 'editor') {
  const account = await newAccount(role);
  const set = await product.api.json('POST', '/api/admin/set-password', {
    token: tokenOf(account.set_password_link),
    password: GOOD_PASSWORD,
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  const token = await product.api.login({ email: account.email, password: GOOD_PASSWORD });
  return { account, token };
}

describe('the staff accounts (Users)', () => {
  it('lists the demo accounts, one per role, with what the Users screen shows', async () => {
    const answer = await product.api.get('/api/admin/users', admin);
    expect(answer.status).toBe(200);
    const byEmail = new Map((answer.body as StaffAccount[]).map((account) => [account.email, account]));
    expect(byEmail.get(DEMO_ADMIN.email)).toEqual({
      id: expect.any(Number),
      email: DEMO_ADMIN.email,
      name: DEMO_ACCOUNTS.backoffice.name,
      role: 'administrator',
      two_step: false,
      blocked: false,
      blocked_reason: null,
      blocked_note: null,
      last_sign_in_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      locked_until: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    for (const [role, demo] of Object.entries(DEMO_ACCOUNTS.staff))
      expect(byEmail.get(demo.email)).toMatchObject({ role, name: demo.name, blocked: false });
  });

  it('adds an account with a one-time set-password link, relative to the site without PUBLIC_ORIGIN', async () => {
    const created = await product.api.json(
      'POST',
      '/api/admin/users',
      { email: 'New.Officer@Bank.example', name: 'New Officer', role: 'customer_service' },
      admin,
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      email: 'new.officer@bank.example',
      name: 'New Officer',
      role: 'customer_service',
      set_password_link: expect.stringMatching(/^\/AdminSetPassword\?token=[\w-]{43}$/),
    });
    expect((await product.api.get(`/api/admin/users/${created.body.id}`, admin)).body).toMatchObject({
      email: 'new.officer@bank.example',
      role: 'customer_service',
      last_sign_in_at: null,
    });
    // Stored hashed: the token itself is nowhere in the database.
    const [row] = await product.server.query<{ password_token_hash: string }>(
      'SELECT password_token_hash FROM up_users WHERE id = $1',
      [created.body.id],
    );
    expect(row.password_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.password_token_hash).not.toContain(tokenOf(created.body.set_password_link));
    expect(await activity('action=account_create')).toContainEqual(
      expect.objectContaining({
        actor: DEMO_ADMIN.email,
        record_label: 'new.officer@bank.example: Customer service, New Officer',
      }),
    );

    const again = await product.api.json(
      'POST',
      '/api/admin/users',
      { email: 'NEW.officer@bank.example', name: 'Twice', role: 'editor' },
      admin,
    );
    expect(again).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.emailTaken } });
  });

  it('refuses an account without e-mail, name or a known role, naming each field', async () => {
    const refused = await product.api.json('POST', '/api/admin/users', { email: 'x', role: 'owner' }, admin);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['email', 'name', 'role']);
  });

  it('renames, changes the role (ending the sessions) and answers the account; 404 for an unknown one', async () => {
    const { account, token } = await signedInAccount('editor');
    const renamed = await product.api.json('PUT', `/api/admin/users/${account.id}`, { name: 'Renamed' }, admin);
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Renamed', role: 'editor' } });
    expect((await product.api.get('/api/admin/verify', token)).status).toBe(200);

    const promoted = await product.api.json('PUT', `/api/admin/users/${account.id}`, { role: 'approver' }, admin);
    expect(promoted).toMatchObject({ status: 200, body: { role: 'approver' } });
    expect(await product.api.get('/api/admin/verify', token)).toMatchObject({
      status: 401,
      body: { message: STAFF_MESSAGES.sessionEnded },
    });
    expect((await activity('action=role_change'))[0]).toMatchObject({
      record_id: account.id,
      changes: [{ field: 'role', before: 'editor', after: 'approver' }],
    });
    expect((await product.api.json('PUT', '/api/admin/users/999999', { name: 'Nobody' }, admin)).status).toBe(404);
  });

  it('blocks at once (every session ends, sign-in refused) with the reason given, kept while blocked; and unblocks', async () => {
    const { account, token } = await signedInAccount('auditor');
    const tooLong = { blocked: true, blocked_note: 'x'.repeat(501) };
    expect(await product.api.json('PUT', `/api/admin/users/${account.id}`, tooLong, admin)).toMatchObject({
      status: 400,
      body: { errors: { blocked_note: 'Keep the reason to 500 characters.' } },
    });
    const reason = { blocked: true, blocked_note: ' Left the bank on 30 November ' };
    const blocked = await product.api.json('PUT', `/api/admin/users/${account.id}`, reason, admin);
    expect(blocked).toMatchObject({
      status: 200,
      body: { blocked: true, blocked_reason: 'administrator', blocked_note: 'Left the bank on 30 November' },
    });
    expect((await activity('action=block'))[0]).toMatchObject({
      record_label: expect.stringMatching(/: blocked by an Administrator: Left the bank on 30 November$/),
    });
    expect((await product.api.get('/api/admin/verify', token)).body).toEqual({ message: STAFF_MESSAGES.sessionEnded });
    // The right password is told the account is blocked (to ask an Administrator); a wrong one is told nothing more.
    expect(
      await product.api.json('POST', '/api/admin/login', { email: account.email, password: GOOD_PASSWORD }),
    ).toMatchObject({ status: 401, body: { message: LOGIN_MESSAGES.accountBlocked } });
    expect(
      await product.api.json('POST', '/api/admin/login', { email: account.email, password: `${GOOD_PASSWORD}x` }),
    ).toMatchObject({ status: 401, body: { message: LOGIN_MESSAGES.badCredentials } });

    const unblocked = await product.api.json('PUT', `/api/admin/users/${account.id}`, { blocked: false }, admin);
    expect(unblocked).toMatchObject({
      status: 200,
      body: { blocked: false, blocked_reason: null, blocked_note: null },
    });
    await product.api.login({ email: account.email, password: GOOD_PASSWORD });
    expect((await activity('action=block'))[0]).toMatchObject({ record_id: account.id, actor: DEMO_ADMIN.email });
    expect((await activity('action=unblock'))[0]).toMatchObject({ record_id: account.id });
  });

  it('ends every session of an account, and deletes an account', async () => {
    const { account, token } = await signedInAccount('editor');
    const ended = await product.api.call('POST', `/api/admin/users/${account.id}/end-sessions`, { token: admin });
    expect(ended).toMatchObject({ status: 200, body: { message: STAFF_MESSAGES.sessionsEnded } });
    expect((await product.api.get('/api/admin/verify', token)).status).toBe(401);

    const deleted = await product.api.del(`/api/admin/users/${account.id}`, admin);
    expect(deleted).toMatchObject({ status: 200, body: { message: STAFF_MESSAGES.accountDeleted } });
    expect((await product.api.get(`/api/admin/users/${account.id}`, admin)).status).toBe(404);
    expect((await activity('action=account_delete'))[0]).toMatchObject({ record_id: account.id });
  });

  it('lets nobody block or delete their own account', async () => {
    const [me] = (await product.api.get('/api/admin/users', admin)).body as StaffAccount[];
    expect(me.email).toBe(DEMO_ADMIN.email);
    for (const refused of [
      await product.api.json('PUT', `/api/admin/users/${me.id}`, { blocked: true }, admin),
      await product.api.del(`/api/admin/users/${me.id}`, admin),
    ])
      expect(refused).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.ownAccount } });
  });
});

describe('the last unblocked Administrator', () => {
  it('cannot be blocked, demoted or deleted', async () => {
    const { account: second, token: secondToken } = await signedInAccount('administrator');
    const editor = await signedInAccount('editor');
    const [first] = (await product.api.get('/api/admin/users', admin)).body as StaffAccount[];
    // The second Administrator blocks the first (one is left), and is then the last.
    expect((await product.api.json('PUT', `/api/admin/users/${first.id}`, { blocked: true }, secondToken)).status).toBe(
      200,
    );
    // Nobody else may change it: only Administrators manage accounts.
    expect(
      (await product.api.json('PUT', `/api/admin/users/${second.id}`, { blocked: true }, editor.token)).status,
    ).toBe(403);
    const demoted = await product.api.json('PUT', `/api/admin/users/${second.id}`, { role: 'editor' }, secondToken);
    expect(demoted).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.lastAdministrator } });
    expect((await product.api.get(`/api/admin/users/${second.id}`, secondToken)).body).toMatchObject({
      role: 'administrator',
      blocked: false,
    });

    // With the first one back, the second may be demoted, and the first is then the last one: not deleted.
    expect(
      (await product.api.json('PUT', `/api/admin/users/${first.id}`, { blocked: false }, secondToken)).status,
    ).toBe(200);
    admin = await product.api.login();
    expect((await product.api.json('PUT', `/api/admin/users/${second.id}`, { role: 'editor' }, admin)).status).toBe(
      200,
    );
    const deleted = await product.api.del(`/api/admin/users/${first.id}`, editor.token);
    expect(deleted.status).toBe(403);
  });

  let second: TestServer | undefined;
  afterAll(() => second?.stop());

  it('holds when two Administrators block each other at the same moment, through two processes', async () => {
    const one = await signedInAccount('administrator');
    const two = await signedInAccount('administrator');
    // Every other Administrator is blocked first: these two are the last.
    const others = ((await product.api.get('/api/admin/users', one.token)).body as StaffAccount[]).filter(
      (account) =>
        account.role === 'administrator' && !account.blocked && ![one.account.id, two.account.id].includes(account.id),
    );
    for (const other of others)
      expect((await product.api.json('PUT', `/api/admin/users/${other.id}`, { blocked: true }, one.token)).status).toBe(
        200,
      );
    second = await startServer({ database: product.server.db });
    const answers = await Promise.all([
      product.api.json('PUT', `/api/admin/users/${two.account.id}`, { blocked: true }, one.token),
      apiClient(second.url).json('PUT', `/api/admin/users/${one.account.id}`, { blocked: true }, two.token),
    ]);
    // One wins; the other is refused as the last Administrator, or finds its own session ended by the first.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const loser = answers.find((answer) => answer.status !== 200)!;
    expect([409, 401]).toContain(loser.status);
    if (loser.status === 409) expect(loser.body.message).toBe(STAFF_MESSAGES.lastAdministrator);
    const administrators = await product.server.query<{ blocked: unknown }>(
      'SELECT blocked FROM up_users WHERE staff_role = $1',
      ['administrator'],
    );
    expect(administrators.filter((row) => !row.blocked)).toHaveLength(1);
    // Everyone back, through the one left.
    const survivor = answers[0].status === 200 ? one.token : two.token;
    for (const account of (await product.api.get('/api/admin/users', survivor)).body as StaffAccount[])
      if (account.blocked)
        await product.api.json('PUT', `/api/admin/users/${account.id}`, { blocked: false }, survivor);
    admin = await product.api.login();
  });
});

describe('POST /api/admin/set-password', () => {
  it('sets the password once from the link; the link then says it is used', async () => {
    const account = await newAccount('editor');
    const token = tokenOf(account.set_password_link);
    expect(
      (await product.api.json('POST', '/api/admin/login', { email: account.email, password: GOOD_PASSWORD })).status,
    ).toBe(401);
    const set = await product.api.json('POST', '/api/admin/set-password', { token, password: GOOD_PASSWORD });
    expect(set).toEqual(expect.objectContaining({ status: 200, body: { message: STAFF_MESSAGES.passwordSet } }));
    await product.api.login({ email: account.email, password: GOOD_PASSWORD });

    const again = await product.api.json('POST', '/api/admin/set-password', {
      token,
      password: 'another long phrase 8832',
    });
    expect(again).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.linkNotValid } });
    const unknown = await product.api.json('POST', '/api/admin/set-password', {
      token: 'made-up',
      password: GOOD_PASSWORD,
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.linkNotValid } });
    expect((await activity('action=password_change'))[0]).toMatchObject({
      actor: account.email,
      record_label: `${account.email}: set from a set-password link`,
    });
  });

  it('takes a new link from an Administrator in place of the earlier one', async () => {
    const account = await newAccount('auditor');
    const renewed = await product.api.call('POST', `/api/admin/users/${account.id}/password-link`, { token: admin });
    expect(renewed).toMatchObject({
      status: 200,
      body: { set_password_link: expect.stringMatching(/^\/AdminSetPassword\?token=[\w-]{43}$/) },
    });
    const old = await product.api.json('POST', '/api/admin/set-password', {
      token: tokenOf(account.set_password_link),
      password: GOOD_PASSWORD,
    });
    expect(old).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.linkNotValid } });
    const set = await product.api.json('POST', '/api/admin/set-password', {
      token: tokenOf(renewed.body.set_password_link),
      password: GOOD_PASSWORD,
    });
    expect(set.status).toBe(200);
  });

  it.each([
    ['too short', 'Short1!', STAFF_MESSAGES.passwordTooShort],
    ['guessable', 'Password1234', /^This password is too easy to guess\. /],
    ["with the e-mail's name", 'orbit-TEST-kettle-4721', STAFF_MESSAGES.passwordHasEmailName],
    ["with the bank's name", 'Vishwas orbit kettle 4721', STAFF_MESSAGES.passwordHasBankName],
  ])('refuses a password %s, saying why, and keeps the link', async (_case, password, why) => {
    const account = await newAccount('editor');
    const token = tokenOf(account.set_password_link);
    const refused = await product.api.json('POST', '/api/admin/set-password', { token, password });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual(expect.any(String));
    if (typeof why === 'string') expect(refused.body.errors).toEqual({ password: why });
    else expect(refused.body.errors.password).toMatch(why);
    expect((await product.api.json('POST', '/api/admin/set-password', { token, password: GOOD_PASSWORD })).status).toBe(
      200,
    );
  });

  it('is not in the request log with its token, nor in a Referer: the page is logged by its path alone', async () => {
    const account = await newAccount('editor');
    const token = tokenOf(account.set_password_link);
    const page = await fetch(`${product.server.url}${account.set_password_link}`);
    // The page's own requests (its scripts, its API calls) carry no Referer with the token in it.
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    // The log is written in blocks: enough lines after it to push it out.
    await expect
      .poll(
        async () => {
          await Promise.all(Array.from({ length: 20 }, () => fetch(`${product.server.url}/api/admin/verify`)));
          return product.server.output().includes('"url":"/AdminSetPassword"');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(product.server.output()).not.toContain(token);
  });
});

describe('a set-password link after 24 hours, and an absolute link with PUBLIC_ORIGIN', () => {
  let later: TestServer;
  afterAll(() => later?.stop());

  it('is refused as expired by a process whose clock reads a day later', async () => {
    const account = await newAccount('editor');
    later = await startServer({
      database: product.server.db,
      env: {
        TEST_NOW: new Date(Date.now() + 24 * 3_600_000 + 60_000).toISOString(),
        PUBLIC_ORIGIN: 'https://www.bank.example',
      },
    });
    const laterApi = apiClient(later.url);
    const expired = await laterApi.json('POST', '/api/admin/set-password', {
      token: tokenOf(account.set_password_link),
      password: GOOD_PASSWORD,
    });
    expect(expired).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.linkExpired } });

    const laterAdmin = await laterApi.login();
    const created = await laterApi.json(
      'POST',
      '/api/admin/users',
      { email: 'absolute@bank.example', name: 'Absolute', role: 'auditor' },
      laterAdmin,
    );
    expect(created.body.set_password_link).toMatch(/^https:\/\/www\.bank\.example\/AdminSetPassword\?token=[\w-]{43}$/);
  });
});

describe('a new password', () => {
  it("differs from the account's last five, by a link or in My account; the sixth back may come again", async () => {
    const { account, token } = await signedInAccount('editor');
    const PASSWORDS = ['amber kettle orbit 1184', 'violet canyon ledger 2291', 'copper meadow signal 3307'];
    const change = (password: string, current: string) =>
      product.api.json('POST', '/api/admin/account/password', { current_password: current, password }, token);
    // GOOD_PASSWORD (set from the link) is now the current one: it may not be chosen again.
    const same = await change(GOOD_PASSWORD, GOOD_PASSWORD);
    expect(same).toMatchObject({ status: 400, body: { errors: { password: STAFF_MESSAGES.passwordUsedBefore } } });
    let current = GOOD_PASSWORD;
    for (const next of [...PASSWORDS, 'saffron harbour tiles 4415']) {
      expect((await change(next, current)).status, next).toBe(200);
      current = next;
    }
    // Five remembered: the current one and the four before it, GOOD_PASSWORD the oldest of them.
    for (const old of [GOOD_PASSWORD, ...PASSWORDS])
      expect((await change(old, current)).body.errors, old).toEqual({ password: STAFF_MESSAGES.passwordUsedBefore });
    expect((await change('lotus granite window 5520', current)).status).toBe(200);
    expect((await change(GOOD_PASSWORD, 'lotus granite window 5520')).status).toBe(200);
    // A set-password link keeps the same rule.
    const link = await product.api.call('POST', `/api/admin/users/${account.id}/password-link`, { token: admin });
    const set = await product.api.json('POST', '/api/admin/set-password', {
      token: tokenOf(link.body.set_password_link),
      password: GOOD_PASSWORD,
    });
    expect(set).toMatchObject({ status: 400, body: { errors: { password: STAFF_MESSAGES.passwordUsedBefore } } });
  });
});

describe('a long password', () => {
  // 29 Devanagari letters, 87 bytes: bcrypt reads 72 of them, the first 24 letters.
  const LONG = 'कमलनयनगगनचरणधवलजलधरपवनमगनवनचर';
  const SAME_FIRST_72_BYTES = `${LONG.slice(0, 24)}ज़ज़ज़ज़ज़ज़`;
  // bcrypt's hash of LONG as users-permissions stored it before every character counted (bcryptjs, cost 10).
  const HASH_OF_ITS_FIRST_72_BYTES = '$2a$10$Lsz3IIDqDrJCFgGUm0NKluI4ml4h1pH8GVLiN0reBuPgo2Rl2Mxfi';
  const signIn = (email: string, password: string) => product.api.json('POST', '/api/admin/login', { email, password });

  it('counts every character: one that differs after the 72nd byte is refused', async () => {
    const account = await newAccount('editor');
    const set = await product.api.json('POST', '/api/admin/set-password', {
      token: tokenOf(account.set_password_link),
      password: LONG,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await signIn(account.email, LONG)).status).toBe(200);
    expect((await signIn(account.email, SAME_FIRST_72_BYTES)).status).toBe(401);
  });

  it('set before that rule still signs in when typed whole, and is then stored by all of it', async () => {
    const account = await newAccount('editor');
    await writeDirectly(product.server, 'UPDATE up_users SET password = $1 WHERE id = $2', [
      HASH_OF_ITS_FIRST_72_BYTES,
      account.id,
    ]);
    expect((await signIn(account.email, LONG)).status).toBe(200);
    const [{ password }] = await product.server.query<{ password: string }>(
      'SELECT password FROM up_users WHERE id = $1',
      [account.id],
    );
    expect(password).not.toBe(HASH_OF_ITS_FIRST_72_BYTES);
    expect((await signIn(account.email, SAME_FIRST_72_BYTES)).status).toBe(401);
    expect((await signIn(account.email, LONG)).status).toBe(200);
  });
});

describe("a staff account in the Strapi panel's content manager", () => {
  const MODEL = '/content-manager/collection-types/plugin::users-permissions.user';

  it('cannot be made, changed or deleted there: refused, nothing written, the attempt logged', async () => {
    const editor = DEMO_ACCOUNTS.staff.editor;
    const [row] = await product.server.query<{ document_id: string; staff_role: string }>(
      'SELECT document_id, staff_role FROM up_users WHERE email = $1',
      [editor.email],
    );
    expect(row.staff_role).toBe('editor');
    const [backofficeRole] = await product.server.query<{ document_id: string }>(
      "SELECT document_id FROM up_roles WHERE type = 'backoffice-admin'",
    );
    const panel = await product.api.panelSession();
    const attempts = [
      await panel.call('PUT', `${MODEL}/${row.document_id}`, { staff_role: 'administrator', password: 'abc123' }),
      await panel.call('PUT', `${MODEL}/${row.document_id}`, { blocked: true }),
      await panel.call('POST', MODEL, {
        username: 'side.door@bank.example',
        email: 'side.door@bank.example',
        password: 'abc123',
        staff_role: 'approver',
        role: { connect: [{ documentId: backofficeRole.document_id }] },
      }),
      await panel.call('DELETE', `${MODEL}/${row.document_id}`),
    ];
    // The content manager answers the Document Service's refusal as 403 to an edit and 400 to a create.
    for (const attempt of attempts) expect([403, 400], JSON.stringify(attempt.body)).toContain(attempt.status);
    // The Editor is as she was: her role, unblocked, her own password.
    expect((await product.server.query('SELECT staff_role FROM up_users WHERE email = $1', [editor.email]))[0]).toEqual(
      { staff_role: 'editor' },
    );
    expect(await product.api.login(editor)).toEqual(expect.any(String));
    expect(await product.server.query('SELECT id FROM up_users WHERE email = $1', ['side.door@bank.example'])).toEqual(
      [],
    );
    const refused = (await activity('action=forbidden')).filter((entry) =>
      /of a staff account outside the back office, refused$/.test(entry.record_label),
    );
    expect(refused).toHaveLength(4);
    expect(refused[0]).toMatchObject({ actor: DEMO_SUPERADMIN.email, actor_kind: 'panel' });
  });
});
