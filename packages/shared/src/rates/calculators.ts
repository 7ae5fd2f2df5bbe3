import { intlTag, type NumberStyle } from '../locales';
/**
 * The maths of the members' calculators: loan instalments (reducing balance), fixed deposits
 * (quarterly compounding, as Indian banks pay) and recurring deposits (the usual Indian bank
 * formula). Figures are kept unrounded; round only to show them (formatRupees).
 */

const DAYS_IN_YEAR = 365;
/** A quarter of the year in days (91.25): the unit a fixed deposit compounds in. */
const QUARTER_DAYS = DAYS_IN_YEAR / 4;
/** Below this a fixed deposit earns simple interest only: 6 months. */
const SIMPLE_INTEREST_BELOW_DAYS = DAYS_IN_YEAR / 2;

export interface EmiYear {
  year: number;
  principalPaid: number;
  interestPaid: number;
  /** What is still owed at the end of the year. */
  balance: number;
}

export interface EmiResult {
  instalment: number;
  totalInterest: number;
  totalPayment: number;
  schedule: EmiYear[];
}

/** Equated monthly instalment on a reducing balance, with the repayment year by year (the last year may be part of one). */
export function emi({
  principal,
  annualRate,
  months,
}: {
  principal: number;
  annualRate: number;
  months: number;
}): EmiResult {
  const monthlyRate = annualRate / 1200;
  const instalment =
    monthlyRate === 0
      ? principal / months
      : (principal * monthlyRate * (1 + monthlyRate) ** months) / ((1 + monthlyRate) ** months - 1);
  const schedule: EmiYear[] = [];
  let balance = principal;
  for (let month = 1; month <= months; month += 1) {
    const interest = balance * monthlyRate;
    const repaid = month === months ? balance : instalment - interest;
    balance -= repaid;
    const year = Math.ceil(month / 12);
    if (schedule.length < year) schedule.push({ year, principalPaid: 0, interestPaid: 0, balance: 0 });
    const row = schedule[year - 1];
    row.principalPaid += repaid;
    row.interestPaid += interest;
    row.balance = Math.max(0, balance);
  }
  const totalPayment = instalment * months;
  return { instalment, totalInterest: totalPayment - principal, totalPayment, schedule };
}

export type DepositTenure = { months: number } | { days: number };

export interface MaturityResult {
  maturity: number;
  interest: number;
}

/** A tenure in days: months count as twelfths of a year (12 months are exactly 4 quarters). */
export const tenureDays = (tenure: DepositTenure): number =>
  'days' in tenure ? tenure.days : (tenure.months * DAYS_IN_YEAR) / 12;

/**
 * Fixed deposit maturity: interest compounds quarterly for the whole quarters of the tenure, then
 * simple interest (days/365) on the compounded amount for the days left; a tenure under 6 months
 * earns simple interest only. Rs 1,00,000 at 7.5 % for 12 months matures at Rs 1,07,713.59.
 */
export function fixedDeposit({
  principal,
  annualRate,
  tenure,
}: {
  principal: number;
  annualRate: number;
  tenure: DepositTenure;
}): MaturityResult {
  const days = tenureDays(tenure);
  const rate = annualRate / 100;
  let maturity: number;
  if (days < SIMPLE_INTEREST_BELOW_DAYS) {
    maturity = principal * (1 + (rate * days) / DAYS_IN_YEAR);
  } else {
    // A hair of tolerance: 12 months are 365 days, exactly 4 quarters, whatever the float error.
    const quarters = Math.floor(days / QUARTER_DAYS + 1e-9);
    const leftDays = Math.max(0, days - quarters * QUARTER_DAYS);
    maturity = principal * (1 + rate / 4) ** quarters * (1 + (rate * leftDays) / DAYS_IN_YEAR);
  }
  return { maturity, interest: maturity - principal };
}

export interface RecurringResult extends MaturityResult {
  deposited: number;
}

/**
 * Recurring deposit maturity by the formula Indian banks publish:
 * M = R * ((1+i)^n - 1) / (1 - (1+i)^(-1/3)), i = rate/400 (a quarter's rate), n = months/3.
 * Rs 1,000 a month at 7 % for 12 months matures at Rs 12,462.13.
 */
export function recurringDeposit({
  instalment,
  annualRate,
  months,
}: {
  instalment: number;
  annualRate: number;
  months: number;
}): RecurringResult {
  const deposited = instalment * months;
  const i = annualRate / 400;
  const maturity = i === 0 ? deposited : (instalment * ((1 + i) ** (months / 3) - 1)) / (1 - (1 + i) ** (-1 / 3));
  return { maturity, deposited, interest: maturity - deposited };
}

const PAISE = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
const RUPEES = new Intl.NumberFormat('en-IN', PAISE);

/**
 * An amount as Indian banks print it: 'Rs 1,07,713.59'; on a Marathi or Hindi page with the rupee
 * sign, grouped the same and in the style's digits ('₹1,07,713.59').
 */
export const formatRupees = (amount: number, style?: NumberStyle): string =>
  style && (style.locale !== 'en' || style.numberingSystem)
    ? `₹${new Intl.NumberFormat(intlTag(style), PAISE).format(amount)}`
    : `Rs ${RUPEES.format(amount)}`;
