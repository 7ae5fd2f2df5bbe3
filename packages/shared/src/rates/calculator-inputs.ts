import { formatNumber, intlTag, type NumberStyle } from '../locales';
import { hasAtMostTwoDecimals } from '../patterns';
import { latinDigits } from '../phone';

/**
 * What the calculators say beside a field, as messages of the site's catalogues: `{field}` is the
 * field's name in words (FIELD_NAMES), `{min}` and `{max}` the bounds as the page writes them.
 */
export const CALCULATOR_MESSAGES = {
  required: /*i18n*/ 'Enter the {field}',
  notNumber: /*i18n*/ 'The {field} must be a number',
  negative: /*i18n*/ 'The {field} cannot be negative',
  range: /*i18n*/ 'The {field} must be between {min} and {max}',
  whole: /*i18n*/ 'The {field} must be a whole number',
  decimals: /*i18n*/ 'The {field} takes at most two decimals',
} as const;

const FIELD_NAMES = {
  amount: /*i18n*/ 'amount',
  instalment: /*i18n*/ 'monthly instalment',
  rate: /*i18n*/ 'interest rate',
  tenure: /*i18n*/ 'tenure',
} as const;

/** A tenure's unit with its count, in the catalogues' plural form. */
const UNIT_MESSAGES = {
  day: /*i18n*/ '{count, plural, one {# day} other {# days}}',
  month: /*i18n*/ '{count, plural, one {# month} other {# months}}',
  year: /*i18n*/ '{count, plural, one {# year} other {# years}}',
} as const;

/**
 * How the calculators write their messages and figures: English by default; the site passes its
 * page's catalogue (a message and its values to a text) and the page's number style.
 */
export interface CalculatorWords {
  translate: (message: string, values?: Record<string, string | number>) => string;
  style?: NumberStyle;
}

const grouped = (n: number, style?: NumberStyle) =>
  style && (style.locale !== 'en' || style.numberingSystem)
    ? new Intl.NumberFormat(intlTag(style)).format(n)
    : n.toLocaleString('en-IN');

const ENGLISH: CalculatorWords = {
  translate: (message, values = {}) =>
    message
      .replace(
        /\{count, plural, one \{# (\w+)\} other \{# (\w+)\}\}/,
        (_, one: string, other: string) =>
          `${grouped(Number(values.count))} ${Number(values.count) === 1 ? one : other}`,
      )
      .replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])),
};

type Field = {
  label: keyof typeof FIELD_NAMES;
  min: number;
  max: number;
  whole?: boolean;
  twoDecimals?: boolean;
  show?: (n: number, words: CalculatorWords) => string;
};
type Checked<K extends string> = { values: Record<K, number> } | { errors: Partial<Record<K, string>> };

const count = (unit: keyof typeof UNIT_MESSAGES) => (n: number, words: CalculatorWords) =>
  words.translate(UNIT_MESSAGES[unit], { count: n });

/** Words for a hundred thousand and ten million, in the three languages, as people type amounts. */
const SCALES: [RegExp, number][] = [
  [/\s*(?:lakhs?|lacs?|लाख|लाखांचा|लाखाचे)$/i, 100_000],
  [/\s*(?:crores?|cr|कोटी|करोड़|करोड)$/i, 10_000_000],
];

/**
 * A value as people type it, made plain for the number check: Devanagari digits read, a rupee
 * sign or 'Rs' before it and a '%' or 'p.a.' after it dropped, the Indian grouping's commas gone;
 * '5 लाख' or '2.5 lakh' is counted out. Returns the plain text and its scale.
 */
function plainNumber(raw: string): { text: string; scale: number } {
  let text = latinDigits(raw)
    .replace(/[,\u00a0]/g, '')
    .trim()
    .replace(/^(?:₹|rs\.?|inr)\s*/i, '')
    .replace(/\s*(?:%|p\.?\s?a\.?)+$/i, '')
    .trim();
  for (const [words, scale] of SCALES)
    if (words.test(text)) {
      text = text.replace(words, '');
      return { text, scale };
    }
  return { text, scale: 1 };
}

/** A typed value as a number, as the calculators read it ('5 लाख' is 500000); NaN when it is none. */
export function typedNumber(raw: string): number {
  const { text, scale } = plainNumber(raw);
  return text === '' ? Number.NaN : Number(text) * scale;
}

/** A typed value as a number, or the message to show beside its field (in the words' language). */
export function checkNumber(raw: string, field: Field, words: CalculatorWords = ENGLISH): number | string {
  const say = (message: string, values: Record<string, string> = {}) =>
    words.translate(message, { field: words.translate(FIELD_NAMES[field.label]), ...values });
  const { text, scale } = plainNumber(raw);
  if (text === '') return say(CALCULATOR_MESSAGES.required);
  // Rounded to paise: 2.5 lakh is 250000, not 249999.99999999997.
  const value = scale === 1 ? Number(text) : Math.round(Number(text) * scale * 100) / 100;
  if (!Number.isFinite(value) || !/^-?\d*\.?\d+$|^-?\d+\.?$/.test(text)) return say(CALCULATOR_MESSAGES.notNumber);
  if (value < 0) return say(CALCULATOR_MESSAGES.negative);
  if (field.whole && !Number.isInteger(value)) return say(CALCULATOR_MESSAGES.whole);
  if (field.twoDecimals && !hasAtMostTwoDecimals(value)) return say(CALCULATOR_MESSAGES.decimals);
  const show = field.show ?? ((n: number) => grouped(n, words.style));
  if (value < field.min || value > field.max)
    return say(CALCULATOR_MESSAGES.range, { min: show(field.min, words), max: show(field.max, words) });
  return value;
}

function checkAll<K extends string>(
  raw: Record<K, string>,
  fields: Record<K, Field>,
  words: CalculatorWords = ENGLISH,
): Checked<K> {
  const values = {} as Record<K, number>;
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(fields) as K[]) {
    const result = checkNumber(raw[key] ?? '', fields[key], words);
    if (typeof result === 'string') errors[key] = result;
    else values[key] = result;
  }
  return Object.keys(errors).length ? { errors } : { values };
}

const AMOUNT: Field = {
  label: 'amount',
  min: 1,
  max: 100_000_000,
  show: (n, { style }) =>
    style && (style.locale !== 'en' || style.numberingSystem) ? `₹${grouped(n, style)}` : `Rs ${grouped(n)}`,
};
const RATE: Field = {
  label: 'rate',
  min: 0,
  max: 30,
  twoDecimals: true,
  show: (n, { style }) => `${formatNumber(n, style)}%`,
};

export type TenureUnit = 'months' | 'years' | 'days';

type CalculatorInput = { amount: string; rate: string; tenure: string };

/** A calculator's check: its three fields, the tenure's bounds by its unit. */
const calculatorCheck =
  <U extends string>(tenure: (unit: U) => Field, amount: Field = AMOUNT) =>
  (raw: CalculatorInput, unit: U, words?: CalculatorWords) =>
    checkAll(raw, { amount, rate: RATE, tenure: tenure(unit) }, words);

const TENURE = (min: number, max: number, unit: keyof typeof UNIT_MESSAGES): Field => ({
  label: 'tenure',
  min,
  max,
  whole: true,
  show: count(unit),
});

/** EMI: amount, annual rate, tenure in months (1 to 360) or years (1 to 30). */
export const checkEmiInput = calculatorCheck<'months' | 'years'>((unit) =>
  unit === 'years' ? TENURE(1, 30, 'year') : TENURE(1, 360, 'month'),
);

/** Fixed deposit: principal, annual rate, tenure in days (7 to 3,650), months (1 to 120) or years (1 to 10). */
export const checkFixedDepositInput = calculatorCheck<'days' | 'months' | 'years'>((unit) =>
  unit === 'days' ? TENURE(7, 3650, 'day') : unit === 'years' ? TENURE(1, 10, 'year') : TENURE(1, 120, 'month'),
);

/** Recurring deposit: monthly instalment (Rs 1 to Rs 10,00,000), annual rate, whole months (6 to 120). */
const checkRecurring = calculatorCheck<'months'>(() => TENURE(6, 120, 'month'), {
  ...AMOUNT,
  label: 'instalment',
  max: 1_000_000,
});
export const checkRecurringDepositInput = (raw: CalculatorInput, words?: CalculatorWords) =>
  checkRecurring(raw, 'months', words);
