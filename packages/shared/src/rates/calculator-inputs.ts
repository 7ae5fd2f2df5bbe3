import { hasAtMostTwoDecimals } from '../patterns';

/** The query parameters a card's link gives the calculators page: the product it names and the card's own rate. */
export const CALCULATOR_QUERY = ['loan', 'deposit', 'rate'] as const;

/** What the calculators say beside a field. */
export const CALCULATOR_MESSAGES = {
  required: (label: string) => `Enter the ${label}`,
  notNumber: (label: string) => `The ${label} must be a number`,
  negative: (label: string) => `The ${label} cannot be negative`,
  range: (label: string, min: string, max: string) => `The ${label} must be between ${min} and ${max}`,
  whole: (label: string) => `The ${label} must be a whole number`,
  decimals: (label: string) => `The ${label} takes at most two decimals`,
} as const;

const M = CALCULATOR_MESSAGES;
type Field = {
  label: string;
  min: number;
  max: number;
  whole?: boolean;
  twoDecimals?: boolean;
  show?: (n: number) => string;
};
type Checked<K extends string> = { values: Record<K, number> } | { errors: Partial<Record<K, string>> };

const grouped = (n: number) => n.toLocaleString('en-IN');
const count = (unit: string) => (n: number) => `${grouped(n)} ${unit}${n === 1 ? '' : 's'}`;

/** A typed value as a number, or the message to show beside its field. */
export function checkNumber(raw: string, field: Field): number | string {
  const text = raw.replace(/,/g, '').trim();
  if (text === '') return M.required(field.label);
  const value = Number(text);
  if (!Number.isFinite(value) || !/^-?\d*\.?\d+$|^-?\d+\.?$/.test(text)) return M.notNumber(field.label);
  if (value < 0) return M.negative(field.label);
  if (field.whole && !Number.isInteger(value)) return M.whole(field.label);
  if (field.twoDecimals && !hasAtMostTwoDecimals(value)) return M.decimals(field.label);
  const show = field.show ?? grouped;
  if (value < field.min || value > field.max) return M.range(field.label, show(field.min), show(field.max));
  return value;
}

function checkAll<K extends string>(raw: Record<K, string>, fields: Record<K, Field>): Checked<K> {
  const values = {} as Record<K, number>;
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(fields) as K[]) {
    const result = checkNumber(raw[key] ?? '', fields[key]);
    if (typeof result === 'string') errors[key] = result;
    else values[key] = result;
  }
  return Object.keys(errors).length ? { errors } : { values };
}

const AMOUNT: Field = { label: 'amount', min: 1, max: 100_000_000, show: (n) => `Rs ${grouped(n)}` };
const RATE: Field = { label: 'interest rate', min: 0, max: 30, twoDecimals: true, show: (n) => `${n}%` };

export type TenureUnit = 'months' | 'years' | 'days';

/** EMI: amount, annual rate, tenure in months (1 to 360) or years (1 to 30). */
export const checkEmiInput = (raw: { amount: string; rate: string; tenure: string }, unit: 'months' | 'years') =>
  checkAll(raw, {
    amount: AMOUNT,
    rate: RATE,
    tenure:
      unit === 'years'
        ? { label: 'tenure', min: 1, max: 30, whole: true, show: count('year') }
        : { label: 'tenure', min: 1, max: 360, whole: true, show: count('month') },
  });

/** Fixed deposit: principal, annual rate, tenure in days (7 to 3,650) or months (1 to 120). */
export const checkFixedDepositInput = (
  raw: { amount: string; rate: string; tenure: string },
  unit: 'days' | 'months',
) =>
  checkAll(raw, {
    amount: AMOUNT,
    rate: RATE,
    tenure:
      unit === 'days'
        ? { label: 'tenure', min: 7, max: 3650, whole: true, show: count('day') }
        : { label: 'tenure', min: 1, max: 120, whole: true, show: count('month') },
  });

/** Recurring deposit: monthly instalment (Rs 1 to Rs 10,00,000), annual rate, whole months (6 to 120). */
export const checkRecurringDepositInput = (raw: { amount: string; rate: string; tenure: string }) =>
  checkAll(raw, {
    amount: { ...AMOUNT, label: 'monthly instalment', max: 1_000_000 },
    rate: RATE,
    tenure: { label: 'tenure', min: 6, max: 120, whole: true, show: count('month') },
  });
