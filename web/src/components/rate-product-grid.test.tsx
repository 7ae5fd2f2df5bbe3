import { render, screen } from '@testing-library/react';
import { SiteRouter } from '../testing/site-router';
import { describe, expect, it } from 'vitest';
import { loadWholeCatalogue } from 'virtual:site-catalogues';
import type { Deposit } from '@bank/shared';
import { I18nProvider, SiteI18n } from '../lib/i18n';
import { RateProductGrid } from './rate-product-grid';

const deposit = (overrides: Partial<Deposit>): Deposit => ({
  id: 1,
  name: 'Fixed Deposit',
  details: 'Quarterly interest.',
  rate_product: null,
  interest_rate: 7.5,
  rate_range: null,
  offers_calculator: true,
  image: '/uploads/fd.jpg',
  ...overrides,
});

describe('RateProductGrid', () => {
  it('shows each card with picture, name, details, the rate and a Contact NoW link', () => {
    render(
      <SiteRouter>
        <RateProductGrid records={[deposit({}), deposit({ id: 2, name: 'Recurring Deposit' })]} isLoading={false} />
      </SiteRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Fixed Deposit' })).toBeInTheDocument();
    // The first card's picture is the largest paint on a phone: it loads at once, the others as they near.
    expect(screen.getByRole('img', { name: 'Fixed Deposit' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Recurring Deposit' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByText('Interest Rate: 7.5%')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Contact NoW' })[0]).toHaveAttribute('href', '/ContactUs');
  });

  it('leaves the rate out when a record has none', () => {
    render(
      <SiteRouter>
        <RateProductGrid records={[deposit({ interest_rate: null })]} isLoading={false} />
      </SiteRouter>,
    );
    expect(screen.queryByText(/Interest Rate/)).toBeNull();
  });

  it.each([
    ['en', 'Interest Rate: 4.00–7.50%'],
    ['mr', 'व्याजदर: 4.00–7.50%'],
    ['hi', 'ब्याज दर: 4.00–7.50%'],
  ] as const)("shows a linked card's rates as the schedule's range, not its best case (%s)", async (locale, text) => {
    const i18n =
      locale === 'en' ? new SiteI18n({ locale }) : new SiteI18n({ locale }, await loadWholeCatalogue(locale));
    render(
      <I18nProvider i18n={i18n}>
        <SiteRouter>
          <RateProductGrid
            records={[
              deposit({ rate_product: 'Fixed Deposit', rate_range: { from: 4, to: 7.5 } }),
              deposit({ id: 2, name: 'Savings Account', interest_rate: 2.75, rate_range: { from: 2.75, to: 2.75 } }),
            ]}
            isLoading={false}
          />
        </SiteRouter>
      </I18nProvider>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(text.replace('4.00–7.50', '2.75'))).toBeInTheDocument();
  });

  it('offers the calculator only on a card that has one: not a savings or current account', () => {
    render(
      <SiteRouter>
        <RateProductGrid
          records={[
            deposit({ rate_product: 'Fixed Deposit' }),
            deposit({ id: 2, name: 'Current Account', interest_rate: null, offers_calculator: false }),
          ]}
          isLoading={false}
          calculator={{ label: 'Calculate maturity', param: 'deposit' }}
        />
      </SiteRouter>,
    );
    expect(screen.getByRole('link', { name: 'Calculate maturity: Fixed Deposit' })).toHaveAttribute(
      'href',
      '/Calculators?deposit=Fixed+Deposit&rate=7.5#fixed-deposit',
    );
    expect(screen.queryByRole('link', { name: 'Calculate maturity: Current Account' })).toBeNull();
  });

  it('shows a loading indicator while loading', () => {
    render(<RateProductGrid records={[]} isLoading />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it("gives each product's first card an id from its schedule product, the same in every language, for links to land on", () => {
    const { container } = render(
      <SiteRouter>
        <RateProductGrid
          records={[
            deposit({ id: 1, name: 'गृह कर्ज', rate_product: 'Housing Loan' }),
            deposit({ id: 2, name: 'Business / MSME Loan' }),
            deposit({ id: 3, name: 'Housing Loan for women', rate_product: 'Housing Loan' }),
          ]}
          isLoading={false}
        />
      </SiteRouter>,
    );
    expect([...container.querySelectorAll('li.card')].map((card) => card.id)).toEqual([
      'housing-loan',
      'business-msme-loan',
      '',
    ]);
  });
});
