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
import './career-page.css';

const years = (experience: number) => `${Math.trunc(experience)} ${Math.trunc(experience) === 1 ? 'year' : 'years'}`;

export function CareerPage() {
  const { records, isLoading } = useApiList<Job>(listPath('jobs'));
  const { shown, missing, hrefOf, close } = useRecordAddress('/Career', records);
  const { careers_email: careersEmail, whatsapp_number: whatsappNumber } = useSiteSettings();
  if (missing && !isLoading) return <NotFound />;
  return (
    <>
      <PageBanner title="Career" lead="Build your career with a bank that has served its members for over a century." />
      <section className="container section" aria-label="Openings">
        {isLoading ? (
          <Spinner />
        ) : (
          <ul className="job-list" role="list">
            {records.map((job) => (
              <li key={job.id} className="job">
                <div>
                  <h2 className="job__title">{job.designation}</h2>
                  <p>
                    <strong>Minimum experience:</strong> {years(job.experience)}
                  </p>
                  <p>
                    <strong>Qualification:</strong> {job.qualification}
                  </p>
                </div>
                <Link className="button" to={hrefOf(job)} aria-haspopup="dialog">
                  More Info
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
              Close
            </button>
          }
        >
          <p>{shown.description}</p>
          <p>
            <strong>Experience:</strong> {years(shown.experience)}
          </p>
          <p>
            <strong>Qualification:</strong> {shown.qualification}
          </p>
          <p>
            Apply by e-mail:{' '}
            <a href={`mailto:${careersEmail}?subject=${encodeURIComponent(`Application: ${shown.designation}`)}`}>
              {careersEmail}
            </a>
          </p>
          <p>
            <ExternalLink
              href={`https://wa.me/${whatsappNumber}?text=${encodeURIComponent(`Enquiry about the ${shown.designation} opening`)}`}
            >
              Ask us on WhatsApp
            </ExternalLink>
          </p>
        </Modal>
      )}
    </>
  );
}
