import { randomBytes } from 'crypto';
import { parse } from 'csv-parse/sync';
import type { Knex } from 'knex';
import {
  UNCLAIMED_CSV_COLUMNS,
  UNCLAIMED_LIST_MESSAGES,
  UNCLAIMED_MESSAGES,
  UNCLAIMED_PAGE_SIZE,
  UNCLAIMED_PREVIEW_ROWS,
  countText,
  normaliseName,
  pluralWord,
  searchWords,
  spreadsheetCsv,
  unclaimedQueryProblem,
  unstoppedCell,
  type ActivityEntry,
  type UnclaimedDepositMatch,
  type UnclaimedImportPreview,
  type UnclaimedImportResult,
  type UnclaimedListRestored,
  type UnclaimedListRow,
  type UnclaimedRowsSample,
  type UnclaimedSearchAnswer,
} from '@bank/shared';
import { invalidateAfterCommit } from '../cache/hooks';
import { recordEntriesPaused } from '../activity/actor';
import { writeEntry, type NewEntry } from '../activity/entries';
import { registerListRestore } from '../activity/list-restores';
import { publicCache } from '../cache/public-cache';
import { badRequest, conflict } from '../lib/errors';
import { forgetOnTestReset } from '../lib/test-state';

const UNCLAIMED_DEPOSITS = 'api::unclaimed-deposit.unclaimed-deposit';
/** The content type's plural name, as its activity entries name it. */
const UNCLAIMED_RESOURCE = 'unclaimed-deposits';
/** Where each import or restore keeps the list it replaced, by its entry's id. */
const KEPT_UNCLAIMED_LIST = 'api::kept-unclaimed-list.kept-unclaimed-list';
const keptTable = () => strapi.db.metadata.get(KEPT_UNCLAIMED_LIST).tableName;
const INSERT_BATCH = 500;
const MAX_LINE_ERRORS = 50;
const NAME_MAX = 255;
const ADDRESS_MAX = 1000;

const tableOf = () => {
  const meta = strapi.db.metadata.get(UNCLAIMED_DEPOSITS);
  // Strapi's metadata types attributes loosely: a stored attribute may name its column.
  const column = (attribute: string) => (meta.attributes[attribute] as { columnName?: string }).columnName ?? attribute;
  return { name: meta.tableName, column };
};

function pageOf(value: unknown): number {
  if (value === undefined || value === '') return 1;
  const page = Number(value);
  if (!Number.isSafeInteger(page) || page < 1 || String(page) !== String(value))
    throw badRequest({ page: UNCLAIMED_MESSAGES.badPage });
  return page;
}

/**
 * The names of the whole list as searches compare them (searchWords: Devanagari read in Latin
 * letters, spellings of one sound made one), in name order, as one text ('\n' between names) with
 * where each starts, its id, and the name and address it shows (about 6 MB at 50,000 names). A search is then one native substring scan in memory instead of a
 * LIKE '%…%' over the table, which no index helps and which cost ~11 ms a search at 50,000 names.
 * The list only ever changes by a whole import, which is a write like any other: it travels to every
 * process as the public cache's invalidations do (`../cache/`), and the names are read again when
 * their content type's generation changes. While this process cannot hear the others (its cache is
 * off), the largest id tells instead, read on every search: an import's new rows all get larger ids.
 */
interface NameIndex {
  version: string;
  text: string;
  starts: Int32Array;
  ids: Int32Array;
  /** What a match shows, by entry: the name and address as imported. */
  shown: UnclaimedDepositMatch[];
}

let held: NameIndex | undefined;
let loading: { version: string; index: Promise<NameIndex> } | undefined;
forgetOnTestReset(() => {
  held = undefined;
  loading = undefined;
});

async function loadNames(version: string): Promise<NameIndex> {
  const { name: table, column } = tableOf();
  const rows: { id: number; name: string; address: string; name_search: string }[] = await strapi.db
    .connection(table)
    .select({ id: 'id', name: column('name'), address: column('address'), name_search: column('name_search') })
    .orderBy([{ column: column('name_search') }, { column: 'id' }]);
  const starts = new Int32Array(rows.length + 1);
  const ids = new Int32Array(rows.length);
  const parts: string[] = [];
  let offset = 0;
  rows.forEach((row, index) => {
    const words = searchWords(row.name).join(' ');
    starts[index] = offset;
    ids[index] = Number(row.id);
    parts.push(words);
    offset += words.length + 1;
  });
  starts[rows.length] = offset;
  const shown = rows.map((row) => ({ id: Number(row.id), name: row.name, address: row.address }));
  return { version, text: parts.join('\n'), starts, ids, shown };
}

async function listVersion(): Promise<string> {
  if (publicCache.isEnabled) return `generation ${publicCache.generation(UNCLAIMED_DEPOSITS)}`;
  const [{ largest }] = await strapi.db.connection(tableOf().name).max({ largest: 'id' });
  return `largest id ${largest ?? 0}`;
}

async function currentNames(): Promise<NameIndex> {
  const current = await listVersion();
  if (held?.version === current) return held;
  if (loading?.version !== current) {
    const index = loadNames(current);
    loading = { version: current, index };
    index.then(
      (names) => {
        held = names;
      },
      () => {
        loading = undefined;
      },
    );
  }
  return loading.index;
}

/** The entry whose text holds `offset`: the last start at or before it. */
function entryAt(starts: Int32Array, offset: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Names on the unclaimed list containing what was typed, compared accent- and case-free on the
 * stored normalised name: 20 a page, and only the id, name and address, never an account or amount.
 */
export async function searchUnclaimed(
  query: unknown,
  pageParam: unknown,
  { everyName = false } = {},
): Promise<UnclaimedSearchAnswer> {
  const text = typeof query === 'string' ? query : '';
  // Each word of the search, longest first: the longest is scanned for, the others looked for in its entries.
  const wanted = searchWords(text).sort((one, other) => other.length - one.length);
  const problem = everyName && wanted.length === 0 ? null : unclaimedQueryProblem(text);
  if (problem) throw badRequest({ q: problem });
  const names = await currentNames();
  // Entries in name order whose words hold every word of the search, in any order (no word holds a
  // space or '\n', so a match never spans two words or names); each entry counted once.
  const matches: number[] = [];
  if (wanted.length === 0) for (let entry = 0; entry < names.ids.length; entry += 1) matches.push(entry);
  else {
    const [scanned, ...others] = wanted;
    for (let at = names.text.indexOf(scanned); at !== -1;) {
      const entry = entryAt(names.starts, at);
      const words = names.text.slice(names.starts[entry], names.starts[entry + 1] - 1);
      if (others.every((word) => words.includes(word))) matches.push(entry);
      at = names.text.indexOf(scanned, names.starts[entry + 1]);
    }
  }
  // A page past the last shows the last: 'page=999' of 20 names is their last page, not 'showing 19961 to 19960'.
  const lastPage = Math.max(1, Math.ceil(matches.length / UNCLAIMED_PAGE_SIZE));
  const page = Math.min(pageOf(pageParam), lastPage);
  const results = matches
    .slice((page - 1) * UNCLAIMED_PAGE_SIZE, page * UNCLAIMED_PAGE_SIZE)
    .map((entry) => names.shown[entry]);
  return { results, total: matches.length, page, page_size: UNCLAIMED_PAGE_SIZE };
}

/** A name and address read from one line of the CSV, or why the line is refused. */
function checkRow(record: string[]): UnclaimedListRow | string {
  if (record.length !== 2) return `has ${countText(record.length, 'column')}; each line is name,address`;
  // A downloaded list stops formulas with a leading apostrophe: the value imported is the one held.
  const [name, address] = record.map((cell) => unstoppedCell(cell.trim()));
  if (!name) return 'has no name';
  if (!address) return 'has no address';
  if (name.length > NAME_MAX) return `has a name longer than ${NAME_MAX} characters`;
  if (address.length > ADDRESS_MAX) return `has an address longer than ${ADDRESS_MAX} characters`;
  if (!normaliseName(name)) return 'has a name with no letters';
  return { name, address };
}

/**
 * The rows of a CSV of name,address (an optional header line naming them). Any bad line refuses the
 * whole file with 400 and errors keyed 'line N'. Cells are kept as text, never evaluated.
 */
function rowsOfCsv(csv: Buffer | string): UnclaimedListRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // csv-parse's types do not follow the `info` option: each record comes with its line numbers.
    records = parse(csv, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    // csv-parse's errors are Errors that name the line.
    const line = (error as { lines?: number }).lines;
    throw badRequest({ [line ? `line ${line}` : 'file']: `The file is not valid CSV: ${(error as Error).message}` });
  }
  const first = records[0]?.record.map((cell) => cell.trim().toLowerCase());
  if (first && first[0] === UNCLAIMED_CSV_COLUMNS[0] && first[1] === UNCLAIMED_CSV_COLUMNS[1])
    records = records.slice(1);
  if (records.length === 0) throw badRequest({ file: 'The file has no names: each line is name,address' });

  const errors: Record<string, string> = {};
  const rows: UnclaimedListRow[] = [];
  for (const { record, info } of records) {
    const checked = checkRow(record);
    if (typeof checked === 'string') {
      if (Object.keys(errors).length < MAX_LINE_ERRORS) errors[`line ${info.lines}`] = `Line ${info.lines} ${checked}`;
    } else rows.push(checked);
  }
  const wrong = Object.keys(errors).length;
  if (wrong > 0) {
    const lines =
      wrong >= MAX_LINE_ERRORS
        ? `${MAX_LINE_ERRORS} or more lines are`
        : `${countText(wrong, 'line')} ${pluralWord(wrong, 'is', 'are')}`;
    throw badRequest(errors, `The file was not imported: ${lines} wrong`);
  }
  return rows;
}

/** The list held, in the order it was imported (ids grow with each line). */
async function heldRows(connection: Knex | Knex.Transaction = strapi.db.connection): Promise<UnclaimedListRow[]> {
  const { name: table, column } = tableOf();
  return connection(table)
    .select({ name: column('name'), address: column('address') })
    .orderBy('id');
}

/** Which list a preview saw: an import's or a restore's rows always get new, larger ids. */
async function listVersionOf(connection: Knex | Knex.Transaction): Promise<string> {
  const [{ total, largest }] = await connection(tableOf().name).count({ total: '*' }).max({ largest: 'id' });
  return `${Number(total)}-${Number(largest ?? 0)}`;
}

/**
 * Makes the list's writers (imports and restores) take turns across processes, from the first statement
 * of their transaction, while searches read on. Without it two imports at once on PostgreSQL each
 * deleted only the rows they saw and both inserted theirs: the list held both files. On SQLite a write
 * first takes the database's one write lock, waiting out the busy timeout, before anything is read.
 */
async function takeListWriteLock(trx: Knex.Transaction): Promise<void> {
  const { name: table } = tableOf();
  if (strapi.db.config.connection.client === 'postgres') await trx.raw('LOCK TABLE ?? IN EXCLUSIVE MODE', [table]);
  else await trx(keptTable()).where({ entry_id: -1 }).delete();
}

/** The rows of `rows` not in `other`, a row counted as often as it appears. */
function rowsNotIn(rows: UnclaimedListRow[], other: UnclaimedListRow[]): UnclaimedRowsSample {
  const keyOf = (row: UnclaimedListRow) => `${row.name}\u0000${row.address}`;
  const left = new Map<string, number>();
  for (const row of other) left.set(keyOf(row), (left.get(keyOf(row)) ?? 0) + 1);
  const missing = rows.filter((row) => {
    const times = left.get(keyOf(row)) ?? 0;
    if (times > 0) left.set(keyOf(row), times - 1);
    return times === 0;
  });
  return { count: missing.length, first: missing.slice(0, UNCLAIMED_PREVIEW_ROWS) };
}

/** What importing the CSV would do, checked as the import checks it (400 the same), nothing written. */
export async function previewUnclaimed(csv: Buffer | string): Promise<UnclaimedImportPreview> {
  const incoming = rowsOfCsv(csv);
  const [held, list_version] = await Promise.all([heldRows(), listVersionOf(strapi.db.connection)]);
  return {
    current: held.length,
    incoming: incoming.length,
    first: incoming.slice(0, UNCLAIMED_PREVIEW_ROWS),
    removed: rowsNotIn(held, incoming),
    added: rowsNotIn(incoming, held),
    list_version,
  };
}

/**
 * Replaces the whole list with `rows` in `trx`, in batches, and writes the entry that says so with the
 * list it replaced kept beside it (so that 'Restore this version' can put it back). Answers the
 * entry's id and the names held before.
 */
async function replaceList(
  trx: Knex.Transaction,
  rows: UnclaimedListRow[],
  entryOf: (previous: number) => NewEntry,
): Promise<{ entryId: number | null; previous: number }> {
  const { name: table, column } = tableOf();
  const at = new Date();
  const replaced = await heldRows(trx);
  await trx(table).delete();
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await trx(table).insert(
      rows.slice(start, start + INSERT_BATCH).map((row) => ({
        [column('documentId')]: randomBytes(12).toString('hex'),
        [column('name')]: row.name,
        [column('address')]: row.address,
        [column('name_search')]: normaliseName(row.name),
        [column('createdAt')]: at,
        [column('updatedAt')]: at,
        [column('publishedAt')]: at,
      })),
    );
  }
  if (recordEntriesPaused()) return { entryId: null, previous: replaced.length };
  const entryId = await writeEntry(
    { ...entryOf(replaced.length), changes: [{ field: 'names', before: replaced.length, after: rows.length }] },
    trx,
  );
  await trx(keptTable()).insert({ entry_id: entryId, names: JSON.stringify(replaced), created_at: at, updated_at: at });
  return { entryId, previous: replaced.length };
}

const replacedText = (previous: number, now: number) =>
  `replaced ${countText(previous, 'name')} with ${now.toLocaleString('en-IN')}`;

/**
 * The checks of an import, nothing written: the file's lines (400, as the import refuses them) and,
 * with `replaces`, the list unchanged since the preview (409). The import makes them again as it runs.
 */
export async function checkUnclaimedImport(
  csv: Buffer | string,
  { replaces }: { replaces?: string } = {},
): Promise<void> {
  rowsOfCsv(csv);
  if (replaces !== undefined && (await listVersionOf(strapi.db.connection)) !== replaces)
    throw conflict(UNCLAIMED_LIST_MESSAGES.listChanged);
}

/**
 * Replaces the whole unclaimed list with a CSV of name,address, in one transaction, or refuses the
 * whole file (400, errors keyed 'line N') and the list held stays as it was. With `replaces` (the
 * preview's `list_version`) it refuses with 409 a list changed since the preview.
 */
export async function importUnclaimed(
  csv: Buffer | string,
  { replaces }: { replaces?: string } = {},
): Promise<UnclaimedImportResult> {
  const rows = rowsOfCsv(csv);
  const { previous } = await strapi.db.transaction(async ({ trx }) => {
    await takeListWriteLock(trx);
    if (replaces !== undefined && (await listVersionOf(trx)) !== replaces)
      throw conflict(UNCLAIMED_LIST_MESSAGES.listChanged);
    // One entry for the whole list, in the import's transaction.
    return replaceList(trx, rows, (previous) => ({
      action: 'import',
      resource: UNCLAIMED_RESOURCE,
      record_label: replacedText(previous, rows.length),
    }));
  });
  // Every process reads the names again, this one included, before the import is answered.
  await invalidateAfterCommit([UNCLAIMED_DEPOSITS]);
  return { previous, imported: rows.length, total: rows.length };
}

/** The list held as a CSV file with the import's columns, so that it imports again as it is. */
export async function unclaimedListCsv(): Promise<string> {
  const rows = await heldRows();
  return spreadsheetCsv(
    UNCLAIMED_CSV_COLUMNS,
    rows.map((row) => [row.name, row.address]),
  );
}

/**
 * 'Restore this version' of an entry that replaced the list: puts back the list it replaced, logged
 * as a `restore` that keeps, in turn, the list it replaces. An entry's list is put back once: the
 * kept row is claimed first, so a second restore, even at the same moment, answers 409.
 */
async function restoreKeptList(entry: ActivityEntry): Promise<UnclaimedListRestored> {
  const answer = await strapi.db.transaction(async ({ trx }) => {
    await takeListWriteLock(trx);
    const kept = await trx(keptTable()).where({ entry_id: entry.id }).first();
    if (!kept) throw conflict(UNCLAIMED_LIST_MESSAGES.notKept);
    // Claimed before anything else, so a second restore waits here and then finds it taken.
    const claimed = await trx(keptTable())
      .where({ entry_id: entry.id })
      .whereNull('restored_by')
      .update({ restored_by: 0 });
    if (claimed === 0) {
      const [{ restored_by }] = await trx(keptTable()).where({ entry_id: entry.id }).select('restored_by');
      throw conflict(UNCLAIMED_LIST_MESSAGES.alreadyRestored(Number(restored_by)));
    }
    const rows: UnclaimedListRow[] = typeof kept.names === 'string' ? JSON.parse(kept.names) : kept.names;
    const { entryId, previous } = await replaceList(trx, rows, (previous) => ({
      action: 'restore',
      resource: UNCLAIMED_RESOURCE,
      record_label: `${replacedText(previous, rows.length)}: the list before entry #${entry.id}`,
    }));
    await trx(keptTable())
      .where({ entry_id: entry.id })
      .update({ restored_by: entryId ?? 0 });
    return { previous, restored: rows.length, total: rows.length };
  });
  await invalidateAfterCommit([UNCLAIMED_DEPOSITS]);
  return answer;
}

registerListRestore(UNCLAIMED_RESOURCE, restoreKeptList);
