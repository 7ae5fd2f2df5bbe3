// The Home page's fixed content (texts and static figures).
import type { SiteSettings } from '@bank/shared';

/**
 * A loan scheme's card on the Loan page: its id there is productAnchor() of the scheme
 * (rate-product-grid.tsx), written out here so that Home loads none of the cards' code; the browser
 * test follows each link to its card.
 */
const loanCard = (anchor: string) => `/Loan#${anchor}`;

// Each text is a message of the site's catalogues (its English words): shown with i18n._().
export const SERVICE_CARDS = [
  {
    title: /*i18n*/ 'Mortgage Service',
    text: /*i18n*/ 'Loans against residential and commercial property, with clear terms and quick sanction.',
    to: loanCard('housing-loan'),
  },
  {
    title: /*i18n*/ 'Neft/Rtgs',
    text: /*i18n*/ 'Send money to any bank account in India the same day, at the counter or online.',
    to: '/Services',
  },
  {
    title: /*i18n*/ 'CTS clearing',
    text: /*i18n*/ 'Cheques cleared through the image-based Cheque Truncation System, faster and safer.',
    to: '/Services',
  },
  {
    title: /*i18n*/ 'ATM',
    text: /*i18n*/ 'Cash round the clock with your RuPay debit card, at our ATMs and across the country.',
    to: '/Services',
  },
] as const;

// No rates in these words: the rate schedule is the one source (the demo-content test checks them).
// Each picture is the slider's (loan-slider.tsx), so Home's first screen does not download them.
export const LOAN_SCHEMES = [
  {
    title: /*i18n*/ 'Housing Loan',
    text: /*i18n*/ 'Buy, build or renovate your home. Work out your EMI with the loan calculator.',
    picture: 'housing',
    to: loanCard('housing-loan'),
  },
  {
    title: /*i18n*/ 'Gold Loan',
    text: /*i18n*/ 'Instant loans against gold ornaments, sanctioned the same day at the branch.',
    picture: 'gold',
    to: loanCard('gold-loan'),
  },
  {
    title: /*i18n*/ 'Vehicle Loan',
    text: /*i18n*/ 'Two-wheelers, cars and commercial vehicles, up to 85 per cent of the on-road price.',
    picture: 'vehicle',
    to: loanCard('vehicle-loan'),
  },
  {
    title: /*i18n*/ 'Agricultural Loan',
    text: /*i18n*/ 'Crop loans, equipment and allied activities for farmers of our district.',
    picture: 'agricultural',
    to: loanCard('agricultural-loan'),
  },
] as const;

/** Home's three figures: the years and the employees as the bank sets them, the branches counted from their records. */
export const homeFigures = (settings: Pick<SiteSettings, 'years_of_experience' | 'employees'>, branches: number) =>
  [
    { end: settings.years_of_experience, suffix: '+', label: /*i18n*/ 'Years of experience' },
    { end: settings.employees, suffix: '', label: /*i18n*/ 'Experienced employees' },
    { end: branches, suffix: '', label: /*i18n*/ 'Branches' },
  ] as const;
