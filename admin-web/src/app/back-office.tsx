import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { ResourceDefinition } from '../resources/resource-definition';
import { Loading } from '../components/loading';
import { DataProvider } from '../lib/data-provider';
import { AdminGuard } from './guard';
import { AdminShell } from './shell';

/** A lazily loaded list editor: the generic screen with one resource's definition. */
function resourceScreen(load: () => Promise<ResourceDefinition>): ComponentType {
  return lazy(async () => {
    const [{ default: ResourceScreen }, definition] = await Promise.all([import('../components/resource-screen'), load()]);
    return { default: () => <ResourceScreen definition={definition} /> };
  });
}

const DashboardScreen = lazy(() => import('../features/dashboard/dashboard-screen'));
const InboxScreen = lazy(() => import('../features/inbox/inbox-screen'));
const PagesScreen = lazy(() => import('../features/pages-table/pages-screen'));
const AboutEditorScreen = lazy(() => import('../features/about-editor/about-editor-screen'));

/** Nested admin routes (SPEC §2) and what each shows. */
export const ADMIN_SCREENS: Record<string, ComponentType> = {
  Dashboard: DashboardScreen,
  CustomerRating: InboxScreen,
  CareerPage: resourceScreen(() => import('../resources/jobs').then((m) => m.jobsResource)),
  NewsEventPage: resourceScreen(() => import('../resources/news').then((m) => m.newsResource)),
  PageEdit: PagesScreen,
  EditService: resourceScreen(() => import('../resources/services').then((m) => m.servicesResource)),
  EditDeposit: resourceScreen(() => import('../resources/deposits').then((m) => m.depositsResource)),
  EditLoans: resourceScreen(() => import('../resources/loans').then((m) => m.loansResource)),
  EditAbout: AboutEditorScreen,
  EditAward: resourceScreen(() => import('../resources/awards').then((m) => m.awardsResource)),
  EditManagements: resourceScreen(() => import('../resources/management').then((m) => m.managementResource)),
  EditDocuments: resourceScreen(() => import('../resources/documents').then((m) => m.documentsResource)),
  EditPoliciesPage: resourceScreen(() => import('../resources/circulars').then((m) => m.circularsResource)),
  EditAboutSlider: resourceScreen(() => import('../resources/gallery').then((m) => m.galleryResource)),
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
