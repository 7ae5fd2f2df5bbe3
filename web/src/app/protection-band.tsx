import { Link } from 'react-router-dom';
import { PROTECTION_SETTINGS_DEFAULTS, rupeesInWords, type ProtectionSettings } from '@bank/shared';
import { telephone } from '../components/contact-links';
import { API_PATHS } from '../lib/api-paths';
import { useApiRecord } from '../lib/use-api-list';
import './protection-band.css';
import { useI18n } from '../lib/i18n';
import { RichMessage } from '../components/rich-message';

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
  const i18n = useI18n();
  const settings = useProtectionSettings();
  return (
    <aside className="protection-band" aria-label={i18n._('Customer protection')}>
      <ul className="container protection-band__list">
        <li>
          {settings.fraud_phone ? (
            <>
              {i18n._('Report an unauthorised transaction:')}{' '}
              <a href={telephone(settings.fraud_phone)}>{settings.fraud_phone}</a>
            </>
          ) : (
            <Link to="/CustomerProtection#unauthorised">{i18n._('Report an unauthorised transaction')}</Link>
          )}
        </li>
        <li>
          {i18n._('Cyber fraud:')} <a href={telephone(CYBER_FRAUD_HELPLINE)}>{CYBER_FRAUD_HELPLINE}</a>
        </li>
        <li>
          <RichMessage
            message={i18n._(
              'Deposits insured by <0>DICGC</0> up to {amount} per depositor per bank (principal and interest)',
              { amount: rupeesInWords(settings.dicgc_cover_rupees, i18n.numbers) },
            )}
            parts={[
              <a key="dicgc" href={DICGC_URL} rel="noopener noreferrer" target="_blank">
                DICGC
              </a>,
            ]}
          />
        </li>
        <li>
          <Link to="/CustomerProtection#grievance">{i18n._('Grievance redressal')}</Link>
        </li>
        <li>
          <Link to="/UnclaimedDeposits">{i18n._('Unclaimed deposits')}</Link>
        </li>
      </ul>
    </aside>
  );
}
