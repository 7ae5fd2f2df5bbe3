import { rateProductRule, type RateProduct } from './rate-product';

export type Deposit = RateProduct;

export const depositsRule = rateProductRule('deposits', {
  added: 'New Deposit Added Successfully',
  updated: 'Deposit Updated Successfully',
  deleted: 'Deposit Deleted Successfully',
});
