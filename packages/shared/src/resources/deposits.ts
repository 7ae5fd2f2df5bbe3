import { rateProductRule, type RateProduct } from './rate-product';

export type Deposit = RateProduct;

export const depositsRule = rateProductRule(
  'deposits',
  {
    added: 'New Deposit Added Successfully',
    updated: 'Deposit Updated Successfully',
    deleted: 'Deposit Deleted Successfully',
  },
  { name: 'Tax Saver Fixed Deposit', details: '15 days to 10 years.', interest_rate: '7.25' },
);
