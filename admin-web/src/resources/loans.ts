import { ADMIN_ALERTS } from '@bank/shared';
import { rateProductResource } from './rate-product';

export const loansResource = rateProductResource('loans', {
  key: 'loans',
  title: 'Loans',
  addLabel: 'Add New Loan',
  noun: 'loan',
  alerts: ADMIN_ALERTS.loans,
});
