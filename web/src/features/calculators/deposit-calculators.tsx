import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  formatNumber,
  checkFixedDepositInput,
  checkRecurringDepositInput,
  findDepositRow,
  fixedDeposit,
  formatRupees,
  recurringDeposit,
  seniorMargin,
  depositProductOf,
  sameProduct,
  typedNumber,
  type DepositRate,
} from '@bank/shared';
import { CalculatorForm, useSentUnit, useSentValue } from './calculator-form';
import { NumberField, UnitSelect } from './number-field';
import { useI18n, calculatorWords } from '../../lib/i18n';
import { RecordText, useRecordLang } from '../../lib/content-language';
import { RichMessage } from '../../components/rich-message';

const FD_UNITS = ['months', 'years', 'days'] as const;
type FdUnit = (typeof FD_UNITS)[number];
const DAYS_IN_MONTH = 365 / 12;
const DAYS_IN = { days: 1, months: DAYS_IN_MONTH, years: 365 } as const;

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

/** What a deposit calculator is given: the schedule's rows, the card's product, and the card's own rate. */
interface DepositCalculatorProps {
  rows: readonly DepositRate[];
  /** The schedule's product the card links to ('Fixed Deposit'), if any. */
  product?: string;
  /** Whether the card shows the product's senior citizen rates: the toggle starts on. */
  senior?: boolean;
  /** The card's own rate, for a product the schedule does not list. */
  initialRate?: number;
}

/**
 * A deposit calculator's rate. With a product of the schedule in force, the rate is the schedule's
 * row for the tenure (its senior rate while the toggle is on) until the visitor types one; a tenure
 * the schedule does not offer the product for gets no rate but a message. A typed rate is a general
 * rate: the senior toggle adds the schedule's margin to it (0.50 when unknown); so does it to a card's
 * own rate, unless that card's rate is already a senior one. The margin counts once.
 */
function useDepositRate(
  { rows, product, senior: seniorCard = false, initialRate }: DepositCalculatorProps,
  days: number,
  fallback: number,
  form: 'fd' | 'rd',
) {
  // A form sent without JavaScript: its rate counts as typed only when it differs from the one shown.
  const [params] = useSearchParams();
  const sent = params.has(`${form}-amount`);
  const sentRate = params.get(`${form}-rate`);
  const [typedRate, setTypedRate] = useState<string | null>(
    sentRate !== null && sentRate !== params.get(`${form}-shown-rate`) ? sentRate : null,
  );
  const [senior, setSenior] = useState(sent ? params.has(`${form}-senior`) : seniorCard);
  const i18n = useI18n();
  // The product as this page's schedule names it (a Marathi read's rows carry its Marathi name).
  const named = product ? rows.find((candidate) => sameProduct(depositProductOf(candidate), product)) : undefined;
  const row = product && Number.isFinite(days) ? findDepositRow(rows, product, Math.round(days)) : undefined;
  const fromSchedule = typedRate === null && row !== undefined;
  const scheduleRate = row && (senior && row.senior_rate !== null ? row.senior_rate : row.general_rate);
  const rate = typedRate ?? String(scheduleRate ?? initialRate ?? fallback);
  const seniorAlready = typedRate === null && !fromSchedule && seniorCard && initialRate !== undefined;
  const margin = senior && !fromSchedule && !seniorAlready ? seniorMargin(row) : 0;
  // A product the schedule offers for some tenures, asked for another: no figure is better than a wrong one.
  const outsideSchedule =
    typedRate === null && row === undefined && named !== undefined
      ? i18n._('The schedule in force gives {product} no rate for this tenure: its tenures are on Interest Rates.', {
          product: named.product,
        })
      : undefined;
  return { row, rate, setTypedRate, senior, setSenior, fromSchedule, margin, outsideSchedule };
}

/** The note under a calculator: where its rate comes from, or what the senior toggle adds. */
function RateNote({
  row,
  senior,
  fromSchedule,
  otherwise,
}: {
  row: DepositRate | undefined;
  senior: boolean;
  fromSchedule: boolean;
  /** The note when the rate is neither the schedule's nor a senior citizen's: none when empty. */
  otherwise: string;
}) {
  const i18n = useI18n();
  const recordLang = useRecordLang(row);
  if (!(fromSchedule && row) && !senior && !otherwise) return null;
  return (
    <p className="calculator__note">
      {fromSchedule && row ? (
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
        otherwise
      )}
    </p>
  );
}

function SeniorToggle({ id, checked, onChange }: { id: string; checked: boolean; onChange: (on: boolean) => void }) {
  const i18n = useI18n();
  return (
    <div className="calculator__toggle">
      <input id={id} name={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{i18n._('Senior citizen')}</label>
    </div>
  );
}

/** Fixed deposit maturity, at the rate useDepositRate gives for the tenure. */
export function FixedDepositCalculator(props: DepositCalculatorProps) {
  const sentAmount = useSentValue('fd-amount', '100000');
  const sentTenure = useSentValue('fd-tenure', '12');
  const sentUnit = useSentUnit('fd-unit', FD_UNITS, 'months');
  const [amount, setAmount] = useState(sentAmount);
  const [tenure, setTenure] = useState(sentTenure);
  const [unit, setUnit] = useState<FdUnit>(sentUnit);
  const i18n = useI18n();
  const days = typedNumber(tenure) * DAYS_IN[unit];
  const { row, rate, setTypedRate, senior, setSenior, fromSchedule, margin, outsideSchedule } = useDepositRate(
    props,
    days,
    7.5,
    'fd',
  );
  const checked = checkFixedDepositInput({ amount, rate, tenure }, unit, calculatorWords(i18n));
  const errors = 'errors' in checked ? checked.errors : {};
  const result =
    'values' in checked && !outsideSchedule
      ? fixedDeposit({
          principal: checked.values.amount,
          annualRate: checked.values.rate + margin,
          tenure:
            unit === 'days'
              ? { days: checked.values.tenure }
              : { months: checked.values.tenure * (unit === 'years' ? 12 : 1) },
        })
      : undefined;

  return (
    <section id="fixed-deposit" className="calculator" aria-labelledby="fd-title" tabIndex={-1}>
      <h2 id="fd-title">{i18n._('Fixed Deposit Calculator')}</h2>
      <CalculatorForm anchor="fixed-deposit">
        <input type="hidden" name="fd-shown-rate" value={outsideSchedule ? '' : rate} />
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
          value={outsideSchedule ? '' : rate}
          onChange={setTypedRate}
          error={errors.rate}
        />
        <NumberField
          id="fd-tenure"
          label={i18n._('Tenure')}
          value={tenure}
          onChange={setTenure}
          error={errors.tenure ?? outsideSchedule}
          after={
            <UnitSelect id="fd-unit" label={i18n._('Tenure in')} value={unit} units={FD_UNITS} onChange={setUnit} />
          }
        />
        <SeniorToggle id="fd-senior" checked={senior} onChange={setSenior} />
      </CalculatorForm>
      <RateNote
        row={row}
        senior={senior}
        fromSchedule={fromSchedule}
        otherwise={i18n._('Interest compounds every quarter; under 6 months it is simple interest.')}
      />
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

/** Recurring deposit maturity, by the formula Indian banks use, at the rate useDepositRate gives for the months. */
export function RecurringDepositCalculator(props: DepositCalculatorProps) {
  const sentAmount = useSentValue('rd-amount', '1000');
  const sentTenure = useSentValue('rd-tenure', '12');
  const [amount, setAmount] = useState(sentAmount);
  const [tenure, setTenure] = useState(sentTenure);
  const i18n = useI18n();
  const { row, rate, setTypedRate, senior, setSenior, fromSchedule, margin, outsideSchedule } = useDepositRate(
    props,
    typedNumber(tenure) * DAYS_IN_MONTH,
    7,
    'rd',
  );
  const checked = checkRecurringDepositInput({ amount, rate, tenure }, calculatorWords(i18n));
  const errors = 'errors' in checked ? checked.errors : {};
  const result =
    'values' in checked && !outsideSchedule
      ? recurringDeposit({
          instalment: checked.values.amount,
          annualRate: checked.values.rate + margin,
          months: checked.values.tenure,
        })
      : undefined;
  return (
    <section id="recurring-deposit" className="calculator" aria-labelledby="rd-title" tabIndex={-1}>
      <h2 id="rd-title">{i18n._('Recurring Deposit Calculator')}</h2>
      <CalculatorForm anchor="recurring-deposit">
        <input type="hidden" name="rd-shown-rate" value={outsideSchedule ? '' : rate} />
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
          value={outsideSchedule ? '' : rate}
          onChange={setTypedRate}
          error={errors.rate}
        />
        <NumberField
          id="rd-tenure"
          label={i18n._('Tenure (months)')}
          value={tenure}
          onChange={setTenure}
          error={errors.tenure ?? outsideSchedule}
        />
        <SeniorToggle id="rd-senior" checked={senior} onChange={setSenior} />
      </CalculatorForm>
      <RateNote row={row} senior={senior} fromSchedule={fromSchedule} otherwise="" />
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
