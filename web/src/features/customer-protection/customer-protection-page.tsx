import { useState } from 'react';
import { Link } from 'react-router-dom';
import { countText, type ComplaintLookupInput, type GrievanceLevel, type Page } from '@bank/shared';
import { telephone } from '../../components/contact-links';
import { DataTable, type DataColumn } from '../../components/data-table';
import { PageBanner } from '../../components/page-banner';
import { RichText } from '../../components/rich-text';
import { useProtectionSettings } from '../../app/protection-band';
import { API_PATHS, listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';
import { usePageText } from '../../lib/use-page-text';
import { ComplaintForm } from './complaint-form';
import { ComplaintLookup } from './complaint-lookup';
import '../../components/panel.css';
import './customer-protection-page.css';

/** The bank's policies a member may want before complaining, where they are among the circulars. */
const POLICY_TITLES = /grievance|compensation|customer rights|citizen.?s charter/i;

const GRIEVANCE_LEVEL_COLUMNS: DataColumn<GrievanceLevel>[] = [
  { header: 'Level', cell: (level) => level.level },
  {
    header: 'Whom to write to',
    cell: (level) => (
      <>
        <strong>{level.title}</strong>
        <br />
        {level.officer}, {level.designation}
      </>
    ),
  },
  {
    header: 'Phone and e-mail',
    cell: (level) => (
      <>
        <a href={telephone(level.phone)}>{level.phone}</a>
        <br />
        <a href={`mailto:${level.email}`}>{level.email}</a>
      </>
    ),
  },
  { header: 'Address', cell: (level) => level.address },
  { header: 'Reply within', cell: (level) => countText(level.response_days, 'day') },
];

function GrievanceLevels({ levels }: { levels: GrievanceLevel[] }) {
  if (levels.length === 0)
    return (
      <p>
        The names and numbers of the officers who handle complaints are being published. Meanwhile, write to any branch.
      </p>
    );
  return (
    <DataTable
      caption="Levels of grievance redressal, in order"
      columns={GRIEVANCE_LEVEL_COLUMNS}
      rows={levels}
      rowKey={(level) => level.id}
    />
  );
}

function TextSection({ id, page, children }: { id: string; page: Page | undefined; children?: React.ReactNode }) {
  if (!page) return null;
  return (
    <section className="container section" aria-labelledby={`${id}-heading`} id={id}>
      <div className="panel prose">
        <h2 id={`${id}-heading`}>{page.title}</h2>
        {children}
        <RichText text={page.content} />
      </div>
    </section>
  );
}

/**
 * What a member needs when something goes wrong: whom to complain to and how it escalates, a
 * complaint lodged with a reference number and looked up later, the RBI Ombudsman (when the scheme
 * covers the bank), reporting an unauthorised transaction, and cyber fraud.
 */
export function CustomerProtectionPage() {
  const intro = usePageText(API_PATHS.customerProtection);
  const ombudsman = usePageText(API_PATHS.ombudsman);
  const unauthorised = usePageText(API_PATHS.unauthorisedTransactions);
  const cyberFraud = usePageText(API_PATHS.cyberFraud);
  const { records: levels } = useApiList<GrievanceLevel>(listPath('grievanceLevels'));
  const { records: circulars } = useApiList<Page>(API_PATHS.circulars);
  const settings = useProtectionSettings();
  // A complaint just lodged whose member chose to follow it: the look-up takes its reference and e-mail.
  const [followed, setFollowed] = useState<ComplaintLookupInput>();
  const nodalOfficer = levels.find((level) => level.principal_nodal_officer);
  const policies = circulars.slice(1).filter((circular) => circular.pdf && POLICY_TITLES.test(circular.title));

  return (
    <>
      <PageBanner
        title={intro?.title || 'Customer Protection'}
        documentTitle={intro?.meta_title}
        lead="How to complain and escalate, report a fraud, and what protects your deposits."
      />
      <section className="container section" aria-labelledby="grievance-heading" id="grievance">
        <div className="panel prose">
          <h2 id="grievance-heading">Grievance redressal</h2>
          <RichText text={intro?.content} />
          <GrievanceLevels levels={levels} />
          {policies.length > 0 && (
            <p>
              Our policies:{' '}
              {policies.map((policy, index) => (
                <span key={policy.id}>
                  {index > 0 && ', '}
                  <a href={policy.pdf!} target="_blank" rel="noreferrer">
                    {policy.title} (PDF)
                  </a>
                </span>
              ))}
              .
            </p>
          )}
        </div>
      </section>
      <section className="container section" aria-labelledby="lodge-heading" id="lodge">
        <div className="panel">
          <h2 id="lodge-heading">Lodge a complaint</h2>
          <ComplaintForm onFollow={setFollowed} />
        </div>
      </section>
      <section className="container section" aria-labelledby="status-heading" id="status">
        <div className="panel">
          <h2 id="status-heading">Check a complaint</h2>
          <ComplaintLookup followed={followed} />
        </div>
      </section>
      {settings.ombudsman_covered && (
        <TextSection id="ombudsman" page={ombudsman}>
          {nodalOfficer && (
            <p>
              Before you go to the Ombudsman, you may write to the bank&apos;s Principal Nodal Officer:{' '}
              {nodalOfficer.officer}, {nodalOfficer.designation},{' '}
              <a href={telephone(nodalOfficer.phone)}>{nodalOfficer.phone}</a>,{' '}
              <a href={`mailto:${nodalOfficer.email}`}>{nodalOfficer.email}</a>.
            </p>
          )}
        </TextSection>
      )}
      <TextSection id="unauthorised" page={unauthorised}>
        <p className="protection-channel">
          {settings.fraud_phone || settings.fraud_email ? (
            <>
              Report it to the bank, 24x7:{' '}
              {settings.fraud_phone && <a href={telephone(settings.fraud_phone)}>{settings.fraud_phone}</a>}
              {settings.fraud_phone && settings.fraud_email && ' or '}
              {settings.fraud_email && <a href={`mailto:${settings.fraud_email}`}>{settings.fraud_email}</a>}
            </>
          ) : (
            <>
              The bank&apos;s 24x7 number for reporting is being published. Meanwhile, call your branch or the head
              office.
            </>
          )}
        </p>
      </TextSection>
      <TextSection id="cyber-fraud" page={cyberFraud} />
      <section className="container section">
        <p className="muted">
          See also: <Link to="/UnclaimedDeposits">Unclaimed deposits</Link> · <Link to="/Branches">Branches</Link> ·{' '}
          <Link to="/Privacy">Privacy Notice</Link>
        </p>
      </section>
    </>
  );
}
