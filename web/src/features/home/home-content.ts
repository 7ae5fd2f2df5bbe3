// The Home page's fixed content (texts and static figures).
import type { SiteSettings } from '@bank/shared';
import housing from '../../assets/home/loan-housing.svg';
import gold from '../../assets/home/loan-gold.svg';
import vehicle from '../../assets/home/loan-vehicle.svg';
import agricultural from '../../assets/home/loan-agri.svg';

export const SERVICE_CARDS = [
  {
    title: 'Mortgage Service',
    text: 'Loans against residential and commercial property, with clear terms and quick sanction.',
  },
  { title: 'Neft/Rtgs', text: 'Send money to any bank account in India the same day, at the counter or online.' },
  {
    title: 'CTS clearing',
    text: 'Cheques cleared through the image-based Cheque Truncation System, faster and safer.',
  },
  { title: 'ATM', text: 'Cash round the clock with your RuPay debit card, at our ATMs and across the country.' },
] as const;

// No rates in these words: the rate schedule is the one source (the demo-content test checks them).
export const LOAN_SCHEMES = [
  {
    title: 'Housing Loan',
    text: 'Buy, build or renovate your home. Work out your EMI with the loan calculator.',
    image: housing,
  },
  {
    title: 'Gold Loan',
    text: 'Instant loans against gold ornaments, sanctioned the same day at the branch.',
    image: gold,
  },
  {
    title: 'Vehicle Loan',
    text: 'Two-wheelers, cars and commercial vehicles, up to 85 per cent of the on-road price.',
    image: vehicle,
  },
  {
    title: 'Agricultural Loan',
    text: 'Crop loans, equipment and allied activities for farmers of our district.',
    image: agricultural,
  },
] as const;

/** Home's three figures: the years and the employees as the bank sets them, the branches counted from their records. */
export const homeFigures = (settings: Pick<SiteSettings, 'years_of_experience' | 'employees'>, branches: number) =>
  [
    { end: settings.years_of_experience, suffix: '+', label: 'Years of experience' },
    { end: settings.employees, suffix: '', label: 'Experienced employees' },
    { end: branches, suffix: '', label: 'Branches' },
  ] as const;
