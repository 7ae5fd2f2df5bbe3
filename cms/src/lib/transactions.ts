import { AsyncLocalStorage } from 'async_hooks';
import type { Knex } from 'knex';

/** What a transaction leaves for its end: work for after the commit, and undoing for a rollback. */
interface Outcome {
  committed: (() => Promise<void>)[];
  rolledBack: (() => Promise<void>)[];
}

const outcomes = new AsyncLocalStorage<Outcome>();

/** Runs each in turn; one that fails is logged and the others still run (the transaction has ended). */
async function settle(work: readonly (() => Promise<void>)[], what: string): Promise<void> {
  for (const next of work) {
    try {
      await next();
    } catch (error) {
      strapi.log.error(`${what} failed: ${(error as Error).message}`);
    }
  }
}

/**
 * Runs `work` whole or not at all: in one database transaction (Strapi's, which the query engine,
 * the Document Service and `withConnection` join through async context), then what it left for
 * after the commit (`afterCommit`: the public cache's drop, which waits for other processes, so never
 * inside the transaction, which would hold SQLite's one writer meanwhile), awaited before this
 * answers. If `work` throws, the transaction rolls back, what it left to undo runs (`ifRolledBack`:
 * files it wrote), and the error is rethrown. Inside an open transaction, `work` joins it.
 */
export async function inOneTransaction<T>(work: () => Promise<T>): Promise<T> {
  if (strapi.db.inTransaction()) return work();
  const outcome: Outcome = { committed: [], rolledBack: [] };
  let result: T;
  try {
    result = await outcomes.run(outcome, () => strapi.db.transaction(() => work()));
  } catch (error) {
    await settle(outcome.rolledBack, 'Undoing a rolled-back write');
    throw error;
  }
  await settle(outcome.committed, 'Work after a commit');
  return result;
}

/**
 * Runs `work` once what has been written is committed: now when no transaction is open; else after
 * the commit (awaited by `inOneTransaction`; in another transaction of Strapi's, not awaited); never
 * if it rolls back.
 */
export async function afterCommit(work: () => Promise<void>): Promise<void> {
  if (!strapi.db.inTransaction()) return work();
  const outcome = outcomes.getStore();
  if (outcome) {
    outcome.committed.push(work);
    return;
  }
  await strapi.db.transaction(({ onCommit }) => onCommit(() => void settle([work], 'Work after a commit')));
}

/** Runs `undo` if the open transaction rolls back (files written beside it); nothing when none is open. */
export async function ifRolledBack(undo: () => Promise<void>): Promise<void> {
  if (!strapi.db.inTransaction()) return;
  const outcome = outcomes.getStore();
  if (outcome) {
    outcome.rolledBack.push(undo);
    return;
  }
  await strapi.db.transaction(({ onRollback }) => onRollback(() => void settle([undo], 'Undoing a rolled-back write')));
}

/**
 * Raw knex that joins the open transaction (else the database's connection). On SQLite the process
 * has one connection, which an open transaction holds: a query on `strapi.db.connection` inside one
 * would wait for it until knex gives up (a minute).
 */
export async function withConnection<T>(query: (knex: Knex) => Promise<T> | Knex.QueryBuilder): Promise<T> {
  if (!strapi.db.inTransaction()) return query(strapi.db.connection) as Promise<T>;
  return strapi.db.transaction(({ trx }) => query(trx) as Promise<T>);
}
