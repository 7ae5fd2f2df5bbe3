import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading';
import './dashboard-screen.css';

// chart.js loads only when the dashboard is opened.
const PageViewsChart = lazy(() => import('./page-views-chart'));
const PageViewStats = lazy(() => import('./page-view-stats'));

export default function DashboardScreen() {
  return (
    <section className="screen" aria-labelledby="dashboard-title">
      <div className="screen__head">
        <h1 id="dashboard-title">Dashboard</h1>
      </div>
      <div className="chart-card">
        <Suspense fallback={<Loading />}>
          <PageViewsChart />
        </Suspense>
      </div>
      <Suspense fallback={<Loading />}>
        <PageViewStats />
      </Suspense>
    </section>
  );
}
