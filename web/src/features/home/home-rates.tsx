import { bestDepositRate, bestSeniorRate, formatNumber, savingsRate, tenureSpan } from '@bank/shared';
import { useRates } from '../../lib/get-rates';
import { useI18n, tenureWords } from '../../lib/i18n';

/** Home's three rates, from the schedule in force: they change on the schedule's date by themselves. */
export function HomeRates() {
  const i18n = useI18n();
  const { record: rates } = useRates();
  const deposits = rates?.deposits ?? [];
  const rate = (value: number | null, upTo = false) => {
    if (value === null) return '—';
    const values = { rate: formatNumber(value, i18n.numbers, 2) };
    return upTo ? i18n._('up to {rate}% p.a.', values) : i18n._('{rate}% p.a.', values);
  };
  const figures = [
    { label: i18n._('Savings account'), value: rate(savingsRate(deposits)) },
    { label: i18n._('Deposit rates'), value: rate(bestDepositRate(deposits), true) },
    { label: i18n._('Senior citizens'), value: rate(bestSeniorRate(deposits), true) },
  ];
  return (
    <dl className="rates__list">
      {figures.map((rate) => (
        <div key={rate.label} className="rate">
          <dt>{rate.label}</dt>
          <dd>{rate.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The terms of a fixed deposit, as the schedule in force offers them. */
export function FixedDepositTerms() {
  const i18n = useI18n();
  const { record: rates } = useRates();
  const terms = tenureSpan(rates?.deposits ?? [], 'Fixed Deposit', tenureWords(i18n));
  return (
    <p>
      {terms
        ? i18n._('Fixed deposits from {terms}, with higher rates for senior citizens.', { terms })
        : i18n._('Fixed deposits of every term, with higher rates for senior citizens.')}
    </p>
  );
}
