import { rateProductResource } from './engine/rate-product';

export default rateProductResource('deposits', {
  route: 'EditDeposit',
  order: 20,
  publicPage: { name: 'Deposits', url: '/Deposits' },
  title: 'Deposits',
  addLabel: 'Add New Deposit',
  noun: 'deposit',
});
