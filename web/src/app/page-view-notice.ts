import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pagePathOf } from './match-page';
import { API_PATHS } from '../lib/api-paths';

/**
 * Tells the server the visitor went on to another page inside the site, which it counts as a view
 * of that page (the first page was counted when its document was sent). Only the path is sent:
 * no cookie, no identifier. A plain fetch with keepalive, not the axios client, so the notice is
 * delivered even when the visitor leaves the site straight after, and it never holds anything up.
 */
function sendPageViewNotice(path: string): void {
  void fetch(API_PATHS.pageViews, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path }),
  }).catch(() => {
    // A lost notice is one view fewer in the statistics; the visitor is not told.
  });
}

/** Sends the notice for each page shown after the first, by client-side navigation. */
export function usePageViewNotice(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = '';
    const path = pagePathOf(pathname);
    if (path) sendPageViewNotice(path);
  }, [pathname]);
}
