import { useState } from 'react';
import {
  formatNumber,
  checkFixedDepositInput,
  checkRecurringDepositInput,
  findDepositRow,
  fixedDeposit,
  formatRupees,
  recurringDeposit,
  seniorMargin,
  type DepositRate,
} from '@bank/shared';
import { NumberField, UnitSelect } from './number-field';
import { useI18n, calculatorWords } from '../../lib/i18n';
import { RecordText, useRecordLang } from '../../lib/content-language';
import { RichMessage } from '../../components/rich-message';

type FdUnit = 'months' | 'days';
const DAYS_IN_MONTH = 365 / 12;

function MaturityResult({ maturity, interest, deposited }: { maturity: number; interest: number; deposited?: number }) {
  const i18n = useI18n();
  return (
    <dl>
      {deposited !== undefined && (
        <div>
          <dt>{i18n._('Total deposited')}</dt>
          <dd>{formatRupees(deposited, i18n.numbers)}</dd>
        </div>
      )}
      <div>
        <dt>{i18n._('Maturity value')}</dt>
        <dd>{formatRupees(maturity, i18n.numbers)}</dd>
      </div>
      <div>
        <dt>{i18n._('Interest earned')}</dt>
        <dd>{formatRupees(interest, i18n.numbers)}</dd>
      </div>
    </dl>
  );
}

/**
 * Fixed deposit maturity. With a product of the schedule in force, the rate follows the schedule's
 * row for the tenure (its senior rate when the toggle is on) until the visitor types a rate; a
 * typed rate gets the schedule's senior margin added (0.50 when unknown).
 */
export function FixedDepositCalculator({
  rows,
  product,
  initialRate,
}: {
  rows: readonly DepositRate[];
  product?: string;
  initialRate?: number;
}) {
  const [amount, setAmount] = useState('100000');
  const [tenure, setTenure] = useState('12');
  const [unit, setUnit] = useState<FdUnit>('months');
  const [typedRate, setTypedRate] = useState<string | null>(null);
  const [senior, setSenior] = useState(false);
  const i18n = useI18n();

  const days = Number(tenure) * (unit === 'months' ? DAYS_IN_MONTH : 1);
  const row = product ? findDepositRow(rows, product, Number.isFinite(days) ? Math.round(days) : undefined) : undefined;
  const recordLang = useRecordLang(row);
  const scheduleRate = row && (senior && row.senior_rate !== null ? row.senior_rate : row.general_rate);
  const rate = typedRate ?? String(scheduleRate ?? initialRate ?? 7.5);
  const checked = checkFixedDepositInput({ amount, rate, tenure }, unit, calculatorWords(i18n));
  const errors = 'errors' in checked ? checked.errors : {};
  // A typed rate (or one not from the schedule) is a general rate: a senior citizen gets the margin on top.
  const fromSchedule = typedRate === null && row !== undefined;
  const annualRate = 'values' in checked ? checked.values.rate + (senior && !fromSchedule ? seniorMargin(row) : 0) : 0;
  const result =
    'values' in checked
      ? fixedDeposit({
          principal: checked.values.amount,
          annualRate,
          tenure: unit === 'months' ? { months: checked.values.tenure } : { days: checked.values.tenure },
        })
      : undefined;

  return (
    <section id="fixed-deposit" className="calculator" aria-labelledby="fd-title" tabIndex={-1}>
      <h2 id="fd-title">{i18n._('Fixed Deposit Calculator')}</h2>
      <form className="calculator__form" onSubmit={(event) => event.preventDefault()} noValidate>
        <NumberField
          id="fd-amount"
          label={i18n._('Deposit amount (Rs)')}
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        <NumberField
          id="fd-rate"
          label={i18n._('Interest rate (% p.a.)')}
          value={rate}
          onChange={setTypedRate}
          error={errors.rate}
        />
        <NumberField
          id="fd-tenure"
          label={i18n._('Tenure')}
          value={tenure}
          onChange={setTenure}
          error={errors.tenure}
          after={
            <UnitSelect
              id="fd-unit"
              label={i18n._('Tenure in')}
              value={unit}
              units={['months', 'days'] as const}
              onChange={setUnit}
            />
          }
        />
        <div className="calculator__toggle">
          <input
            id="fd-senior"
            type="checkbox"
            checked={senior}
            onChange={(event) => setSenior(event.target.checked)}
          />
          <label htmlFor="fd-senior">{i18n._('Senior citizen')}</label>
        </div>
      </form>
      <p className="calculator__note">
        {fromSchedule ? (
          <RichMessage
            message={
              senior
                ? i18n._('Rate from the schedule in force for <0>{product}</0>, senior citizen rate.', {
                    product: row.product,
                  })
                : i18n._('Rate from the schedule in force for <0>{product}</0>.', { product: row.product })
            }
            parts={[<RecordText key="product" lang={recordLang} />]}
          />
        ) : senior ? (
          i18n._('Senior citizens earn {margin}% more than the rate typed.', {
            margin: formatNumber(seniorMargin(row), i18n.numbers, 2),
          })
        ) : (
          i18n._('Interest compounds every quarter; under 6 months it is simple interest.')
        )}
      </p>
      <div className="calculator__result" aria-live="polite">
        {result ? (
          <MaturityResult {...result} />
        ) : (
          <p>{i18n._('Correct the values above to see the maturity value.')}</p>
        )}
      </div>
    </section>
  );
}

/** Recurring deposit maturity, by the formula Indian banks use. */
export function RecurringDepositCalculator({ initialRate }: { initialRate?: number }) {
  const [amount, setAmount] = useState('1000');
  const [rate, setRate] = useState(String(initialRate ?? 7));
  const [tenure, setTenure] = useState('12');
  const i18n = useI18n();
  const checked = checkRecurringDepositInput({ amount, rate, tenure }, calculatorWords(i18n));
  const errors = 'errors' in checked ? checked.errors : {};
  const result =
    'values' in checked
      ? recurringDeposit({
          instalment: checked.values.amount,
          annualRate: checked.values.rate,
          months: checked.values.tenure,
        })
      : undefined;
  return (
    <section id="recurring-deposit" className="calculator" aria-labelledby="rd-title" tabIndex={-1}>
      <h2 id="rd-title">{i18n._('Recurring Deposit Calculator')}</h2>
      <form className="calculator__form" onSubmit={(event) => event.preventDefault()} noValidate>
        <NumberField
          id="rd-amount"
          label={i18n._('Monthly instalment (Rs)')}
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        <NumberField
          id="rd-rate"
          label={i18n._('Interest rate (% p.a.)')}
          value={rate}
          onChange={setRate}
          error={errors.rate}
        />
        <NumberField
          id="rd-tenure"
          label={i18n._('Tenure (months)')}
          value={tenure}
          onChange={setTenure}
          error={errors.tenure}
        />
      </form>
      <div className="calculator__result" aria-live="polite">
        {result ? (
          <MaturityResult {...result} />
        ) : (
          <p>{i18n._('Correct the values above to see the maturity value.')}</p>
        )}
      </div>
    </section>
  );
}
