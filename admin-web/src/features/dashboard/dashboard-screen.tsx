import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading';
import { useDashboard } from './api';
import { WorkQueue } from './work-queue';
import { KeptDrafts } from './kept-drafts';
import './dashboard-screen.css';

// chart.js loads only when the dashboard is opened.
const PageViewsChart = lazy(() => import('./page-views-chart'));
const PageViewStats = lazy(() => import('./page-view-stats'));

export default function DashboardScreen() {
  const { figures, failed } = useDashboard();
  return (
    <section className="screen" aria-labelledby="dashboard-title">
      <div className="screen__head">
        <h1 id="dashboard-title">Dashboard</h1>
      </div>
      <KeptDrafts />
      {failed && (
        <p className="dashboard__failure" role="alert">
          The dashboard's figures could not be loaded.
        </p>
      )}
      {figures ? (
        <>
          <WorkQueue figures={figures} />
          <div className="chart-card">
            <Suspense fallback={<Loading />}>
              <PageViewsChart months={figures.page_views_by_month} />
            </Suspense>
          </div>
        </>
      ) : (
        !failed && <Loading />
      )}
      <Suspense fallback={<Loading />}>
        <PageViewStats />
      </Suspense>
    </section>
  );
}
