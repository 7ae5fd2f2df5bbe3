import type { Context } from 'koa';
import { randomUUID } from 'crypto';
import { LOGIN_MESSAGES } from '@bank/shared';
import { unauthorized } from '../lib/errors';
import type { StoredRow } from '../lib/stored-rows';

/** The users-permissions role whose users may use the back office (created at bootstrap). */
export const BACKOFFICE_ROLE = {
  type: 'backoffice-admin',
  name: 'Back-office administrator',
  description: 'Signs in to the back office at /AdminLogin and edits the public site.',
} as const;

/** Back-office tokens name their audience, so no other users-permissions token passes for one. */
const AUDIENCE = 'backoffice';
const USER_UID = 'plugin::users-permissions.user';
const REVOKED_UID = 'api::revoked-token.revoked-token';

/** Compared against when the e-mail is unknown, so a miss costs the same time as a wrong password. */
const UNKNOWN_USER_HASH = '$2a$10$oI8k5krlGH8YantDQ9fg9.FEHDY.qKG./L7wdJS7CPYZrInSyypmm';

interface BackofficeClaims {
  id: number;
  jti: string;
  aud: string;
  exp: number;
}

/** A users-permissions user as read here, with the role that makes them a back-office administrator or not. */
type BackofficeUser = Omit<StoredRow<typeof USER_UID>, 'role'> & { role: { type: string } | null };

/** What require-backoffice-admin keeps in ctx.state for the request: who signed in, with which token. */
interface BackofficeSession {
  backofficeUser: BackofficeUser;
  backofficeClaims: BackofficeClaims;
}

/** The back-office session of a request, if it passed require-backoffice-admin. */
export const backofficeSessionOf = (ctx: Context): Partial<BackofficeSession> => ctx.state;

/** The administrator and token of a request behind require-backoffice-admin (every /api/admin route but login). */
export function signedInAdministrator(ctx: Context): { user: BackofficeUser; claims: BackofficeClaims } {
  const { backofficeUser: user, backofficeClaims: claims } = backofficeSessionOf(ctx);
  if (!user || !claims) throw unauthorized();
  return { user, claims };
}

/** No back-office token outlives this, whatever the settings say. */
export const MAX_TOKEN_LIFETIME_S = 30 * 24 * 3600;

/** Seconds a token lives: a working session, or longer when 'Remember Me' was ticked; 30 days at most. */
export function tokenLifetimeSeconds(remember: boolean): number {
  const fallback = remember ? 7 * 24 * 3600 : 2 * 3600;
  const configured = Number(
    remember ? process.env.BACKOFFICE_REMEMBER_TTL_SECONDS : process.env.BACKOFFICE_TOKEN_TTL_SECONDS,
  );
  return Math.min(Number.isFinite(configured) && configured > 0 ? configured : fallback, MAX_TOKEN_LIFETIME_S);
}

const jwt = () => strapi.plugin('users-permissions').service('jwt');
const users = () => strapi.db.query(USER_UID);

const isBackofficeUser = (user: BackofficeUser | null): user is BackofficeUser =>
  user != null && !user.blocked && user.role?.type === BACKOFFICE_ROLE.type;

/**
 * Checks e-mail and password of a back-office administrator and issues a token.
 * Any failure (unknown e-mail, wrong password, blocked, other role) is the same 401.
 */
export async function signIn(email: string, password: string, remember: boolean) {
  const user = await users().findOne({ where: { email: { $eqi: email } }, populate: ['role'] });
  const passwordMatches = await strapi
    .plugin('users-permissions')
    .service('user')
    .validatePassword(password, user?.password || UNKNOWN_USER_HASH);
  if (!passwordMatches || !isBackofficeUser(user)) throw unauthorized(LOGIN_MESSAGES.badCredentials);

  const expiresIn = tokenLifetimeSeconds(remember);
  const accessToken: string = await jwt().issue({ id: user.id, jti: randomUUID(), aud: AUDIENCE }, { expiresIn });
  return { access_token: accessToken, token_type: 'Bearer' as const, expires_in: expiresIn };
}

/** The bearer token of a request, or null. */
function bearerToken(ctx: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization') ?? '');
  return match ? match[1] : null;
}

/**
 * The administrator behind a request's bearer token. Refuses (401) a missing, forged, expired or
 * revoked token, a token of another audience, and a user who is gone, blocked or not an administrator.
 */
export async function authenticate(ctx: Context): Promise<{ user: BackofficeUser; claims: BackofficeClaims }> {
  const token = bearerToken(ctx);
  if (!token) throw unauthorized();
  let claims: BackofficeClaims;
  try {
    claims = await jwt().verify(token);
  } catch {
    throw unauthorized();
  }
  if (claims?.aud !== AUDIENCE || typeof claims.jti !== 'string' || !claims.id) throw unauthorized();

  const [revoked, user] = await Promise.all([
    strapi.db.query(REVOKED_UID).findOne({ where: { jti: claims.jti }, select: ['id'] }),
    users().findOne({ where: { id: claims.id }, populate: ['role'] }),
  ]);
  if (revoked || !isBackofficeUser(user)) throw unauthorized();
  return { user, claims };
}

/**
 * Revokes a token at once, in the database, so every server process refuses it from now on.
 * Rows of tokens that have expired anyway are cleared on the way.
 */
export async function revoke(claims: BackofficeClaims): Promise<void> {
  const revokedTokens = strapi.db.query(REVOKED_UID);
  await revokedTokens.deleteMany({ where: { expires_at: { $lt: new Date() } } });
  try {
    await strapi.documents(REVOKED_UID).create({ data: { jti: claims.jti, expires_at: new Date(claims.exp * 1000) } });
  } catch (error) {
    // A concurrent sign-out of the same token already revoked it.
    if (!(await revokedTokens.findOne({ where: { jti: claims.jti }, select: ['id'] }))) throw error;
  }
}
