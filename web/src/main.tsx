// The site's code, loaded by boot.ts once the server's page has painted (the base stylesheets are
// boot.ts's, first in the one stylesheet).
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { splitLocalePath } from '@bank/shared';
import { App } from './app/app';
import { matchPublicPage } from './app/match-page';
import { readPageState } from './app/page-state';
import { startPageI18n } from './lib/catalogues';
import { routerBase } from './lib/i18n';
import { siteStylesheetLoaded } from './lib/site-stylesheet';

async function start() {
  // The page painted with its own critical rules; the whole stylesheet (asked for by boot.ts) is in
  // before React draws anything the server's HTML did not have.
  const stylesheet = siteStylesheetLoaded();
  const container = document.getElementById('root')!;
  // The address says the page's language (/mr/…, /hi/…): the router works under that prefix, so
  // every link of the page stays in its language.
  const { locale, path } = splitLocalePath(window.location.pathname);
  const match = matchPublicPage(path);
  // The layout's texts and the screen's, in the page's locale, before the first render.
  const i18n = await startPageI18n(locale, ['site', ...(match.kind === 'redirect' ? [] : [match.page.screen.part])]);
  const app = (
    <StrictMode>
      <BrowserRouter basename={routerBase(locale)}>
        <App state={readPageState()} i18n={i18n} />
      </BrowserRouter>
    </StrictMode>
  );
  // The server rendered this page: its screen's chunk (already preloaded by the page) is loaded
  // before hydrating, so React finds the same tree and adopts the HTML without redrawing it.
  if (container.hasChildNodes()) {
    await Promise.all([stylesheet, match.kind !== 'redirect' && match.page.screen.load()]);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a phone's tap or scroll meanwhile is not kept waiting.
    startTransition(() => void hydrateRoot(container, app));
  } else {
    // The Vite dev server sends the bare shell.
    createRoot(container).render(app);
  }
}

void start();
