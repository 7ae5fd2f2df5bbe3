import { lazy, Suspense } from 'react';
import { useI18n } from '../lib/i18n';
import { defineIsland } from '../lib/island';
import { useOfferedLocale } from './language-preference';

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

export const LANGUAGE_OFFER_ISLAND = defineIsland('language-offer', LanguageOfferSlot);
