import { describe, expect, it } from 'vitest';
import { statedRates, statedRatesWarning } from './stated-rates';

const rates = (text: string) => statedRates(text).map(({ rate, kind }) => (kind === 'rate' ? rate : `${rate} margin`));

describe('statedRates', () => {
  it('reads a rate however it is written', () => {
    expect(rates('Deposits earn 7.5%.')).toEqual([7.5]);
    expect(rates('The one-year deposit now earns 7.50 per cent, and senior citizens receive 8.00 per cent.')).toEqual([
      7.5, 8,
    ]);
    expect(rates('Interest at 7.5 % p.a. on the daily balance.')).toEqual([7.5]);
    expect(rates('Savings balances earn 2.50 percent per annum.')).toEqual([2.5]);
  });

  it('reads both ends of a range', () => {
    expect(
      rates('Quick loans against gold ornaments at interest from 4 to 8 per cent depending on the scheme.'),
    ).toEqual([4, 8]);
    expect(rates('Two-wheelers and cars, interest from 10.9% to 12.9%.')).toEqual([10.9, 12.9]);
    expect(rates('Business loans at 11-13% a year.')).toEqual([11, 13]);
    expect(rates('Deposit rates between 6.5 and 7.25 per cent.')).toEqual([6.5, 7.25]);
  });

  it('keeps the words a rate was read from', () => {
    expect(statedRates('Vehicle loans at interest from 10.9 to 12.9 per cent.')).toEqual([
      { rate: 10.9, kind: 'rate', words: 'from 10.9 to 12.9 per cent', at: 26 },
      { rate: 12.9, kind: 'rate', words: 'from 10.9 to 12.9 per cent', at: 26 },
    ]);
  });

  it('does not take a share of something for a rate', () => {
    expect(rates("Gold loans of up to 75% of the gold's value, at the rate in force.")).toEqual([]);
    expect(rates('Vehicle loans up to 85 per cent of the on-road price.')).toEqual([]);
    expect(rates('The processing fee on a loan is 0.50% of the loan, at most Rs 10,000.')).toEqual([]);
    expect(rates('Loans up to 90 per cent of the deposit are available.')).toEqual([]);
  });

  it('does not take other measures for rates', () => {
    expect(rates('Recognised for bringing the gross NPA below 3.5 per cent through timely recovery.')).toEqual([]);
    expect(rates('The meeting approved a dividend of 12 per cent.')).toEqual([]);
    expect(rates('A dividend of 12 per cent on the shares, while deposit rates stay as they are.')).toEqual([]);
    expect(rates('More than 90% of the members attended; 12% came by bus.')).toEqual([]);
  });

  it('tells a margin from a rate', () => {
    expect(rates('An additional 0.50 per cent on term deposits for depositors aged 60 and over.')).toEqual([
      '0.5 margin',
    ]);
    expect(rates('Loans against the deposit at 1 per cent above the deposit rate.')).toEqual(['1 margin']);
    expect(rates('Premature withdrawal attracts a reduction of 1 per cent on the rate applicable.')).toEqual([
      '1 margin',
    ]);
  });

  it('reads rates from a table of rates, as a PDF gives its text', () => {
    const table =
      'Period of deposit General rate (% p.a.) Senior citizens (% p.a.)\n1 year to less than 2 years 7.50% 8.00%\n2 years to less than 3 years 7.25% 7.75%';
    expect(rates(table)).toEqual([7.5, 8, 7.25, 7.75]);
  });

  it('finds no rate in words without percentages, dates or phone numbers', () => {
    expect(rates('Deposits from 7 days to 5 years, on 1 October 2026; call 020-2545 6700.')).toEqual([]);
  });
});

describe('statedRatesWarning', () => {
  it('names the rates a text states and where rates are set', () => {
    expect(statedRatesWarning('Loans at interest from 4 to 8 per cent, or 7.5% for members.')).toBe(
      'This text states 4 %, 8 % and 7.5 %. Members see rates from the rate schedule (Interest Rates), which is the one source: state rates there.',
    );
    expect(statedRatesWarning('Deposits earn 7.5 % p.a.')).toBe(
      'This text states 7.5 %. Members see rates from the rate schedule (Interest Rates), which is the one source: state rates there.',
    );
  });

  it('says nothing of a text without rates, or with margins and shares only', () => {
    expect(statedRatesWarning('Quick loans against gold ornaments, sanctioned the same day.')).toBeUndefined();
    expect(
      statedRatesWarning("An additional 0.50 per cent for senior citizens, on loans of up to 75% of the gold's value."),
    ).toBeUndefined();
  });
});
