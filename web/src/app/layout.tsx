import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../components/spinner';
import { usePageViewNotice } from './page-view-notice';
import { Footer } from './footer';
import { Header } from './header';
import { useOfferedLocale } from './language-preference';
import { ProtectionBand } from './protection-band';
import { useLandingPlace } from './use-landing-place';
import { TranslationNote } from './translation-note';
import { useI18n } from '../lib/i18n';

const LanguageOffer = lazy(() => import('./language-offer'));

/**
 * The language offer, loaded only for a browser that prefers another of the site's languages. Its
 * own component: the offer's state changes re-render it alone, never the page around it, whose
 * screen may still be hydrating (an update there would swap the server's HTML for a spinner).
 */
function LanguageOfferSlot() {
  const i18n = useI18n();
  const [offered, answered] = useOfferedLocale(i18n.locale);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer offered={offered} onAnswer={answered} />
    </Suspense>
  );
}

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
      <Header />
      <main id="main" tabIndex={-1}>
        <TranslationNote />
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <ProtectionBand />
      <Footer />
      <LanguageOfferSlot />
    </>
  );
}
