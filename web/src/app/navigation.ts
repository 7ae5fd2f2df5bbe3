/** The header's entries (SPEC §2), labels exactly as the bank prints them. */
export interface NavEntry {
  label: string;
  to: string;
}

export const MAIN_NAV: NavEntry[] = [
  { label: 'ABOUT US', to: '/About' },
  { label: 'Services', to: '/Services' },
  { label: 'Deposits', to: '/Deposits' },
  { label: 'Loans', to: '/Loan' },
  { label: 'News & Events', to: '/News' },
  { label: 'PUBLISHED DOCUMENTS', to: '/PublishedDocuments' },
];

export const MORE_NAV: NavEntry[] = [
  { label: 'AWARDS AND ACHIEVEMENTS', to: '/Awards' },
  { label: 'POLICIES&CIRCULARS', to: '/PoliciesCirculars' },
  { label: 'MANAGEMENT', to: '/Managements' },
];

/** The mobile menu names management /Management, which the router sends on to /Managements. */
export const MOBILE_MORE_NAV: NavEntry[] = MORE_NAV.map((entry) => (entry.to === '/Managements' ? { ...entry, to: '/Management' } : entry));
