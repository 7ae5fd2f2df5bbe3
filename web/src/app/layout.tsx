import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../components/spinner';
import { usePageViewNotice } from './page-view-notice';
import { Footer } from './footer';
import { HEADER_ISLAND } from './header';
import { LANGUAGE_OFFER_ISLAND } from './language-offer-slot';
import { ProtectionBand } from './protection-band';
import { useLandingPlace } from './use-landing-place';
import { TranslationNote } from './translation-note';
import { useI18n } from '../lib/i18n';
import { IslandSlot } from '../lib/island';

/** Header, the route's screen (loaded on demand) and footer, on every public page. */
export function Layout() {
  usePageViewNotice();
  useLandingPlace();
  const i18n = useI18n();
  return (
    <>
      <a className="skip-link" href="#main">
        {i18n._('Skip to content')}
      </a>
      <IslandSlot island={HEADER_ISLAND} />
      <main id="main" tabIndex={-1}>
        <TranslationNote />
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <ProtectionBand />
      <Footer />
      <IslandSlot island={LANGUAGE_OFFER_ISLAND} />
    </>
  );
}
