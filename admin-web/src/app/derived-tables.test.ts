import { describe, expect, it } from 'vitest';
import { EDITABLE_PAGES } from '../features/pages-table/pages-screen';
import { ADMIN_SCREENS } from './back-office';
import { MENU } from './shell';

// Written out by hand as the back office had them before its screens, menu and Pages table were
// derived from the resource definitions: deriving them must change nothing an administrator sees.

describe('tables derived from the resource definitions', () => {
  it('routes every back-office screen', () => {
    expect(Object.keys(ADMIN_SCREENS).sort()).toEqual(
      [
        'Dashboard',
        'CustomerRating',
        'CareerPage',
        'NewsEventPage',
        'PageEdit',
        'EditService',
        'EditDeposit',
        'EditLoans',
        'EditAbout',
        'EditAward',
        'EditManagements',
        'EditDocuments',
        'EditPoliciesPage',
        'EditAboutSlider',
        'InterestRates',
        'EditBranches',
        'EditGrievanceLevels',
        'Complaints',
        'CustomerProtection',
        'Activity',
      ].sort(),
    );
  });

  it('lists the side menu in its order', () => {
    expect(MENU).toEqual([
      { to: '/AdminPage/Dashboard', label: 'Dashboard' },
      { to: '/AdminPage/CustomerRating', label: 'Feedbacks' },
      { to: '/AdminPage/CareerPage', label: 'Career' },
      { to: '/AdminPage/NewsEventPage', label: 'News & Events' },
      { to: '/AdminPage/InterestRates', label: 'Interest Rates' },
      { to: '/AdminPage/Complaints', label: 'Complaints' },
      { to: '/AdminPage/CustomerProtection', label: 'Customer Protection' },
      { to: '/AdminPage/Activity', label: 'Activity' },
      { to: '/AdminPage/PageEdit', label: 'Pages' },
    ]);
  });

  it('lists the Pages table rows in their order', () => {
    expect(EDITABLE_PAGES).toEqual([
      { page: 'Services', url: '/Services', editor: 'EditService' },
      { page: 'Deposits', url: '/Deposits', editor: 'EditDeposit' },
      { page: 'Loans', url: '/Loan', editor: 'EditLoans' },
      { page: 'About', url: '/About', editor: 'EditAbout' },
      { page: 'Awards', url: '/Awards', editor: 'EditAward' },
      { page: 'Managements', url: '/Managements', editor: 'EditManagements' },
      { page: 'About Us Image Slider', url: '/About', editor: 'EditAboutSlider' },
      { page: 'Published Documents', url: '/PublishedDocuments', editor: 'EditDocuments' },
      { page: 'Policies & Circulars', url: '/PoliciesCirculars', editor: 'EditPoliciesPage' },
      { page: 'Interest Rates & Charges', url: '/InterestRates', editor: 'InterestRates' },
      { page: 'Branches', url: '/Branches', editor: 'EditBranches' },
      { page: 'Customer Protection: grievance levels', url: '/CustomerProtection', editor: 'EditGrievanceLevels' },
      { page: 'Customer Protection', url: '/CustomerProtection', editor: 'CustomerProtection' },
      { page: 'Unclaimed Deposits', url: '/UnclaimedDeposits', editor: 'CustomerProtection' },
      { page: 'Privacy Notice', url: '/Privacy', editor: 'CustomerProtection' },
    ]);
  });
});
