import { Link } from 'react-router-dom';
import { BANK } from '@bank/shared';
import { EmailLinks, PhoneLinks } from '../components/contact-links';
import { MailIcon, PhoneIcon, PinIcon } from '../components/icons';
import { SocialLinks } from '../components/social-links';
import poweredBy from '../assets/powered-by.svg';
import { FOOTER_LINKS } from './navigation';
import './footer.css';

interface OfficeDetailsProps {
  id: string;
  label: string;
  address: string;
  phones: readonly string[];
  mobiles: readonly string[];
  emails: readonly string[];
  children?: React.ReactNode;
}

/** One office in the footer: address, desk phones, mobile and e-mail, each number or address a link. */
function OfficeDetails({ id, label, address, phones, mobiles, emails, children }: OfficeDetailsProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      <p className="with-icon">
        <PinIcon /> <span>{address}</span>
      </p>
      <p className="with-icon">
        <PhoneIcon /> <span>Phone: <PhoneLinks phones={phones} /></span>
      </p>
      <p className="with-icon">
        <PhoneIcon /> <span>Mobile: <PhoneLinks phones={mobiles} /></span>
      </p>
      <p className="with-icon">
        <MailIcon /> <span>E-mail: <EmailLinks emails={emails} /></span>
      </p>
      {children}
    </section>
  );
}

const branch = BANK.mainBranch;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <OfficeDetails id="footer-office" label={BANK.headOffice.label} address={BANK.headOffice.address} phones={[BANK.phone]} mobiles={[BANK.mobile]} emails={[BANK.email]}>
          <SocialLinks />
        </OfficeDetails>
        <OfficeDetails
          id="footer-branch"
          label={branch.label}
          address={branch.address}
          phones={branch.phones.filter((phone) => phone !== branch.mobile)}
          mobiles={[branch.mobile]}
          emails={branch.emails}
        />
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
