import { randomBytes, randomInt } from 'crypto';
import { REFERENCE_ALPHABET, REFERENCE_RANDOM_LENGTH, yearlyReference, type ReferencePrefix } from '@bank/shared';
import type { Knex } from 'knex';
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
  const table = strapi.db.metadata.get(uid).tableName;
  await strapi.db.connection.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [
    `${table}_reference_unique`,
    table,
    'reference',
  ]);
  await strapi.db.connection.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [
    `${table}_year_sequence_unique`,
    table,
    'year',
    'sequence',
  ]);
  await strapi.db.connection.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [
    `${counterTable()}_counter_unique`,
    counterTable(),
    'counter',
  ]);
}

const REFERENCE_COUNTERS = 'api::reference-counter.reference-counter';
const counterTable = () => strapi.db.metadata.get(REFERENCE_COUNTERS).tableName;

/**
 * The next number of `prefix` in `year`, in one statement that every process may run at once: the
 * counter's row is made on first use from the largest number `uid` holds for the year (the numbers
 * given before there was a counter), then counted up under the row's lock, held until `trx` ends.
 * Reading the largest number and adding one was not enough: 500 enquiries sent at once on PostgreSQL
 * kept reaching for the same numbers until most gave up.
 */
async function nextNumber(trx: Knex.Transaction, uid: string, prefix: ReferencePrefix, year: number): Promise<number> {
  const table = strapi.db.metadata.get(uid).tableName;
  const counters = counterTable();
  const now = new Date();
  // SQLite reads `WHERE … ON CONFLICT` right only with the SELECT's WHERE, which this one has.
  const answer = await trx.raw(
    `INSERT INTO ?? (counter, last_number, document_id, created_at, updated_at)
     SELECT ?, COALESCE(MAX(sequence), 0) + 1, ?, ?, ? FROM ?? WHERE year = ?
     ON CONFLICT (counter) DO UPDATE SET last_number = ??.last_number + 1 RETURNING last_number`,
    [counters, `${prefix}-${year}`, randomBytes(12).toString('hex'), now, now, table, year, counters],
  );
  const rows = Array.isArray(answer) ? answer : answer.rows;
  return Number(rows[0].last_number);
}

/** The random part of a new reference: each character drawn from the shared alphabet by crypto.randomInt. */
const referenceRandomPart = () =>
  Array.from({ length: REFERENCE_RANDOM_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join(
    '',
  );

const isConflict = (error: unknown) => {
  // A database error: an Error, with the driver's code when it has one.
  const text = `${(error as { code?: string })?.code ?? ''} ${(error as Error)?.message ?? ''}`;
  // Strapi's own check of `unique` (it saw the other's row), PostgreSQL's unique_violation, SQLite's
  // UNIQUE constraint, and SQLite's lock held by the other process.
  return /must be unique|23505|SQLITE_CONSTRAINT|UNIQUE constraint|SQLITE_BUSY|database is locked/i.test(text);
};

/**
 * Creates a record of `uid` numbered {prefix}-{year}-{n}-{random}: the next number of the calendar
 * year in India at `at` (the year's counter) and four random characters. The unique indexes stay the
 * last guard; a create refused by one, or by SQLite's lock held by another process, is tried again.
 * `create` writes the record with the fields it is given and answers the created row.
 */
export async function createWithYearlyReference<Row>(
  uid: string,
  prefix: ReferencePrefix,
  at: number,
  create: (numbered: { reference: string; year: number; sequence: number }) => Promise<Row>,
): Promise<Row> {
  const year = Number(bankDateOf(at).slice(0, 4));
  for (let attempt = 1; ; attempt += 1) {
    try {
      // The number and the record in one transaction: a record refused gives its number back.
      return await strapi.db.transaction(async ({ trx }) => {
        const sequence = await nextNumber(trx, uid, prefix, year);
        return create({ reference: yearlyReference(prefix, year, sequence, referenceRandomPart()), year, sequence });
      });
    } catch (error) {
      if (!isConflict(error) || attempt >= ALLOCATION_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
