import { array, mixed, number, object, string, type InferType } from 'yup';
import { hasAtMostTwoDecimals, isCalendarDate } from '../patterns';
import { validateInput, type FieldErrors } from '../validate';
import type { SiteLocale } from '../locales';
import type { TranslationLocale } from '../resources/translations';
import { sameProduct } from './same-product';

/**
 * A row's texts on a Marathi or Hindi read (`/api/rates?locale=mr`): the locale its texts came in,
 * the asked one where every text of the row has a translation, else English (a row is never mixed).
 * Absent on an English read.
 */
interface InLocaleRow {
  locale?: SiteLocale;
}

/** One deposit product and tenure band. Tenure bounds are inclusive days; null for savings and current accounts. */
export interface DepositRate extends InLocaleRow {
  id: number;
  product: string;
  tenure_from_days: number | null;
  tenure_to_days: number | null;
  general_rate: number;
  senior_rate: number | null;
  minimum_balance: number | null;
  /** On a translated row: its product's English name, which a card's calculator link names. */
  english_product?: string;
}

export interface LoanRate extends InLocaleRow {
  id: number;
  scheme: string;
  rate_from: number;
  rate_to: number | null;
  processing_fee: string | null;
  note: string | null;
  /** On a translated row: its scheme's English name, which a card's calculator link names. */
  english_scheme?: string;
}

export type ChargeKind = 'service' | 'penal';

export interface Charge extends InLocaleRow {
  id: number;
  kind: ChargeKind;
  name: string;
  charge: string;
  /** Why a penal charge is levied. */
  reason: string | null;
}

/** A schedule's rows, in force from 00:00 in India on `effective_from`. */
export interface RateScheduleBody {
  effective_from: string;
  deposits: DepositRate[];
  loans: LoanRate[];
  charges: Charge[];
}

/** GET /api/rates: the schedule in force (null date and empty lists before any) and the nearest announced one. */
export interface RateSchedule extends Omit<RateScheduleBody, 'effective_from'> {
  effective_from: string | null;
  upcoming: RateScheduleBody | null;
}

/** GET /api/rates/history: a past schedule and the last day it was in force. */
export interface RateScheduleHistoryEntry {
  id: number;
  effective_from: string;
  effective_to: string;
}

export type RateScheduleStatus = 'past' | 'in_force' | 'upcoming';

/** The back office's schedule: frozen unless upcoming. */
export interface AdminRateSchedule extends RateScheduleBody {
  id: number;
  status: RateScheduleStatus;
  /** With `?view=staff`: the locales in which every text of the schedule reads (English first). */
  locales?: SiteLocale[];
}

/**
 * The texts of a schedule's rows a bank translates, by row kind, each with its longest length (the
 * rows' rules below, and a translation's). A text is translated once, in the glossary of rate texts,
 * and every schedule with the same words shows that translation.
 */
export const RATE_TEXT_FIELDS = {
  deposits: { product: 200 },
  loans: { scheme: 200, processing_fee: 200, note: 1000 },
  charges: { name: 200, charge: 200, reason: 1000 },
} as const;

type RateRowKind = keyof typeof RATE_TEXT_FIELDS;
type RateRows = { [Kind in RateRowKind]: readonly Partial<Record<keyof (typeof RATE_TEXT_FIELDS)[Kind], unknown>>[] };

/** Each text of a schedule's rows with its row kind and field, in the order they appear (empty ones left out). */
export function rateTextsOf(schedule: RateRows): { kind: RateRowKind; field: string; text: string }[] {
  return (Object.keys(RATE_TEXT_FIELDS) as RateRowKind[]).flatMap((kind) =>
    schedule[kind].flatMap((row) =>
      Object.keys(RATE_TEXT_FIELDS[kind]).flatMap((field) => {
        const text = (row as Record<string, unknown>)[field];
        return typeof text === 'string' && text !== '' ? [{ kind, field, text }] : [];
      }),
    ),
  );
}

/** A schedule's distinct texts, in the order they first appear: what a translation of it is made of. */
export const distinctRateTexts = (schedule: RateRows): string[] => [
  ...new Set(rateTextsOf(schedule).map(({ text }) => text)),
];

/** The longest a translation of `text` may be: its field's limit (the tightest where it is used by several). */
export function rateTextLimit(schedule: RateRows, text: string): number {
  const limits = rateTextsOf(schedule)
    .filter((entry) => entry.text === text)
    .map(({ kind, field }) => (RATE_TEXT_FIELDS[kind] as Record<string, number>)[field]);
  return Math.min(...limits);
}

/** A translation of a schedule's texts, as the back office reads and writes it. */
export interface RateTextTranslations {
  locale: TranslationLocale;
  texts: { english: string; text: string | null }[];
}

export const RATE_SCHEDULE_MESSAGES = {
  frozen: 'This schedule is in force or past: it can no longer be changed or deleted. Make a new schedule instead.',
  dateTaken: 'Another schedule starts on this date',
  dateRequired: 'Enter the date the schedule comes into force',
  dateInvalid: 'Enter a real date as YYYY-MM-DD',
  dateInPast: 'The date must be today or later',
  rateRequired: 'Enter the rate',
  rateNumber: 'The rate must be a number',
  rateRange: 'The rate must be between 0 and 20',
  rateDecimals: 'The rate takes at most two decimals',
  seniorBelowGeneral: 'The senior citizen rate cannot be below the general rate',
  rateToBelowFrom: 'The upper rate cannot be below the starting rate',
  tenureWhole: 'The tenure is a whole number of days, at least 1',
  tenureBoth: 'Give both tenure bounds, or neither',
  tenureOrder: 'The tenure must start on or before the day it ends',
  tenureOverlap: 'This tenure overlaps another row of the same product',
  balanceNumber: 'The minimum balance must be a number, 0 or more',
  textRequired: (label: string) => `Enter the ${label}`,
  textTooLong: (label: string, max: number) => `The ${label} takes at most ${max} characters`,
  kind: 'Choose service or penal',
  confirmDifferences: (followsFrom: string) =>
    `These rates differ from the schedule it follows, effective from ${followsFrom}, while another schedule is announced: check the differences and confirm to save it`,
} as const;

const M = RATE_SCHEDULE_MESSAGES;
const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || original === null || original === undefined ? null : value;

const rate = () =>
  number()
    .typeError(M.rateNumber)
    .min(0, M.rateRange)
    .max(20, M.rateRange)
    .test('decimals', M.rateDecimals, (value) => value == null || hasAtMostTwoDecimals(value));

const days = () =>
  number()
    .transform(emptyToNull)
    .nullable()
    .default(null)
    .typeError(M.tenureWhole)
    .integer(M.tenureWhole)
    .min(1, M.tenureWhole);

const text = (label: string, max: number) =>
  string().trim().required(M.textRequired(label)).max(max, M.textTooLong(label, max));
const optionalText = (label: string, max: number) =>
  string()
    .trim()
    .max(max, M.textTooLong(label, max))
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value));

const depositRow = object({
  product: text('product', RATE_TEXT_FIELDS.deposits.product),
  tenure_from_days: days().test('both', M.tenureBoth, function (value) {
    return (value == null) === (this.parent.tenure_to_days == null || this.parent.tenure_to_days === '');
  }),
  tenure_to_days: days().test('order', M.tenureOrder, function (value) {
    const from = this.parent.tenure_from_days;
    return value == null || from == null || from === '' || Number(from) <= value;
  }),
  general_rate: rate().required(M.rateRequired),
  senior_rate: rate()
    .transform(emptyToNull)
    .nullable()
    .default(null)
    .test('senior', M.seniorBelowGeneral, function (value) {
      const general = Number(this.parent.general_rate);
      return value == null || !Number.isFinite(general) || value >= general;
    }),
  minimum_balance: number()
    .transform(emptyToNull)
    .nullable()
    .default(null)
    .typeError(M.balanceNumber)
    .min(0, M.balanceNumber),
});

const loanRow = object({
  scheme: text('scheme', RATE_TEXT_FIELDS.loans.scheme),
  rate_from: rate().required(M.rateRequired),
  rate_to: rate()
    .transform(emptyToNull)
    .nullable()
    .default(null)
    .test('order', M.rateToBelowFrom, function (value) {
      const from = Number(this.parent.rate_from);
      return value == null || !Number.isFinite(from) || value >= from;
    }),
  processing_fee: optionalText('processing fee', RATE_TEXT_FIELDS.loans.processing_fee),
  note: optionalText('note', RATE_TEXT_FIELDS.loans.note),
});

const chargeRow = object({
  kind: mixed<ChargeKind>().oneOf(['service', 'penal'], M.kind).required(M.kind),
  name: text('name', RATE_TEXT_FIELDS.charges.name),
  charge: text('charge', RATE_TEXT_FIELDS.charges.charge),
  reason: optionalText('reason', RATE_TEXT_FIELDS.charges.reason),
});

/** The shape a schedule is written in (rows without ids): the back office's form and the server's check. */
export const rateScheduleSchema = object({
  effective_from: string()
    .trim()
    .required(M.dateRequired)
    .test('date', M.dateInvalid, (value) => value == null || isCalendarDate(value)),
  deposits: array(depositRow).default([]),
  loans: array(loanRow).default([]),
  charges: array(chargeRow).default([]),
});

export type RateScheduleInput = InferType<typeof rateScheduleSchema>;

/** A row's tenure as two whole days in order, or null when it has none or it is not valid yet. */
function tenureOf(row: unknown): { product: string; from: number; to: number } | null {
  const { product, tenure_from_days, tenure_to_days } = (row ?? {}) as Record<string, unknown>;
  if (tenure_from_days == null || tenure_to_days == null || tenure_from_days === '' || tenure_to_days === '')
    return null;
  const from = Number(tenure_from_days);
  const to = Number(tenure_to_days);
  return Number.isInteger(from) && Number.isInteger(to) && from <= to && typeof product === 'string'
    ? { product, from, to }
    : null;
}

/**
 * Rules across rows: no product may have two rows whose tenures overlap (reported on the later
 * row). Read from the input as typed, so it is reported beside the other rows' errors.
 */
function overlapErrors(deposits: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const tenures = Array.isArray(deposits) ? deposits.map(tenureOf) : [];
  tenures.forEach((row, index) => {
    if (!row) return;
    const clash = tenures
      .slice(0, index)
      .some(
        (other) => other && sameProduct(other.product, row.product) && other.from <= row.to && row.from <= other.to,
      );
    if (clash) errors[`deposits[${index}].tenure_from_days`] = M.tenureOverlap;
  });
  return errors;
}

/**
 * Checks a whole schedule: every row's fields, tenures that do not overlap, and a date of `today`
 * (YYYY-MM-DD in India, from the caller's clock) or later. Errors are keyed by row and field:
 * `deposits[2].general_rate`.
 */
export async function validateRateSchedule(
  input: unknown,
  today: string,
): Promise<{ values: RateScheduleInput } | { errors: FieldErrors }> {
  const result = await validateInput(rateScheduleSchema, input);
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  const date = (input as { effective_from?: unknown } | null)?.effective_from;
  if (!errors.effective_from && typeof date === 'string' && date.trim() < today) errors.effective_from = M.dateInPast;
  for (const [field, message] of Object.entries(overlapErrors((input as { deposits?: unknown } | null)?.deposits)))
    errors[field] ??= message;
  return Object.keys(errors).length || !result.ok ? { errors } : { values: result.values };
}
