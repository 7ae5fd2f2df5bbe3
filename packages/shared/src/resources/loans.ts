import { rateProductRule, type RateProduct } from './rate-product';

export type Loan = RateProduct;

export const loansRule = rateProductRule(
  'loans',
  {
    added: 'New Loan Added Successfully',
    updated: 'Loan Updated Successfully',
    deleted: 'Loan Deleted Successfully',
  },
  { name: 'Education Loan', details: 'For studies in India and abroad.', interest_rate: '8' },
);
