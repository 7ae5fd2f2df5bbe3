import { SWRConfig } from 'swr';
import { useRoutes } from 'react-router-dom';
import { I18nProvider, type SiteI18n } from '../lib/i18n';
import { routes } from './routes';
import { SiteDigits } from './site-digits';
import { SubmittedFormProvider, type PageState } from './page-state';

/**
 * The public site, the same on the server and in the browser: the routes, with the page's data
 * seeded into SWR (the browser asks again only for what it has not got), a form the server
 * answered, and the interface's texts in the page's locale, its figures in the digits the bank has set. Declarative routing (no data router)
 * keeps the router's machinery out of the first download.
 */
export function App({ state, i18n }: { state: PageState; i18n: SiteI18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ fallback: state.data }}>
        <SiteDigits>
          <SubmittedFormProvider value={state.form}>{useRoutes(routes)}</SubmittedFormProvider>
        </SiteDigits>
      </SWRConfig>
    </I18nProvider>
  );
}
