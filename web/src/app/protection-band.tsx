import { Link } from 'react-router-dom';
import { PROTECTION_SETTINGS_DEFAULTS, rupeesInWords, type ProtectionSettings } from '@bank/shared';
import { telephone } from '../components/contact-links';
import { API_PATHS } from '../lib/api-paths';
import { useApiRecord } from '../lib/use-api-list';
import './protection-band.css';

const CYBER_FRAUD_HELPLINE = '1930';
const DICGC_URL = 'https://www.dicgc.org.in';

/** The bank's customer-protection settings, their defaults until the server's arrive. */
export function useProtectionSettings(): ProtectionSettings {
  return useApiRecord<ProtectionSettings>(API_PATHS.protectionSettings).record ?? PROTECTION_SETTINGS_DEFAULTS;
}

/**
 * The band above the footer of every page: where to report an unauthorised transaction (the bank's
 * own 24x7 number first), the national cyber-fraud helpline, the DICGC notice, and the ways to
 * complain and to find an unclaimed deposit.
 */
export function ProtectionBand() {
  const settings = useProtectionSettings();
  return (
    <aside className="protection-band" aria-label="Customer protection">
      <ul className="container protection-band__list">
        <li>
          {settings.fraud_phone ? (
            <>
              Report an unauthorised transaction: <a href={telephone(settings.fraud_phone)}>{settings.fraud_phone}</a>
            </>
          ) : (
            <Link to="/CustomerProtection#unauthorised">Report an unauthorised transaction</Link>
          )}
        </li>
        <li>
          Cyber fraud: <a href={telephone(CYBER_FRAUD_HELPLINE)}>{CYBER_FRAUD_HELPLINE}</a>
        </li>
        <li>
          Deposits insured by{' '}
          <a href={DICGC_URL} rel="noopener noreferrer" target="_blank">
            DICGC
          </a>{' '}
          up to {rupeesInWords(settings.dicgc_cover_rupees)} per depositor per bank (principal and interest)
        </li>
        <li>
          <Link to="/CustomerProtection#grievance">Grievance redressal</Link>
        </li>
        <li>
          <Link to="/UnclaimedDeposits">Unclaimed deposits</Link>
        </li>
      </ul>
    </aside>
  );
}
