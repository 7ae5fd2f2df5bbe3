import { describe, expect, it } from 'vitest';
import { rateProductProblem, RATE_PRODUCT_MESSAGES } from '../resources/rate-product';
import { productRates, rateRange, scheduleProducts } from './card-rates';
import { headlineRate, isCardCalculatorQuery, linkedProduct } from './same-product';

const schedule = {
  deposits: [
    { product: 'Savings Account', general_rate: 2.75, senior_rate: null, tenure_from_days: null },
    { product: 'Fixed Deposit', general_rate: 4, senior_rate: 4.5, tenure_from_days: 7 },
    { product: 'Fixed Deposit', general_rate: 7.25, senior_rate: 7.75, tenure_from_days: 365 },
    { product: 'Recurring Deposit', general_rate: 6.75, senior_rate: null, tenure_from_days: 180 },
  ],
  loans: [
    { scheme: 'Housing Loan', rate_from: 8.75, rate_to: 10.5 },
    { scheme: 'Agricultural Loan', rate_from: 7, rate_to: null },
  ],
};
const query = (text: string) => new URLSearchParams(text);

describe('headlineRate', () => {
  it('is the best general rate of a deposit product and the starting rate of a loan scheme', () => {
    expect(headlineRate(schedule, 'deposits', ' fixed deposit')).toBe(7.25);
    expect(headlineRate(schedule, 'loans', 'Housing Loan')).toBe(8.75);
    expect(headlineRate(schedule, 'loans', 'Gold Loan')).toBeNull();
  });

  it("is the best senior rate for a card of a product's senior citizen rates", () => {
    expect(headlineRate(schedule, 'deposits', 'Fixed Deposit (senior citizen rates)')).toBe(7.75);
    expect(headlineRate(schedule, 'deposits', 'Recurring Deposit (senior citizen rates)')).toBeNull();
  });
});

describe('rateRange', () => {
  it("runs from a product's lowest to its highest rate, senior ones for a senior card", () => {
    expect(rateRange(schedule, 'deposits', 'Fixed Deposit')).toEqual({ from: 4, to: 7.25 });
    expect(rateRange(schedule, 'deposits', 'fixed deposit (Senior Citizen Rates)')).toEqual({ from: 4.5, to: 7.75 });
    expect(rateRange(schedule, 'deposits', 'Savings Account')).toEqual({ from: 2.75, to: 2.75 });
    expect(rateRange(schedule, 'loans', 'Housing Loan')).toEqual({ from: 8.75, to: 10.5 });
    expect(rateRange(schedule, 'loans', 'Agricultural Loan')).toEqual({ from: 7, to: 7 });
    expect(rateRange(schedule, 'loans', 'Gold Loan')).toBeNull();
  });

  it('knows a product that runs for a term from an account that does not mature', () => {
    expect(productRates(schedule, 'deposits', 'Fixed Deposit')?.tenures).toBe(true);
    expect(productRates(schedule, 'deposits', 'Savings Account')?.tenures).toBe(false);
    expect(productRates(schedule, 'loans', 'Housing Loan')?.tenures).toBe(true);
  });
});

describe('linkedProduct', () => {
  it("reads a senior card's link as its product with the senior rates", () => {
    expect(linkedProduct('Fixed Deposit (senior citizen rates)')).toEqual({ product: 'Fixed Deposit', senior: true });
    expect(linkedProduct(' Fixed Deposit ')).toEqual({ product: 'Fixed Deposit', senior: false });
  });
});

describe('isCardCalculatorQuery', () => {
  it('takes the addresses a card of the schedule links to', () => {
    expect(isCardCalculatorQuery(query('deposit=Fixed Deposit&rate=7.25'), schedule)).toBe(true);
    expect(isCardCalculatorQuery(query('loan=Housing Loan&rate=8.75'), schedule)).toBe(true);
    expect(isCardCalculatorQuery(query('loan=housing loan'), schedule)).toBe(true);
    expect(isCardCalculatorQuery(query('deposit=Fixed Deposit (senior citizen rates)&rate=7.75'), schedule)).toBe(true);
  });

  it('refuses a made-up product, another rate, or two products at once', () => {
    expect(isCardCalculatorQuery(query('deposit=Anything'), schedule)).toBe(false);
    expect(isCardCalculatorQuery(query('deposit=Fixed Deposit&rate=7.77'), schedule)).toBe(false);
    expect(isCardCalculatorQuery(query('loan=Housing Loan&rate=8.75&rate=9'), schedule)).toBe(false);
    expect(isCardCalculatorQuery(query('loan=Housing Loan&deposit=Fixed Deposit'), schedule)).toBe(false);
    expect(isCardCalculatorQuery(query('rate=7.25'), schedule)).toBe(false);
    expect(isCardCalculatorQuery(query('loan=Housing Loan'), null)).toBe(false);
  });
});

describe('the product a card is linked to', () => {
  it("is chosen among the schedule in force's products, each listed once", () => {
    expect(scheduleProducts(schedule, 'deposits')).toEqual([
      'Savings Account',
      'Fixed Deposit',
      'Fixed Deposit (senior citizen rates)',
      'Recurring Deposit',
    ]);
    expect(scheduleProducts(schedule, 'loans')).toEqual(['Housing Loan', 'Agricultural Loan']);
  });

  it('may be none, a product of the schedule, or the one the card already has; nothing else', () => {
    const products = scheduleProducts(schedule, 'deposits');
    expect(rateProductProblem(null, products)).toBeUndefined();
    expect(rateProductProblem('Fixed Deposit', products)).toBeUndefined();
    expect(rateProductProblem('Fixed Deposti', products)).toBe(RATE_PRODUCT_MESSAGES.unknown);
    expect(rateProductProblem('Tax Saver Deposit', products, 'Tax Saver Deposit')).toBeUndefined();
    expect(rateProductProblem('Tax Saver Deposit', products, 'Fixed Deposit')).toBe(RATE_PRODUCT_MESSAGES.unknown);
  });
});
