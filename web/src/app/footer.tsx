import { Link } from 'react-router-dom';
import { BANK } from '@bank/shared';
import { MailIcon, PhoneIcon, PinIcon } from '../components/icons';
import { SocialLinks } from '../components/social-links';
import poweredBy from '../assets/powered-by.svg';

const FOOTER_LINKS = [
  { label: 'About', to: '/About' },
  { label: 'News', to: '/News' },
  { label: 'Awards', to: '/Awards' },
  { label: 'Managements', to: '/Managements' },
  { label: 'Services', to: '/Services' },
  { label: 'Deposits', to: '/Deposits' },
  { label: 'Loan', to: '/Loan' },
  { label: 'PublishedDocuments', to: '/PublishedDocuments' },
  { label: 'PoliciesCirculars', to: '/PoliciesCirculars' },
  { label: 'ContactUs', to: '/ContactUs' },
];

const telephone = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-office">
          <h2 id="footer-office">{BANK.headOffice.label}</h2>
          <p className="with-icon">
            <PinIcon /> <span>{BANK.headOffice.address}</span>
          </p>
          <p className="with-icon">
            <PhoneIcon /> <span>Phone: <a href={telephone(BANK.phone)}>{BANK.phone}</a></span>
          </p>
          <p className="with-icon">
            <PhoneIcon /> <span>Mobile: <a href={telephone(BANK.mobile)}>{BANK.mobile}</a></span>
          </p>
          <p className="with-icon">
            <MailIcon /> <span>E-mail: <a href={`mailto:${BANK.email}`}>{BANK.email}</a></span>
          </p>
          <SocialLinks />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick links</h2>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to}>{entry.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">Banking hours</h2>
          <p>Banking: {BANK.hours.banking}</p>
          <p>Transactions: {BANK.hours.transactions}</p>
          <p>Holidays: {BANK.hours.holidays}.</p>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-row">
          <p>
            © {new Date().getFullYear()} {BANK.name} All rights reserved.
          </p>
          <p className="powered-by">
            Powered by <img src={poweredBy} alt="Sahakar Tech" width={132} height={28} loading="lazy" />
          </p>
        </div>
      </div>
    </footer>
  );
}
