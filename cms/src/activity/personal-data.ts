import type { Context } from 'koa';
import { countText, indiaToday } from '@bank/shared';
import { writeEntry } from './entries';

/** The lists of members' details: enquiries (the inbox) and complaints. */
interface PersonalDataList {
  resource: 'contact-messages' | 'complaints';
  /** A row of it, one and many. */
  rows: [string, string];
}

export const ENQUIRY_LIST: PersonalDataList = { resource: 'contact-messages', rows: ['enquiry', 'enquiries'] };
export const COMPLAINT_LIST: PersonalDataList = { resource: 'complaints', rows: ['complaint', 'complaints'] };

/**
 * A read of members' details is an activity entry (who, when, how many), as a change is: the bank
 * answers to its members for who saw their names, e-mails and phones. Only the roles that may read
 * the list see these entries (readers.ts, by their resource).
 */
export const logPersonalDataRead = (list: PersonalDataList, count: number) =>
  writeEntry({
    action: 'personal_data_read',
    resource: list.resource,
    record_label: `${countText(count, ...list.rows)} listed`,
  });

/**
 * A list's CSV, made by the server from what the filter keeps, as a download; its entry says the
 * filter and how many rows left with it.
 */
export async function sendPersonalDataCsv(
  ctx: Context,
  list: PersonalDataList,
  csv: string,
  rows: number,
  filter: string,
): Promise<void> {
  await writeEntry({
    action: 'personal_data_export',
    resource: list.resource,
    record_label: `CSV of ${countText(rows, ...list.rows)} (${filter})`,
  });
  ctx.set('Content-Disposition', `attachment; filename="${list.rows[1]}-${indiaToday()}.csv"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = csv;
}
