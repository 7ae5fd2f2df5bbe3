import { describe, expect, it } from 'vitest';
import { RATE_SCHEDULE_MESSAGES as M, validateRateSchedule } from './schedule';

const TODAY = '2026-11-23';
const valid = () => ({
  effective_from: '2026-12-01',
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
      tenure_from_days: 7,
      tenure_to_days: 45,
      general_rate: 4,
      senior_rate: 4.5,
      minimum_balance: null,
    },
    {
      product: 'Fixed Deposit',
      tenure_from_days: 46,
      tenure_to_days: 179,
      general_rate: 5.5,
      senior_rate: 6,
      minimum_balance: null,
    },
  ],
  loans: [{ scheme: 'Housing Loan', rate_from: 8.75, rate_to: 10.5, processing_fee: '0.50%', note: '' }],
  charges: [{ kind: 'penal', name: 'Cheque returned', charge: 'Rs 250', reason: 'Insufficient funds' }],
});

describe('validateRateSchedule', () => {
  it('accepts a complete schedule and casts its values', async () => {
    const result = await validateRateSchedule(valid(), TODAY);
    expect('values' in result && result.values.loans[0].note).toBeNull();
  });

  it('accepts a schedule dated today: it comes into force at once', async () => {
    expect(await validateRateSchedule({ ...valid(), effective_from: TODAY }, TODAY)).toHaveProperty('values');
  });

  it('names each bad row and field', async () => {
    const input = valid();
    input.deposits[1] = { ...input.deposits[1], general_rate: 20.5, senior_rate: null };
    input.deposits[2] = { ...input.deposits[2], tenure_from_days: 200, senior_rate: 5 };
    input.loans[0] = { ...input.loans[0], rate_from: 9.125 };
    input.charges[0] = { ...input.charges[0], kind: 'fine', name: '' };
    const result = await validateRateSchedule({ ...input, effective_from: '2026-11-22' }, TODAY);
    expect(result).toEqual({
      errors: {
        effective_from: M.dateInPast,
        'deposits[1].general_rate': M.rateRange,
        'deposits[2].tenure_to_days': M.tenureOrder,
        'deposits[2].senior_rate': M.seniorBelowGeneral,
        'loans[0].rate_from': M.rateDecimals,
        'charges[0].kind': M.kind,
        'charges[0].name': 'Enter the name',
      },
    });
  });

  it('refuses overlapping tenures of one product, on the later row, whatever the spelling', async () => {
    const input = valid();
    input.deposits.push({
      product: ' fixed deposit ',
      tenure_from_days: 100,
      tenure_to_days: 400,
      general_rate: 6,
      senior_rate: 6.5,
      minimum_balance: null,
    });
    expect(await validateRateSchedule(input, TODAY)).toEqual({
      errors: { 'deposits[3].tenure_from_days': M.tenureOverlap },
    });
  });

  it('reports an overlap beside the errors of other rows', async () => {
    const input = valid();
    input.deposits[2] = { ...input.deposits[2], tenure_from_days: 40 };
    input.loans[0] = { ...input.loans[0], scheme: '' };
    expect(await validateRateSchedule(input, TODAY)).toEqual({
      errors: { 'deposits[2].tenure_from_days': M.tenureOverlap, 'loans[0].scheme': 'Enter the scheme' },
    });
  });

  it('wants both tenure bounds or neither, and a real date', async () => {
    const input = valid();
    input.deposits[1] = { ...input.deposits[1], tenure_to_days: null };
    const result = await validateRateSchedule({ ...input, effective_from: '2026-02-30' }, TODAY);
    expect(result).toEqual({ errors: { effective_from: M.dateInvalid, 'deposits[1].tenure_from_days': M.tenureBoth } });
  });
});
