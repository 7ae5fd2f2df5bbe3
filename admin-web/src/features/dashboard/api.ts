import useSWR from 'swr';
import { datesEnding, indiaToday, type PageViewCount, type PageViewPeriod } from '@bank/shared';
import { fetchJson } from '../../lib/api-client';

/** GET /api/admin/page-views for the `period` days ending today in India: the days and their counts. */
export function usePageViews(period: PageViewPeriod) {
  const dates = datesEnding(indiaToday(), period);
  const { data, error, isLoading } = useSWR<PageViewCount[]>(`/admin/page-views?from=${dates[0]}&to=${dates.at(-1)}`, fetchJson, {
    // The switch keeps the last figures on screen while the next period loads: nothing jumps.
    keepPreviousData: true,
    onError: (failure) => console.error('Page views did not load', failure),
  });
  return { dates, counts: Array.isArray(data) ? data : [], failed: Boolean(error), isLoading };
}
