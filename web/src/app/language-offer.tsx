import { useState } from 'react';
import { localePath } from '@bank/shared';
import { useSiteLocation } from '../lib/site-navigation';
import type { OfferedLocale } from './language-preference';
import './language-offer.css';

/** Kept in the browser once the visitor has answered the language offer: it is made once. */
export const LANGUAGE_OFFER_KEY = 'bank.language-offer';

/** Whether the visitor has answered the offer in this browser. */
function answered(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_OFFER_KEY) !== null;
  } catch {
    // Storage refused (a private window's settings): make no offer rather than one on every page.
    return true;
  }
}

/** Keeps the visitor's answer to the offer (the language followed, or 'dismissed'). */
function rememberAnswer(answer: string): void {
  try {
    localStorage.setItem(LANGUAGE_OFFER_KEY, answer);
  } catch {
    // Nothing kept: the offer comes again on the next page, which is all it costs.
  }
}

/** The offer in the language it offers: a visitor reads it in the language they prefer. */
const OFFERS: Readonly<Record<OfferedLocale, { read: string; noThanks: string }>> = {
  mr: { read: 'हे पान मराठीत वाचा', noThanks: 'नको, धन्यवाद' },
  hi: { read: 'यह पेज हिंदी में पढ़ें', noThanks: 'नहीं, धन्यवाद' },
};

/**
 * Offers a visitor whose browser prefers Marathi or Hindi the page in that language, on a line fixed
 * to the foot of the screen: nothing on the page moves, no one is redirected, and the answer is kept
 * in this browser only (no cookie: every visitor gets the same cached page). Loaded only for such a
 * visitor (layout.tsx), so no one else downloads it.
 */
export default function LanguageOffer({ offered, onAnswer }: { offered: OfferedLocale; onAnswer: () => void }) {
  const { pathname, search, hash } = useSiteLocation();
  // Asked once: a visitor who answered before is offered nothing again.
  const [answeredBefore] = useState(answered);
  if (answeredBefore) return null;
  const offer = OFFERS[offered];
  return (
    <aside className="language-offer" lang={offered} aria-label={offer.read}>
      <a
        className="language-offer__link"
        href={`${localePath(offered, pathname)}${search}${hash}`}
        hrefLang={offered}
        onClick={() => rememberAnswer(offered)}
      >
        {offer.read}
      </a>
      <button
        type="button"
        className="language-offer__dismiss"
        onClick={() => {
          rememberAnswer('dismissed');
          onAnswer();
        }}
      >
        {offer.noThanks}
      </button>
    </aside>
  );
}
