import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'crypto';
import { promisify } from 'util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

/** Ten codes a person keeps on paper for a lost phone; each is taken once. */
export const RECOVERY_CODE_COUNT = 10;

/** Lower-case letters and digits without 0/o, 1/l/i: read off paper without doubt. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`, 10 characters of 31: about 50 bits each. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** How a code is compared: case, spaces and the hyphen do not matter. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Stored form: one salt per set, and each code's scrypt hash (a leaked table gives no usable code). */
export interface StoredRecoveryCodes {
  salt: string;
  hashes: string[];
}

/** scrypt at N=2^14: about 30 ms a check, so a guess costs the same whichever code it aims at. */
const hashOf = async (code: string, salt: string) =>
  (await scryptAsync(normalised(code), Buffer.from(salt, 'base64url'), 32, { N: 2 ** 14, r: 8, p: 1 })).toString(
    'base64url',
  );

/** A new set: the codes to show once, and what is stored. */
export async function newRecoveryCodes(): Promise<{ codes: string[]; stored: StoredRecoveryCodes }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const salt = randomBytes(16).toString('base64url');
  return { codes, stored: { salt, hashes: await Promise.all(codes.map((code) => hashOf(code, salt))) } };
}

/** The stored set less the code given, or null when the code is not one of them. */
export async function withoutRecoveryCode(
  stored: StoredRecoveryCodes,
  code: string,
): Promise<StoredRecoveryCodes | null> {
  const given = Buffer.from(await hashOf(code, stored.salt));
  const index = stored.hashes.findIndex((hash) => {
    const candidate = Buffer.from(hash);
    return candidate.length === given.length && timingSafeEqual(candidate, given);
  });
  if (index < 0) return null;
  return { salt: stored.salt, hashes: stored.hashes.filter((_, at) => at !== index) };
}
