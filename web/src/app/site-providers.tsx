import type { ReactNode } from 'react';
import { I18nProvider, type SiteI18n } from '../lib/i18n';
import { SiteDigits } from './site-digits';
import { SubmittedFormProvider, type PageState } from './page-state';

/**
 * What every part of a page reads, the same on the server and in the browser: the interface's
 * texts in the page's locale (its figures in the digits the bank has set) and a form the server
 * answered. Inside the page's API reads (SwrReads in the app, the page's data in islands).
 */
export function SiteProviders({ state, i18n, children }: { state: PageState; i18n: SiteI18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <SiteDigits>
        <SubmittedFormProvider value={state.form}>{children}</SubmittedFormProvider>
      </SiteDigits>
    </I18nProvider>
  );
}
