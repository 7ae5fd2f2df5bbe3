import { createHash } from 'crypto';
import { USER_UID } from './backoffice-auth';

/**
 * users-permissions hashes passwords with bcrypt, which reads only a password's first 72 bytes: 24
 * Devanagari letters, after which anything typed was ignored. A longer password is given to bcrypt
 * as the SHA-256 of all of it (51 characters), so every character counts; a shorter one as it is,
 * so the hashes stored before stay good.
 */
const BCRYPT_BYTES = 72;

const bcryptInput = (password: string): string =>
  Buffer.byteLength(password) > BCRYPT_BYTES
    ? `sha256:${createHash('sha256').update(password, 'utf8').digest('base64')}`
    : password;

const users = () => strapi.plugin('users-permissions').service('user');

/** The stored hash of a new password. */
export async function hashedPassword(password: string): Promise<string> {
  return (await users().ensureHashedPasswords({ password: bcryptInput(password) })).password;
}

/**
 * Whether `password` is the one `hash` was made from. A long password stored before this rule
 * (bcrypt kept its first 72 bytes) still matches when typed whole, and is then stored anew by the
 * whole of it, once.
 */
export async function passwordMatches(
  user: { id: number; password?: string | null } | null,
  password: string,
  unknownHash: string,
): Promise<boolean> {
  const hash = user?.password || unknownHash;
  if (await users().validatePassword(bcryptInput(password), hash)) return true;
  if (!user || bcryptInput(password) === password || !(await users().validatePassword(password, hash))) return false;
  await strapi.db
    .query(USER_UID)
    .update({ where: { id: user.id, password: hash }, data: { password: await hashedPassword(password) } });
  return true;
}

/** How many of an account's passwords a new one must differ from: the current one and the four before it. */
const PASSWORDS_REMEMBERED = 5;

/** The stored hashes a new password must not match, newest first: the current one, then its history. */
const recentHashes = (user: { password?: string | null; password_history?: unknown }): string[] =>
  [user.password, ...(Array.isArray(user.password_history) ? user.password_history : [])]
    .filter((hash): hash is string => typeof hash === 'string' && hash !== '')
    .slice(0, PASSWORDS_REMEMBERED);

/** Whether `password` is one of the account's last five (the current one included). */
export async function usedLately(
  user: { password?: string | null; password_history?: unknown },
  password: string,
): Promise<boolean> {
  for (const hash of recentHashes(user)) {
    if (await users().validatePassword(bcryptInput(password), hash)) return true;
  }
  return false;
}

/** The history to store with a new password: the one it replaces first, four kept in all. */
export const historyAfter = (user: { password?: string | null; password_history?: unknown }): string[] =>
  recentHashes(user).slice(0, PASSWORDS_REMEMBERED - 1);
