import type { Context } from 'koa';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_EXPORT_LIMIT,
  activityResourceName,
  countText,
  formatIndiaDateTime,
  indiaToday,
  spreadsheetCsv,
  type ActivityAction,
  type ActivityEntry,
  type ActivityExportFormat,
} from '@bank/shared';
import { badRequest } from '../lib/errors';
import { readAllEntries, writeEntry, type EntryQuery } from './entries';

/** The activity log's resource of the log's own entries (an export). */
const ACTIVITY_LOG = 'activity';

/** A filter in words, for the export's own entry: 'Resource: Deposits; From: 2026-11-01; Search: "rate"'. */
function filterWords(query: EntryQuery): string {
  const parts = [
    query.actor && `Person: ${query.actor}`,
    query.resource && `Resource: ${activityResourceName(query.resource)}`,
    query.action && `Action: ${ACTIVITY_ACTIONS[query.action as ActivityAction] ?? query.action}`,
    query.record && `Record: ${query.record}`,
    query.from && `From: ${query.from}`,
    query.to && `To: ${query.to}`,
    query.q && `Search: "${query.q}"`,
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : 'everything';
}

const CSV_HEADER = [
  'When (India)',
  'Who',
  'Made in',
  'From address',
  'Action',
  'Resource',
  'Record',
  'What',
  'Fields changed',
  'Approved by',
  'Made at (India)',
  'Approved at (India)',
];

const whenInIndia = (iso: string | null | undefined) => (iso ? formatIndiaDateTime(iso) : '');

const csvRow = (entry: ActivityEntry): unknown[] => [
  whenInIndia(entry.at),
  entry.actor,
  entry.actor_kind === 'panel' ? 'Strapi panel' : entry.actor_kind === 'system' ? 'the server' : 'back office',
  entry.ip ?? '',
  ACTIVITY_ACTIONS[entry.action] ?? entry.action,
  entry.resource ? activityResourceName(entry.resource) : '',
  entry.record_id ?? '',
  entry.record_label ?? '',
  entry.changes.length ? JSON.stringify(entry.changes) : '',
  entry.approved_by ?? '',
  whenInIndia(entry.made_at),
  whenInIndia(entry.approved_at),
];

/**
 * GET /api/admin/activity/export?format=csv|json&<the list's filters>: every entry the filter shows
 * the role, newest first, made by the server as a CSV (a spreadsheet's safe cells, times in India) or
 * JSON (the API's entries). The export is itself an entry, naming who exported what. More than
 * ACTIVITY_EXPORT_LIMIT entries is refused (400): a narrower filter, never a file cut short.
 */
export async function sendActivityExport(
  ctx: Context,
  query: EntryQuery,
  format: ActivityExportFormat,
  hiddenResources: readonly string[],
): Promise<void> {
  const { entries, total } = await readAllEntries(query, hiddenResources, ACTIVITY_EXPORT_LIMIT);
  if (total > ACTIVITY_EXPORT_LIMIT)
    throw badRequest({
      _: `${countText(total, 'entry', 'entries')} match: an export holds at most ${countText(ACTIVITY_EXPORT_LIMIT, 'entry', 'entries')}. Narrow the filter (a shorter date range) and export again.`,
    });
  const filter = filterWords(query);
  await writeEntry({
    action: 'activity_export',
    resource: ACTIVITY_LOG,
    record_label: `${format.toUpperCase()} of ${countText(entries.length, 'entry', 'entries')} (${filter})`,
  });
  const name = `activity-${indiaToday()}.${format}`;
  ctx.set('Content-Disposition', `attachment; filename="${name}"`);
  ctx.set('Cache-Control', 'no-store');
  if (format === 'csv') {
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = spreadsheetCsv(CSV_HEADER, entries.map(csvRow));
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = { exported_at: new Date().toISOString(), filter, total: entries.length, entries };
}
