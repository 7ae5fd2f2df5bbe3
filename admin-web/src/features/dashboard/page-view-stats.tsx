import { useId, useState } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Title, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import {
  DEFAULT_PAGE_VIEW_PERIOD,
  PAGE_VIEW_PERIODS,
  countText,
  formatDate,
  mostViewedPages,
  viewsPerDay,
  type PageViewPeriod,
} from '@bank/shared';
import { Loading } from '../../components/loading';
import { usePageViews } from './api';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Title, Tooltip);

const number = new Intl.NumberFormat('en-IN');
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Counted page views of the public site: per day, and the ten most viewed pages, over 7, 30 or 90 days. */
export default function PageViewStats() {
  const id = useId();
  const [period, setPeriod] = useState<PageViewPeriod>(DEFAULT_PAGE_VIEW_PERIOD);
  const { dates, counts, failed, isLoading } = usePageViews(period);
  const perDay = viewsPerDay(counts, dates);
  const total = perDay.reduce((sum, views) => sum + views, 0);
  const busiest = perDay.indexOf(Math.max(...perDay));
  const top = mostViewedPages(counts);
  const summary =
    total === 0
      ? `Page views per day, last ${countText(period, 'day')}: none counted yet`
      : `Page views per day, last ${countText(period, 'day')}: ${number.format(total)} in all, most on ${formatDate(dates[busiest]!)} (${number.format(perDay[busiest]!)})`;

  return (
    <section className="page-view-stats" aria-labelledby={`${id}-title`}>
      <div className="page-view-stats__head">
        <h2 id={`${id}-title`}>Page views of the site</h2>
        <div className="period-switch" role="group" aria-label="Period">
          {PAGE_VIEW_PERIODS.map((days) => (
            <button
              key={days}
              type="button"
              className="button button--small"
              aria-pressed={period === days}
              onClick={() => setPeriod(days)}
            >
              {countText(days, 'day')}
            </button>
          ))}
        </div>
      </div>
      {failed && (
        <p className="page-view-stats__failure" role="alert">
          The page views could not be loaded.
        </p>
      )}
      {isLoading ? (
        <Loading />
      ) : (
        <>
          <div className="chart-card">
            <Bar
              data={{
                labels: dates.map(dayLabel),
                datasets: [{ label: 'Views', data: perDay, backgroundColor: 'rgba(20, 93, 160, 0.75)' }],
              }}
              options={{
                responsive: true,
                maintainAspectRatio: false,
                animation: false,
                plugins: { title: { display: true, text: 'Page views per day' }, legend: { display: false } },
                scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
              }}
              role="img"
              aria-label={summary}
            />
          </div>
          <h3 id={`${id}-top`}>Most viewed pages</h3>
          {top.length === 0 ? (
            <p>No page views counted in these days yet.</p>
          ) : (
            <table className="top-pages" aria-labelledby={`${id}-top`}>
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col">Views</th>
                </tr>
              </thead>
              <tbody>
                {top.map((page) => (
                  <tr key={page.path}>
                    <td>
                      <a href={page.path} target="_blank" rel="noreferrer">
                        {page.path}
                      </a>
                    </td>
                    <td>{number.format(page.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
