import { randomBytes } from 'crypto';
import { parse } from 'csv-parse/sync';
import {
  UNCLAIMED_MESSAGES,
  UNCLAIMED_PAGE_SIZE,
  normaliseName,
  unclaimedQueryProblem,
  type UnclaimedDepositMatch,
  type UnclaimedSearchAnswer,
} from '@bank/shared';
import { invalidateAfterCommit } from '../cache/hooks';
import { recordEntriesPaused } from '../activity/actor';
import { resourceNameOf } from '../activity/document-log';
import { writeEntry } from '../activity/entries';
import { publicCache } from '../cache/public-cache';
import { badRequest } from '../lib/errors';

export const UNCLAIMED_DEPOSITS = 'api::unclaimed-deposit.unclaimed-deposit';
const INSERT_BATCH = 500;
const MAX_LINE_ERRORS = 50;
const NAME_MAX = 255;
const ADDRESS_MAX = 1000;

const tableOf = () => {
  const meta = strapi.db.metadata.get(UNCLAIMED_DEPOSITS);
  const column = (attribute: string) => (meta.attributes[attribute] as { columnName?: string }).columnName ?? attribute;
  return { name: meta.tableName, column };
};

function pageOf(value: unknown): number {
  if (value === undefined || value === '') return 1;
  const page = Number(value);
  if (!Number.isSafeInteger(page) || page < 1 || String(page) !== String(value)) throw badRequest({ page: UNCLAIMED_MESSAGES.badPage });
  return page;
}

/**
 * The normalised names of the whole list, in name order, as one text ('\n' between names) with
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
    starts[index] = offset;
    ids[index] = Number(row.id);
    parts.push(row.name_search);
    offset += row.name_search.length + 1;
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
export async function searchUnclaimed(query: unknown, pageParam: unknown, { everyName = false } = {}): Promise<UnclaimedSearchAnswer> {
  const text = typeof query === 'string' ? query : '';
  const wanted = normaliseName(text);
  const problem = everyName && wanted === '' ? null : unclaimedQueryProblem(text);
  if (problem) throw badRequest({ q: problem });
  const page = pageOf(pageParam);
  const names = await currentNames();
  // Entries in name order whose normalised name contains the query (a query has no '\n', so a match
  // never spans two names); each entry counted once.
  const matches: number[] = [];
  if (wanted === '') for (let entry = 0; entry < names.ids.length; entry += 1) matches.push(entry);
  else {
    for (let at = names.text.indexOf(wanted); at !== -1; ) {
      const entry = entryAt(names.starts, at);
      matches.push(entry);
      at = names.text.indexOf(wanted, names.starts[entry + 1]);
    }
  }
  const results = matches.slice((page - 1) * UNCLAIMED_PAGE_SIZE, page * UNCLAIMED_PAGE_SIZE).map((entry) => names.shown[entry]);
  return { results, total: matches.length, page, page_size: UNCLAIMED_PAGE_SIZE };
}

export async function countUnclaimed(): Promise<number> {
  return strapi.db.query(UNCLAIMED_DEPOSITS).count();
}

/** A name and address read from one line of the CSV, or why the line is refused. */
function checkRow(record: string[]): { name: string; address: string } | string {
  if (record.length !== 2) return `has ${record.length} columns; each line is name,address`;
  const [name, address] = record.map((cell) => cell.trim());
  if (!name) return 'has no name';
  if (!address) return 'has no address';
  if (name.length > NAME_MAX) return `has a name longer than ${NAME_MAX} characters`;
  if (address.length > ADDRESS_MAX) return `has an address longer than ${ADDRESS_MAX} characters`;
  if (!normaliseName(name)) return 'has a name with no letters';
  return { name, address };
}

/**
 * Replaces the whole unclaimed list with a CSV of name,address (an optional header line naming
 * them), in one transaction and in batches. Any bad line refuses the whole file with 400 and errors
 * keyed 'line N', and the list held stays as it was. Cells are stored as text, never evaluated.
 */
export async function importUnclaimed(csv: Buffer | string): Promise<{ previous: number; imported: number }> {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest({ [line ? `line ${line}` : 'file']: `The file is not valid CSV: ${(error as Error).message}` });
  }
  const first = records[0]?.record.map((cell) => cell.trim().toLowerCase());
  if (first && first[0] === 'name' && first[1] === 'address') records = records.slice(1);
  if (records.length === 0) throw badRequest({ file: 'The file has no names: each line is name,address' });

  const errors: Record<string, string> = {};
  const rows: { name: string; address: string }[] = [];
  for (const { record, info } of records) {
    const checked = checkRow(record);
    if (typeof checked === 'string') {
      if (Object.keys(errors).length < MAX_LINE_ERRORS) errors[`line ${info.lines}`] = `Line ${info.lines} ${checked}`;
    } else rows.push(checked);
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors, `The file was not imported: ${Object.keys(errors).length >= MAX_LINE_ERRORS ? `${MAX_LINE_ERRORS} or more` : Object.keys(errors).length} lines are wrong`);

  const { name: table, column } = tableOf();
  const at = new Date();
  const result = await strapi.db.connection.transaction(async (trx) => {
    const [{ total }] = await trx(table).count({ total: '*' });
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
    const counts = { previous: Number(total), imported: rows.length };
    // One entry for the whole list, in the import's transaction.
    if (!recordEntriesPaused()) {
      await writeEntry({ action: 'import', resource: resourceNameOf(UNCLAIMED_DEPOSITS), record_label: `replaced ${counts.previous.toLocaleString('en-IN')} names with ${counts.imported.toLocaleString('en-IN')}` }, trx);
    }
    return counts;
  });
  // Every process reads the names again, this one included, before the import is answered.
  await invalidateAfterCommit([UNCLAIMED_DEPOSITS]);
  return result;
}
