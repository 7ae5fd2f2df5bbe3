import type { Job } from '@bank/shared';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../components/external-link';
import { Modal } from '../../components/modal';
import { PageBanner } from '../../components/page-banner';
import { Spinner } from '../../components/spinner';
import { useRecordAddress } from '../../lib/use-record-address';
import { useSiteSettings } from '../../lib/site-settings';
import { NotFound } from '../../components/not-found';
import { listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';
import { useI18n } from '../../lib/i18n';
import { useRecordLangs } from '../../lib/content-language';
import './career-page.css';

export function CareerPage() {
  const i18n = useI18n();
  const recordLangOf = useRecordLangs();
  const years = (experience: number) =>
    i18n._('{count, plural, one {# year} other {# years}}', { count: Math.trunc(experience) });
  const { records, isLoading } = useApiList<Job>(listPath('jobs'));
  const { shown, missing, hrefOf, close } = useRecordAddress('/Career', records);
  const { careers_email: careersEmail, whatsapp_number: whatsappNumber } = useSiteSettings();
  if (missing && !isLoading) return <NotFound />;
  return (
    <>
      <PageBanner
        title={i18n._('Career')}
        lead={i18n._('Build your career with a bank that has served its members for over a century.')}
      />
      <section className="container section" aria-label={i18n._('Openings')}>
        {isLoading ? (
          <Spinner />
        ) : (
          <ul className="job-list" role="list">
            {records.map((job) => (
              <li key={job.id} className="job">
                <div>
                  <h2 className="job__title" lang={recordLangOf(job)}>
                    {job.designation}
                  </h2>
                  <p>
                    <strong>{i18n._('Minimum experience:')}</strong> {years(job.experience)}
                  </p>
                  <p>
                    <strong>{i18n._('Qualification:')}</strong>{' '}
                    <span lang={recordLangOf(job)}>{job.qualification}</span>
                  </p>
                </div>
                <Link className="button" to={hrefOf(job)} aria-haspopup="dialog">
                  {i18n._('More Info')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {shown && (
        <Modal
          title={shown.designation}
          onClose={close}
          footer={
            <button type="button" className="button button--ghost" onClick={close}>
              {i18n._('Close')}
            </button>
          }
        >
          <p lang={recordLangOf(shown)}>{shown.description}</p>
          <p>
            <strong>{i18n._('Experience:')}</strong> {years(shown.experience)}
          </p>
          <p>
            <strong>{i18n._('Qualification:')}</strong> <span lang={recordLangOf(shown)}>{shown.qualification}</span>
          </p>
          <p>
            {i18n._('Apply by e-mail:')}{' '}
            <a
              href={`mailto:${careersEmail}?subject=${encodeURIComponent(i18n._('Application: {designation}', { designation: shown.designation }))}`}
            >
              {careersEmail}
            </a>
          </p>
          <p>
            <ExternalLink
              href={`https://wa.me/${whatsappNumber}?text=${encodeURIComponent(i18n._('Enquiry about the {designation} opening', { designation: shown.designation }))}`}
            >
              {i18n._('Ask us on WhatsApp')}
            </ExternalLink>
          </p>
        </Modal>
      )}
    </>
  );
}
