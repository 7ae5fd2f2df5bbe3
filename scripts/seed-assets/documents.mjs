// Text of the demo PDFs: published documents and circulars, written as the bank would issue them.

export const DOCUMENTS = [
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
      { list: ['A new branch at Kothrud with locker facility', 'UPI and mobile banking for all savings account holders', 'Financial literacy camps in eleven villages of Haveli and Mulshi talukas'] },
    ],
  },
  {
    file: 'deposit-interest-rates-october-2026',
    title: 'Deposit Interest Rates w.e.f. 1 October 2026',
    reference: 'VCUB/HO/TR/2026/19',
    date: '28 September 2026',
    body: [
      'The rates of interest on domestic term deposits below Rs. 2 crore are revised as under with effect from 1 October 2026. Existing deposits continue at their contracted rates until maturity.',
      {
        widths: [240, 120, 120],
        table: [
          ['Period of deposit', 'General (% p.a.)', 'Senior citizens (% p.a.)'],
          ['15 days to 45 days', '4.50', '5.00'],
          ['46 days to 90 days', '5.25', '5.75'],
          ['91 days to 180 days', '6.00', '6.50'],
          ['181 days to less than 1 year', '6.75', '7.25'],
          ['1 year to less than 2 years', '7.50', '8.00'],
          ['2 years to 5 years', '7.25', '7.75'],
        ],
      },
      'Savings account balances earn 2.50 per cent per annum, calculated on daily balances and credited quarterly. Premature withdrawal of a term deposit attracts a reduction of 1 per cent on the rate applicable to the period for which the deposit remained with the Bank.',
    ],
  },
  {
    file: 'schedule-of-service-charges',
    title: 'Schedule of Service Charges',
    reference: 'VCUB/HO/OPS/2026/07',
    date: '1 April 2026',
    body: [
      'The following service charges apply to savings and current accounts. Goods and Services Tax is payable in addition at the applicable rate.',
      {
        widths: [280, 200],
        table: [
          ['Service', 'Charge'],
          ['Cheque book (savings), first 20 leaves a year', 'Free'],
          ['Additional cheque book, per leaf', 'Rs. 3'],
          ['NEFT / RTGS at the branch', 'Free'],
          ['Duplicate passbook', 'Rs. 100'],
          ['Stop payment instruction', 'Rs. 100 per cheque'],
          ['Cheque returned unpaid (insufficient funds)', 'Rs. 250'],
          ['Balance certificate', 'Rs. 50'],
        ],
      },
      'Charges are reviewed every year by the Board. Pensioners, students and Jan Dhan accounts are exempt from the charges marked for savings accounts.',
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
      { list: ['Proof of identity: Aadhaar card, passport, voter ID card or driving licence', 'Permanent Account Number (PAN) card or Form 60', 'Proof of address, if different from the identity document', 'Two recent passport-size photographs'] },
      { heading: 'Proprietary concerns and partnership firms' },
      { list: ['Registration certificate or Udyam registration', 'GST registration certificate, where applicable', 'Partnership deed and KYC documents of all partners'] },
      'Customers may also update their KYC through a self-declaration at any branch when there is no change in their details.',
    ],
  },
  {
    file: 'circular-revision-fixed-deposit-rates',
    title: 'Circular: Revision in Fixed Deposit Interest Rates',
    reference: 'VCUB/HO/CIR/2026/21',
    date: '28 September 2026',
    body: [
      'All branches are advised that the rates of interest on fixed deposits have been revised with effect from 1 October 2026 as per the rate schedule issued under reference VCUB/HO/TR/2026/19.',
      'Branch managers shall display the revised rates on the notice board and inform depositors whose deposits mature in October 2026 of the rates applicable on renewal.',
      'Senior citizens continue to receive an additional 0.50 per cent on all term deposits of one year and above.',
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
      { list: ['Acknowledgement within 2 working days', 'Resolution within 30 days of receipt', 'Escalation to the Principal Nodal Officer at the Head Office if unresolved'] },
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
