import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { roleMay } from '@bank/shared';
import { Loading } from '../components/loading';
import { NotAllowed } from '../components/not-allowed';
import { DataProvider } from '../lib/data-provider';
import { useStaffAccount } from '../lib/staff-account';
import { AdminGuard } from './guard';
import { BACK_OFFICE_SCREENS, type BackOfficeScreen } from './screens';
import { AdminShell } from './shell';

const shown = (Screen: ComponentType) => (
  <Suspense fallback={<Loading />}>
    <Screen />
  </Suspense>
);

/** The shell and the screen of the path (from the screen table); a screen the role may not open says so instead. */
function ScreenRoutes() {
  const { account } = useStaffAccount();
  const element = ({ ability, Screen }: BackOfficeScreen) =>
    roleMay(account.role, ability) ? shown(Screen) : <NotAllowed />;
  return (
    <Routes>
      <Route element={<AdminShell />}>
        {BACK_OFFICE_SCREENS.filter((screen) => screen.home).map((screen) => (
          <Route key={`home-${screen.route}`} index element={element(screen)} />
        ))}
        {BACK_OFFICE_SCREENS.map((screen) => (
          <Route key={screen.route} path={screen.route} element={element(screen)} />
        ))}
        <Route path="*" element={<Navigate to="/AdminPage" replace />} />
      </Route>
    </Routes>
  );
}

/** /AdminPage/*: the guard, then the screens the signed-in role may open, with the data settings of every screen. */
export default function BackOffice() {
  return (
    <AdminGuard>
      <DataProvider>
        <ScreenRoutes />
      </DataProvider>
    </AdminGuard>
  );
}
