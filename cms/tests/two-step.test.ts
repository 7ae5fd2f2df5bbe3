import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES, STAFF_MESSAGES, type StaffAccount } from '@bank/shared';
import { DEMO_ADMIN, apiClient, type ApiClient, type ApiResponse, type Json } from './support/api';
import { startServer, useTestServer, type TestServer } from './support/server';

const product = useTestServer();
const MINUTE = 60_000;
const STEP_MS = 30_000;

let admin: string;
beforeAll(async () => {
  admin = await product.api.login();
});

/** Another process on the same database, started with these settings. */
const started: TestServer[] = [];
async function processWith(env: Record<string, string>): Promise<ApiClient> {
  const server = await startServer({ database: product.server.db, env });
  started.push(server);
  return apiClient(server.url);
}
afterAll(async () => {
  for (const server of started) await server.stop();
});

/** What an authenticator app shows for this secret at `atMs`: computed here, as an app would. */
const appCode = (secret: string, atMs = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: atMs,
  });

/** Six digits that are no code of this secret from a minute before `atMs` to a minute after. */
function wrongCode(secret: string, atMs = Date.now()): string {
  const near = new Set([-2, -1, 0, 1, 2].map((step) => appCode(secret, atMs + step * STEP_MS)));
  return ['135790', '246801', '975310'].find((code) => !near.has(code))!;
}

/**
 * Now, once no step ends within the next two seconds: a code of the step before now is then still
 * within the server's window (one step either side) when the request gets there.
 */
async function awayFromStepEnd(): Promise<number> {
  await vi.waitFor(
    () => {
      if (STEP_MS - (Date.now() % STEP_MS) < 2000) throw new Error('a time step ends now');
    },
    { timeout: 3000, interval: 100 },
  );
  return Date.now();
}

const activity = async (query: string): Promise<Json[]> =>
  (await product.api.get(`/api/admin/activity?${query}`, admin)).body.results;

interface Account {
  id: number;
  email: string;
  password: string;
}
interface TwoStepAccount extends Account {
  secret: string;
  recoveryCodes: string[];
}

/** A password the rules take. */
const GOOD_PASSWORD = 'lantern orbit kettle 4721';
let made = 0;

/** A new Editor's account, its password set through its link: it has no two-step sign-in. */
async function newAccount(): Promise<Account> {
  made += 1;
  const email = `totp.user${made}@bank.example`;
  const created = await product.api.json(
    'POST',
    '/api/admin/users',
    { email, name: `Totp User ${made}`, role: 'editor' },
    admin,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const token = new URL(created.body.set_password_link, 'http://site.example').searchParams.get('token');
  const set = await product.api.json('POST', '/api/admin/set-password', { token, password: GOOD_PASSWORD });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return { id: created.body.id, email, password: GOOD_PASSWORD };
}

/**
 * A new account that turned two-step sign-in on in My account, confirming with the code of the step
 * before now, so that the code of now is still unused for the sign-ins that follow.
 */
async function twoStepAccount(): Promise<TwoStepAccount> {
  const account = await newAccount();
  const token = await product.api.login(account);
  const key = await product.api.json('POST', '/api/admin/account/two-step', { password: account.password }, token);
  expect(key.status, JSON.stringify(key.body)).toBe(200);
  const before = (await awayFromStepEnd()) - STEP_MS;
  const confirmed = await product.api.json(
    'POST',
    '/api/admin/account/two-step/confirm',
    { code: appCode(key.body.secret, before) },
    token,
  );
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { ...account, secret: key.body.secret, recoveryCodes: confirmed.body.recovery_codes };
}

/** The password step: for an account with two-step sign-in, the challenge of its code step. */
async function challengeOf(account: Account, api = product.api): Promise<string> {
  const answer = await api.json('POST', '/api/admin/login', { email: account.email, password: account.password });
  expect(answer.body).toEqual({ two_step: 'code', challenge: expect.stringMatching(/^[\w-]{43}$/) });
  return answer.body.challenge;
}

const sendCode = (challenge: string, code: string, api = product.api): Promise<ApiResponse> =>
  api.json('POST', '/api/admin/login/code', { challenge, code });

/** A whole sign-in with this code: the password, then the code on its challenge. */
async function signInWith(account: Account, code: string): Promise<ApiResponse> {
  return sendCode(await challengeOf(account), code);
}

const signedIn = {
  status: 200,
  body: { access_token: expect.any(String), token_type: 'Bearer', expires_in: 8 * 3600 },
};
const refusedCode = { status: 401, body: { message: STAFF_MESSAGES.codeWrong } };
const expired = { status: 401, body: { message: STAFF_MESSAGES.signInExpired } };

describe('in development, without TWO_STEP_REQUIRED', () => {
  it('signs the demo Administrator in with its password alone, as the spec does', async () => {
    const answer = await product.api.json('POST', '/api/admin/login', DEMO_ADMIN);
    expect(answer.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 8 * 3600 });
    expect((await product.api.get('/api/admin/account', answer.body.access_token)).body).toMatchObject({
      two_step: false,
      two_step_required: false,
    });
  });
});

describe("My account's two-step sign-in", () => {
  it('turns on with the password again and the first code from the app; from then on the sign-in asks for a code', async () => {
    const account = await newAccount();
    const token = await product.api.login(account);
    const turnOn = (password: string) => product.api.json('POST', '/api/admin/account/two-step', { password }, token);

    // 400, not 401: the back office takes any 401 for the end of the session.
    expect(await turnOn('not my password at all')).toMatchObject({
      status: 400,
      body: { errors: { password: STAFF_MESSAGES.currentPasswordWrong } },
    });
    const key = await turnOn(account.password);
    expect(key).toMatchObject({ status: 200 });
    expect(key.body).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauth_uri: expect.stringMatching(/^otpauth:\/\/totp\//),
      qr_svg: expect.stringMatching(/^<svg[\s\S]*<\/svg>\s*$/),
    });
    const uri = new URL(key.body.otpauth_uri);
    expect(uri.searchParams.get('secret')).toBe(key.body.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(account.email);

    const confirm = (code: string) => product.api.json('POST', '/api/admin/account/two-step/confirm', { code }, token);
    expect(await confirm(wrongCode(key.body.secret))).toMatchObject({
      status: 400,
      body: { errors: { code: STAFF_MESSAGES.codeWrong } },
    });
    expect((await confirm('12 34')).status).toBe(400);
    const confirmed = await confirm(appCode(key.body.secret));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ recovery_codes: expect.any(Array) });
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);

    expect((await product.api.get('/api/admin/account', token)).body.two_step).toBe(true);
    const listed = ((await product.api.get('/api/admin/users', admin)).body as StaffAccount[]).find(
      (user) => user.id === account.id,
    );
    expect(listed?.two_step).toBe(true);
    expect(await turnOn(account.password)).toMatchObject({
      status: 409,
      body: { message: STAFF_MESSAGES.twoStepAlreadyOn },
    });
    expect((await activity('action=two_step_enrol'))[0]).toMatchObject({
      actor: account.email,
      record_id: account.id,
      record_label: `${account.email}: turned on in My account`,
    });

    // The password alone no longer signs in: it answers a challenge and no token.
    await challengeOf(account);
  });
});

describe('the code step', () => {
  it('signs in with the code of now, takes each code once, and takes the next step’s code', async () => {
    const account = await twoStepAccount();
    const now = Date.now();
    const first = await signInWith(account, appCode(account.secret, now));
    expect(first).toMatchObject(signedIn);
    expect((await product.api.get('/api/admin/account', first.body.access_token)).body).toMatchObject({
      email: account.email,
      two_step: true,
    });

    expect(await signInWith(account, appCode(account.secret, now))).toMatchObject(refusedCode);
    expect(await signInWith(account, appCode(account.secret, now + STEP_MS))).toMatchObject(signedIn);
    expect(await signInWith(account, appCode(account.secret, now))).toMatchObject(refusedCode);

    expect((await activity('action=two_step_passed'))[0]).toMatchObject({
      actor: account.email,
      record_label: `${account.email}: code from the app`,
    });
    expect((await activity('action=two_step_failed'))[0]).toMatchObject({
      actor: account.email,
      record_label: `${account.email}: wrong, used or malformed code`,
    });
  });

  it('refuses an unknown challenge, none, or a challenge to set two-step sign-in up', async () => {
    expect(await sendCode('not-a-challenge-at-all', '123456')).toMatchObject(expired);
    expect(await product.api.json('POST', '/api/admin/login/code', {})).toMatchObject(expired);
    expect(await product.api.json('POST', '/api/admin/two-step/enrol', { challenge: 'x' })).toMatchObject(expired);
    const account = await twoStepAccount();
    const challenge = await challengeOf(account);
    // A code challenge is no enrolment's: the account's key is not given again.
    expect(await product.api.json('POST', '/api/admin/two-step/enrol', { challenge })).toMatchObject(expired);
  });

  it('answers a list or an object sent as the code with 400 naming the field, and the challenge stays usable', async () => {
    const account = await twoStepAccount();
    const challenge = await challengeOf(account);
    for (const code of [[appCode(account.secret)], { code: appCode(account.secret) }])
      expect(await product.api.json('POST', '/api/admin/login/code', { challenge, code })).toMatchObject({
        status: 400,
        body: { errors: { code: API_MESSAGES.notText } },
      });
    expect(await sendCode(challenge, appCode(account.secret))).toMatchObject(signedIn);
  });

  it('takes each recovery code once, in any case and without its hyphen; new ones replace them', async () => {
    const account = await twoStepAccount();
    expect(account.recoveryCodes).toHaveLength(10);
    const [first, second, third] = account.recoveryCodes;
    expect(await signInWith(account, first)).toMatchObject(signedIn);
    expect(await signInWith(account, first)).toMatchObject(refusedCode);
    const withSecond = await signInWith(account, second.toUpperCase().replace('-', ''));
    expect(withSecond).toMatchObject(signedIn);
    expect((await activity('action=recovery_code_use'))[0]).toMatchObject({
      actor: account.email,
      record_label: `${account.email}: 8 recovery codes left`,
    });

    const token = withSecond.body.access_token;
    const renew = (password: string) =>
      product.api.json('POST', '/api/admin/account/two-step/recovery-codes', { password }, token);
    expect(await renew('not my password at all')).toMatchObject({
      status: 400,
      body: { errors: { password: STAFF_MESSAGES.currentPasswordWrong } },
    });
    const renewed = await renew(account.password);
    expect(renewed.status).toBe(200);
    expect(renewed.body.recovery_codes).toHaveLength(10);
    expect(renewed.body.recovery_codes).not.toContain(third);
    expect(await signInWith(account, third)).toMatchObject(refusedCode);
    expect(await signInWith(account, renewed.body.recovery_codes[0])).toMatchObject(signedIn);
    expect((await activity('action=recovery_codes_new'))[0]).toMatchObject({ record_id: account.id });
  });

  it('leaves the challenge usable after a wrong code, and counts wrong codes towards the lockout', async () => {
    const account = await twoStepAccount();
    const now = Date.now();
    const challenge = await challengeOf(account);
    expect(await sendCode(challenge, wrongCode(account.secret, now))).toMatchObject(refusedCode);
    expect(await sendCode(challenge, appCode(account.secret, now))).toMatchObject(signedIn);
    // Ended by its right code.
    expect(await sendCode(challenge, appCode(account.secret, now + STEP_MS))).toMatchObject(expired);

    // Five wrong ones on one challenge: a wrong code, malformed ones, a used one.
    const next = await challengeOf(account);
    for (const code of [wrongCode(account.secret, now), 'abc', '12345', 'zzzzz-zzzzz', appCode(account.secret, now)])
      expect(await sendCode(next, code), code).toMatchObject(refusedCode);
    expect(await sendCode(next, appCode(account.secret, now + STEP_MS))).toMatchObject({
      status: 429,
      body: { message: STAFF_MESSAGES.tooManyAttempts },
    });
    // The password step of the e-mail is locked too.
    const password = await product.api.json('POST', '/api/admin/login', account);
    expect(password).toMatchObject({ status: 429, body: { message: STAFF_MESSAGES.tooManyAttempts } });
    expect((await activity('action=lockout'))[0]).toMatchObject({ actor: account.email });
  });

  it('does not give the code step a new count with each right password', async () => {
    const account = await twoStepAccount();
    const now = Date.now();
    for (let round = 0; round < 5; round++)
      expect(await signInWith(account, wrongCode(account.secret, now))).toMatchObject(refusedCode);
    expect((await product.api.json('POST', '/api/admin/login', account)).status).toBe(429);
  });
});

describe('a challenge', () => {
  afterAll(() => product.server.setClock(Date.now()));

  it('lives 5 minutes: past them the right code is refused', async () => {
    const account = await twoStepAccount();
    const madeAt = Date.now();
    const challenge = await challengeOf(account);
    await product.server.setClock(madeAt + 7 * MINUTE);
    expect(await sendCode(challenge, appCode(account.secret, madeAt + 7 * MINUTE))).toMatchObject(expired);
    await product.server.setClock(madeAt + 4 * MINUTE);
    expect(await sendCode(challenge, appCode(account.secret, madeAt + 4 * MINUTE))).toMatchObject(signedIn);
  });
});

describe('an account that must set two-step sign-in up (TWO_STEP_REQUIRED=true)', () => {
  let required: ApiClient;
  beforeAll(async () => {
    required = await processWith({ TWO_STEP_REQUIRED: 'true' });
  });

  it('goes from its password to the key, then the token and its recovery codes', async () => {
    const account = await newAccount();
    const login = await required.json('POST', '/api/admin/login', account);
    expect(login.body).toEqual({ two_step: 'enrol', challenge: expect.stringMatching(/^[\w-]{43}$/) });
    const { challenge } = login.body;
    // An enrolment's challenge is no code step's.
    expect(await sendCode(challenge, '123456', required)).toMatchObject(expired);

    const key = await required.json('POST', '/api/admin/two-step/enrol', { challenge });
    expect(key.body).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauth_uri: expect.stringContaining(`secret=${key.body.secret}`),
      qr_svg: expect.stringMatching(/^<svg/),
    });
    const confirm = (code: string) => required.json('POST', '/api/admin/two-step/confirm', { challenge, code });
    expect(await confirm(wrongCode(key.body.secret))).toMatchObject(refusedCode);
    const confirmed = await confirm(appCode(key.body.secret));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 8 * 3600,
      recovery_codes: expect.any(Array),
    });
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect((await required.get('/api/admin/account', confirmed.body.access_token)).body).toMatchObject({
      two_step: true,
      // The back office words a reset of someone's two-step sign-in by it.
      two_step_required: true,
    });
    // The challenge ended with it; the next sign-in, in any process, asks for a code.
    expect(await confirm(appCode(key.body.secret, Date.now() + STEP_MS))).toMatchObject(expired);
    await challengeOf(account, required);
    await challengeOf(account, product.api);
    expect((await activity('action=two_step_enrol'))[0]).toMatchObject({
      record_id: account.id,
      record_label: `${account.email}: turned on at sign-in`,
    });
  });

  it('asks the demo Administrator to set it up too, where development signs it in one-step', async () => {
    expect((await required.json('POST', '/api/admin/login', DEMO_ADMIN)).body).toEqual({
      two_step: 'enrol',
      challenge: expect.any(String),
    });
    expect((await product.api.json('POST', '/api/admin/login', DEMO_ADMIN)).body.access_token).toEqual(
      expect.any(String),
    );
  });
});

describe('an Administrator', () => {
  const credentialsOf = async (id: number) =>
    Number(
      (
        await product.server.query<{ n: number | string }>(
          'SELECT count(*) AS n FROM two_step_credentials WHERE user_id = $1',
          [id],
        )
      )[0].n,
    );

  it('resets two-step sign-in: the account’s sessions end, and it signs in as one without it', async () => {
    const account = await twoStepAccount();
    const token = (await signInWith(account, appCode(account.secret))).body.access_token;
    const listed = async () =>
      ((await product.api.get('/api/admin/users', admin)).body as StaffAccount[]).find(
        (user) => user.id === account.id,
      );
    expect((await listed())?.two_step).toBe(true);

    const reset = await product.api.call('POST', `/api/admin/users/${account.id}/reset-two-step`, { token: admin });
    expect(reset).toMatchObject({ status: 200, body: { message: STAFF_MESSAGES.twoStepReset } });
    expect(await product.api.get('/api/admin/account', token)).toMatchObject({
      status: 401,
      body: { message: STAFF_MESSAGES.sessionEnded },
    });
    expect((await listed())?.two_step).toBe(false);
    expect(await credentialsOf(account.id)).toBe(0);
    // Development lets an account without it sign in with its password alone.
    expect(await product.api.json('POST', '/api/admin/login', account)).toMatchObject(signedIn);
    expect((await activity('action=two_step_reset'))[0]).toMatchObject({
      actor: DEMO_ADMIN.email,
      record_label: `${account.email}: reset by an Administrator`,
    });
  });

  it('deleting an account deletes its two-step sign-in', async () => {
    const account = await twoStepAccount();
    expect(await credentialsOf(account.id)).toBe(1);
    expect((await product.api.del(`/api/admin/users/${account.id}`, admin)).status).toBe(200);
    expect(await credentialsOf(account.id)).toBe(0);
  });
});

describe('a new ENCRYPTION_KEY', () => {
  it('makes an account with two-step sign-in set it up again, never signing in with its password alone', async () => {
    const account = await twoStepAccount();
    const rotated = await processWith({ ENCRYPTION_KEY: 'another-encryption-key-for-this-test' });
    const login = await rotated.json('POST', '/api/admin/login', account);
    expect(login.body).toEqual({ two_step: 'enrol', challenge: expect.any(String) });
    const key = await rotated.json('POST', '/api/admin/two-step/enrol', { challenge: login.body.challenge });
    expect(key.body.secret).not.toBe(account.secret);
    const confirmed = await rotated.json('POST', '/api/admin/two-step/confirm', {
      challenge: login.body.challenge,
      code: appCode(key.body.secret),
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await challengeOf(account, rotated);
  });
});
