import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../components/spinner';
import { usePageViewNotice } from './page-view-notice';
import { Footer } from './footer';
import { Header } from './header';
import { ProtectionBand } from './protection-band';
import { useLandingPlace } from './use-landing-place';

/** Header, the route's screen (loaded on demand) and footer, on every public page. */
export function Layout() {
  usePageViewNotice();
  useLandingPlace();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <ProtectionBand />
      <Footer />
    </>
  );
}
