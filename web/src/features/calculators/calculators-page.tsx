import { useSearchParams } from 'react-router-dom';
import { linkedProduct, loanSchemeOf, sameProduct } from '@bank/shared';
import { PageBanner } from '../../components/page-banner';
import { useRates } from '../../lib/get-rates';
import { FixedDepositCalculator, RecurringDepositCalculator } from './deposit-calculators';
import { EmiCalculator } from './emi-calculator';
import './calculators.css';
import { useI18n } from '../../lib/i18n';

/**
 * EMI, fixed deposit and recurring deposit calculators. A card's link names its product
 * (`?loan=Housing Loan`, `?deposit=Fixed Deposit`, and its own rate as `rate`: CALCULATOR_QUERY, which
 * the server's page cache keys on): the calculator starts from that product's rate in the schedule
 * in force, else from the card's rate. A deposit card of senior citizen rates
 * (`?deposit=Fixed Deposit (senior citizen rates)`) starts with the senior toggle on.
 */
export function CalculatorsPage() {
  const [params] = useSearchParams();
  const { record: rates } = useRates();
  const deposits = rates?.deposits ?? [];
  const cardRate =
    params.get('rate') !== null && Number.isFinite(Number(params.get('rate'))) ? Number(params.get('rate')) : undefined;
  const loan = params.get('loan');
  const deposit = params.get('deposit') ?? undefined;
  const loanRow = loan ? rates?.loans.find((row) => sameProduct(loanSchemeOf(row), loan)) : undefined;
  const linked = deposit === undefined ? undefined : linkedProduct(deposit);
  const recurring = linked !== undefined && /recurring/i.test(linked.product);
  const i18n = useI18n();
  // Remounted when the product changes, so each calculator starts again from the new product's rate.
  return (
    <>
      <PageBanner
        title={i18n._('Calculators')}
        lead={i18n._(
          "Work out a loan's monthly instalment and what a deposit earns by maturity. Figures are estimates; the branch confirms the exact amounts.",
        )}
      />
      {/* On a phone the deposit calculators sit screens below the EMI's table: a way straight to each. */}
      <nav className="container calculators__jump" aria-label={i18n._('Calculators on this page')}>
        <a href="#emi">{i18n._('EMI Calculator')}</a>
        <a href="#fixed-deposit">{i18n._('Fixed Deposit Calculator')}</a>
        <a href="#recurring-deposit">{i18n._('Recurring Deposit Calculator')}</a>
      </nav>
      <div className="container section calculators" key={`${loan}|${deposit}`}>
        <EmiCalculator initialRate={loanRow?.rate_from ?? (loan ? cardRate : undefined)} />
        <FixedDepositCalculator
          rows={deposits}
          {...(linked && !recurring ? { ...linked, initialRate: cardRate } : {})}
        />
        <RecurringDepositCalculator
          rows={deposits}
          {...(linked && recurring ? { ...linked, initialRate: cardRate } : {})}
        />
      </div>
    </>
  );
}
