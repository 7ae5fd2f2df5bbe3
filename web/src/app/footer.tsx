import { Link } from 'react-router-dom';
import { BANK, deskPhones, mobilePhones } from '@bank/shared';
import { useHiddenParts } from '../lib/hidden-parts';
import { bankingLinksOf, useSettingLangs, useSiteSettings, type BankingLink } from '../lib/site-settings';
import { useOffices } from '../lib/offices';
import { EmailLinks, PhoneLinks, sentence } from '../components/contact-links';
import { ExternalLink } from '../components/external-link';
import { MailIcon, PhoneIcon, PinIcon } from '../components/icons';
import { SocialLinks } from '../components/social-links';
import poweredBy from '../assets/powered-by.svg';
import { FOOTER_LINKS, withoutHidden } from './navigation';
import './footer.css';
import { useI18n } from '../lib/i18n';
import { RecordText, useRecordLang } from '../lib/content-language';

interface OfficeDetailsProps {
  id: string;
  label: string;
  address: string;
  phones: readonly string[];
  mobiles: readonly string[];
  emails: readonly string[];
  /** The language of the office's record, where it is not the page's. */
  lang?: string;
  children?: React.ReactNode;
}

/** One office in the footer: address, desk phones, mobile and e-mail, each number or address a link. */
function OfficeDetails({ id, label, address, phones, mobiles, emails, lang, children }: OfficeDetailsProps) {
  const i18n = useI18n();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} lang={lang}>
        {label}
      </h2>
      <p className="with-icon">
        <PinIcon /> <RecordText lang={lang}>{address}</RecordText>
      </p>
      <p className="with-icon">
        <PhoneIcon />{' '}
        <span>
          {i18n._('Phone:')} <PhoneLinks phones={phones} />
        </span>
      </p>
      <p className="with-icon">
        <PhoneIcon />{' '}
        <span>
          {i18n._('Mobile:')} <PhoneLinks phones={mobiles} />
        </span>
      </p>
      <p className="with-icon">
        <MailIcon />{' '}
        <span>
          {i18n._('E-mail:')} <EmailLinks emails={emails} />
        </span>
      </p>
      {children}
    </section>
  );
}

/** The bank's internet banking and apps, those it has set; nothing when none is. */
function BankOnline({ links }: { links: BankingLink[] }) {
  const i18n = useI18n();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="footer-banking">
      <h2 id="footer-banking">{i18n._('Bank online')}</h2>
      <ul className="site-footer__banking" role="list">
        {links.map((link) => (
          <li key={link.label}>
            <ExternalLink href={link.href}>{i18n._(link.label)}</ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Footer() {
  const i18n = useI18n();
  const { headOffice, branch } = useOffices();
  const officeLang = useRecordLang(headOffice ?? branch);
  const links = withoutHidden(FOOTER_LINKS, useHiddenParts());
  const settings = useSiteSettings();
  const langOf = useSettingLangs(settings);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {headOffice ? (
          // The head office leads with its first desk number and first address, as the footer always did.
          <OfficeDetails
            id="footer-office"
            label={headOffice.name}
            address={headOffice.address}
            phones={deskPhones(headOffice).slice(0, 1)}
            mobiles={mobilePhones(headOffice)}
            emails={headOffice.emails.slice(0, 1)}
            lang={officeLang}
          >
            <SocialLinks />
          </OfficeDetails>
        ) : (
          <SocialLinks />
        )}
        {branch && (
          <OfficeDetails
            id="footer-branch"
            label={branch.name}
            address={branch.address}
            phones={deskPhones(branch)}
            mobiles={mobilePhones(branch)}
            emails={branch.emails}
            lang={officeLang}
          />
        )}
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{i18n._('Quick links')}</h2>
          {/* Two columns filled top to bottom, half the links each, however many pages there are. */}
          <ul
            className="site-footer__links"
            style={{ gridTemplateRows: `repeat(${Math.ceil(links.length / 2)}, auto)` }}
          >
            {links.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to}>{i18n._(entry.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* One cell of the grid: the hours, and under them the ways to bank online. */}
        <div className="site-footer__column">
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours">{i18n._('Banking hours')}</h2>
            <p>
              {i18n._('Banking:')} <RecordText lang={langOf('banking_hours')}>{settings.banking_hours}</RecordText>
            </p>
            <p>
              {i18n._('Transactions:')}{' '}
              <RecordText lang={langOf('transaction_hours')}>{settings.transaction_hours}</RecordText>
            </p>
            <p>
              {i18n._('Holidays:')} <RecordText lang={langOf('holidays')}>{sentence(settings.holidays)}</RecordText>
            </p>
          </section>
          <BankOnline links={bankingLinksOf(settings)} />
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-row">
          <p>{i18n._('© {year} {bank} All rights reserved.', { year: new Date().getFullYear(), bank: BANK.name })}</p>
          <p className="powered-by">
            {i18n._('Powered by')} <img src={poweredBy} alt="Sahakar Tech" width={132} height={28} loading="lazy" />
          </p>
        </div>
      </div>
    </footer>
  );
}
