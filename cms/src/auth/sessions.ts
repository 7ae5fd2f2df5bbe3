import type { Context } from 'koa';
import { randomUUID } from 'crypto';
import { STAFF_MESSAGES, type SessionTimes, type StaffSession, type TokenAnswer } from '@bank/shared';
import { nowMs } from '../lib/clock';
import { sessionIdleMs, sessionMaxMs } from '../lib/session-times';
import { unauthorized } from '../lib/errors';
import { browserOf } from '../lib/user-agent';
import { writeEntry } from '../activity/entries';
import { SYSTEM, type Actor } from '../activity/actor';
import { rememberDevice } from './trusted-devices';
import { signInEntry } from './sign-in-entries';
import {
  SESSION_UID,
  USER_UID,
  isActiveStaff,
  timeOf,
  userById,
  type ActiveStaff,
  type BackofficeClaims,
  type StaffUser,
  type StoredSession,
} from './backoffice-auth';

/** Back-office tokens name their audience, so no other users-permissions token passes for one. */
const AUDIENCE = 'backoffice';
/** A session's last use is written at most this often: the idle end may come up to this much early. */
const LAST_SEEN_STEP_MS = 30_000;

const jwt = () => strapi.plugin('users-permissions').service('jwt');
const sessions = () => strapi.db.query(SESSION_UID);

/** What the activity log names a staff account's entries by. */
export const accountEntry = (user: { id: number; email: string }, label: string) => ({
  resource: 'staff-accounts',
  record_id: user.id,
  record_label: `${user.email}: ${label}`.slice(0, 254),
});

/** The person signing in, for the activity log: the e-mail and the request's address. */
export const signingIn = (ctx: Context, email: string): Actor => ({
  actor: email.toLowerCase(),
  actor_kind: 'backoffice',
  ip: ctx.request.ip,
});

/**
 * Starts a session for a staff member whose sign-in is complete (the password, and any further step
 * checked by the caller): its row (token id, start, last use, absolute end, address, browser), the
 * account's last sign-in, the `sign_in` entry, and the contract's token answer. The token lives until
 * the session's absolute end; the database says whether it is still good.
 */
export async function startSession(ctx: Context, user: StaffUser): Promise<TokenAnswer> {
  const now = nowMs();
  const lifetime = sessionMaxMs();
  const jti = randomUUID();
  await strapi.db.transaction(async () => {
    await sessions().create({
      data: {
        jti,
        user_id: user.id,
        started_at: new Date(now),
        last_seen_at: new Date(now),
        ends_at: new Date(now + lifetime),
        ip: ctx.request.ip?.slice(0, 100) || null,
        browser: browserOf(ctx.get('user-agent')),
      },
    });
    await strapi.db.query(USER_UID).update({
      where: { id: user.id },
      data: { last_sign_in_at: new Date(now), unused_since: new Date(now) },
    });
    await writeEntry({ action: 'sign_in', actor: signingIn(ctx, user.email), ...signInEntry(user, 'signed in') });
  });
  // This browser is the account's from now on: others' guesses no longer lock it out here.
  rememberDevice(ctx, user.email);
  const expiresIn = Math.floor(lifetime / 1000);
  const accessToken: string = await jwt().issue({ id: user.id, jti, aud: AUDIENCE }, { expiresIn });
  return { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn };
}

/** The bearer token of a request, or null. */
function bearerToken(ctx: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization') ?? '');
  return match ? match[1] : null;
}

const sessionEnded = () => unauthorized(STAFF_MESSAGES.sessionEnded);

/** Ends one session now, once (whichever request or process sees it first), logging why when asked. */
async function endOnce(session: StoredSession, user: StaffUser | null, reason: string, by: Actor): Promise<void> {
  if ((await endSession(session, reason, by)) && user)
    await writeEntry({ action: 'session_end', actor: by, ...accountEntry(user, reason) });
}

/**
 * The claims of the request's bearer token when this server signed it for the back office and it
 * has not expired (its signature, audience and expiry; no database read), else null.
 */
async function signedClaims(ctx: Context): Promise<BackofficeClaims | null> {
  const token = bearerToken(ctx);
  if (!token) return null;
  let claims: BackofficeClaims;
  try {
    claims = await jwt().verify(token);
  } catch {
    return null;
  }
  return claims?.aud === AUDIENCE && typeof claims.jti === 'string' && claims.id ? claims : null;
}

/** Enough to give a request the signed-in body limits; `authenticate` still decides whether its session is alive. */
export const hasSignedBackofficeToken = async (ctx: Context): Promise<boolean> => (await signedClaims(ctx)) !== null;

/**
 * The staff member behind a request's bearer token, with the token's claims and its session.
 * 401 'Unauthorized' for a missing, forged or foreign token; 401 with 'Your session has ended'
 * (STAFF_MESSAGES.sessionEnded) for a session signed out or ended, idle past BACKOFFICE_IDLE_MINUTES,
 * past BACKOFFICE_SESSION_HOURS, or whose account is blocked, gone or no longer staff. Every
 * process reads the database on every request, so an ending anywhere holds everywhere at once.
 * A request that counts as activity moves the session's last use (at most every LAST_SEEN_STEP_MS).
 */
export async function authenticate(
  ctx: Context,
  countsAsActivity = true,
): Promise<{ user: ActiveStaff; claims: BackofficeClaims; session: StoredSession }> {
  const claims = await signedClaims(ctx);
  if (!claims) throw unauthorized();

  const [session, user]: [StoredSession | null, StaffUser | null] = await Promise.all([
    sessions().findOne({ where: { jti: claims.jti } }),
    userById(claims.id),
  ]);
  if (!session || session.user_id !== claims.id) throw unauthorized();
  if (session.ended_at) throw sessionEnded();
  if (!isActiveStaff(user)) {
    await endOnce(session, user, 'the account is blocked or no longer staff', SYSTEM);
    throw sessionEnded();
  }
  const now = nowMs();
  if (now >= timeOf(session.ends_at)) {
    await endOnce(session, user, `reached ${sessionMaxMs() / 3_600_000} hours`, SYSTEM);
    throw sessionEnded();
  }
  const lastSeen = timeOf(session.last_seen_at);
  if (now - lastSeen >= sessionIdleMs()) {
    await endOnce(session, user, `unused for ${sessionIdleMs() / 60_000} minutes`, SYSTEM);
    throw sessionEnded();
  }
  if (countsAsActivity && now - lastSeen >= LAST_SEEN_STEP_MS) {
    await sessions().updateMany({ where: { id: session.id, ended_at: null }, data: { last_seen_at: new Date(now) } });
    session.last_seen_at = new Date(now);
  }
  return { user, claims, session };
}

/** When a session ends if left alone, and when it ends anyway (GET /api/admin/account/session). */
export function sessionTimes(session: StoredSession): SessionTimes {
  return {
    idle_seconds: sessionIdleMs() / 1000,
    idle_ends_at: new Date(timeOf(session.last_seen_at) + sessionIdleMs()).toISOString(),
    ends_at: new Date(timeOf(session.ends_at)).toISOString(),
  };
}

/** Ends the session of a token (sign-out): every process refuses the token from now on. Answers whether this call ended it. */
export async function endSession(session: StoredSession, reason: string, by: Actor): Promise<boolean> {
  const { count } = await sessions().updateMany({
    where: { id: session.id, ended_at: null },
    data: { ended_at: new Date(nowMs()), ended_reason: reason, ended_by: by.actor },
  });
  return count === 1;
}

/**
 * Ends every open session of an account, but the one named by `keep` (the caller's own), and logs
 * it once, saying why and by whom. Answers how many ended.
 */
export async function endSessionsOf(
  user: { id: number; email: string },
  reason: string,
  by: Actor,
  keep?: number,
): Promise<number> {
  const { count } = await sessions().updateMany({
    where: { user_id: user.id, ended_at: null, ...(keep === undefined ? {} : { id: { $ne: keep } }) },
    data: { ended_at: new Date(nowMs()), ended_reason: reason, ended_by: by.actor },
  });
  if (count > 0)
    await writeEntry({
      action: 'session_end',
      actor: by,
      ...accountEntry(user, `${count === 1 ? '1 session' : `${count} sessions`} ended: ${reason}`),
    });
  return count;
}

/** An account's sessions still open (not ended, idle or past their end), newest first. */
export async function openSessionsOf(userId: number, current: number): Promise<StaffSession[]> {
  const now = nowMs();
  const rows: StoredSession[] = await sessions().findMany({
    where: {
      user_id: userId,
      ended_at: null,
      ends_at: { $gt: new Date(now) },
      last_seen_at: { $gt: new Date(now - sessionIdleMs()) },
    },
    orderBy: [{ started_at: 'desc' }, { id: 'desc' }],
  });
  return rows.map((row) => ({
    id: row.id,
    created_at: new Date(timeOf(row.started_at)).toISOString(),
    last_seen_at: new Date(timeOf(row.last_seen_at)).toISOString(),
    ip: row.ip ?? null,
    browser: row.browser ?? null,
    current: row.id === current,
  }));
}
