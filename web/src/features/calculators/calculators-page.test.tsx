import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteRouter } from '../../testing/site-router';
import { SiteSWRConfig } from '../../testing/site-swr';
import { describe, expect, it } from 'vitest';
import { loadWholeCatalogue } from 'virtual:site-catalogues';
import {
  emi as emiOf,
  fixedDeposit,
  formatRupees,
  recurringDeposit,
  type Deposit,
  type SiteLocale,
} from '@bank/shared';
import { RateProductGrid } from '../../components/rate-product-grid';
import { I18nProvider, SiteI18n } from '../../lib/i18n';
import { RATES } from '../../testing/rates-fixture';
import { CalculatorsPage } from './calculators-page';

function renderAt(path = '/Calculators', i18n = new SiteI18n({ locale: 'en' })) {
  render(
    <I18nProvider i18n={i18n}>
      <SiteSWRConfig value={{ fallback: { '/api/rates': RATES, '/api/branches': [] }, provider: () => new Map() }}>
        <SiteRouter initialEntries={[path]}>
          <CalculatorsPage />
        </SiteRouter>
      </SiteSWRConfig>
    </I18nProvider>,
  );
  const section = (name: string) => screen.getByRole('region', { name: i18n._(name) });
  return {
    emi: section('EMI Calculator'),
    fd: section('Fixed Deposit Calculator'),
    rd: section('Recurring Deposit Calculator'),
  };
}

const card = (id: number, name: string, rest: Partial<Deposit>): Deposit => ({
  id,
  name,
  details: '',
  rate_product: null,
  interest_rate: null,
  rate_range: null,
  offers_calculator: false,
  image: null,
  ...rest,
});

/** The Deposits page's cards as the server gives them for RATES (linked cards carry the schedule's range). */
const DEPOSIT_CARDS = [
  card(1, 'Fixed Deposit', {
    rate_product: 'Fixed Deposit',
    interest_rate: 7.5,
    rate_range: { from: 4, to: 7.5 },
    offers_calculator: true,
  }),
  card(2, 'Senior Citizen Fixed Deposit', {
    rate_product: 'Fixed Deposit (senior citizen rates)',
    interest_rate: 8,
    rate_range: { from: 4.5, to: 8 },
    offers_calculator: true,
  }),
  card(3, 'Recurring Deposit', {
    rate_product: 'Recurring Deposit',
    interest_rate: 7,
    rate_range: { from: 7, to: 7 },
    offers_calculator: true,
  }),
  card(4, 'Savings Account', {
    rate_product: 'Savings Account',
    interest_rate: 2.75,
    rate_range: { from: 2.75, to: 2.75 },
  }),
  card(5, 'Current Account', {}),
];

/** The schedule's rate for a tenure, read straight from RATES' rows: the one source the calculators must agree with. */
function scheduleRate(product: string, senior: boolean, days: number): number | undefined {
  const row = RATES.deposits.find(
    (candidate) =>
      candidate.product === product && candidate.tenure_from_days! <= days && days <= candidate.tenure_to_days!,
  );
  return row && (senior ? row.senior_rate! : row.general_rate);
}

const catalogue = async (locale: SiteLocale) =>
  locale === 'en' ? new SiteI18n({ locale }) : new SiteI18n({ locale }, await loadWholeCatalogue(locale));

/** Each card's 'Calculate maturity' address, as the Deposits page links it. */
function cardLinks(i18n: SiteI18n): Map<string, string> {
  render(
    <I18nProvider i18n={i18n}>
      <SiteRouter>
        <RateProductGrid
          records={DEPOSIT_CARDS}
          isLoading={false}
          calculator={{ label: 'Calculate maturity', param: 'deposit' }}
        />
      </SiteRouter>
    </I18nProvider>,
  );
  const links = new Map<string, string>();
  for (const deposit of DEPOSIT_CARDS) {
    const link = screen.queryByRole('link', { name: `${i18n._('Calculate maturity')}: ${deposit.name}` });
    if (link) links.set(deposit.name, link.getAttribute('href')!);
  }
  cleanup();
  return links;
}

describe('CalculatorsPage', () => {
  it('gives the published figures for the starting values', () => {
    const { emi, fd, rd } = renderAt();
    expect(within(emi).getByText('Rs 1,168.19')).toBeInTheDocument();
    expect(within(emi).getByRole('table', { name: 'Repayment year by year' })).toBeInTheDocument();
    expect(within(fd).getByText('Rs 1,07,713.59')).toBeInTheDocument();
    expect(within(rd).getByText('Rs 12,462.13')).toBeInTheDocument();
  });

  it('updates as the visitor types, and says what is wrong beside the field', async () => {
    const user = userEvent.setup();
    const { emi, rd } = renderAt();
    const amount = within(emi).getByLabelText('Loan amount (Rs)');
    await user.clear(amount);
    expect(within(emi).getByText('Enter the amount')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.type(amount, '-5');
    expect(within(emi).getByText('The amount cannot be negative')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(within(emi).getByText('The amount must be a number')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '200000');
    expect(within(emi).getByText('Rs 2,336.38')).toBeInTheDocument();

    const tenure = within(rd).getByLabelText('Tenure (months)');
    await user.clear(tenure);
    await user.type(tenure, '500');
    expect(within(rd).getByText('The tenure must be between 6 months and 120 months')).toBeInTheDocument();
  });

  it("starts from a loan card's scheme in the schedule in force", () => {
    const { emi } = renderAt('/Calculators?loan=Housing%20Loan&rate=8.75');
    expect(within(emi).getByLabelText('Interest rate (% p.a.)')).toHaveValue('8.75');
  });

  it("follows a deposit's schedule row, and its senior rate when the toggle is on", async () => {
    const user = userEvent.setup();
    const { fd } = renderAt('/Calculators?deposit=Fixed%20Deposit&rate=7.5');
    const rate = within(fd).getByLabelText('Interest rate (% p.a.)');
    expect(rate).toHaveValue('7.5');
    await user.click(within(fd).getByLabelText('Senior citizen'));
    expect(rate).toHaveValue('8');
    const tenure = within(fd).getByLabelText('Tenure');
    await user.clear(tenure);
    await user.type(tenure, '1');
    await user.selectOptions(within(fd).getByLabelText('Tenure in'), 'months');
    // One month (30 days) falls in the 7 to 45 days row.
    expect(rate).toHaveValue('4.5');
  });

  it('adds the senior margin to a typed rate', async () => {
    const user = userEvent.setup();
    const { fd } = renderAt();
    const rate = within(fd).getByLabelText('Interest rate (% p.a.)');
    await user.clear(rate);
    await user.type(rate, '7');
    await user.click(within(fd).getByLabelText('Senior citizen'));
    expect(within(fd).getByText('Senior citizens earn 0.50% more than the rate typed.')).toBeInTheDocument();
    expect(within(fd).getByText('Rs 1,07,713.59')).toBeInTheDocument();
  });

  it.each(['en', 'mr', 'hi'] as const)(
    'gives every deposit card the schedule row for each tenure, its senior rate counted once (%s)',
    async (locale) => {
      const user = userEvent.setup();
      const i18n = await catalogue(locale);
      const links = cardLinks(i18n);
      // Savings and current accounts do not mature: their cards offer no maturity calculator.
      expect([...links.keys()]).toEqual(['Fixed Deposit', 'Senior Citizen Fixed Deposit', 'Recurring Deposit']);
      const rupees = (amount: number) => formatRupees(amount, i18n.numbers);
      const cases = [
        { name: 'Fixed Deposit', product: 'Fixed Deposit', senior: false },
        { name: 'Senior Citizen Fixed Deposit', product: 'Fixed Deposit', senior: true },
      ];
      for (const { name, product, senior } of cases) {
        for (const days of [7, 30, 45, 100, 365, 400, 729]) {
          const { fd } = renderAt(links.get(name), i18n);
          expect(within(fd).getByLabelText(i18n._('Senior citizen'))).toHaveProperty('checked', senior);
          const tenure = within(fd).getByLabelText(i18n._('Tenure'));
          await user.selectOptions(within(fd).getByLabelText(i18n._('Tenure in')), 'days');
          await user.clear(tenure);
          await user.type(tenure, String(days));
          const rate = scheduleRate(product, senior, days);
          if (rate === undefined) {
            // 100 days: no row of RATES holds it, so no figure rather than another tenure's.
            const noRate = i18n._(
              'The schedule in force gives {product} no rate for this tenure: its tenures are on Interest Rates.',
              { product },
            );
            expect(within(fd).getByText(noRate)).toHaveClass('calculator__error');
            expect(within(fd).queryByText(i18n._('Maturity value'))).toBeNull();
          } else {
            expect(within(fd).getByLabelText(i18n._('Interest rate (% p.a.)'))).toHaveValue(String(rate));
            const { interest } = fixedDeposit({ principal: 100000, annualRate: rate, tenure: { days } });
            expect(within(fd).getByText(rupees(interest))).toBeInTheDocument();
          }
          cleanup();
        }
      }
      for (const months of [6, 12, 60]) {
        const { rd } = renderAt(links.get('Recurring Deposit'), i18n);
        const tenure = within(rd).getByLabelText(i18n._('Tenure (months)'));
        await user.clear(tenure);
        await user.type(tenure, String(months));
        const general = scheduleRate('Recurring Deposit', false, Math.round((months * 365) / 12))!;
        expect(within(rd).getByLabelText(i18n._('Interest rate (% p.a.)'))).toHaveValue(String(general));
        const plain = recurringDeposit({ instalment: 1000, annualRate: general, months });
        expect(within(rd).getByText(rupees(plain.interest))).toBeInTheDocument();
        await user.click(within(rd).getByLabelText(i18n._('Senior citizen')));
        const senior = scheduleRate('Recurring Deposit', true, Math.round((months * 365) / 12))!;
        const elder = recurringDeposit({ instalment: 1000, annualRate: senior, months });
        expect(within(rd).getByText(rupees(elder.interest))).toBeInTheDocument();
        cleanup();
      }
    },
  );

  it("gives the senior card's 30 days on Rs 1,00,000 at the 7 to 45 days senior rate: Rs 369.86", async () => {
    const user = userEvent.setup();
    const { fd } = renderAt('/Calculators?deposit=Fixed+Deposit+%28senior+citizen+rates%29&rate=8');
    await user.selectOptions(within(fd).getByLabelText('Tenure in'), 'days');
    const tenure = within(fd).getByLabelText('Tenure');
    await user.clear(tenure);
    await user.type(tenure, '30');
    expect(within(fd).getByLabelText('Interest rate (% p.a.)')).toHaveValue('4.5');
    expect(within(fd).getByText('Rs 369.86')).toBeInTheDocument();
    // Off, the general rate of the same row; on again, the senior rate once, not 0.50 more.
    await user.click(within(fd).getByLabelText('Senior citizen'));
    expect(within(fd).getByLabelText('Interest rate (% p.a.)')).toHaveValue('4');
    await user.click(within(fd).getByLabelText('Senior citizen'));
    expect(within(fd).getByText('Rs 369.86')).toBeInTheDocument();
  });

  it('takes amounts, rates and tenures as members type them, years too, and says where each calculator is', async () => {
    const user = userEvent.setup();
    const { fd } = renderAt('/Calculators?deposit=Fixed+Deposit&rate=7.5');
    const nav = screen.getByRole('navigation', { name: 'Calculators on this page' });
    expect(within(nav).getByRole('link', { name: 'Fixed Deposit Calculator' })).toHaveAttribute(
      'href',
      '#fixed-deposit',
    );
    const amount = within(fd).getByLabelText('Deposit amount (Rs)');
    await user.clear(amount);
    await user.type(amount, '5 लाख');
    const tenure = within(fd).getByLabelText('Tenure');
    await user.clear(tenure);
    await user.type(tenure, '१');
    await user.selectOptions(within(fd).getByLabelText('Tenure in'), 'years');
    // One year is the 365 to 729 days row: 7.5 % on Rs 5,00,000.
    expect(within(fd).getByLabelText('Interest rate (% p.a.)')).toHaveValue('7.5');
    const { interest } = fixedDeposit({ principal: 500_000, annualRate: 7.5, tenure: { months: 12 } });
    expect(within(fd).getByText(formatRupees(interest))).toBeInTheDocument();
    const rate = within(fd).getByLabelText('Interest rate (% p.a.)');
    await user.clear(rate);
    await user.type(rate, '8%');
    const typed = fixedDeposit({ principal: 500_000, annualRate: 8, tenure: { months: 12 } });
    expect(within(fd).getByText(formatRupees(typed.interest))).toBeInTheDocument();
  });

  describe('a form sent in the address, as a browser without JavaScript sends it', () => {
    it('starts each field from what was sent and gives the figures for it', () => {
      const { emi } = renderAt('/Calculators?emi-amount=5%2C00%2C000&emi-rate=9&emi-tenure=10&emi-unit=years');
      expect(within(emi).getByLabelText('Loan amount (Rs)')).toHaveValue('5,00,000');
      expect(within(emi).getByLabelText('Tenure in')).toHaveValue('years');
      const { instalment } = emiOf({ principal: 500_000, annualRate: 9, months: 120 });
      expect(within(emi).getByText(formatRupees(instalment))).toBeInTheDocument();
    });

    it("keeps the schedule's rate for a new tenure when the rate shown was sent unchanged", () => {
      // Shown 7.5 for a year; sent back with 30 days: the 7 to 45 days row's 4 %, not a typed 7.5.
      const { fd } = renderAt(
        '/Calculators?deposit=Fixed+Deposit&fd-amount=100000&fd-rate=7.5&fd-shown-rate=7.5&fd-tenure=30&fd-unit=days',
      );
      expect(within(fd).getByLabelText('Interest rate (% p.a.)')).toHaveValue('4');
      const { maturity } = fixedDeposit({ principal: 100_000, annualRate: 4, tenure: { days: 30 } });
      expect(within(fd).getByText(formatRupees(maturity))).toBeInTheDocument();
    });

    it('takes a changed rate as typed, and the senior toggle as sent', () => {
      const { fd, rd } = renderAt(
        '/Calculators?deposit=Fixed+Deposit+%28senior+citizen+rates%29&fd-amount=100000&fd-rate=6&fd-shown-rate=8&fd-tenure=12&fd-unit=months&rd-amount=2000&rd-rate=7&rd-shown-rate=7&rd-tenure=24&rd-senior=on',
      );
      // The senior card's toggle starts on, but the form was sent with it off.
      expect(within(fd).getByLabelText('Senior citizen')).not.toBeChecked();
      const typed = fixedDeposit({ principal: 100_000, annualRate: 6, tenure: { months: 12 } });
      expect(within(fd).getByText(formatRupees(typed.maturity))).toBeInTheDocument();
      expect(within(rd).getByLabelText('Senior citizen')).toBeChecked();
      // The recurring deposit's rate was not changed: the senior rate of the schedule's row.
      const senior = recurringDeposit({ instalment: 2000, annualRate: 7.5, months: 24 });
      expect(within(rd).getByText(formatRupees(senior.maturity))).toBeInTheDocument();
    });
  });
});
