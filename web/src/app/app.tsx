import { useRoutes } from 'react-router-dom';
import { localeBase } from '@bank/shared';
import type { SiteI18n } from '../lib/i18n';
import { SwrReads } from '../lib/swr-reads';
import { routes } from './routes';
import type { PageState } from './page-state';
import { RouterNavigation } from './router-navigation';
import { SiteProviders } from './site-providers';

/**
 * The public site, the same on the server and in the browser: the routes with the page's providers,
 * its reads through SWR and its links the router's. Declarative routing (no data router) keeps the router's machinery out of
 * the first download.
 */
export function App({ state, i18n }: { state: PageState; i18n: SiteI18n }) {
  return (
    <SwrReads data={state.data}>
      <SiteProviders state={state} i18n={i18n}>
        <RouterNavigation base={localeBase(i18n.locale)}>{useRoutes(routes)}</RouterNavigation>
      </SiteProviders>
    </SwrReads>
  );
}
