import { render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SiteRouter } from '../../testing/site-router';
import { SiteSWRConfig } from '../../testing/site-swr';
import { describe, expect, it } from 'vitest';
import { loadWholeCatalogue } from 'virtual:site-catalogues';
import { I18nProvider, SiteI18n } from '../../lib/i18n';
import { RATES, RATES_HISTORY } from '../../testing/rates-fixture';
import { InterestRatesPage } from './interest-rates-page';

function renderWith(fallback: Record<string, unknown>, path = '/InterestRates', i18n = new SiteI18n({ locale: 'en' })) {
  render(
    <I18nProvider i18n={i18n}>
      <SiteSWRConfig value={{ fallback, provider: () => new Map() }}>
        <SiteRouter initialEntries={[path]}>
          <Routes>
            <Route path="/InterestRates" element={<InterestRatesPage />} />
            <Route path="/InterestRates/:id" element={<InterestRatesPage />} />
          </Routes>
        </SiteRouter>
      </SiteSWRConfig>
    </I18nProvider>,
  );
}

describe('InterestRatesPage', () => {
  it('shows the schedule in force, dated, with deposits, loans, service and penal charges apart', () => {
    renderWith({ '/api/rates': RATES, '/api/rates/history': RATES_HISTORY });
    const inForce = within(screen.getByRole('region', { name: 'Effective from 24 Oct 2026' }));
    const deposits = inForce.getByRole('table', { name: 'Deposits' });
    // Each value carries its column's heading, which a phone shows on the row's card.
    expect(
      within(deposits).getByRole('row', {
        name: /Fixed Deposit Tenure 1 year to less than 2 years General rate 7.50% p.a. Senior citizen rate 8.00% p.a./,
      }),
    ).toBeInTheDocument();
    expect(
      within(deposits).getByRole('row', {
        name: /Savings Account Tenure General rate 2.75% p.a. Senior citizen rate — Minimum balance Rs 1,000.00/,
      }),
    ).toBeInTheDocument();
    expect(within(inForce.getByRole('table', { name: 'Loans' })).getByText('8.75% – 10.50% p.a.')).toBeInTheDocument();
    expect(
      within(inForce.getByRole('table', { name: 'Service charges' })).getByText('Duplicate passbook'),
    ).toBeInTheDocument();
    expect(
      within(inForce.getByRole('table', { name: 'Penal charges' })).getByText('A cheque returned for want of funds'),
    ).toBeInTheDocument();
    const upcoming = within(screen.getByRole('region', { name: 'Revised rates effective from 7 Dec 2026' }));
    expect(upcoming.getByRole('row', { name: /Savings Account Tenure General rate 3.00% p.a./ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '7 May 2026 to 23 Oct 2026' })).toHaveAttribute('href', '/InterestRates/2');
  });

  it.each([
    ['mr', '1 वर्ष ते 2 वर्षांपेक्षा कमी'],
    ['hi', '1 वर्ष से 2 वर्ष से कम'],
  ] as const)('writes a band ending before a whole year in %s with its years counted: %s', async (locale, tenure) => {
    renderWith(
      { '/api/rates': RATES, '/api/rates/history': RATES_HISTORY },
      '/InterestRates',
      new SiteI18n({ locale }, await loadWholeCatalogue(locale)),
    );
    expect(within(screen.getAllByRole('table')[0]).getByText(tenure)).toBeInTheDocument();
  });

  it('says the rates are being updated when no schedule is in force', () => {
    renderWith({
      '/api/rates': { effective_from: null, deposits: [], loans: [], charges: [], upcoming: null },
      '/api/rates/history': [],
    });
    expect(screen.getByText(/Rates are being updated/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an earlier schedule at its own address', () => {
    renderWith(
      {
        '/api/rates/history': RATES_HISTORY,
        '/api/rates/history/2': { ...RATES, effective_from: '2026-05-07', effective_to: '2026-10-23', upcoming: null },
      },
      '/InterestRates/2',
    );
    expect(screen.getByRole('heading', { name: 'Rates effective from 7 May 2026' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Deposits' })).toBeInTheDocument();
  });

  it('shows the Page Not Found screen for an address that is no earlier schedule, as the server answers it', () => {
    // The server renders with the history and null for the schedule it could not find.
    renderWith({ '/api/rates/history': RATES_HISTORY, '/api/rates/history/999': null }, '/InterestRates/999');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/not available/)).toBeNull();
  });
});
