import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RESOURCE_DEFINITIONS } from '../resources';
import type { ResourceDefinition } from '../resources/engine/resource-definition';
import { Loading } from '../components/loading';
import { DataProvider } from '../lib/data-provider';
import { AdminGuard } from './guard';
import { AdminShell } from './shell';

/** A list editor: the generic screen (loaded on first use) with one resource's definition. */
function resourceScreen(definition: ResourceDefinition): ComponentType {
  return lazy(async () => {
    const { default: ResourceScreen } = await import('../resources/engine/resource-screen');
    return { default: () => <ResourceScreen definition={definition} /> };
  });
}

const DashboardScreen = lazy(() => import('../features/dashboard/dashboard-screen'));
const InboxScreen = lazy(() => import('../features/inbox/inbox-screen'));
const PagesScreen = lazy(() => import('../features/pages-table/pages-screen'));
const AboutEditorScreen = lazy(() => import('../features/about-editor/about-editor-screen'));
const RateSchedulesScreen = lazy(() => import('../features/rate-schedules/rate-schedules-screen'));
const ComplaintsScreen = lazy(() => import('../features/complaints/complaints-screen'));
const CustomerProtectionScreen = lazy(() => import('../features/customer-protection/customer-protection-screen'));
const ActivityScreen = lazy(() => import('../features/activity/activity-screen'));
const SiteSettingsScreen = lazy(() => import('../features/site-settings/site-settings-screen'));

/** Nested admin routes and what each shows: the fixed screens, then one per list editor's definition. */
export const ADMIN_SCREENS: Record<string, ComponentType> = {
  Dashboard: DashboardScreen,
  CustomerRating: InboxScreen,
  PageEdit: PagesScreen,
  EditAbout: AboutEditorScreen,
  InterestRates: RateSchedulesScreen,
  Complaints: ComplaintsScreen,
  CustomerProtection: CustomerProtectionScreen,
  Activity: ActivityScreen,
  SiteSettings: SiteSettingsScreen,
  ...Object.fromEntries(RESOURCE_DEFINITIONS.map((definition) => [definition.route, resourceScreen(definition)])),
};

/** /AdminPage/*: the guard, the shell and the screen of the path, with the data settings of every screen. */
export default function BackOffice() {
  return (
    <AdminGuard>
      <DataProvider>
        <Routes>
          <Route element={<AdminShell />}>
            <Route
              index
              element={
                <Suspense fallback={<Loading />}>
                  <DashboardScreen />
                </Suspense>
              }
            />
            {Object.entries(ADMIN_SCREENS).map(([path, Screen]) => (
              <Route
                key={path}
                path={path}
                element={
                  <Suspense fallback={<Loading />}>
                    <Screen />
                  </Suspense>
                }
              />
            ))}
            <Route path="*" element={<Navigate to="/AdminPage" replace />} />
          </Route>
        </Routes>
      </DataProvider>
    </AdminGuard>
  );
}
