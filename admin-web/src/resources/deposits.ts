import { ADMIN_ALERTS } from '@bank/shared';
import { rateProductResource } from './rate-product';

export const depositsResource = rateProductResource('deposits', {
  key: 'deposits',
  title: 'Deposits',
  addLabel: 'Add New Deposit',
  noun: 'deposit',
  alerts: ADMIN_ALERTS.deposits,
});
