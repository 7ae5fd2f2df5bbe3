import { Link } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { TOAST_OPTIONS, type Branch } from '@bank/shared';
import { useFooterOffices } from '../../app/footer';
import { EmailLinks, PhoneLinks, sentence } from '../../components/contact-links';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { useSiteSettings } from '../../lib/site-settings';
import { ContactForm } from './contact-form';
import '../../components/panel.css';
import './contact-page.css';

function Office({ office }: { office: Branch }) {
  const settings = useSiteSettings();
  return (
    <article className="panel office">
      <h2>{office.name}</h2>
      <p className="with-icon">
        <PinIcon /> <span>{office.address}</span>
      </p>
      <p className="with-icon">
        <MailIcon />
        <span>
          <EmailLinks emails={office.emails} />
        </span>
      </p>
      <p className="with-icon">
        <PhoneIcon />
        <span>
          <PhoneLinks phones={office.phones.map((phone) => phone.number)} />
        </span>
      </p>
      <p className="with-icon">
        <ClockIcon />
        <span>
          Banking hours {settings.banking_hours}; transactions {settings.transaction_hours}. Closed on{' '}
          {sentence(settings.holidays)}
        </span>
      </p>
    </article>
  );
}

export function ContactPage() {
  const { headOffice, branch } = useFooterOffices();
  return (
    <>
      <PageBanner title="Contact Us" lead="Visit a branch, call us, or send us your question." />
      <section className="container section contact" aria-label="Our offices">
        <div className="two-columns">
          {headOffice && <Office office={headOffice} />}
          {branch && <Office office={branch} />}
        </div>
      </section>
      <section className="container section" aria-labelledby="enquiry">
        <div className="panel">
          <h2 id="enquiry">Send us an enquiry</h2>
          <p className="muted">Fields marked * are required.</p>
          <ContactForm />
          <p className="muted contact__privacy">
            How we use what you send: <Link to="/Privacy">Privacy Notice</Link>.
          </p>
        </div>
      </section>
      <ToastContainer {...TOAST_OPTIONS} />
    </>
  );
}
