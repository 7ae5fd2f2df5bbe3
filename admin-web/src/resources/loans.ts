import { rateProductResource } from './engine/rate-product';

export default rateProductResource('loans', {
  route: 'EditLoans',
  order: 30,
  publicPage: { name: 'Loans', url: '/Loan' },
  title: 'Loans',
  addLabel: 'Add New Loan',
  noun: 'loan',
});
