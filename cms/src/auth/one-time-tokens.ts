import { createHash, randomBytes } from 'crypto';

/**
 * One-time tokens given out once (a set-password link, a sign-in challenge): 256 random bits for the
 * person, and only their SHA-256 in the database, so a copy of it opens nothing.
 */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: oneTimeTokenHash(token) };
}

/** What the database keeps of a token, and looks it up by. */
export const oneTimeTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
