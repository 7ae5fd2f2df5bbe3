import {
  PASSWORD_LENGTH,
  roleMay,
  STAFF_MESSAGES,
  type CreatedStaffAccount,
  type SessionTimes,
  type StaffAbility,
  type StaffAccount,
  type StaffRole,
  type StaffSession,
  type TokenAnswer,
  type TwoStepEnrolment,
} from '@bank/shared';
import { fakeServer, type Answer, type SentRequest } from './fake-server';

/** The code the fake authenticator app shows, and the server's refusal of any other. */
export const APP_CODE = '246810';
export const WRONG_CODE_MESSAGE = STAFF_MESSAGES.codeWrong;
/** A password the fake server judges guessable, as the real one judges 'Password1234'. */
export const GUESSABLE_PASSWORD = 'Password1234';
export const GUESSABLE_MESSAGE = 'This password is too easy to guess: it is a common word with digits.';
/** The one set-password token the fake server takes. */
export const SET_PASSWORD_TOKEN = 'set-password-token';

const RECOVERY_CODES = ['AB12C-D34EF', 'GH56J-K78LM', 'NP9QR-ST2UV'];

export const ENROLMENT: TwoStepEnrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/VCUB:admin%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=VCUB',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="7" height="7"/></svg>',
};

/** A staff account as the Users screen lists it, with `changes` over an active Administrator's. */
export function staffAccount(changes: Partial<StaffAccount> = {}): StaffAccount {
  const id = changes.id ?? 1;
  return {
    id,
    email: `person${id}@example.com`,
    name: `Person ${id}`,
    role: 'administrator',
    two_step: false,
    blocked: false,
    blocked_reason: null,
    blocked_note: null,
    last_sign_in_at: '2026-03-02T04:30:00.000Z',
    locked_until: null,
    created_at: '2026-01-05T05:00:00.000Z',
    ...changes,
  };
}

interface StaffWorld {
  /** Every account; the first is the signed-in person unless `signedIn` names another. */
  accounts: StaffAccount[];
  /** The id of the signed-in person. */
  signedIn: number;
  /** Each account's password, by e-mail. */
  passwords: Record<string, string>;
  /** Accounts that must set two-step sign-in up at their next sign-in. */
  mustEnrol: Set<string>;
  /** The signed-in person's sessions; the one marked current is this browser's. */
  sessions: StaffSession[];
  /** How long a session lasts unused, and in all (seconds). */
  idleSeconds: number;
  lifeSeconds: number;
  /** When this browser's session started (ms, the test's clock). */
  startedAt: number;
  recoveryCodes: string[];
}

const token = (n: number): TokenAnswer => ({ access_token: `token-${n}`, token_type: 'Bearer', expires_in: 28800 });
const ok = (data: unknown = { message: 'Done.' }): Answer => ({ status: 200, data });
const refused = (status: number, message: string, errors?: Record<string, string>): Answer => ({
  status,
  data: errors ? { message, errors } : { message },
});

/** Why a new password is refused, as the server answers (400), or null. */
function passwordRefusal(password: string): Answer | null {
  if (password.length < PASSWORD_LENGTH.min)
    return refused(400, 'Validation failed', { password: STAFF_MESSAGES.passwordTooShort });
  if (password === GUESSABLE_PASSWORD) return refused(400, GUESSABLE_MESSAGE, { password: GUESSABLE_MESSAGE });
  return null;
}

/**
 * Stands in for the staff-account routes of the server (issue 26's API), keeping what the requests
 * change: accounts, sessions, two-step sign-in, challenges. `more` answers first, for anything else a
 * test needs (return undefined to leave a request to the staff routes). Everything it does not know
 * answers 404.
 */
export function fakeStaffServer(
  setup: Partial<Omit<StaffWorld, 'mustEnrol'>> & { mustEnrol?: string[] } = {},
  more: (request: SentRequest) => Answer | undefined = () => undefined,
) {
  const accounts = setup.accounts ?? [staffAccount({ email: 'admin@example.com', name: 'Asha Admin' })];
  const world: StaffWorld = {
    signedIn: accounts[0].id,
    passwords: Object.fromEntries(accounts.map((account) => [account.email, 'Correct-Horse-9-Battery'])),
    sessions: [
      {
        id: 1,
        created_at: '2026-03-02T04:30:00.000Z',
        last_seen_at: '2026-03-02T05:00:00.000Z',
        ip: '10.0.0.7',
        browser: 'Firefox on Linux',
        current: true,
      },
      {
        id: 2,
        created_at: '2026-03-01T09:00:00.000Z',
        last_seen_at: '2026-03-01T10:15:00.000Z',
        ip: '10.0.0.9',
        browser: 'Chrome on Windows',
        current: false,
      },
    ],
    idleSeconds: 15 * 60,
    lifeSeconds: 8 * 3600,
    startedAt: Date.now(),
    recoveryCodes: [...RECOVERY_CODES],
    ...setup,
    accounts,
    mustEnrol: new Set(setup.mustEnrol ?? []),
  };
  const challenges = new Map<string, { email: string; step: 'code' | 'enrol' }>();
  let issued = 0;

  const self = () => world.accounts.find((account) => account.id === world.signedIn)!;
  const byId = (id: number) => world.accounts.find((account) => account.id === id);
  const unblockedAdministrators = () =>
    world.accounts.filter((account) => account.role === 'administrator' && !account.blocked);
  const issue = () => token(++issued);

  /** Takes a code from the app, or a recovery code once. */
  const takesCode = (code: string) => {
    if (code === APP_CODE) return true;
    const index = world.recoveryCodes.indexOf(code);
    if (index < 0) return false;
    world.recoveryCodes.splice(index, 1);
    return true;
  };

  const withChallenge = (values: Record<string, unknown>, answer: (email: string) => Answer) => {
    const challenge = challenges.get(String(values.challenge));
    return challenge ? answer(challenge.email) : refused(401, STAFF_MESSAGES.signInExpired);
  };

  /** The 409 for a change that would leave no unblocked Administrator. */
  const leavesNoAdministrator = (account: StaffAccount, change: Partial<StaffAccount> | 'delete') => {
    const administrators = unblockedAdministrators();
    if (administrators.length !== 1 || administrators[0].id !== account.id) return false;
    return (
      change === 'delete' || change.blocked === true || (change.role !== undefined && change.role !== 'administrator')
    );
  };

  const sessionTimes = (): SessionTimes => {
    const now = Date.now();
    return {
      idle_seconds: world.idleSeconds,
      idle_ends_at: new Date(now + world.idleSeconds * 1000).toISOString(),
      ends_at: new Date(world.startedAt + world.lifeSeconds * 1000).toISOString(),
    };
  };

  const signedInRoutes = (method: string, path: string, values: Record<string, unknown>): Answer | undefined => {
    const route = `${method} ${path.replace(/\/\d+(?=\/|$)/, '/:id')}`;
    const ability: StaffAbility | null = path.startsWith('/api/admin/users')
      ? method === 'GET'
        ? 'users.read'
        : 'users.manage'
      : null;
    if (ability && !roleMay(self().role, ability)) return refused(403, STAFF_MESSAGES.forbidden);
    const id = Number(/\/users\/(\d+)/.exec(path)?.[1]);
    const account = byId(id);
    const password = String(values.password ?? '');

    switch (route) {
      case 'GET /api/admin/account': {
        const { id: selfId, email, name, role, two_step } = self();
        return ok({ id: selfId, email, name, role, two_step });
      }
      case 'GET /api/admin/account/session':
        return ok(sessionTimes());
      case 'GET /api/admin/verify':
        return ok({ email: self().email });
      case 'GET /api/admin/account/sessions':
        return ok(world.sessions);
      case 'POST /api/admin/account/sessions/end-others':
        world.sessions = world.sessions.filter((session) => session.current);
        return ok({ message: 'Your other sessions have ended.' });
      case 'POST /api/admin/account/password': {
        if (values.current_password !== world.passwords[self().email])
          return refused(400, 'The current password is not right.', {
            current_password: 'The current password is not right.',
          });
        const refusal = passwordRefusal(password);
        if (refusal) return refusal;
        world.passwords[self().email] = password;
        world.sessions = world.sessions.filter((session) => session.current);
        return ok({ message: 'Your password is changed.' });
      }
      case 'POST /api/admin/account/two-step':
      case 'POST /api/admin/account/two-step/recovery-codes': {
        if (password !== world.passwords[self().email])
          return refused(400, 'The password is not right.', { password: 'The password is not right.' });
        if (route.endsWith('/two-step')) return ok(ENROLMENT);
        world.recoveryCodes = RECOVERY_CODES.map((code) => code.split('').reverse().join(''));
        return ok({ recovery_codes: world.recoveryCodes });
      }
      case 'POST /api/admin/account/two-step/confirm':
        if (values.code !== APP_CODE) return refused(400, WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
        self().two_step = true;
        return ok({ recovery_codes: world.recoveryCodes });
      case 'GET /api/admin/users':
        return ok(world.accounts);
      case 'POST /api/admin/users': {
        if (world.accounts.some((other) => other.email === values.email))
          return refused(409, 'An account with this e-mail exists already.');
        const created = staffAccount({
          id: Math.max(...world.accounts.map((other) => other.id)) + 1,
          email: String(values.email),
          name: String(values.name),
          role: values.role as StaffRole,
          last_sign_in_at: null,
        });
        world.accounts.push(created);
        const answer: CreatedStaffAccount = {
          id: created.id,
          email: created.email,
          name: created.name,
          role: created.role,
          set_password_link: `/AdminSetPassword?token=new-${created.id}`,
        };
        return { status: 201, data: answer };
      }
      case 'GET /api/admin/users/:id':
        return account ? ok(account) : refused(404, 'Not found');
      case 'PUT /api/admin/users/:id': {
        if (!account) return refused(404, 'Not found');
        const change = values as Partial<StaffAccount>;
        if (leavesNoAdministrator(account, change)) return refused(409, STAFF_MESSAGES.lastAdministrator);
        Object.assign(account, change);
        if (change.blocked !== undefined) {
          account.blocked_reason = change.blocked ? 'administrator' : null;
          account.blocked_note = change.blocked ? (change.blocked_note ?? null) : null;
        }
        return ok(account);
      }
      case 'DELETE /api/admin/users/:id':
        if (!account) return refused(404, 'Not found');
        if (leavesNoAdministrator(account, 'delete')) return refused(409, STAFF_MESSAGES.lastAdministrator);
        world.accounts = world.accounts.filter((other) => other.id !== id);
        return ok({ message: 'Deleted.' });
      case 'POST /api/admin/users/:id/password-link':
        return account
          ? ok({ set_password_link: `/AdminPage/SetPassword?token=new-${account.id}` })
          : refused(404, 'Not found');
      case 'POST /api/admin/users/:id/reset-two-step':
      case 'POST /api/admin/users/:id/end-sessions':
      case 'POST /api/admin/users/:id/lift-lockout':
        if (!account) return refused(404, 'Not found');
        if (route.endsWith('reset-two-step')) account.two_step = false;
        if (route.endsWith('lift-lockout')) account.locked_until = null;
        return ok(account);
      case 'POST /api/admin/logout':
        return ok({ message: 'Logged out' });
      default:
        return undefined;
    }
  };

  const anonymousRoutes = (route: string, values: Record<string, unknown>): Answer | undefined => {
    switch (route) {
      case 'POST /api/admin/login': {
        const email = String(values.email);
        const account = world.accounts.find((candidate) => candidate.email === email);
        if (!account || account.blocked || world.passwords[email] !== values.password)
          return refused(401, 'Invalid email or password');
        const step = world.mustEnrol.has(email) ? 'enrol' : account.two_step ? 'code' : null;
        if (!step) return ok(issue());
        const challenge = `challenge-${challenges.size + 1}`;
        challenges.set(challenge, { email, step });
        return ok({ two_step: step, challenge });
      }
      case 'POST /api/admin/login/code':
        return withChallenge(values, () => {
          if (!takesCode(String(values.code))) return refused(401, WRONG_CODE_MESSAGE);
          challenges.delete(String(values.challenge));
          return ok(issue());
        });
      case 'POST /api/admin/two-step/enrol':
        return withChallenge(values, () => ok(ENROLMENT));
      case 'POST /api/admin/two-step/confirm':
        return withChallenge(values, (email) => {
          if (values.code !== APP_CODE) return refused(401, WRONG_CODE_MESSAGE);
          challenges.delete(String(values.challenge));
          world.mustEnrol.delete(email);
          world.accounts.find((account) => account.email === email)!.two_step = true;
          return ok({ ...issue(), recovery_codes: world.recoveryCodes });
        });
      case 'POST /api/admin/set-password':
        if (values.token !== SET_PASSWORD_TOKEN)
          return refused(400, 'This link has expired. Ask an Administrator for a new one.');
        return (
          passwordRefusal(String(values.password)) ?? ok({ message: 'Your password is set. You can sign in now.' })
        );
      default:
        return undefined;
    }
  };

  const answerOf = (request: SentRequest): Answer => {
    const values = request.body.kind === 'json' ? request.body.values : {};
    const anonymous = anonymousRoutes(`${request.method} ${request.path}`, values);
    if (anonymous) return anonymous;
    if (!request.authorization) return refused(401, 'Unauthorized');
    return signedInRoutes(request.method, request.path, values) ?? refused(404, 'Not found');
  };
  // An answer is a copy, as over the wire: what the screen keeps never changes with the fake's world.
  const server = fakeServer((request) => {
    const { status, data } = more(request) ?? answerOf(request);
    return { status, data: structuredClone(data) };
  });
  return { ...server, world };
}
