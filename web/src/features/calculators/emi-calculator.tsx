import { useState } from 'react';
import { checkEmiInput, emi, formatRupees } from '@bank/shared';
import { DataTable, type DataColumn } from '../../components/data-table';
import { NumberField, UnitSelect } from './number-field';

type Unit = 'months' | 'years';

const REPAYMENT_COLUMNS: DataColumn<ReturnType<typeof emi>['schedule'][number]>[] = [
  { header: 'Year', cell: (year) => year.year },
  { header: 'Principal repaid', cell: (year) => formatRupees(year.principalPaid) },
  { header: 'Interest paid', cell: (year) => formatRupees(year.interestPaid) },
  { header: 'Balance at year end', cell: (year) => formatRupees(year.balance) },
];

/** EMI on a reducing balance, with the year-by-year repayment table. */
export function EmiCalculator({ initialRate }: { initialRate?: number }) {
  const [amount, setAmount] = useState('100000');
  const [rate, setRate] = useState(initialRate === undefined ? '11.5' : String(initialRate));
  const [tenure, setTenure] = useState('180');
  const [unit, setUnit] = useState<Unit>('months');
  const checked = checkEmiInput({ amount, rate, tenure }, unit);
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
      <h2 id="emi-title">EMI Calculator</h2>
      <form className="calculator__form" onSubmit={(event) => event.preventDefault()} noValidate>
        <NumberField
          id="emi-amount"
          label="Loan amount (Rs)"
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        <NumberField id="emi-rate" label="Interest rate (% p.a.)" value={rate} onChange={setRate} error={errors.rate} />
        <NumberField
          id="emi-tenure"
          label="Tenure"
          value={tenure}
          onChange={setTenure}
          error={errors.tenure}
          after={
            <UnitSelect
              id="emi-unit"
              label="Tenure in"
              value={unit}
              units={['months', 'years'] as const}
              onChange={setUnit}
            />
          }
        />
      </form>
      <div className="calculator__result" aria-live="polite">
        {result ? (
          <dl>
            <div>
              <dt>Monthly instalment (EMI)</dt>
              <dd>{formatRupees(result.instalment)}</dd>
            </div>
            <div>
              <dt>Total interest</dt>
              <dd>{formatRupees(result.totalInterest)}</dd>
            </div>
            <div>
              <dt>Total payment</dt>
              <dd>{formatRupees(result.totalPayment)}</dd>
            </div>
          </dl>
        ) : (
          <p>Correct the values above to see the instalment.</p>
        )}
      </div>
      {result && (
        <DataTable
          caption="Repayment year by year"
          columns={REPAYMENT_COLUMNS}
          rows={result.schedule}
          rowKey={(year) => year.year}
          rowHeader
        />
      )}
    </section>
  );
}
