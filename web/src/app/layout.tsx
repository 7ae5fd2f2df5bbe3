import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../components/spinner';
import { usePageViewNotice } from './page-view-notice';
import { Footer } from './footer';
import { matchPublicPage } from './match-page';
import { Header } from './header';
import { ProtectionBand } from './protection-band';

/** Header, the route's screen (loaded on demand) and footer, on every public page. */
export function Layout() {
  const { pathname } = useLocation();
  usePageViewNotice();
  // Back to the top when another page opens; a record's own address (/Awards/3) keeps the list in place.
  const match = matchPublicPage(pathname);
  const pageKey = match.kind === 'page' ? match.page.path : pathname;
  // A block body: Chromium's scrollTo now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pageKey]);
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
