import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { TOAST_OPTIONS, type Branch } from '@bank/shared';
import { useOffices } from '../../lib/offices';
import { EmailLinks, PhoneLinks, sentence } from '../../components/contact-links';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { useSettingLangs, useSiteSettings } from '../../lib/site-settings';
import '../../components/form-fields.css';
import '../../components/panel.css';
import './contact-page.css';
import { useI18n } from '../../lib/i18n';
import { RecordText, useRecordLang } from '../../lib/content-language';
import { RichMessage } from '../../components/rich-message';

/**
 * The form's code (its validation rules, the form library and the API client) loads after the
 * page's first paint: the server's HTML of the form shows and posts without it, and takes it over
 * once it arrives.
 */
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

function Office({ office }: { office: Branch }) {
  const i18n = useI18n();
  const settings = useSiteSettings();
  const recordLang = useRecordLang(office);
  const langOf = useSettingLangs(settings);
  return (
    <article className="panel office">
      <h2 lang={recordLang}>{office.name}</h2>
      <p className="with-icon">
        <PinIcon /> <RecordText lang={recordLang}>{office.address}</RecordText>
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
          <RichMessage
            message={i18n._(
              'Banking hours <0>{banking}</0>; transactions <1>{transactions}</1>. Closed on <2>{holidays}</2>',
              {
                banking: settings.banking_hours,
                transactions: settings.transaction_hours,
                holidays: sentence(settings.holidays),
              },
            )}
            parts={[
              <RecordText key="banking" lang={langOf('banking_hours')} />,
              <RecordText key="transactions" lang={langOf('transaction_hours')} />,
              <RecordText key="holidays" lang={langOf('holidays')} />,
            ]}
          />
        </span>
      </p>
    </article>
  );
}

export function ContactPage() {
  const i18n = useI18n();
  const { headOffice, branch } = useOffices();
  return (
    <>
      <PageBanner title={i18n._('Contact Us')} lead={i18n._('Visit a branch, call us, or send us your question.')} />
      <section className="container section contact" aria-label={i18n._('Our offices')}>
        <div className="two-columns">
          {headOffice && <Office office={headOffice} />}
          {branch && <Office office={branch} />}
        </div>
      </section>
      <section className="container section" aria-labelledby="enquiry">
        <div className="panel">
          <h2 id="enquiry">{i18n._('Send us an enquiry')}</h2>
          <p className="muted">{i18n._('Fields marked * are required.')}</p>
          <Suspense>
            <ContactForm />
          </Suspense>
          <p className="muted contact__privacy">
            <RichMessage
              message={i18n._('How we use what you send: <0>Privacy Notice</0>.')}
              parts={[<Link key="privacy" to="/Privacy" />]}
            />
          </p>
        </div>
      </section>
      <ToastContainer {...TOAST_OPTIONS} />
    </>
  );
}
