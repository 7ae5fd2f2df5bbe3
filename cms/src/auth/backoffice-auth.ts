import type { Context } from 'koa';
import { isStaffRole, type StaffRole } from '@bank/shared';
import { unauthorized } from '../lib/errors';
import type { StoredRow, StoredTimestamp } from '../lib/stored-rows';

/** The users-permissions role whose users are the back office's staff (created at bootstrap). */
export const BACKOFFICE_ROLE = {
  type: 'backoffice-admin',
  name: 'Back-office staff',
  description: 'Signs in to the back office at /AdminLogin; what each may do there is its staff role.',
} as const;

export const USER_UID = 'plugin::users-permissions.user';
export const SESSION_UID = 'api::staff-session.staff-session';

/** A users-permissions user as read here, with the users-permissions role that makes them staff or not. */
export type StaffUser = Omit<StoredRow<typeof USER_UID>, 'role'> & { role: { id: number; type: string } | null };

/** One back-office session (one token), as stored. */
export type StoredSession = StoredRow<typeof SESSION_UID>;

/** The claims of a back-office token: the user, the session's token id, the audience. */
export interface BackofficeClaims {
  id: number;
  jti: string;
  aud: string;
  exp: number;
}

/** A staff member who may use the back office now. */
export type ActiveStaff = StaffUser & { staff_role: StaffRole };

/** Staff of the back office: users of its role with a staff role, not blocked. */
export const isActiveStaff = (user: StaffUser | null): user is ActiveStaff =>
  user != null && !user.blocked && user.role?.type === BACKOFFICE_ROLE.type && isStaffRole(user.staff_role);

/** The user with this id, with their users-permissions role, or null. */
export const userById = (id: number): Promise<StaffUser | null> =>
  strapi.db.query(USER_UID).findOne({ where: { id }, populate: { role: { select: ['id', 'type'] } } });

/** Milliseconds of a stored date-time (a Date, an ISO string or epoch milliseconds, by driver). */
export const timeOf = (value: StoredTimestamp): number => new Date(value).getTime();

/** What the back-office guard keeps in ctx.state for the request: who signed in, with which token and session. */
interface BackofficeSession {
  backofficeUser: ActiveStaff;
  backofficeClaims: BackofficeClaims;
  backofficeSession: StoredSession;
}

/** The back-office session of a request, if it passed the back-office guard. */
export const backofficeSessionOf = (ctx: Context): Partial<BackofficeSession> => ctx.state;

/** The signed-in staff member, token and session of a request behind the back-office guard. */
export function signedInStaff(ctx: Context): {
  user: BackofficeSession['backofficeUser'];
  claims: BackofficeClaims;
  session: StoredSession;
} {
  const { backofficeUser: user, backofficeClaims: claims, backofficeSession: session } = backofficeSessionOf(ctx);
  if (!user || !claims || !session) throw unauthorized();
  return { user, claims, session };
}
