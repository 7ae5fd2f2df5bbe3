import { PAGE_SLUGS } from '@bank/shared';
import { PAGES } from '../resources';

/**
 * The customer-protection texts every RBI-regulated urban co-operative bank publishes in the same
 * words: seeded in every environment (production too) when missing, then edited in the back office
 * like any page. Paragraphs are separated by a blank line; a line starting '- ' is a list item.
 */
const STANDARD_TEXTS: readonly { slug: string; title: string; content: string; meta_description: string }[] = [
  {
    slug: PAGE_SLUGS.customerProtection,
    title: 'Customer Protection',
    meta_description:
      'How to complain and escalate, the RBI Ombudsman, reporting an unauthorised transaction or a cyber fraud, and deposit insurance.',
    content: [
      'If you are not satisfied with a service of the bank, tell us. Every complaint is recorded with a reference number, and the time allowed for a reply runs from the day we receive it.',
      'Start at the first level below. If you receive no reply in the time shown, or the reply does not satisfy you, write to the next level, quoting your reference number.',
    ].join('\n\n'),
  },
  {
    slug: PAGE_SLUGS.ombudsman,
    title: 'Reserve Bank - Integrated Ombudsman Scheme, 2021',
    meta_description: 'When and how to take a complaint to the RBI Ombudsman.',
    content: [
      'If the bank does not reply within 30 days of receiving your complaint, or you are not satisfied with its reply, you may complain to the Ombudsman under the Reserve Bank - Integrated Ombudsman Scheme, 2021.',
      'Complain online at https://cms.rbi.org.in, call the toll-free number 14448, or write to the Centralised Receipt and Processing Centre, Reserve Bank of India, 4th Floor, Sector 17, Chandigarh 160017.',
      "A complaint to the Ombudsman is made within one year of the bank's reply, or within one year and 30 days of your complaint when the bank has not replied. The service is free.",
    ].join('\n\n'),
  },
  {
    slug: PAGE_SLUGS.unauthorisedTransactions,
    title: 'Reporting an unauthorised electronic transaction',
    meta_description: 'Report an unauthorised transaction at once, and what you may have to bear under RBI rules.',
    content: [
      'Tell the bank at once, on the 24x7 number or e-mail above, whenever you see a transaction you did not make or receive an alert for one. The sooner you tell us, the less you can lose.',
      "What you bear, under the Reserve Bank's rules on customer liability:",
      "- Nothing, when the fraud or negligence is the bank's, whether or not you reported it.",
      "- Nothing, when the fault is neither yours nor the bank's but lies elsewhere in the system, and you tell the bank within 3 working days of its alert.",
      '- At most Rs 5,000 (basic savings accounts), Rs 10,000 (other savings accounts, and current accounts and credit limits up to Rs 25 lakh) or Rs 25,000 (other current and cash-credit accounts), when you tell the bank within 4 to 7 working days, or the transaction value if lower.',
      "- Beyond 7 working days, as the bank's board-approved customer protection policy says.",
      '- The whole loss until you report it, when the loss is due to your negligence, such as sharing your PIN or OTP.',
      'The bank credits the amount in dispute to your account within 10 working days of your report, and resolves the complaint within 90 days.',
    ].join('\n'),
  },
  {
    slug: PAGE_SLUGS.cyberFraud,
    title: 'Cyber fraud',
    meta_description: 'Report a cyber fraud on the national helpline 1930 or at cybercrime.gov.in.',
    content: [
      'If you have lost money to an online fraud, call the national cyber crime helpline 1930 at once, and report it at https://cybercrime.gov.in. Then tell the bank.',
      'The bank will never ask you for these, by call, SMS, e-mail or link:',
      '- your PIN, password, OTP or CVV;',
      '- to install a screen-sharing or remote-access app;',
      '- to scan a QR code or enter your PIN to receive money;',
      '- to update your KYC through a link.',
    ].join('\n'),
  },
  {
    slug: PAGE_SLUGS.unclaimedDeposits,
    title: 'Unclaimed Deposits',
    meta_description: 'Search the list of unclaimed deposits, and how to claim one.',
    content: [
      "A deposit is unclaimed when no one has operated the account, or claimed a matured deposit, for 10 years or more. The bank then transfers the balance to the Reserve Bank's Depositor Education and Awareness (DEA) Fund.",
      'The money stays yours. The bank pays it, with interest where due, to the depositor or the legal heirs whenever it is claimed, and then claims it back from the Fund.',
      'To claim, visit any branch with:',
      '- the claim form below, filled in and signed;',
      '- proof of identity and address (KYC);',
      '- the passbook, deposit receipt or cheque book, if you have it;',
      '- for a deceased depositor, the death certificate and proof of being the nominee or legal heir.',
      "You can also search the unclaimed deposits of every bank on the Reserve Bank's UDGAM portal, https://udgam.rbi.org.in.",
    ].join('\n'),
  },
  {
    slug: PAGE_SLUGS.privacy,
    title: 'Privacy Notice',
    meta_description: 'What the forms on this site collect, why, how long the bank keeps it, and whom to ask.',
    content: [
      'This notice is given under the Digital Personal Data Protection Act, 2023.',
      "What we collect: the name, e-mail address, phone number and message you type into the contact form or the complaint form, with the time it was sent. The site sets no advertising or tracking cookie and loads no third-party script. It counts how many times each page is viewed each day; to avoid counting a reload twice, your network address and browser name are held in the server's memory for one minute, and never stored.",
      'Why: only to answer your enquiry or resolve your complaint, and, for complaints, to keep the record the Reserve Bank expects of the bank.',
      'How long: enquiries are kept for one year after they are answered; complaints for eight years after they are resolved, as the bank keeps its records of customer service. Then they are deleted.',
      "Who sees it: the bank's staff who answer you, and the Reserve Bank or its Ombudsman when a complaint is escalated. We do not sell or share it for marketing.",
      'Your rights: you may ask to see, correct or erase your data, or withdraw your consent, by writing to the Principal Nodal Officer named on the Customer Protection page. If we do not resolve it, you may complain to the Data Protection Board of India.',
    ].join('\n\n'),
  },
];

/** Creates each standard text whose page record is missing; an edited one is never overwritten. */
export async function ensureStandardTexts(): Promise<number> {
  let created = 0;
  for (const text of STANDARD_TEXTS) {
    const existing = await strapi.db.query(PAGES.uid).count({ where: { slug: text.slug } });
    if (existing > 0) continue;
    await strapi.documents(PAGES.uid).create({ data: text });
    created += 1;
  }
  if (created > 0) strapi.log.info(`Customer-protection texts: ${created} page records created`);
  return created;
}
