import { bestDepositRate, bestSeniorRate, savingsRate, tenureSpan } from '@bank/shared';
import { useRates } from '../../lib/get-rates';

const perAnnum = (rate: number | null, prefix = '') => (rate === null ? '—' : `${prefix}${rate.toFixed(2)}% p.a.`);

/** Home's three rates, from the schedule in force: they change on the schedule's date by themselves. */
export function HomeRates() {
  const { record: rates } = useRates();
  const deposits = rates?.deposits ?? [];
  const figures = [
    { label: 'Savings account', value: perAnnum(savingsRate(deposits)) },
    { label: 'Deposit rates', value: perAnnum(bestDepositRate(deposits), 'up to ') },
    { label: 'Senior citizens', value: perAnnum(bestSeniorRate(deposits), 'up to ') },
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
  const { record: rates } = useRates();
  const terms = tenureSpan(rates?.deposits ?? [], 'Fixed Deposit');
  return <p>Fixed deposits {terms ? `from ${terms}` : 'of every term'}, with higher rates for senior citizens.</p>;
}
