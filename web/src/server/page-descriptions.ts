/**
 * What each page says of itself to search engines and link previews (the head's description), by
 * its path; `NOT_FOUND` for every path no page claims. Each is a message of the site's catalogues,
 * translated with the page (the 'server' part: the head is written on the server, so the browser
 * never downloads these). A page record's own meta description, or a record's, comes first.
 */
export const PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/': /*i18n*/ 'Vishwas Co-operative Urban Bank, Pune: savings accounts, fixed and recurring deposits, home, gold, vehicle and business loans, for members since 1921.',
  '/About': /*i18n*/ "The bank's history, vision and mission, and pictures of its branches and events.",
  '/Services': /*i18n*/ 'Banking services for members: lockers, RTGS and NEFT, mobile banking, bill payments and more.',
  '/Deposits':
    /*i18n*/ 'Savings, current, fixed and recurring deposit plans with their interest rates, and higher rates for senior citizens.',
  '/Loan': /*i18n*/ 'Every loan scheme of the bank with its interest rate and what it is for.',
  '/Awards': /*i18n*/ 'Recognition earned by the bank and its staff.',
  '/Managements': /*i18n*/ 'The board of directors and the senior management of the bank.',
  '/Career': /*i18n*/ 'Openings at the bank: the experience and qualifications each asks for, and how to apply.',
  '/ContactUs':
    /*i18n*/ 'Addresses, phone numbers, e-mail and banking hours of the head office and the main branch, and a form to send the bank your question.',
  '/News': /*i18n*/ "News from the bank and its members' events, newest first.",
  '/PublishedDocuments':
    /*i18n*/ 'Annual reports, financial statements and other documents the bank publishes, to download as PDF.',
  '/PoliciesCirculars': /*i18n*/ "Notices to members and the bank's policies, to download as PDF.",
  '/InterestRates':
    /*i18n*/ 'Deposit and loan interest rates in force, senior citizen rates, minimum balances, service and penal charges, announced revisions and earlier rates.',
  '/Calculators':
    /*i18n*/ 'Work out a loan EMI with its repayment table, and what a fixed or recurring deposit earns by maturity.',
  '/CustomerProtection':
    /*i18n*/ 'How to complain and escalate, the RBI Ombudsman, reporting an unauthorised transaction or a cyber fraud, and deposit insurance.',
  '/UnclaimedDeposits': /*i18n*/ 'Search the list of unclaimed deposits, and how to claim one.',
  '/Branches':
    /*i18n*/ 'Every branch of the bank with its address, IFSC and MICR codes, phone numbers, e-mail, hours and a link to its place on a map.',
  '/Privacy': /*i18n*/ 'What the forms on this site collect, why, how long the bank keeps it, and whom to ask.',
};

/** The description of a path no page claims. */
export const NOT_FOUND_DESCRIPTION = /*i18n*/ 'The page you are looking for does not exist or has moved.';
