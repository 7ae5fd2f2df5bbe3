import useSWR from 'swr';
import { datesEnding, indiaToday, type DashboardFigures, type PageViewCount, type PageViewPeriod } from '@bank/shared';
import { fetchJson } from '../../lib/api-client';

/** GET /api/admin/page-views for the `period` days ending today in India: the days and their counts. */
export function usePageViews(period: PageViewPeriod) {
  const dates = datesEnding(indiaToday(), period);
  const { data, error, isLoading } = useSWR<PageViewCount[]>(
    `/admin/page-views?from=${dates[0]}&to=${dates.at(-1)}`,
    fetchJson,
    {
      // The switch keeps the last figures on screen while the next period loads: nothing jumps.
      keepPreviousData: true,
      onError: (failure) => console.error('Page views did not load', failure),
    },
  );
  return { dates, counts: Array.isArray(data) ? data : [], failed: Boolean(error), isLoading };
}

/** GET /api/admin/dashboard: the monthly page views and the work waiting, in one read shared by the chart and the work queue. */
export function useDashboard() {
  const { data, error, isLoading } = useSWR<DashboardFigures>('/admin/dashboard', fetchJson, {
    onError: (failure) => console.error('The dashboard did not load', failure),
  });
  return { figures: data, failed: Boolean(error), isLoading };
}
