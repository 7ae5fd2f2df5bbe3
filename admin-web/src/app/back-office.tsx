import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Loading } from '../components/loading';
import { DataProvider } from '../lib/data-provider';
import { AdminGuard } from './guard';
import { BACK_OFFICE_SCREENS } from './screens';
import { AdminShell } from './shell';

const shown = (Screen: ComponentType) => (
  <Suspense fallback={<Loading />}>
    <Screen />
  </Suspense>
);

/** /AdminPage/*: the guard, the shell and the screen of the path (from the screen table), with the data settings of every screen. */
export default function BackOffice() {
  return (
    <AdminGuard>
      <DataProvider>
        <Routes>
          <Route element={<AdminShell />}>
            {BACK_OFFICE_SCREENS.filter((screen) => screen.home).map(({ route, Screen }) => (
              <Route key={`home-${route}`} index element={shown(Screen)} />
            ))}
            {BACK_OFFICE_SCREENS.map(({ route, Screen }) => (
              <Route key={route} path={route} element={shown(Screen)} />
            ))}
            <Route path="*" element={<Navigate to="/AdminPage" replace />} />
          </Route>
        </Routes>
      </DataProvider>
    </AdminGuard>
  );
}
