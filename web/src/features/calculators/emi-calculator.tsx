import { useState } from 'react';
import { checkEmiInput, emi, formatNumber, formatRupees } from '@bank/shared';
import { DataTable, type DataColumn } from '../../components/data-table';
import { CalculatorForm, useSentUnit, useSentValue } from './calculator-form';
import { NumberField, UnitSelect } from './number-field';
import { useI18n, calculatorWords, SiteI18n } from '../../lib/i18n';

const EMI_UNITS = ['months', 'years'] as const;
type Unit = (typeof EMI_UNITS)[number];

const repaymentColumns = (i18n: SiteI18n): DataColumn<ReturnType<typeof emi>['schedule'][number]>[] => [
  { header: i18n._('Year'), cell: (year) => formatNumber(year.year, i18n.numbers) },
  { header: i18n._('Principal repaid'), cell: (year) => formatRupees(year.principalPaid, i18n.numbers) },
  { header: i18n._('Interest paid'), cell: (year) => formatRupees(year.interestPaid, i18n.numbers) },
  { header: i18n._('Balance at year end'), cell: (year) => formatRupees(year.balance, i18n.numbers) },
];

/** EMI on a reducing balance, with the year-by-year repayment table. */
export function EmiCalculator({ initialRate }: { initialRate?: number }) {
  const sentAmount = useSentValue('emi-amount', '100000');
  const sentRate = useSentValue('emi-rate', initialRate === undefined ? '11.5' : String(initialRate));
  const sentTenure = useSentValue('emi-tenure', '180');
  const sentUnit = useSentUnit('emi-unit', EMI_UNITS, 'months');
  const [amount, setAmount] = useState(sentAmount);
  const [rate, setRate] = useState(sentRate);
  const [tenure, setTenure] = useState(sentTenure);
  const [unit, setUnit] = useState<Unit>(sentUnit);
  const i18n = useI18n();
  const checked = checkEmiInput({ amount, rate, tenure }, unit, calculatorWords(i18n));
  const result =
    'values' in checked
      ? emi({
          principal: checked.values.amount,
          annualRate: checked.values.rate,
          months: unit === 'years' ? checked.values.tenure * 12 : checked.values.tenure,
        })
      : undefined;
  const errors = 'errors' in checked ? checked.errors : {};
  return (
    <section id="emi" className="calculator" aria-labelledby="emi-title" tabIndex={-1}>
      <h2 id="emi-title">{i18n._('EMI Calculator')}</h2>
      <CalculatorForm anchor="emi">
        <NumberField
          id="emi-amount"
          label={i18n._('Loan amount (Rs)')}
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        <NumberField
          id="emi-rate"
          label={i18n._('Interest rate (% p.a.)')}
          value={rate}
          onChange={setRate}
          error={errors.rate}
        />
        <NumberField
          id="emi-tenure"
          label={i18n._('Tenure')}
          value={tenure}
          onChange={setTenure}
          error={errors.tenure}
          after={
            <UnitSelect id="emi-unit" label={i18n._('Tenure in')} value={unit} units={EMI_UNITS} onChange={setUnit} />
          }
        />
      </CalculatorForm>
      <div className="calculator__result" aria-live="polite">
        {result ? (
          <dl>
            <div>
              <dt>{i18n._('Monthly instalment (EMI)')}</dt>
              <dd>{formatRupees(result.instalment, i18n.numbers)}</dd>
            </div>
            <div>
              <dt>{i18n._('Total interest')}</dt>
              <dd>{formatRupees(result.totalInterest, i18n.numbers)}</dd>
            </div>
            <div>
              <dt>{i18n._('Total payment')}</dt>
              <dd>{formatRupees(result.totalPayment, i18n.numbers)}</dd>
            </div>
          </dl>
        ) : (
          <p>{i18n._('Correct the values above to see the instalment.')}</p>
        )}
      </div>
      {result && (
        <DataTable
          caption={i18n._('Repayment year by year')}
          columns={repaymentColumns(i18n)}
          rows={result.schedule}
          rowKey={(year) => year.year}
          rowHeader
        />
      )}
    </section>
  );
}
