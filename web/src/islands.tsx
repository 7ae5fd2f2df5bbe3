// The code of a page that hydrates in islands (Home on a first visit), loaded by boot.ts once the
// server's page has painted: each island the page holds is hydrated on its own, with the page's
// providers; the rest of the page stays the server's HTML, its links plain links. No router: a
// followed link loads its page, which the server renders (and which hydrates whole).
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { localeBase, splitLocalePath } from '@bank/shared';
import { ISLAND_CATALOGUE_PARTS, ISLANDS } from './app/islands';
import { readPageState } from './app/page-state';
import { SiteProviders } from './app/site-providers';
import { startPageI18n } from './lib/catalogues';
import { ISLAND_ATTRIBUTE } from './lib/hydration';
import type { Island } from './lib/island';
import { PageNavigation } from './lib/site-navigation';
import { siteStylesheetLoaded } from './lib/site-stylesheet';
import { ApiReadsProvider, pageDataReads } from './lib/use-api-list';

async function start() {
  // The page painted with its own critical rules; the whole stylesheet is in before React draws
  // anything the server's HTML did not have (a scripted menu, a slider).
  const stylesheet = siteStylesheetLoaded();
  const { locale, path } = splitLocalePath(window.location.pathname);
  const i18n = await startPageI18n(locale, ISLAND_CATALOGUE_PARTS);
  const state = readPageState();
  // What the islands show all came with the page: read from its data, without SWR.
  const reads = pageDataReads(state.data);
  await stylesheet;
  const hydrate = (element: HTMLElement, { Content }: Island) =>
    hydrateRoot(
      element,
      <StrictMode>
        <ApiReadsProvider value={reads}>
          <SiteProviders state={state} i18n={i18n}>
            <PageNavigation base={localeBase(locale)} pathname={path} search={window.location.search}>
              <Content />
            </PageNavigation>
          </SiteProviders>
        </ApiReadsProvider>
      </StrictMode>,
    );
  // As a transition, as the whole app's (main.tsx): hydration yields to the browser as it goes.
  startTransition(() => {
    for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
      const name = element.getAttribute(ISLAND_ATTRIBUTE);
      const island = ISLANDS.find((candidate) => candidate.name === name);
      // An island the registry lacks stays the server's HTML, which works without JavaScript.
      if (island) hydrate(element, island);
      else console.error(`No island named ${name} in app/islands.ts: it stays as the server sent it`);
    }
  });
}

void start();
