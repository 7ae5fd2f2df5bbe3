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
        'SiteSettings',
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
      { to: '/AdminPage/SiteSettings', label: 'Site settings' },
      { to: '/AdminPage/PageEdit', label: 'Pages' },
    ]);
  });

  it('lists the Pages table rows in their order, each with what its Hide hides', () => {
    expect(EDITABLE_PAGES).toEqual([
      { page: 'Services', url: '/Services', editor: 'EditService', part: '/Services' },
      { page: 'Deposits', url: '/Deposits', editor: 'EditDeposit', part: '/Deposits' },
      { page: 'Loans', url: '/Loan', editor: 'EditLoans', part: '/Loan' },
      { page: 'About', url: '/About', editor: 'EditAbout', part: '/About' },
      { page: 'Awards', url: '/Awards', editor: 'EditAward', part: '/Awards' },
      { page: 'Managements', url: '/Managements', editor: 'EditManagements', part: '/Managements' },
      { page: 'About Us Image Slider', url: '/About', editor: 'EditAboutSlider', part: '/About#gallery' },
      { page: 'Published Documents', url: '/PublishedDocuments', editor: 'EditDocuments', part: '/PublishedDocuments' },
      { page: 'Policies & Circulars', url: '/PoliciesCirculars', editor: 'EditPoliciesPage', part: '/PoliciesCirculars' },
      { page: 'Interest Rates & Charges', url: '/InterestRates', editor: 'InterestRates', part: '/InterestRates' },
      { page: 'Branches', url: '/Branches', editor: 'EditBranches', part: '/Branches' },
      { page: 'Customer Protection: grievance levels', url: '/CustomerProtection', editor: 'EditGrievanceLevels', part: '/CustomerProtection' },
      { page: 'Customer Protection', url: '/CustomerProtection', editor: 'CustomerProtection', part: '/CustomerProtection' },
      { page: 'Unclaimed Deposits', url: '/UnclaimedDeposits', editor: 'CustomerProtection', part: '/UnclaimedDeposits' },
      { page: 'Privacy Notice', url: '/Privacy', editor: 'CustomerProtection', part: '/Privacy' },
    ]);
  });
});
