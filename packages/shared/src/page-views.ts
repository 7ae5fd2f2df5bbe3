import { object, string } from 'yup';
import { isCalendarDate } from './patterns';

/** Views of one public page on one day in India: a row of GET /api/admin/page-views. */
export interface PageViewCount {
  date: string;
  path: string;
  views: number;
}

/** The dashboard's choice of days, ending today. */
export const PAGE_VIEW_PERIODS = [7, 30, 90] as const;
export type PageViewPeriod = (typeof PAGE_VIEW_PERIODS)[number];
export const DEFAULT_PAGE_VIEW_PERIOD: PageViewPeriod = 30;
/** The longest range one request may ask for (a year and a little). */
export const MAX_PAGE_VIEW_DAYS = 400;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** The `days` dates (YYYY-MM-DD) that end with `last`, oldest first. */
export function datesEnding(last: string, days: number): string[] {
  const end = dayNumber(last);
  return Array.from({ length: days }, (_, index) =>
    new Date((end - days + 1 + index) * DAY_MS).toISOString().slice(0, 10),
  );
}

const calendarDate = (label: string) =>
  string()
    .label(label)
    .required()
    .test(
      'calendar-date',
      `${label} must be a date written YYYY-MM-DD`,
      (value) => value === undefined || isCalendarDate(value),
    );

/** GET /api/admin/page-views?from=&to=: two dates, in order, at most MAX_PAGE_VIEW_DAYS apart. */
export const pageViewsQuerySchema = object({
  from: calendarDate('From'),
  to: calendarDate('To')
    .test('after-from', 'To must not be before From', function (to) {
      const { from } = this.parent as { from?: string };
      return !from || !to || !isCalendarDate(from) || !isCalendarDate(to) || to >= from;
    })
    .test('not-too-long', `Ask for at most ${MAX_PAGE_VIEW_DAYS} days at a time`, function (to) {
      const { from } = this.parent as { from?: string };
      return (
        !from ||
        !to ||
        !isCalendarDate(from) ||
        !isCalendarDate(to) ||
        dayNumber(to) - dayNumber(from) < MAX_PAGE_VIEW_DAYS
      );
    }),
});

/** POST /api/page-views: the site names the page it showed without loading a document. */
export const pageViewNoticeSchema = object({
  path: string()
    .label('Path')
    .required()
    .max(300)
    .matches(/^\/[^?#\s]*$/, 'Path must be a path of this site'),
});

/** Total views on each of `dates` (a day without views counts 0). */
export function viewsPerDay(counts: readonly PageViewCount[], dates: readonly string[]): number[] {
  const totals = new Map<string, number>();
  for (const { date, views } of counts) totals.set(date, (totals.get(date) ?? 0) + views);
  return dates.map((date) => totals.get(date) ?? 0);
}

/** The `limit` most viewed pages over all the counts given, most first (then by path). */
export function mostViewedPages(counts: readonly PageViewCount[], limit = 10): { path: string; views: number }[] {
  const totals = new Map<string, number>();
  for (const { path, views } of counts) totals.set(path, (totals.get(path) ?? 0) + views);
  return [...totals]
    .map(([path, views]) => ({ path, views }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
    .slice(0, limit);
}

/** Views of the whole site in one month in India (`YYYY-MM`): a bar of the dashboard's chart. */
export interface MonthlyViews {
  month: string;
  views: number;
}

/** How many months the dashboard's chart shows, the current one last. */
export const DASHBOARD_MONTHS = 5;

/** The `count` months (YYYY-MM) that end with the month of `today` (YYYY-MM-DD), oldest first. */
export function monthsEnding(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(year, month - count + 1 + index, 1));
    return at.toISOString().slice(0, 7);
  });
}

/** A month (YYYY-MM) as people name it: 'November 2026', or 'November' with `withYear` false. */
export function monthName(month: string, withYear = true): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}
