import { intlTag, type NumberStyle, type SiteLocale } from '../locales';

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

/** Lakh and crore as Marathi and Hindi notices write them. */
const AMOUNT_WORDS: Readonly<Record<Exclude<SiteLocale, 'en'>, { lakh: string; crore: string }>> = {
  mr: { lakh: 'लाख', crore: 'कोटी' },
  hi: { lakh: 'लाख', crore: 'करोड़' },
};

/**
 * Rs 5 lakh, Rs 1 crore, Rs 1,50,000: a rupee figure as a notice writes it; on a Marathi or Hindi
 * page '₹5 लाख', '₹1 कोटी' / '₹1 करोड़', in the style's digits.
 */
export function rupeesInWords(rupees: number, style?: NumberStyle): string {
  const [unit, amount] =
    rupees >= 10000000 && rupees % 100000 === 0
      ? (['crore', rupees / 10000000] as const)
      : rupees >= 100000 && rupees % 1000 === 0
        ? (['lakh', rupees / 100000] as const)
        : ([null, rupees] as const);
  if (!style || (style.locale === 'en' && !style.numberingSystem))
    return unit ? `Rs ${amount} ${unit}` : `Rs ${amount.toLocaleString('en-IN')}`;
  const figure = new Intl.NumberFormat(intlTag(style)).format(amount);
  const words = style.locale === 'en' ? { lakh: 'lakh', crore: 'crore' } : AMOUNT_WORDS[style.locale];
  return unit ? `₹${figure} ${words[unit]}` : `₹${figure}`;
}
