import type { ActivityChange, ChangeKind, ChangePerson, ChangeRequest, ChangeStatus, CommandInput } from '@bank/shared';
import type { ChangeDescription } from '../content/publishes';

export type { ChangeDescription };
import { userById } from '../auth/backoffice-auth';
import { isoTimestamp } from '../content/serializers';
import { nowMs } from '../lib/clock';
import { withConnection } from '../lib/transactions';
import type { HeldFile, StoredHeldFile } from './held-files';

export const CHANGE_REQUEST = 'api::change-request.change-request';

/**
 * A change request's status as stored: the shared statuses, and 'applying', which an earlier version
 * of the server committed while it applied a change, and could leave behind if its process ended
 * then (the start-up sweep, scheduled.ts, puts such a change back). This one claims and applies a change in
 * one transaction (decisions.ts), so its rows are never seen 'applying'.
 */
export type StoredStatus = ChangeStatus | 'applying';

export interface StoredChange extends ChangeDescription {
  id: number;
  status: StoredStatus;
  method: string;
  url: string;
  body: unknown;
  /** The command held, with the version that kept it and its input (files named); null for a request kept by an earlier version. */
  command: { name: string; version: number; input: CommandInput } | null;
  maker_id: number;
  made_at: string;
  approver_id: number | null;
  decided_at: string | null;
  publish_at: string | null;
  applied_at: string | null;
  reason: string | null;
  revision: number;
}

const LISTED_COLUMNS = [
  'id',
  'status',
  'kind',
  'resource',
  'record_uid',
  'record_id',
  'record_label',
  'record_updated_at',
  'method',
  'url',
  'body',
  'command',
  'command_version',
  'input',
  'changes',
  'maker_id',
  'made_at',
  'approver_id',
  'decided_at',
  'publish_at',
  'applied_at',
  'reason',
  'revision',
];

const tableOf = () => strapi.db.metadata.get(CHANGE_REQUEST).tableName;
const changeTable = () => strapi.db.connection(tableOf());

const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
// A stored date-time: a Date, an ISO string or epoch milliseconds, by driver.
const instant = (value: unknown): string | null => (value == null ? null : isoTimestamp(value as string));

/** A row of the table, read through knex: each column of the type its schema gives. */
function storedOf(row: Record<string, unknown>): StoredChange {
  return {
    id: Number(row.id),
    status: row.status as StoredStatus,
    kind: row.kind as ChangeKind,
    resource: String(row.resource),
    record_uid: (row.record_uid as string) ?? null,
    record_id: row.record_id == null ? null : Number(row.record_id),
    record_label: (row.record_label as string) ?? '',
    record_updated_at: (row.record_updated_at as string) ?? null,
    method: String(row.method),
    url: String(row.url),
    body: json(row.body) ?? null,
    command: row.command
      ? { name: String(row.command), version: Number(row.command_version), input: json(row.input) as CommandInput }
      : null,
    changes: (json(row.changes) as ActivityChange[]) ?? [],
    maker_id: Number(row.maker_id),
    made_at: instant(row.made_at)!,
    approver_id: row.approver_id == null ? null : Number(row.approver_id),
    decided_at: instant(row.decided_at),
    publish_at: instant(row.publish_at),
    applied_at: instant(row.applied_at),
    reason: (row.reason as string) ?? null,
    revision: row.revision == null ? 1 : Number(row.revision),
  };
}

/** Inserts a held command, pending, and answers its id. */
export async function insertChange(
  description: ChangeDescription,
  request: {
    method: string;
    url: string;
    command: { name: string; version: number; input: CommandInput };
    files: HeldFile[];
    makerId: number;
  },
): Promise<number> {
  const now = new Date(nowMs());
  const inserted: ({ id: number } | number)[] = await changeTable()
    .insert({
      status: 'pending',
      ...description,
      record_label: description.record_label.slice(0, 254),
      changes: JSON.stringify(description.changes),
      method: request.method,
      url: request.url,
      // An earlier version kept the request's body here; this one keeps the command.
      body: JSON.stringify(null),
      command: request.command.name,
      command_version: request.command.version,
      input: JSON.stringify(request.command.input),
      held_files: JSON.stringify(request.files),
      maker_id: request.makerId,
      made_at: now,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id');
  return Number(typeof inserted[0] === 'object' ? inserted[0].id : inserted[0]);
}

/** The language a change is to: a translation's (its command's target, or an earlier version's address), else English. */
const localeOfChange = (change: Pick<StoredChange, 'command' | 'url'>): string => {
  const target = change.command?.input.target.locale;
  return typeof target === 'string' ? target : (/\/translations\/(mr|hi)(?:\?|$)/.exec(change.url)?.[1] ?? 'en');
};

/**
 * The change still waiting (for approval, or for its time) to the record and language a new change
 * described as `description` is to, or null: none for a new record. A whole-site object without a
 * row of its own (the hidden-pages list, an import, the approval setting) is one record.
 */
export async function waitingChangeFor(description: ChangeDescription, locale: string): Promise<StoredChange | null> {
  if (description.record_id === null && description.kind === 'create') return null;
  const rows = await changeTable()
    .select(LISTED_COLUMNS)
    .whereIn('status', ['pending', 'scheduled'])
    .where({ resource: description.resource })
    .where((same) =>
      description.record_id === null
        ? same.whereNull('record_id').whereNot({ kind: 'create' })
        : same.where({ record_id: description.record_id }),
    )
    .orderBy('id');
  return rows.map(storedOf).find((change) => localeOfChange(change) === locale) ?? null;
}

export async function readChange(id: number): Promise<StoredChange | null> {
  const row = await withConnection((knex) => knex(tableOf()).select(LISTED_COLUMNS).where({ id }).first());
  return row ? storedOf(row) : null;
}

/** The files a change holds, as its row names them (an earlier version's row: their bytes in it). */
export async function heldFilesOf(id: number): Promise<StoredHeldFile[]> {
  const row = await withConnection((knex) => knex(tableOf()).select('held_files').where({ id }).first());
  return row?.held_files ? (JSON.parse(row.held_files) as StoredHeldFile[]) : [];
}

const DECIDED: readonly StoredStatus[] = ['approved', 'returned', 'withdrawn', 'failed'];

/**
 * The changes decided (applied, for an approved one) before `since` that still name held files: each
 * row's list is emptied, conditional on it (of two processes, one takes it), and its files handed to
 * `remove`. Answers how many files went.
 */
export async function releaseHeldFilesDecidedBefore(
  since: Date,
  remove: (files: StoredHeldFile[]) => Promise<void>,
): Promise<number> {
  const rows: { id: number; held_files: string }[] = await changeTable()
    .select('id', 'held_files')
    .whereIn('status', DECIDED)
    .whereNotNull('held_files')
    .whereNot('held_files', '[]')
    .where((decided) =>
      decided
        .where('applied_at', '<', since)
        .orWhere((unapplied) => unapplied.whereNull('applied_at').where('decided_at', '<', since)),
    );
  let released = 0;
  for (const row of rows) {
    const taken = await changeTable().where({ id: row.id, held_files: row.held_files }).update({ held_files: '[]' });
    if (Number(taken) !== 1) continue;
    const files = JSON.parse(row.held_files) as StoredHeldFile[];
    await remove(files);
    released += files.length;
  }
  return released;
}

/**
 * Moves a change from one status to another only if it still has the first: answers whether this
 * call made the move (of several processes or approvers at once, exactly one does). Inside an open
 * transaction, in it: the row stays taken (PostgreSQL's row lock, SQLite's one writer) until it ends,
 * so another process's move waits, then finds the status the commit left.
 */
export async function moveChange(
  id: number,
  from: StoredStatus,
  data: Partial<Record<string, unknown>> & { status: StoredStatus },
): Promise<boolean> {
  const moved = await withConnection((knex) =>
    knex(tableOf())
      .where({ id, status: from })
      .update({ ...data, updated_at: new Date() }),
  );
  return Number(moved) === 1;
}

/** The changes an earlier version of the server left 'applying' (StoredStatus), for the start-up sweep. */
export async function changesLeftApplying(): Promise<StoredChange[]> {
  const rows = await changeTable().select(LISTED_COLUMNS).where({ status: 'applying' });
  return rows.map(storedOf);
}

/**
 * How many decided changes a list answers, newest first: the waiting ones (pending, scheduled) are
 * always few and all listed; years of approved ones are not, and the activity log keeps every one.
 */
const DECIDED_CHANGES_LISTED = 100;

export async function listChanges(status?: string): Promise<StoredChange[]> {
  const query = changeTable().select(LISTED_COLUMNS);
  if (status) query.where({ status });
  if (status !== 'pending' && status !== 'scheduled') query.limit(DECIDED_CHANGES_LISTED);
  const rows = await query.orderBy([
    { column: 'made_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  return rows.map(storedOf);
}

export async function countPending(): Promise<number> {
  const [{ total }] = await changeTable().where({ status: 'pending' }).count({ total: '*' });
  return Number(total);
}

/** Of the changes waiting now, how many `accountId` made, how many others made, and how many are scheduled. */
export async function countWaitingFor(
  accountId: number,
): Promise<{ yours: number; others: number; scheduled: number }> {
  const rows = (await changeTable()
    .select('status')
    .select(strapi.db.connection.raw('CASE WHEN maker_id = ? THEN 1 ELSE 0 END AS mine', [accountId]))
    .count({ total: '*' })
    .whereIn('status', ['pending', 'scheduled'])
    .groupBy('status', 'mine')) as { status: string; mine: number | string; total: number | string }[];
  const count = (test: (row: (typeof rows)[number]) => boolean) =>
    rows.filter(test).reduce((sum, row) => sum + Number(row.total), 0);
  return {
    yours: count((row) => row.status === 'pending' && Number(row.mine) === 1),
    others: count((row) => row.status === 'pending' && Number(row.mine) === 0),
    scheduled: count((row) => row.status === 'scheduled'),
  };
}

/** The changes due since `since` (at their time, or when approved) that could not be applied, which `accountId` made or approved. */
export async function countFailedOf(accountId: number, since: Date): Promise<number> {
  const [{ total }] = await changeTable()
    .where({ status: 'failed' })
    .where((recent) =>
      recent
        .where('publish_at', '>=', since)
        .orWhere((atOnce) => atOnce.whereNull('publish_at').where('decided_at', '>=', since)),
    )
    .where((mine) => mine.where({ maker_id: accountId }).orWhere({ approver_id: accountId }))
    .count({ total: '*' });
  return Number(total);
}

/** The scheduled changes (few at any time), for the timer. */
export async function scheduledChanges(): Promise<{ id: number; publish_at: number }[]> {
  const rows = await changeTable().select('id', 'publish_at').where({ status: 'scheduled' });
  return rows.map((row) => ({ id: Number(row.id), publish_at: Date.parse(instant(row.publish_at)!) }));
}

async function personOf(id: number | null, known: Map<number, ChangePerson | null>): Promise<ChangePerson | null> {
  if (id === null) return null;
  if (!known.has(id)) {
    const user = await userById(id);
    known.set(id, user ? { id: user.id, name: user.name ?? '', email: user.email } : { id, name: '', email: '' });
  }
  return known.get(id)!;
}

/** Change requests as the API answers them, people named. */
export async function changeRequestsOf(changes: StoredChange[]): Promise<ChangeRequest[]> {
  const people = new Map<number, ChangePerson | null>();
  const answers: ChangeRequest[] = [];
  for (const change of changes) {
    const path = change.url.split('?')[0];
    answers.push({
      id: change.id,
      // 'applying' (an earlier server's, until the start-up sweep): shown as what it was.
      status: change.status === 'applying' ? (change.publish_at ? 'scheduled' : 'pending') : change.status,
      kind: change.kind,
      resource: change.resource,
      record_id: change.kind === 'setting' ? null : change.record_id,
      record_label: change.record_label,
      request: `${change.method} ${path}`,
      changes: change.changes,
      maker: (await personOf(change.maker_id, people))!,
      made_at: change.made_at,
      approver: await personOf(change.approver_id, people),
      decided_at: change.decided_at,
      publish_at: change.publish_at,
      applied_at: change.applied_at,
      reason: change.reason,
      locale: localeOfChange(change),
      revision: change.revision,
      values: change.command?.input.values ?? null,
    });
  }
  return answers;
}

export const changeRequestOf = async (change: StoredChange): Promise<ChangeRequest> =>
  (await changeRequestsOf([change]))[0]!;
