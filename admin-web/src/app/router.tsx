import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Toasts } from '../lib/toasts';
import { Loading } from '../components/loading';

// The sign-in screen is all a first visit needs; the guarded back office loads behind it.
const AdminLoginScreen = lazy(() => import('../features/sign-in/admin-login-screen'));
const BackOffice = lazy(() => import('./back-office'));
const SetPasswordScreen = lazy(() => import('../features/set-password/set-password-screen'));

/** /AdminLogin, /AdminSetPassword (a new account's link) and /AdminPage/* (the build's base is /AdminPage/, so no basename). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/AdminLogin" element={<AdminLoginScreen />} />
          <Route path="/AdminSetPassword" element={<SetPasswordScreen />} />
          <Route path="/AdminPage/*" element={<BackOffice />} />
          <Route path="*" element={<Navigate to="/AdminLogin" replace />} />
        </Routes>
      </Suspense>
      <Toasts />
    </BrowserRouter>
  );
}
