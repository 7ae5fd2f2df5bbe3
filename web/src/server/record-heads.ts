import { formatDate, type Award, type Job, type RateScheduleHistoryEntry } from '@bank/shared';
import type { PageMeta } from '../app/public-pages';
import type { SiteI18n } from '../lib/i18n';

const excerpt = (text: string, length = 155) =>
  text.length <= length ? text : `${text.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;

type RecordHead<R> = (record: R, i18n: SiteI18n) => PageMeta;

/**
 * The head of a record's own page (`{page's path}/{id}`), by its page's path, in the page's
 * language. Only the server writes a head, so these (and their texts, in the server's part of the
 * catalogue) never reach the browser. A page with `recordPages` in app/public-pages.ts has one
 * here (record-heads.test.ts).
 */
export const RECORD_HEADS: Readonly<Record<string, RecordHead<never>>> = {
  '/Awards': ((award: Award) => ({
    title: award.title,
    description: excerpt(award.description),
    image: award.image,
  })) satisfies RecordHead<Award>,
  '/Career': ((job: Job, i18n: SiteI18n) => ({
    title: i18n._('{designation} | Career', { designation: job.designation }),
    description: excerpt(`${job.designation}: ${job.description}`),
  })) satisfies RecordHead<Job>,
  '/InterestRates': ((entry: RateScheduleHistoryEntry, i18n: SiteI18n) => ({
    title: i18n._('Rates effective from {date}', { date: formatDate(entry.effective_from, i18n.numbers) }),
    description: i18n._('Interest rates and charges in force from {from} to {to}.', {
      from: formatDate(entry.effective_from, i18n.numbers),
      to: formatDate(entry.effective_to, i18n.numbers),
    }),
  })) satisfies RecordHead<RateScheduleHistoryEntry>,
};
