/**
 * What the bank gives a member to quote: {prefix}-{year}-{six digits}-{four random}, numbered from 1
 * each calendar year in India, with a random part so that nobody can walk the numbers
 * (GRV-2026-000123-7KQ4 for a complaint, ENQ-2026-000123-7KQ4 for an enquiry).
 */

/**
 * The letters and digits of a reference's random part: none a member could mistake for another
 * when reading it out or copying it by hand (no 0/O, 1/I/L, U/V).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const REFERENCE_RANDOM_LENGTH = 4;

/** The random part, as a pattern's piece. */
export const REFERENCE_RANDOM_PART = `[${REFERENCE_ALPHABET}]{${REFERENCE_RANDOM_LENGTH}}`;

/** A reference's prefix: what it is the reference of. */
export type ReferencePrefix = 'GRV' | 'ENQ';

/** A reference as issued today. */
export const referencePattern = (prefix: ReferencePrefix) =>
  new RegExp(`^${prefix}-\\d{4}-\\d{6}-${REFERENCE_RANDOM_PART}$`);

/** A reference; `random` is REFERENCE_RANDOM_LENGTH characters of the alphabet, drawn by the server. */
export const yearlyReference = (prefix: ReferencePrefix, year: number, sequence: number, random: string) =>
  `${prefix}-${year}-${String(sequence).padStart(6, '0')}-${random}`;
