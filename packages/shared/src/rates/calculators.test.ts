import { rupeesInWords } from '../protection/notices';
import { describe, expect, it } from 'vitest';
import { emi, fixedDeposit, formatRupees, recurringDeposit } from './calculators';
import { checkEmiInput, checkFixedDepositInput, checkRecurringDepositInput } from './calculator-inputs';
import { formatDate, formatTenure, tenureSpan } from './rate-text';

const paise = (amount: number) => amount.toFixed(2);

describe('emi', () => {
  it('gives Rs 1,168.19 a month on Rs 1,00,000 at 11.5 % over 180 months', () => {
    const result = emi({ principal: 100_000, annualRate: 11.5, months: 180 });
    expect(paise(result.instalment)).toBe('1168.19');
    expect(paise(result.totalPayment)).toBe(paise(result.instalment * 180));
    expect(result.schedule).toHaveLength(15);
    expect(result.schedule.at(-1)?.balance).toBeCloseTo(0, 6);
    expect(result.schedule.reduce((sum, year) => sum + year.principalPaid, 0)).toBeCloseTo(100_000, 6);
  });

  it('ends a part year in the table and divides evenly at no interest', () => {
    expect(emi({ principal: 100_000, annualRate: 10, months: 18 }).schedule.map((year) => year.year)).toEqual([1, 2]);
    expect(emi({ principal: 12_000, annualRate: 0, months: 12 }).instalment).toBe(1000);
  });
});

describe('fixedDeposit', () => {
  it('matures Rs 1,00,000 at 7.5 % for 12 months at Rs 1,07,713.59', () => {
    expect(paise(fixedDeposit({ principal: 100_000, annualRate: 7.5, tenure: { months: 12 } }).maturity)).toBe(
      '107713.59',
    );
    expect(paise(fixedDeposit({ principal: 100_000, annualRate: 7.5, tenure: { days: 365 } }).maturity)).toBe(
      '107713.59',
    );
  });

  it('pays simple interest below 6 months', () => {
    expect(paise(fixedDeposit({ principal: 100_000, annualRate: 6, tenure: { days: 90 } }).maturity)).toBe(
      paise(100_000 * (1 + (0.06 * 90) / 365)),
    );
    expect(paise(fixedDeposit({ principal: 100_000, annualRate: 6, tenure: { days: 179 } }).interest)).toBe(
      paise((100_000 * 0.06 * 179) / 365),
    );
    expect(paise(fixedDeposit({ principal: 100_000, annualRate: 6, tenure: { months: 5 } }).interest)).toBe(
      paise((100_000 * 0.06 * 5) / 12),
    );
  });

  it('compounds whole quarters, then simple interest on the compounded sum for the broken period', () => {
    // 400 days: 4 quarters (365 days) and 35 days.
    expect(paise(fixedDeposit({ principal: 100_000, annualRate: 7.5, tenure: { days: 400 } }).maturity)).toBe(
      paise(107_713.587 * (1 + (0.075 * 35) / 365)),
    );
    // 200 days: 2 quarters (182.5 days) and 17.5 days.
    expect(paise(fixedDeposit({ principal: 50_000, annualRate: 7, tenure: { days: 200 } }).maturity)).toBe(
      paise(50_000 * 1.0175 ** 2 * (1 + (0.07 * 17.5) / 365)),
    );
    // 15 months: 5 whole quarters, nothing left over.
    expect(paise(fixedDeposit({ principal: 100_000, annualRate: 8, tenure: { months: 15 } }).maturity)).toBe(
      paise(100_000 * 1.02 ** 5),
    );
    // 16 months: 5 quarters and a month (365/12 days).
    expect(paise(fixedDeposit({ principal: 100_000, annualRate: 8, tenure: { months: 16 } }).maturity)).toBe(
      paise(100_000 * 1.02 ** 5 * (1 + (0.08 * (365 / 12)) / 365)),
    );
  });
});

describe('recurringDeposit', () => {
  it('matures Rs 1,000 a month at 7 % for 12 months at Rs 12,462.13', () => {
    const result = recurringDeposit({ instalment: 1000, annualRate: 7, months: 12 });
    expect(paise(result.maturity)).toBe('12462.13');
    expect(result.deposited).toBe(12_000);
  });
});

describe('formatting', () => {
  it('groups rupees the Indian way, with paise', () => {
    expect(formatRupees(107_713.587)).toBe('Rs 1,07,713.59');
    expect(formatRupees(12_345_678)).toBe('Rs 1,23,45,678.00');
  });

  it('writes dates and tenures as people do', () => {
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatTenure(7, 45)).toBe('7 days to 45 days');
    expect(formatTenure(365, 729)).toBe('1 year to less than 2 years');
    expect(formatTenure(181, 364)).toBe('181 days to less than 1 year');
    expect(formatTenure(1095, 1825)).toBe('3 years to 5 years');
    expect(formatTenure(null, null)).toBe('');
  });

  it('gives a language the count of years a band ends before, to word it as a whole', () => {
    const words = {
      days: String,
      years: String,
      lessThan: (years: number) => `<${years}`,
      span: (a: string, b: string) => `${a}–${b}`,
    };
    expect(formatTenure(365, 729, words)).toBe('1–<2');
    expect(formatTenure(181, 364, words)).toBe('181–<1');
  });

  it("spans a product's tenures, shortest to longest, as Home states them", () => {
    const row = (product: string, from: number | null, to: number | null) => ({
      product,
      tenure_from_days: from,
      tenure_to_days: to,
      general_rate: 7,
      senior_rate: null,
      minimum_balance: null,
    });
    const rows = [
      row('Fixed Deposit', 365, 729),
      row('Fixed Deposit', 7, 45),
      row('Fixed Deposit', 1095, 1825),
      row('Recurring Deposit', 180, 364),
      row('Savings Account', null, null),
    ];
    expect(tenureSpan(rows, 'Fixed Deposit')).toBe('7 days to 5 years');
    expect(tenureSpan(rows, 'Savings Account')).toBe('');
  });
});

describe('calculator input checks', () => {
  it('says what is wrong beside each field', () => {
    expect(checkEmiInput({ amount: '', rate: 'abc', tenure: '-3' }, 'months')).toEqual({
      errors: {
        amount: 'Enter the amount',
        rate: 'The interest rate must be a number',
        tenure: 'The tenure cannot be negative',
      },
    });
    expect(checkEmiInput({ amount: '1,00,000', rate: '11.5', tenure: '400' }, 'months')).toEqual({
      errors: { tenure: 'The tenure must be between 1 month and 360 months' },
    });
    expect(checkFixedDepositInput({ amount: '100000', rate: '7.555', tenure: '3' }, 'days')).toEqual({
      errors: {
        rate: 'The interest rate takes at most two decimals',
        tenure: 'The tenure must be between 7 days and 3,650 days',
      },
    });
    expect(checkRecurringDepositInput({ amount: '1000', rate: '7', tenure: '12.5' })).toEqual({
      errors: { tenure: 'The tenure must be a whole number' },
    });
  });

  it('gives the numbers when all is well', () => {
    expect(checkEmiInput({ amount: '1,00,000', rate: '11.5', tenure: '15' }, 'years')).toEqual({
      values: { amount: 100_000, rate: 11.5, tenure: 15 },
    });
  });

  it('reads amounts and rates as members type them: rupee signs, lakh and crore, per cent, Devanagari digits', () => {
    for (const [amount, rate, expected] of [
      ['₹5,00,000', '11.5%', { amount: 500_000, rate: 11.5 }],
      ['5 लाख', '११.५ %', { amount: 500_000, rate: 11.5 }],
      ['Rs. 2.5 lakh', '7.25 p.a.', { amount: 250_000, rate: 7.25 }],
      ['१ कोटी', '8', { amount: 10_000_000, rate: 8 }],
      ['₹ ५०,०००', '९', { amount: 50_000, rate: 9 }],
    ] as const)
      expect(checkFixedDepositInput({ amount, rate, tenure: '12' }, 'months'), `${amount} ${rate}`).toEqual({
        values: { ...expected, tenure: 12 },
      });
    expect(checkFixedDepositInput({ amount: '5 lakh rupees', rate: '7', tenure: '12' }, 'months')).toEqual({
      errors: { amount: 'The amount must be a number' },
    });
  });
});

describe('figures in a page’s locale', () => {
  const marathi = { locale: 'mr' } as const;
  it('keeps English as it was, and writes Marathi and Hindi with Indian grouping and Latin digits', () => {
    expect(formatRupees(107713.594)).toBe('Rs 1,07,713.59');
    expect(formatRupees(107713.594, marathi)).toBe('₹1,07,713.59');
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-22', { locale: 'hi' })).toMatch(/^22 नव\S* 2026$/);
    expect(rupeesInWords(500000, marathi)).toBe('₹5 लाख');
    expect(rupeesInWords(10000000, { locale: 'hi' })).toBe('₹1 करोड़');
  });

  it('writes Devanagari digits where a page asks for them', () => {
    expect(formatRupees(1234.5, { locale: 'mr', numberingSystem: 'deva' })).toBe('₹१,२३४.५०');
  });
});
