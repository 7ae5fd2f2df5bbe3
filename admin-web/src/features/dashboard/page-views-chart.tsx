import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Title, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { monthName, type MonthlyViews } from '@bank/shared';

// Only what a bar chart with a title, legend and tooltips needs, so the chart chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Title, Tooltip, Legend);

const number = new Intl.NumberFormat('en-IN');

const OPTIONS = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false as const,
  plugins: { title: { display: true, text: 'Page Views' }, legend: { position: 'top' as const } },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
};

/** 'Page views, July to November 2026' (or 'October 2026 to February 2027' across a new year). */
function datasetLabel(months: readonly MonthlyViews[]): string {
  const first = months[0]?.month ?? '';
  const last = months.at(-1)?.month ?? '';
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  return `Page views, ${monthName(first, !sameYear)} to ${monthName(last)}`;
}

/** The spec's 'Page Views' bar chart, fed with the site's views of each of the last five months (the current one so far). */
export default function PageViewsChart({ months }: { months: readonly MonthlyViews[] }) {
  const label = datasetLabel(months);
  const summary = months.map(({ month, views }) => `${monthName(month)} ${number.format(views)}`).join(', ');
  return (
    <Bar
      data={{
        labels: months.map(({ month }) => monthName(month, false)),
        datasets: [{ label, data: months.map(({ views }) => views), backgroundColor: 'rgba(20, 93, 160, 0.75)' }],
      }}
      options={OPTIONS}
      role="img"
      aria-label={`Page Views: ${label}. ${summary}`}
    />
  );
}
