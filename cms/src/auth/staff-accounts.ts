import { randomBytes } from 'crypto';
import {
  STAFF_MESSAGES,
  STAFF_ROLE_DESCRIPTIONS,
  type CreatedStaffAccount,
  type StaffAccount,
  type StaffAccountSelf,
  type StaffRole,
} from '@bank/shared';
import { nowMs } from '../lib/clock';
import { badRequest, conflict, notFound } from '../lib/errors';
import { publicOrigin } from '../lib/public-origin';
import { writeEntry } from '../activity/entries';
import { SYSTEM, type Actor } from '../activity/actor';
import { BACKOFFICE_ROLE, USER_UID, timeOf, type ActiveStaff, type StaffUser } from './backoffice-auth';
import { liftLockout, lockedUntil } from './attempt-guard';
import { checkNewPassword } from './password-rules';
import { newOneTimeToken, oneTimeTokenHash } from './one-time-tokens';
import { accountEntry, endSessionsOf } from './sessions';
import { userByEmail } from './sign-in';
import { hasTwoStep, removeTwoStep, twoStepRequired, usersWithTwoStep } from './two-step/two-step';
import { asStaffAccountWrite } from './staff-writes';
import { hashedPassword, historyAfter, usedLately } from './password-hash';

/** How long a set-password link may be used. */
const SET_PASSWORD_LINK_MS = 24 * 3_600_000;
/** The back office's page that takes a set-password link's token. */
const SET_PASSWORD_PAGE = '/AdminSetPassword';

const users = () => strapi.db.query(USER_UID);
const ROLE_UID = 'plugin::users-permissions.role';
const STAFF = { role: { type: BACKOFFICE_ROLE.type } } as const;
const NOT_BLOCKED = { $or: [{ blocked: false }, { blocked: null }] } as const;
export const roleName = (role: string | null | undefined) =>
  role && role in STAFF_ROLE_DESCRIPTIONS ? STAFF_ROLE_DESCRIPTIONS[role as StaffRole].name : String(role);

const iso = (value: StaffUser['createdAt'] | null | undefined) =>
  value == null ? null : new Date(timeOf(value)).toISOString();

/** The signed-in person, as GET /api/admin/account answers. */
export const staffAccountSelfOf = async (user: ActiveStaff): Promise<StaffAccountSelf> => ({
  id: user.id,
  email: user.email,
  name: user.name ?? '',
  role: user.staff_role,
  two_step: await hasTwoStep(user.id),
  two_step_required: twoStepRequired(),
});

/** What the Users screen shows of each account beside its row: lockouts by e-mail, two-step sign-in by id. */
interface AccountStates {
  locks: Map<string, number>;
  twoStep: Set<number>;
}

const accountStatesOf = async (rows: StaffUser[]): Promise<AccountStates> => ({
  locks: await lockedUntil(rows.map((row) => row.email)),
  twoStep: await usersWithTwoStep(rows.map((row) => row.id)),
});

function staffAccountOf(user: StaffUser, { locks, twoStep }: AccountStates): StaffAccount {
  const locked = locks.get(user.email.toLowerCase());
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? '',
    // Staff rows always have a role: the migration at start gives one to any that had none.
    role: user.staff_role as StaffRole,
    two_step: twoStep.has(user.id),
    blocked: Boolean(user.blocked),
    blocked_reason: user.blocked ? (user.blocked_reason ?? 'administrator') : null,
    blocked_note: user.blocked ? (user.blocked_note ?? null) : null,
    last_sign_in_at: iso(user.last_sign_in_at),
    locked_until: locked === undefined ? null : new Date(locked).toISOString(),
    created_at: iso(user.createdAt)!,
  };
}

/** Every staff account, by id. */
export async function listStaffAccounts(): Promise<StaffAccount[]> {
  const rows: StaffUser[] = await users().findMany({ where: STAFF, orderBy: { id: 'asc' } });
  const states = await accountStatesOf(rows);
  return rows.map((row) => staffAccountOf(row, states));
}

/** The staff account with this id, or 404 (an id of no account, or of a user who is not staff). */
export async function staffUser(id: number | null): Promise<StaffUser> {
  const user: StaffUser | null =
    id === null
      ? null
      : await users().findOne({ where: { id, ...STAFF }, populate: { role: { select: ['id', 'type'] } } });
  if (!user) throw notFound();
  return user;
}

export async function staffAccount(id: number | null): Promise<StaffAccount> {
  const user = await staffUser(id);
  return staffAccountOf(user, await accountStatesOf([user]));
}

/**
 * Runs a change that could leave the back office without an unblocked Administrator in a
 * transaction that first takes the back-office role's row: such changes run one at a time, in every
 * process (a row lock on PostgreSQL, the write lock on SQLite), so two Administrators blocking each
 * other at once cannot both succeed.
 */
async function oneStaffChangeAtATime(work: () => Promise<void>): Promise<void> {
  await strapi.db.transaction(async () => {
    await strapi.db
      .query(ROLE_UID)
      .updateMany({ where: { type: BACKOFFICE_ROLE.type }, data: { updatedAt: new Date() } });
    await work();
  });
}

/** Whether any unblocked Administrator other than `id` is left. */
async function otherAdministratorLeft(id: number): Promise<boolean> {
  const others = await users().count({
    where: { ...STAFF, ...NOT_BLOCKED, staff_role: 'administrator', id: { $ne: id } },
  });
  return others > 0;
}

const isUnblockedAdministrator = (user: StaffUser) => user.staff_role === 'administrator' && !user.blocked;

/** 409 when `change` would demote or block the last unblocked Administrator. */
export async function assertAdministratorLeft(
  user: StaffUser,
  change: { role?: StaffRole; blocked?: boolean },
): Promise<void> {
  const demoted = change.role !== undefined && change.role !== 'administrator';
  if (
    isUnblockedAdministrator(user) &&
    (demoted || change.blocked === true) &&
    !(await otherAdministratorLeft(user.id))
  )
    throw conflict(STAFF_MESSAGES.lastAdministrator);
}

/** A new one-time set-password token: the token for the link, its hash for the database. */
function newLinkToken(): { token: string; hash: string; expires: Date } {
  return { ...newOneTimeToken(), expires: new Date(nowMs() + SET_PASSWORD_LINK_MS) };
}

/**
 * The set-password page's address with the token: absolute when PUBLIC_ORIGIN is set, else
 * relative to the site. When the product sends mail (it has no SMTP settings yet), the link is
 * e-mailed to the account here too; until then the Administrator sees it once, in the answer.
 */
function setPasswordLink(token: string): string {
  const origin = process.env.PUBLIC_ORIGIN ? publicOrigin() : '';
  return `${origin}${SET_PASSWORD_PAGE}?token=${token}`;
}

/** POST /api/admin/users: a new account without a password, and its one-time set-password link (24 hours). */
export async function createStaffAccount(
  input: { email: string; name: string; role: StaffRole },
  by: Actor,
): Promise<CreatedStaffAccount> {
  const email = input.email.trim().toLowerCase();
  const role = await strapi.db.query(ROLE_UID).findOne({ where: { type: BACKOFFICE_ROLE.type }, select: ['id'] });
  const link = newLinkToken();
  let id = 0;
  // One at a time, so that the same e-mail added twice at once makes one account.
  await oneStaffChangeAtATime(async () => {
    if (await userByEmail(email)) throw conflict(STAFF_MESSAGES.emailTaken);
    // users-permissions' service is untyped: it answers the user it made.
    const created: { id: number } = await asStaffAccountWrite(() =>
      strapi
        .plugin('users-permissions')
        .service('user')
        .add({
          username: email,
          email,
          // Nobody knows this one: the person sets their own through the link.
          password: randomBytes(32).toString('base64url'),
          provider: 'local',
          confirmed: true,
          blocked: false,
          role: role.id,
          name: input.name,
          staff_role: input.role,
          unused_since: new Date(nowMs()),
          password_token_hash: link.hash,
          password_token_expires_at: link.expires,
        }),
    );
    id = created.id;
    await writeEntry({
      action: 'account_create',
      actor: by,
      ...accountEntry({ id, email }, `${roleName(input.role)}, ${input.name}`),
    });
  });
  return { id, email, name: input.name, role: input.role, set_password_link: setPasswordLink(link.token) };
}

/**
 * POST /api/admin/users/{id}/password-link: a new one-time set-password link for an account whose
 * link expired or whose owner forgot the password; any earlier link stops working. The account's
 * password and sessions stay as they are until the link is used.
 */
export async function newSetPasswordLink(id: number | null, by: Actor): Promise<{ set_password_link: string }> {
  const user = await staffUser(id);
  const link = newLinkToken();
  await strapi.db.transaction(async () => {
    await users().update({
      where: { id: user.id },
      data: { password_token_hash: link.hash, password_token_expires_at: link.expires },
    });
    await writeEntry({ action: 'password_link', actor: by, ...accountEntry(user, 'new set-password link') });
  });
  return { set_password_link: setPasswordLink(link.token) };
}

/**
 * PUT /api/admin/users/{id}: any of name, role and blocked (with the reason, kept while it is
 * blocked and named in the log's entry). Blocking ends every session at once
 * and unblocking clears a dormant block (the account counts as used from now); a role change ends
 * the sessions too, so the person signs in again with what the new role may do. The last unblocked
 * Administrator is neither blocked nor demoted (409), and nobody blocks their own account.
 */
export async function changeStaffAccount(
  id: number | null,
  change: { name?: string; role?: StaffRole; blocked?: boolean; blocked_note?: string },
  me: Pick<ActiveStaff, 'id'>,
  by: Actor,
): Promise<StaffAccount> {
  const target = await staffUser(id);
  if (change.blocked === true && target.id === me.id) throw conflict(STAFF_MESSAGES.ownAccount);
  await oneStaffChangeAtATime(async () => {
    const user = await staffUser(target.id);
    await assertAdministratorLeft(user, change);

    const renamed = change.name !== undefined && change.name !== user.name;
    const newRole = change.role !== undefined && change.role !== user.staff_role;
    const blocking = change.blocked === true && !user.blocked;
    const unblocking = change.blocked === false && Boolean(user.blocked);
    const note = change.blocked_note || null;
    await users().update({
      where: { id: user.id },
      data: {
        ...(renamed ? { name: change.name } : {}),
        ...(newRole ? { staff_role: change.role } : {}),
        ...(blocking ? { blocked: true, blocked_reason: 'administrator', blocked_note: note } : {}),
        ...(unblocking
          ? { blocked: false, blocked_reason: null, blocked_note: null, unused_since: new Date(nowMs()) }
          : {}),
      },
    });
    if (renamed)
      await writeEntry({
        action: 'account_update',
        actor: by,
        ...accountEntry(user, `name ${change.name}`),
        changes: [{ field: 'name', before: user.name, after: change.name }],
      });
    if (newRole) {
      await writeEntry({
        action: 'role_change',
        actor: by,
        ...accountEntry(user, `${roleName(user.staff_role)} to ${roleName(change.role)}`),
        changes: [{ field: 'role', before: user.staff_role, after: change.role }],
      });
      await endSessionsOf(user, 'the role changed', by);
    }
    if (blocking) {
      const blockedBy = `blocked by an Administrator${note ? `: ${note}` : ''}`;
      await writeEntry({ action: 'block', actor: by, ...accountEntry(user, blockedBy) });
      await endSessionsOf(user, 'the account was blocked', by);
    }
    if (unblocking)
      await writeEntry({
        action: 'unblock',
        actor: by,
        ...accountEntry(user, user.blocked_reason === 'dormant' ? 'dormant block cleared' : 'unblocked'),
      });
  });
  return staffAccount(target.id);
}

/** DELETE /api/admin/users/{id}: never the last unblocked Administrator (409), nor one's own account. */
export async function deleteStaffAccount(id: number | null, me: ActiveStaff, by: Actor): Promise<void> {
  const target = await staffUser(id);
  if (target.id === me.id) throw conflict(STAFF_MESSAGES.ownAccount);
  await oneStaffChangeAtATime(async () => {
    const user = await staffUser(target.id);
    if (isUnblockedAdministrator(user) && !(await otherAdministratorLeft(user.id)))
      throw conflict(STAFF_MESSAGES.lastAdministrator);
    await endSessionsOf(user, 'the account was deleted', by);
    await removeTwoStep(user.id);
    await users().delete({ where: { id: user.id } });
    await writeEntry({ action: 'account_delete', actor: by, ...accountEntry(user, roleName(user.staff_role)) });
  });
  await liftLockout(target.email);
}

/** POST /api/admin/users/{id}/end-sessions. */
export async function endStaffSessions(id: number | null, by: Actor): Promise<void> {
  await endSessionsOf(await staffUser(id), 'ended by an Administrator', by);
}

/**
 * POST /api/admin/users/{id}/reset-two-step: the account's authenticator and recovery codes are
 * removed (a lost phone) and every session ends; it sets two-step sign-in up again at its next
 * sign-in, or signs in with its password alone where TWO_STEP_REQUIRED allows it.
 */
export async function resetStaffTwoStep(id: number | null, by: Actor): Promise<void> {
  const user = await staffUser(id);
  await strapi.db.transaction(async () => {
    await removeTwoStep(user.id);
    await writeEntry({ action: 'two_step_reset', actor: by, ...accountEntry(user, 'reset by an Administrator') });
    await endSessionsOf(user, 'two-step sign-in was reset', by);
  });
}

/** POST /api/admin/users/{id}/lift-lockout. */
export async function liftStaffLockout(id: number | null, by: Actor): Promise<void> {
  const user = await staffUser(id);
  if (await liftLockout(user.email))
    await writeEntry({ action: 'lockout_lift', actor: by, ...accountEntry(user, 'lockout lifted') });
}

/**
 * Stores a new password (hashed as users-permissions does) with `where` as its condition, unless it
 * is one of the account's last five (400); answers whether it was stored.
 */
async function storePassword(
  user: StaffUser,
  where: Record<string, unknown>,
  password: string,
  data: Record<string, unknown> = {},
) {
  if (await usedLately(user, password)) throw badRequest({ password: STAFF_MESSAGES.passwordUsedBefore });
  const hashed = await hashedPassword(password);
  const { count } = await users().updateMany({
    where,
    data: { ...data, password: hashed, password_history: historyAfter(user) },
  });
  return count === 1;
}

/**
 * POST /api/admin/set-password: the link's token, used once within 24 hours, sets the account's
 * password (held to the password rules); every session of the account ends.
 */
export async function setPasswordWithLink(token: string, password: string): Promise<void> {
  const hash = oneTimeTokenHash(token);
  const user: StaffUser | null = await users().findOne({ where: { password_token_hash: hash, ...STAFF } });
  if (!user) throw badRequest({ token: STAFF_MESSAGES.linkNotValid }, STAFF_MESSAGES.linkNotValid);
  if (!user.password_token_expires_at || timeOf(user.password_token_expires_at) <= nowMs())
    throw badRequest({ token: STAFF_MESSAGES.linkExpired }, STAFF_MESSAGES.linkExpired);
  await checkNewPassword(password, user.email);
  const who: Actor = { actor: user.email, actor_kind: 'backoffice', ip: null };
  await strapi.db.transaction(async () => {
    // Conditional on the token: of two uses at once, one sets the password and the other is refused.
    const stored = await storePassword(user, { id: user.id, password_token_hash: hash }, password, {
      password_token_hash: null,
      password_token_expires_at: null,
    });
    if (!stored) throw badRequest({ token: STAFF_MESSAGES.linkNotValid }, STAFF_MESSAGES.linkNotValid);
    await writeEntry({ action: 'password_change', actor: who, ...accountEntry(user, 'set from a set-password link') });
    await endSessionsOf(user, 'the password was set', who);
  });
}

/** POST /api/admin/account/password, once the current password is checked: every other session ends. */
export async function changeOwnPassword(me: ActiveStaff, password: string, keepSession: number, by: Actor) {
  await checkNewPassword(password, me.email);
  await strapi.db.transaction(async () => {
    await storePassword(me, { id: me.id }, password);
    await writeEntry({ action: 'password_change', actor: by, ...accountEntry(me, 'changed by its owner') });
    await endSessionsOf(me, 'the password was changed', by, keepSession);
  });
}

function dormantDays(): number {
  const configured = Number(process.env.BACKOFFICE_DORMANT_DAYS);
  return Number.isFinite(configured) && configured > 0 ? configured : 90;
}

/**
 * Blocks, once whichever process gets there first, every staff account unused (no sign-in, no
 * unblocking, since it was made) for BACKOFFICE_DORMANT_DAYS (90), with the reason 'dormant', and
 * logs it. The last unblocked Administrator is left as it is: nobody could unblock the others.
 */
export async function blockDormantAccounts(): Promise<void> {
  const before = new Date(nowMs() - dormantDays() * 24 * 3_600_000);
  const unused = { $or: [{ unused_since: { $lt: before } }, { unused_since: null, createdAt: { $lt: before } }] };
  const dormant: StaffUser[] = await users().findMany({ where: { $and: [STAFF, NOT_BLOCKED, unused] } });
  for (const candidate of dormant) {
    await oneStaffChangeAtATime(async () => {
      if (isUnblockedAdministrator(candidate) && !(await otherAdministratorLeft(candidate.id))) return;
      // Conditional: only the process whose update still finds it unblocked and unused blocks and logs it.
      const { count } = await users().updateMany({
        where: { $and: [{ id: candidate.id }, NOT_BLOCKED, unused] },
        data: { blocked: true, blocked_reason: 'dormant' },
      });
      if (count !== 1) return;
      await writeEntry({
        action: 'dormant_block',
        actor: SYSTEM,
        ...accountEntry(candidate, `unused for ${dormantDays()} days`),
      });
      await endSessionsOf(candidate, 'the account was blocked as dormant', SYSTEM);
    });
  }
}
