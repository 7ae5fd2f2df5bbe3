import type { MonthlyViews } from '@bank/shared';
import type { DailyViews } from './page-view-counter';

const PAGE_VIEWS = 'api::page-view.page-view';
const UNIQUE_INDEX = 'page_views_date_path_unique';
const ROWS_PER_STATEMENT = 200;

const tableOf = () => strapi.db.metadata.get(PAGE_VIEWS).tableName;

/** One row per page and day, whichever process counts: the database keeps it so (made at start). */
export async function ensurePageViewIndex(): Promise<void> {
  await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${UNIQUE_INDEX} ON ${tableOf()} (date, path)`);
}

/**
 * Adds counts to the table in one transaction, each row made or increased by one upsert, so
 * processes writing the same day and page at once add up rather than overwrite. Straight through
 * knex: a count is not content, so no Document Service hook (cache invalidation) runs for it.
 */
export async function addDailyViews(counts: DailyViews[]): Promise<void> {
  if (counts.length === 0) return;
  const table = tableOf();
  const knex = strapi.db.connection;
  const writtenAt = new Date();
  await knex.transaction(async (trx) => {
    for (let start = 0; start < counts.length; start += ROWS_PER_STATEMENT) {
      const rows = counts
        .slice(start, start + ROWS_PER_STATEMENT)
        .map(({ date, path, views }) => ({ date, path, views, created_at: writtenAt, updated_at: writtenAt }));
      await trx(table)
        .insert(rows)
        .onConflict(['date', 'path'])
        .merge({ views: knex.raw('??.?? + excluded.??', [table, 'views', 'views']), updated_at: writtenAt });
    }
  });
}

/** Views per page and day from `from` to `to` (YYYY-MM-DD, both included), by date, then most viewed first. */
export async function readDailyViews(from: string, to: string): Promise<DailyViews[]> {
  const rows = await strapi.db
    .connection(tableOf())
    .select('date', 'path', 'views')
    .whereBetween('date', [from, to])
    .orderBy([{ column: 'date' }, { column: 'views', order: 'desc' }, { column: 'path' }]);
  return rows.map((row) => ({ date: String(row.date), path: String(row.path), views: Number(row.views) }));
}

/** Views of the whole site in each of `months` (YYYY-MM, oldest first), a month without any counting 0. */
export async function readMonthlyViews(months: readonly string[]): Promise<MonthlyViews[]> {
  const rows: { month: string; views: number | string }[] = await strapi.db
    .connection(tableOf())
    .select(strapi.db.connection.raw('substr(date, 1, 7) AS month'))
    .sum({ views: 'views' })
    // Dates are YYYY-MM-DD text: every day of the first month sorts after its first day's prefix.
    .where('date', '>=', `${months[0]}-01`)
    .groupByRaw('substr(date, 1, 7)');
  const totals = new Map(rows.map((row) => [String(row.month), Number(row.views)]));
  return months.map((month) => ({ month, views: totals.get(month) ?? 0 }));
}
