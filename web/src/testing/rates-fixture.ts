import type { RateSchedule, RateScheduleHistoryEntry } from '@bank/shared';

/** A schedule in force and one announced, as GET /api/rates answers. */
export const RATES: RateSchedule = {
  effective_from: '2026-10-24',
  deposits: [
    {
      id: 1,
      product: 'Savings Account',
      tenure_from_days: null,
      tenure_to_days: null,
      general_rate: 2.75,
      senior_rate: null,
      minimum_balance: 1000,
    },
    {
      id: 2,
      product: 'Fixed Deposit',
      tenure_from_days: 7,
      tenure_to_days: 45,
      general_rate: 4,
      senior_rate: 4.5,
      minimum_balance: null,
    },
    {
      id: 3,
      product: 'Fixed Deposit',
      tenure_from_days: 365,
      tenure_to_days: 729,
      general_rate: 7.5,
      senior_rate: 8,
      minimum_balance: null,
    },
    {
      id: 4,
      product: 'Recurring Deposit',
      tenure_from_days: 180,
      tenure_to_days: 1825,
      general_rate: 7,
      senior_rate: 7.5,
      minimum_balance: 500,
    },
  ],
  loans: [
    {
      id: 1,
      scheme: 'Housing Loan',
      rate_from: 8.75,
      rate_to: 10.5,
      processing_fee: '0.50% of the loan',
      note: 'By repayment record',
    },
  ],
  charges: [
    { id: 1, kind: 'service', name: 'Duplicate passbook', charge: 'Rs 100 + GST', reason: null },
    {
      id: 2,
      kind: 'penal',
      name: 'Cheque returned unpaid',
      charge: 'Rs 250',
      reason: 'A cheque returned for want of funds',
    },
  ],
  upcoming: {
    effective_from: '2026-12-07',
    deposits: [
      {
        id: 9,
        product: 'Savings Account',
        tenure_from_days: null,
        tenure_to_days: null,
        general_rate: 3,
        senior_rate: null,
        minimum_balance: 1000,
      },
    ],
    loans: [],
    charges: [],
  },
};

export const RATES_HISTORY: RateScheduleHistoryEntry[] = [
  { id: 2, effective_from: '2026-05-07', effective_to: '2026-10-23' },
];
