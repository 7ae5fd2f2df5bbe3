import type { Knex } from 'knex';
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityChange,
  type ActivityEntry,
  type ActivityFilterOptions,
  type ActivityPage,
} from '@bank/shared';
import { addDays, nowMs, startOfBankDay } from '../lib/clock';
import { withConnection } from '../lib/transactions';
import { isoTimestamp } from '../content/serializers';
import { currentActor, SYSTEM, type Actor } from './actor';
import { hasListRestore } from './list-restores';
import { restoreAbilityOf } from './restorable';

export const ACTIVITY = 'api::activity-entry.activity-entry';

export interface NewEntry {
  action: ActivityAction;
  resource?: string | null;
  record_id?: number | null;
  record_label?: string | null;
  changes?: ActivityChange[];
  /** Default: who the request is from (`currentActor`), or the server itself. */
  actor?: Actor;
  /** A Strapi-panel edit made while changes need approval. */
  unapproved_panel_edit?: boolean;
  /** The locale of a translation's change (the record's English id in `record_id`). */
  translation?: string | null;
}

const tableOf = () => strapi.db.metadata.get(ACTIVITY).tableName;

/**
 * Appends an entry and answers its id. Inside `trx` when given (a change written with knex's own
 * transaction), else in the transaction open around the change (Strapi's, through async context), so
 * that a change and its entry are committed together or not at all.
 */
export async function writeEntry(entry: NewEntry, trx?: Knex.Transaction): Promise<number> {
  const who = entry.actor ?? currentActor() ?? SYSTEM;
  const row = {
    at: new Date(nowMs()),
    actor: who.actor.slice(0, 254),
    actor_kind: who.actor_kind,
    ip: who.ip,
    action: entry.action,
    resource: entry.resource ?? null,
    record_id: entry.record_id ?? null,
    record_label: entry.record_label?.slice(0, 254) ?? null,
    changes: JSON.stringify(entry.changes ?? []),
    approved_by: who.approved_by?.slice(0, 254) ?? null,
    made_at: who.made_at ? new Date(who.made_at) : null,
    approved_at: who.approved_at ? new Date(who.approved_at) : null,
    unapproved_panel_edit: entry.unapproved_panel_edit === true,
    translation: entry.translation ?? null,
    created_at: new Date(),
    updated_at: new Date(),
  };
  const inserted: ({ id: number } | number)[] = trx
    ? await trx(tableOf()).insert(row).returning('id')
    : await strapi.db.transaction(({ trx: current }) => current(tableOf()).insert(row).returning('id'));
  return Number(typeof inserted[0] === 'object' ? inserted[0].id : inserted[0]);
}

const RESTORABLE: ReadonlySet<string> = new Set(['update', 'delete']);

/** Entries that replaced a whole list (no record id): restorable when that list's owner keeps what they replaced. */
// A row of the log's table: resource is a text column.
const isListRestorable = (row: Record<string, unknown>) =>
  (row.action === 'import' || row.action === 'restore') &&
  row.record_id == null &&
  hasListRestore(row.resource as string | null);

function entryOf(row: Record<string, unknown>): ActivityEntry {
  const changes = typeof row.changes === 'string' ? JSON.parse(row.changes) : (row.changes ?? []);
  return {
    id: Number(row.id),
    // Columns of the log's table, read straight through knex: each of the type its schema gives.
    at: isoTimestamp(row.at as string),
    actor: String(row.actor),
    actor_kind: row.actor_kind as ActivityEntry['actor_kind'],
    ip: (row.ip as string) ?? null,
    action: row.action as ActivityAction,
    resource: (row.resource as string) ?? null,
    record_id: row.record_id == null ? null : Number(row.record_id),
    record_label: (row.record_label as string) ?? null,
    changes,
    restorable:
      (RESTORABLE.has(String(row.action)) &&
        restoreAbilityOf((row.resource as string | null) ?? null) !== undefined &&
        row.record_id != null &&
        !row.translation) ||
      isListRestorable(row),
    approved_by: (row.approved_by as string) ?? null,
    made_at: row.made_at == null ? null : isoTimestamp(row.made_at as string),
    approved_at: row.approved_at == null ? null : isoTimestamp(row.approved_at as string),
    // SQLite answers a boolean column as 0 or 1.
    unapproved_panel_edit: Boolean(row.unapproved_panel_edit),
    translation: (row.translation as string) ?? null,
  };
}

export interface EntryQuery {
  actor?: string;
  resource?: string;
  action?: string;
  from?: string;
  to?: string;
  /** Words in the person, the record or the resource (any case). */
  q?: string;
  /** One record's entries: its id (with `resource`, that record's). */
  record?: number;
  page?: number;
  page_size?: number;
}

/** A LIKE pattern of `text` anywhere, its own % and _ taken as themselves (escaped with \). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The log's entries a query names, among those `hiddenResources` leaves (a knex builder to read or count). */
function matching(query: EntryQuery, hiddenResources: readonly string[]) {
  const builder = visibleEntries(hiddenResources);
  if (query.actor) builder.where('actor', query.actor);
  if (query.resource) builder.where('resource', query.resource);
  if (query.action) builder.where('action', query.action);
  if (query.from) builder.where('at', '>=', new Date(startOfBankDay(query.from)));
  if (query.to) builder.where('at', '<', new Date(startOfBankDay(addDays(query.to, 1))));
  if (query.record) builder.where('record_id', query.record);
  const words = query.q?.trim();
  if (words) {
    const pattern = containing(words);
    builder.where((search) =>
      search
        .whereRaw("lower(actor) like ? escape '\\'", [pattern])
        .orWhereRaw("lower(record_label) like ? escape '\\'", [pattern])
        .orWhereRaw("lower(resource) like ? escape '\\'", [pattern]),
    );
  }
  return builder;
}

const ENTRY_COLUMNS = [
  'id',
  'at',
  'actor',
  'actor_kind',
  'ip',
  'action',
  'resource',
  'record_id',
  'record_label',
  'changes',
  'approved_by',
  'made_at',
  'approved_at',
  'unapproved_panel_edit',
  'translation',
];

const NEWEST_FIRST = [
  { column: 'at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];

/**
 * Every entry a query names, newest first, for an export: at most `limit`, and how many match (an
 * export of more is refused by its caller, never cut short silently).
 */
export async function readAllEntries(
  query: EntryQuery,
  hiddenResources: readonly string[],
  limit: number,
): Promise<{ entries: ActivityEntry[]; total: number }> {
  const [[{ total }], rows] = await Promise.all([
    matching(query, hiddenResources).count({ total: '*' }),
    matching(query, hiddenResources).select(ENTRY_COLUMNS).orderBy(NEWEST_FIRST).limit(limit),
  ]);
  return { entries: rows.map(entryOf), total: Number(total) };
}

/** Entries newest first, filtered, a page at a time (`page_size`, else ACTIVITY_PAGE_SIZE), with the total matching. */
export async function readEntries(query: EntryQuery, hiddenResources: readonly string[] = []): Promise<ActivityPage> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? ACTIVITY_PAGE_SIZE;
  const filtered = () => matching(query, hiddenResources);
  const [[{ total }], rows] = await Promise.all([
    filtered().count({ total: '*' }),
    filtered()
      .select(ENTRY_COLUMNS)
      .orderBy(NEWEST_FIRST)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { results: rows.map(entryOf), total: Number(total), page, page_size: pageSize };
}

export async function readEntry(id: number): Promise<ActivityEntry | undefined> {
  // In the transaction of a restore held for approval, when it is applied there.
  const row = await withConnection((knex) => knex(tableOf()).where({ id }).first());
  return row ? entryOf(row) : undefined;
}

/** The people, resources and actions found in the log, for the screen's filters. */
/** The log without the entries of `hiddenResources` (an entry of no resource stays). */
const visibleEntries = (hiddenResources: readonly string[]) => {
  const builder = strapi.db.connection(tableOf());
  if (hiddenResources.length > 0)
    builder.where((visible) => visible.whereNull('resource').orWhereNotIn('resource', hiddenResources));
  return builder;
};

/**
 * What the Activity screen's filters offer: the resources and actions of the entries this role may
 * see, and the people among them who have an account (back office or panel) or are the server: an
 * e-mail someone typed at sign-in that names no account is not listed.
 */
export async function filterOptions(hiddenResources: readonly string[] = []): Promise<ActivityFilterOptions> {
  const distinct = async (column: string) =>
    (await visibleEntries(hiddenResources).distinct(column).whereNotNull(column).orderBy(column)).map((row) =>
      String(row[column]),
    );
  const [actors, resources, actions, accounts] = await Promise.all([
    distinct('actor'),
    distinct('resource'),
    distinct('action'),
    accountEmails(),
  ]);
  // The log only ever holds the actions writeEntry is given.
  return {
    actors: actors.filter((actor) => actor === SYSTEM.actor || accounts.has(actor)),
    resources,
    actions: actions as ActivityAction[],
  };
}

/** The e-mails of every back-office and panel account, lower-cased as the log writes them. */
async function accountEmails(): Promise<Set<string>> {
  const emailsOf = async (uid: 'plugin::users-permissions.user' | 'admin::user') =>
    ((await strapi.db.query(uid).findMany({ select: ['email'] })) as Array<{ email: string }>).map((row) =>
      row.email.toLowerCase(),
    );
  return new Set([...(await emailsOf('plugin::users-permissions.user')), ...(await emailsOf('admin::user'))]);
}
