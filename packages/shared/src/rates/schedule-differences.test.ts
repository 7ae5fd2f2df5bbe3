import { describe, expect, it } from 'vitest';
import { announcedRatesChange, followedSchedule, scheduleDifferences } from './schedule-differences';

const TODAY = '2026-11-25';

/** A schedule of the demo bank's shape; `fd` is the one-to-two-year fixed deposit rate. */
const schedule = (id: number, effective_from: string, fd: number) => ({
  id,
  effective_from,
  deposits: [
    {
      product: 'Savings Account',
      tenure_from_days: null,
      tenure_to_days: null,
      general_rate: 2.75,
      senior_rate: null,
      minimum_balance: 1000,
    },
    {
      product: 'Fixed Deposit',
      tenure_from_days: 365,
      tenure_to_days: 729,
      general_rate: fd,
      senior_rate: fd + 0.5,
      minimum_balance: null,
    },
  ],
  loans: [{ scheme: 'Housing Loan', rate_from: 8.75, rate_to: 10.5, processing_fee: '0.50%', note: null }],
  charges: [{ kind: 'penal' as const, name: 'Cheque returned unpaid', charge: 'Rs 250', reason: 'Insufficient funds' }],
});

describe('scheduleDifferences', () => {
  it('finds nothing between a schedule and its copy, whatever the case and spaces of the names', () => {
    const copy = schedule(2, '2026-12-01', 7.5);
    copy.deposits[1] = { ...copy.deposits[1], product: ' fixed deposit ' };
    expect(scheduleDifferences(schedule(1, '2026-11-01', 7.5), copy)).toEqual([]);
  });

  it('names each changed value by row and field, with the value before and after', () => {
    const after = schedule(2, '2026-12-01', 7);
    after.loans[0] = { ...after.loans[0], processing_fee: '1%' };
    expect(scheduleDifferences(schedule(1, '2026-11-01', 7.75), after)).toEqual([
      {
        table: 'deposits',
        row: 'Fixed Deposit, 365 to 729 days',
        change: 'changed',
        field: 'general_rate',
        before: 7.75,
        after: 7,
      },
      {
        table: 'deposits',
        row: 'Fixed Deposit, 365 to 729 days',
        change: 'changed',
        field: 'senior_rate',
        before: 8.25,
        after: 7.5,
      },
      { table: 'loans', row: 'Housing Loan', change: 'changed', field: 'processing_fee', before: '0.50%', after: '1%' },
    ]);
  });

  it('lists rows only one schedule has: a new tenure band is added, the old one removed', () => {
    const after = schedule(2, '2026-12-01', 7.5);
    after.deposits[1] = { ...after.deposits[1], tenure_to_days: 730 };
    after.charges = [];
    expect(scheduleDifferences(schedule(1, '2026-11-01', 7.5), after)).toEqual([
      {
        table: 'deposits',
        row: 'Fixed Deposit, 365 to 730 days',
        change: 'added',
        field: null,
        before: null,
        after: null,
      },
      {
        table: 'deposits',
        row: 'Fixed Deposit, 365 to 729 days',
        change: 'removed',
        field: null,
        before: null,
        after: null,
      },
      {
        table: 'charges',
        row: 'Penal charge: Cheque returned unpaid',
        change: 'removed',
        field: null,
        before: null,
        after: null,
      },
    ]);
  });
});

describe('followedSchedule', () => {
  const schedules = [schedule(4, '2026-12-09', 7.75), schedule(3, '2026-10-26', 7.5), schedule(2, '2026-05-09', 7.25)];

  it('is the one in force the day before the date: in force, or an announced one', () => {
    expect(followedSchedule(schedules, '2026-12-01')?.id).toBe(3);
    expect(followedSchedule(schedules, '2026-12-09')?.id).toBe(3);
    expect(followedSchedule(schedules, '2026-12-10')?.id).toBe(4);
  });

  it('is never the schedule being edited', () => {
    expect(followedSchedule(schedules, '2026-12-20', 4)?.id).toBe(3);
  });
});

describe('announcedRatesChange', () => {
  const inForce = schedule(3, '2026-10-26', 7.5);
  const announced = schedule(4, '2026-12-09', 7.75);

  it('asks to confirm a schedule after an announced one that puts the old rates back, naming the announced one', () => {
    const change = announcedRatesChange(
      [announced, inForce],
      { ...schedule(0, '2027-01-01', 7.5), id: undefined },
      TODAY,
    );
    expect(change?.follows).toEqual({ id: 4, effective_from: '2026-12-09' });
    expect(change?.differences.map((difference) => [difference.field, difference.before, difference.after])).toEqual([
      ['general_rate', 7.75, 7.5],
      ['senior_rate', 8.25, 8],
    ]);
  });

  it('asks to confirm a schedule before an announced one that brings its rates forward', () => {
    expect(
      announcedRatesChange([announced, inForce], { ...schedule(0, '2026-12-01', 7.75), id: undefined }, TODAY)?.follows
        .id,
    ).toBe(3);
  });

  it('asks nothing of a copy of the announced rates after it, nor while nothing else is announced', () => {
    expect(
      announcedRatesChange([announced, inForce], { ...schedule(0, '2027-01-01', 7.75), id: undefined }, TODAY),
    ).toBeNull();
    expect(announcedRatesChange([inForce], { ...schedule(0, '2027-01-01', 8), id: undefined }, TODAY)).toBeNull();
    expect(announcedRatesChange([announced, inForce], { ...announced, deposits: [] }, TODAY)).toBeNull();
  });
});
