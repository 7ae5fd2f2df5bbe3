import { render, screen, within } from '@testing-library/react';
import { SiteRouter } from '../testing/site-router';
import { SiteSWRConfig } from '../testing/site-swr';
import { describe, expect, it } from 'vitest';
import { loadWholeCatalogue } from 'virtual:site-catalogues';
import type { SiteLocale } from '@bank/shared';
import { InterestRatesPage } from '../features/interest-rates/interest-rates-page';
import { I18nProvider, SiteI18n } from '../lib/i18n';
import { RATES, RATES_HISTORY } from '../testing/rates-fixture';
import { siteSettingsData } from '../testing/site-settings-fixture';
import { SiteDigits } from './site-digits';

/** The schedule in force with a fixed deposit at 7.25%. */
const RATES_AT_7_25 = {
  ...RATES,
  deposits: RATES.deposits.map((row) => (row.id === 3 ? { ...row, general_rate: 7.25 } : row)),
};

/** The interest rates page in `locale`, with the site settings' Devanagari digits on or off. */
async function renderRatesIn(locale: SiteLocale, devanagari_digits: boolean) {
  render(
    <I18nProvider i18n={new SiteI18n({ locale }, await loadWholeCatalogue(locale))}>
      <SiteSWRConfig
        value={{
          fallback: {
            '/api/rates': RATES_AT_7_25,
            '/api/rates/history': RATES_HISTORY,
            ...siteSettingsData({ devanagari_digits }),
          },
          provider: () => new Map(),
        }}
      >
        <SiteRouter>
          <SiteDigits>
            <InterestRatesPage />
          </SiteDigits>
        </SiteRouter>
      </SiteSWRConfig>
    </I18nProvider>,
  );
  return within(screen.getAllByRole('table')[0]);
}

describe('SiteDigits', () => {
  it('writes a Marathi page’s figures in Devanagari digits when the bank turns them on', async () => {
    const deposits = await renderRatesIn('mr', true);
    expect(deposits.getByText(/७\.२५/)).toBeInTheDocument();
    expect(deposits.queryByText(/7\.25/)).toBeNull();
  });

  it('writes them in Latin digits, as Indian banks print them, while the setting is off', async () => {
    const deposits = await renderRatesIn('mr', false);
    expect(deposits.getByText(/7\.25/)).toBeInTheDocument();
    expect(deposits.queryByText(/७\.२५/)).toBeNull();
  });

  it('writes a Hindi page’s figures in Devanagari digits too', async () => {
    const deposits = await renderRatesIn('hi', true);
    expect(deposits.getByText(/७\.२५/)).toBeInTheDocument();
  });

  it('leaves an English page as it was, the setting on or off', async () => {
    const deposits = await renderRatesIn('en', true);
    expect(deposits.getByText('7.25% p.a.')).toBeInTheDocument();
  });
});
