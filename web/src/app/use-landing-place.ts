import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { matchPublicPage } from './match-page';

/** The element a fragment names, shown below the sticky header (html's scroll-padding) and focused when it can take focus. */
function reveal(target: HTMLElement) {
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * Reveals the element with this id once it is in the page: at once, or when the screen's chunk
 * or its data brings it. Returns what stops waiting.
 */
function revealWhenShown(id: string): () => void {
  const target = document.getElementById(id);
  if (target) {
    reveal(target);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const shown = document.getElementById(id);
    if (!shown) return;
    observer.disconnect();
    reveal(shown);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

const fragmentOf = (hash: string) => {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
};

/**
 * Where a navigation lands, as a browser without JavaScript would land: on the element the address's
 * fragment names (`/Calculators?deposit=…#recurring-deposit`, a result page's `#results`), focused;
 * else at the top when another page opens. A record's own address (/Awards/3) and a change of query
 * without a fragment keep the page in place.
 */
export function useLandingPlace() {
  const { pathname, hash, key } = useLocation();
  const match = matchPublicPage(pathname);
  const pageKey = match.kind === 'page' ? match.page.path : pathname;
  const shownPage = useRef<string | undefined>(undefined);
  // A block body: Chromium's scrollTo now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    const samePage = shownPage.current === pageKey;
    shownPage.current = pageKey;
    if (hash.length > 1) return revealWhenShown(fragmentOf(hash));
    if (!samePage) window.scrollTo(0, 0);
    return undefined;
  }, [pageKey, hash, key]);
}
