import { describe, expect, it } from 'vitest';
import { rateProductProblem, RATE_PRODUCT_MESSAGES } from '../resources/rate-product';
import { headlineRate, isCardCalculatorQuery, scheduleProducts } from './same-product';

const schedule = {
  deposits: [
    { product: 'Fixed Deposit', general_rate: 6.5 },
    { product: 'Fixed Deposit', general_rate: 7.25 },
    { product: 'Recurring Deposit', general_rate: 6.75 },
  ],
  loans: [{ scheme: 'Housing Loan', rate_from: 8.75 }],
};
const query = (text: string) => new URLSearchParams(text);

describe('headlineRate', () => {
  it('is the best general rate of a deposit product and the starting rate of a loan scheme', () => {
    expect(headlineRate(schedule, 'deposits', ' fixed deposit')).toBe(7.25);
    expect(headlineRate(schedule, 'loans', 'Housing Loan')).toBe(8.75);
    expect(headlineRate(schedule, 'loans', 'Gold Loan')).toBeNull();
  });
});

describe('isCardCalculatorQuery', () => {
  it('takes the addresses a card of the schedule links to', () => {
    expect(isCardCalculatorQuery(query('deposit=Fixed Deposit&rate=7.25'), schedule)).toBe(true);
    expect(isCardCalculatorQuery(query('loan=Housing Loan&rate=8.75'), schedule)).toBe(true);
    expect(isCardCalculatorQuery(query('loan=housing loan'), schedule)).toBe(true);
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
    expect(scheduleProducts(schedule, 'deposits')).toEqual(['Fixed Deposit', 'Recurring Deposit']);
    expect(scheduleProducts(schedule, 'loans')).toEqual(['Housing Loan']);
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
