// The settings' shape and figures as the pages show them, without the validation library: the band above every footer uses them.

/** What the customer-protection pages and the band above the footer read from the bank's settings. */
export interface ProtectionSettings {
  /** The RBI Integrated Ombudsman Scheme covers a non-scheduled UCB only with deposits of Rs 50 crore or more. */
  ombudsman_covered: boolean;
  /** DICGC's cover per depositor per bank, in rupees (principal and interest). */
  dicgc_cover_rupees: number;
  /** The bank's own 24x7 channel for reporting an unauthorised transaction. */
  fraud_phone: string;
  fraud_email: string;
}

export const PROTECTION_SETTINGS_DEFAULTS: ProtectionSettings = {
  ombudsman_covered: true,
  dicgc_cover_rupees: 500000,
  fraud_phone: '',
  fraud_email: '',
};

/** Rs 5 lakh, Rs 1 crore, Rs 1,50,000: a rupee figure as a notice writes it. */
export function rupeesInWords(rupees: number): string {
  if (rupees >= 10000000 && rupees % 100000 === 0) return `Rs ${rupees / 10000000} crore`;
  if (rupees >= 100000 && rupees % 1000 === 0) return `Rs ${rupees / 100000} lakh`;
  return `Rs ${rupees.toLocaleString('en-IN')}`;
}
