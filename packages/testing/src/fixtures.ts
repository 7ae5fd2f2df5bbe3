/** The smallest valid rate schedule starting on `effective_from`: one row of each table (API and browser tests). */
export const oneRowSchedule = (effective_from: string) => ({
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
  ],
  loans: [{ scheme: 'Housing Loan', rate_from: 8.75, rate_to: 10.5, processing_fee: '0.50%', note: null }],
  charges: [{ kind: 'service', name: 'Duplicate passbook', charge: 'Rs 100', reason: null }],
});
