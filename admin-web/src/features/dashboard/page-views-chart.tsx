import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Title, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

// Only what a bar chart with a title, legend and tooltips needs, so the chart chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Title, Tooltip, Legend);

/** The dashboard's fixed sample figures. */
export const PAGE_VIEWS = {
  labels: ['March', 'April', 'May', 'June', 'July'],
  datasets: [{ label: 'Total Page View In Quatre Of 2024', data: [300, 220, 101, 65, 85], backgroundColor: 'rgba(20, 93, 160, 0.75)' }],
};

const OPTIONS = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { title: { display: true, text: 'Page Views' }, legend: { position: 'top' as const } },
};

export default function PageViewsChart() {
  return (
    <Bar
      data={PAGE_VIEWS}
      options={OPTIONS}
      role="img"
      aria-label="Page Views: Total Page View In Quatre Of 2024 — March 300, April 220, May 101, June 65, July 85"
    />
  );
}
