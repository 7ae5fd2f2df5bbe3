import { randomInt } from 'crypto';
import { REFERENCE_ALPHABET, REFERENCE_RANDOM_LENGTH, yearlyReference, type ReferencePrefix } from '@bank/shared';
import { bankDateOf } from './clock';

const ALLOCATION_ATTEMPTS = 25;

/**
 * A reference, and a number within its year, must each be unique across every process on the
 * database: the database keeps them so with unique indexes, made at start (Strapi's `unique` is
 * checked by a query, which two processes can pass at once). The number needs its own index since
 * the random part makes two references of one number differ. Rows without a reference (NULL) are
 * never in conflict, in SQLite and PostgreSQL alike.
 */
export async function ensureYearlyReferenceIndexes(uid: string): Promise<void> {
  const table = strapi.db.metadata.get(uid as never).tableName;
  await strapi.db.connection.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [`${table}_reference_unique`, table, 'reference']);
  await strapi.db.connection.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [`${table}_year_sequence_unique`, table, 'year', 'sequence']);
}

/** The random part of a new reference: each character drawn from the shared alphabet by crypto.randomInt. */
const referenceRandomPart = () => Array.from({ length: REFERENCE_RANDOM_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

const isConflict = (error: unknown) => {
  const text = `${(error as { code?: string })?.code ?? ''} ${(error as Error)?.message ?? ''}`;
  // Strapi's own check of `unique` (it saw the other's row), PostgreSQL's unique_violation, SQLite's
  // UNIQUE constraint, and SQLite's lock held by the other process.
  return /must be unique|23505|SQLITE_CONSTRAINT|UNIQUE constraint|SQLITE_BUSY|database is locked/i.test(text);
};

/**
 * Creates a record of `uid` numbered {prefix}-{year}-{n}-{random}: the next number of the calendar
 * year in India at `at`, read as the largest so far plus one, and four random characters. Two
 * created at once may reach for the same number; the unique index refuses the second, which takes
 * the next. `create` writes the record with the fields it is given and answers the created row.
 */
export async function createWithYearlyReference<Row>(
  uid: string,
  prefix: ReferencePrefix,
  at: number,
  create: (numbered: { reference: string; year: number; sequence: number }) => Promise<Row>,
): Promise<Row> {
  const year = Number(bankDateOf(at).slice(0, 4));
  for (let attempt = 1; ; attempt += 1) {
    const [last] = await strapi.db.query(uid as never).findMany({ select: ['sequence'], where: { year }, orderBy: { sequence: 'desc' }, limit: 1 });
    const sequence = (last ? Number(last.sequence) : 0) + 1;
    try {
      return await create({ reference: yearlyReference(prefix, year, sequence, referenceRandomPart()), year, sequence });
    } catch (error) {
      if (!isConflict(error) || attempt >= ALLOCATION_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
