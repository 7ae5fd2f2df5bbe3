import { Link } from 'react-router-dom';
import { BANK } from '@bank/shared';
import { Modal } from '../../components/modal';
import { PageBanner } from '../../components/page-banner';
import { Spinner } from '../../components/spinner';
import { useRecordAddress } from '../../lib/use-record-address';
import { NotFound } from '../../components/not-found';
import { useJobs } from './api/get-jobs';
import './career-page.css';

const years = (experience: number) => `${Math.trunc(experience)} ${Math.trunc(experience) === 1 ? 'year' : 'years'}`;

export function CareerPage() {
  const { records, isLoading } = useJobs();
  const { shown, missing, hrefOf, close } = useRecordAddress('/Career', records);
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
            Apply by e-mail: <a href={`mailto:${BANK.hrEmail}?subject=${encodeURIComponent(`Application: ${shown.designation}`)}`}>{BANK.hrEmail}</a>
          </p>
          <p>
            <a href={`https://wa.me/${BANK.whatsapp}?text=${encodeURIComponent(`Enquiry about the ${shown.designation} opening`)}`} target="_blank" rel="noopener noreferrer">
              Ask us on WhatsApp
            </a>
          </p>
        </Modal>
      )}
    </>
  );
}
