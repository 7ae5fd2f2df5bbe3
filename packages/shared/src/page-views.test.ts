import { describe, expect, it } from 'vitest';
import {
  datesEnding,
  monthName,
  monthsEnding,
  mostViewedPages,
  pageViewNoticeSchema,
  pageViewsQuerySchema,
  viewsPerDay,
} from './page-views';

describe('page views', () => {
  it('lists the days of a period ending on a date, across a month end', () => {
    expect(datesEnding('2026-03-02', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(datesEnding('2026-11-24', 30)).toHaveLength(30);
  });

  it('lists the months ending with the month of a date, across a year end, and names them', () => {
    expect(monthsEnding('2027-02-28', 5)).toEqual(['2026-10', '2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsEnding('2026-11-01', 1)).toEqual(['2026-11']);
    expect(monthName('2026-12')).toBe('December 2026');
    expect(monthName('2027-01', false)).toBe('January');
  });

  it('adds up the views of each day, a day without any being 0', () => {
    const counts = [
      { date: '2026-11-22', path: '/', views: 5 },
      { date: '2026-11-22', path: '/Deposits', views: 2 },
      { date: '2026-11-24', path: '/', views: 1 },
    ];
    expect(viewsPerDay(counts, ['2026-11-22', '2026-11-23', '2026-11-24'])).toEqual([7, 0, 1]);
  });

  it('ranks pages by their views over the period, ties by path, at most ten', () => {
    const counts = [
      { date: '2026-11-22', path: '/Loan', views: 3 },
      { date: '2026-11-23', path: '/Deposits', views: 2 },
      { date: '2026-11-24', path: '/Loan', views: 1 },
      { date: '2026-11-24', path: '/About', views: 2 },
      ...Array.from({ length: 12 }, (_, index) => ({ date: '2026-11-24', path: `/News/${index + 1}`, views: 1 })),
    ];
    const top = mostViewedPages(counts);
    expect(top.slice(0, 3)).toEqual([
      { path: '/Loan', views: 4 },
      { path: '/About', views: 2 },
      { path: '/Deposits', views: 2 },
    ]);
    expect(top).toHaveLength(10);
  });

  it('accepts a range of real dates in order, and says what is wrong with any other', async () => {
    await expect(pageViewsQuerySchema.validate({ from: '2026-10-26', to: '2026-11-24' })).resolves.toBeTruthy();
    await expect(pageViewsQuerySchema.validate({ from: '2026-02-30', to: '2026-11-24' })).rejects.toThrow(
      'From must be a date written YYYY-MM-DD',
    );
    await expect(pageViewsQuerySchema.validate({ from: '2026-11-24', to: '2026-11-01' })).rejects.toThrow(
      'To must not be before From',
    );
    await expect(pageViewsQuerySchema.validate({ from: '2024-01-01', to: '2026-11-24' })).rejects.toThrow(
      'Ask for at most 400 days at a time',
    );
  });

  it('takes a path of this site as a notice, nothing else', async () => {
    await expect(pageViewNoticeSchema.validate({ path: '/Deposits' })).resolves.toEqual({ path: '/Deposits' });
    await expect(pageViewNoticeSchema.validate({ path: 'https://elsewhere.example/' })).rejects.toThrow(
      'Path must be a path of this site',
    );
    await expect(pageViewNoticeSchema.validate({})).rejects.toThrow('Path is a required field');
  });
});
