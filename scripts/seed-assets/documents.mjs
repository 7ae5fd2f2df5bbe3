// Text of the demo PDFs: published documents and circulars, written as the bank would issue them.
// Rates and charges are read from the schedule in force in content.json, the one source of rates
// (cms/src/seed/demo-content.test.ts fails when a PDF states another).
import { readFileSync } from 'node:fs';
import shared from '@bank/shared';

const { formatTenure } = shared;
const content = JSON.parse(readFileSync(new URL('./content.json', import.meta.url), 'utf8'));
/** The schedule in force on the day of seeding: the latest one dated that day or earlier. */
const inForce = content.rate_schedules
  .filter((schedule) => schedule.effective_in_days <= 0)
  .sort((a, b) => b.effective_in_days - a.effective_in_days)[0];
const percent = (rate) => `${rate.toFixed(2)}%`;
const savingsRate = inForce.deposits.find((row) => row.product === 'Savings Account').general_rate;

export const DOCUMENTS = [
  {
    file: 'unclaimed-deposit-claim-form',
    title: 'Claim Form for an Unclaimed Deposit',
    reference: 'VCUB/HO/UD/FORM-1',
    date: '1 November 2026',
    body: [
      'To the Branch Manager, Vishwas Co-operative Urban Bank Ltd. I / We claim the deposit described below, which has been unclaimed for ten years or more, with interest where due.',
      { heading: 'Claimant' },
      {
        widths: [200, 280],
        table: [
          ['Particulars', 'To be filled in'],
          ['Name of the claimant', ''],
          ['Relation to the depositor (self, nominee, legal heir)', ''],
          ['Address', ''],
          ['Phone and e-mail', ''],
        ],
      },
      { heading: 'Deposit' },
      {
        widths: [200, 280],
        table: [
          ['Particulars', 'To be filled in'],
          ['Name of the depositor', ''],
          ['Branch', ''],
          ['Account or receipt number, if known', ''],
        ],
      },
      { heading: 'Documents enclosed' },
      {
        list: [
          'Proof of identity and address (KYC) of the claimant',
          'Passbook, deposit receipt or cheque book, if available',
          'For a deceased depositor: death certificate, and proof of being the nominee or legal heir',
        ],
      },
      'I / We declare that the particulars given above are true. Signature of the claimant: ____________________   Date: ____________',
    ],
  },
  {
    file: 'annual-report-2025-26-summary',
    title: 'Annual Report 2025-26 (Summary)',
    reference: 'VCUB/HO/AR/2026/01',
    date: '14 August 2026',
    body: [
      'The Board of Directors is pleased to present the summary of the audited accounts of the Bank for the financial year ended 31 March 2026. The Bank completed its 105th year of service to members in Pune and the surrounding talukas.',
      { heading: 'Key figures (Rs. in crore)' },
      {
        widths: [260, 110, 110],
        table: [
          ['Particulars', '2024-25', '2025-26'],
          ['Deposits', '412.60', '448.35'],
          ['Advances', '268.40', '295.10'],
          ['Owned funds', '52.85', '58.20'],
          ['Net profit', '4.12', '4.86'],
          ['Gross NPA (%)', '3.48', '2.91'],
          ['Capital to risk-weighted assets (%)', '14.20', '14.95'],
        ],
      },
      'The Bank retained its audit classification of "A" for the ninth year in succession. The Board has recommended a dividend of 12 per cent, subject to approval by the Annual General Meeting and the Registrar of Co-operative Societies.',
      { heading: 'Highlights of the year' },
      {
        list: [
          'A new branch at Hadapsar',
          'UPI and mobile banking for all savings account holders',
          'Financial literacy camps in eleven villages of Haveli and Mulshi talukas',
        ],
      },
    ],
  },
  {
    file: 'deposit-interest-rates',
    title: 'Deposit Interest Rates',
    reference: 'VCUB/HO/TR/2026/19',
    date: '28 September 2026',
    body: [
      'The rates of interest on domestic term deposits below Rs. 2 crore are as under. Existing deposits continue at their contracted rates until maturity.',
      {
        widths: [240, 120, 120],
        table: [
          ['Deposit and period', 'General (p.a.)', 'Senior citizens (p.a.)'],
          ...inForce.deposits
            .filter((row) => row.tenure_from_days != null)
            .map((row) => [
              `${row.product}, ${formatTenure(row.tenure_from_days, row.tenure_to_days)}`,
              percent(row.general_rate),
              row.senior_rate == null ? '-' : percent(row.senior_rate),
            ]),
        ],
      },
      `Savings account balances earn ${percent(savingsRate)} per annum, calculated on daily balances and credited quarterly. Premature withdrawal of a term deposit attracts a reduction of 1 per cent on the rate applicable to the period for which the deposit remained with the Bank.`,
    ],
  },
  {
    file: 'schedule-of-service-charges',
    title: 'Schedule of Service Charges',
    reference: 'VCUB/HO/OPS/2026/07',
    date: '1 April 2026',
    body: [
      'The following charges apply to savings and current accounts and to loans. Where a charge says + GST, Goods and Services Tax is payable in addition at the applicable rate.',
      {
        widths: [280, 200],
        table: [
          ['Service', 'Charge'],
          ...inForce.charges.filter((row) => row.kind === 'service').map((row) => [row.name, row.charge]),
        ],
      },
      { heading: 'Penal charges' },
      {
        widths: [280, 200],
        table: [
          ['Penal charge', 'Charge'],
          ...inForce.charges.filter((row) => row.kind === 'penal').map((row) => [row.name, row.charge]),
        ],
      },
      'Charges are reviewed every year by the Board. Pensioners, students and Jan Dhan accounts are exempt from the minimum balance charge on savings accounts.',
    ],
  },
  {
    file: 'kyc-documents-checklist',
    title: 'KYC Documents Checklist',
    reference: 'VCUB/HO/KYC/2026/03',
    date: '15 June 2026',
    body: [
      'To open an account, or to update the records of an existing account, customers are requested to bring the originals and one self-attested copy of the documents below.',
      { heading: 'Individuals' },
      {
        list: [
          'Proof of identity: Aadhaar card, passport, voter ID card or driving licence',
          'Permanent Account Number (PAN) card or Form 60',
          'Proof of address, if different from the identity document',
          'Two recent passport-size photographs',
        ],
      },
      { heading: 'Proprietary concerns and partnership firms' },
      {
        list: [
          'Registration certificate or Udyam registration',
          'GST registration certificate, where applicable',
          'Partnership deed and KYC documents of all partners',
        ],
      },
      'Customers may also update their KYC through a self-declaration at any branch when there is no change in their details.',
    ],
  },
  {
    file: 'circular-revision-fixed-deposit-rates',
    title: 'Circular: Revision in Fixed Deposit Interest Rates',
    reference: 'VCUB/HO/CIR/2026/21',
    date: '28 September 2026',
    body: [
      'All branches are advised that the rates of interest on fixed deposits have been revised as per the rate schedule issued under reference VCUB/HO/TR/2026/19.',
      'Branch managers shall display the revised rates on the notice board and inform depositors whose deposits mature in the coming month of the rates applicable on renewal.',
      'Senior citizens continue to receive an additional 0.50 per cent on every term deposit.',
    ],
  },
  {
    file: 'circular-updated-kyc-norms',
    title: 'Circular: Updated KYC Norms for Existing Account Holders',
    reference: 'VCUB/HO/CIR/2026/14',
    date: '20 June 2026',
    body: [
      'In accordance with the directions on Know Your Customer, periodic updation of KYC is due every two years for high-risk, eight years for medium-risk and ten years for low-risk customers.',
      'Branches shall send reminders to customers whose KYC is due and accept a self-declaration where there is no change in identity or address. Accounts shall not be frozen without prior written notice to the customer.',
      'Customers may submit their documents at any branch of the Bank.',
    ],
  },
  {
    file: 'circular-grievance-redressal-policy',
    title: 'Circular: Grievance Redressal Policy',
    reference: 'VCUB/HO/CIR/2026/09',
    date: '2 May 2026',
    body: [
      'The Board has approved the revised Grievance Redressal Policy of the Bank. A complaint may be made at any branch, by letter to the Head Office or by e-mail to grievance@vishwasbank.in.',
      {
        list: [
          'Acknowledgement within 2 working days',
          'Resolution within 30 days of receipt',
          'Escalation to the Principal Nodal Officer at the Head Office if unresolved',
        ],
      },
      'If the complaint is not resolved within 30 days, or the customer is not satisfied with the reply, the customer may approach the Reserve Bank of India under the Integrated Ombudsman Scheme.',
    ],
  },
  {
    file: 'circular-positive-pay-system',
    title: 'Circular: Positive Pay System for Cheques',
    reference: 'VCUB/HO/CIR/2026/05',
    date: '10 March 2026',
    body: [
      'To protect customers against cheque fraud, the Positive Pay System is available for all cheques of Rs. 50,000 and above, and is mandatory for cheques of Rs. 5 lakh and above.',
      'Customers shall share the date, payee name, amount and cheque number with the branch, through mobile banking or at the counter, before presenting the cheque.',
      'Cheques that do not match the details shared will be returned, and the customer will be contacted by the branch.',
    ],
  },
];
