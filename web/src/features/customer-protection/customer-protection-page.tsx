import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber, type ComplaintLookupInput, type GrievanceLevel, type Page } from '@bank/shared';
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
import { useI18n, SiteI18n } from '../../lib/i18n';
import { RecordText, useRecordLang, useRecordLangs } from '../../lib/content-language';

/** The bank's policies a member may want before complaining, where they are among the circulars. */
const POLICY_TITLES = /grievance|compensation|customer rights|citizen.?s charter/i;

const grievanceLevelColumns = (
  i18n: SiteI18n,
  langOf: (level: GrievanceLevel) => string | undefined,
): DataColumn<GrievanceLevel>[] => [
  { header: i18n._('Level'), cell: (level) => formatNumber(level.level, i18n.numbers) },
  {
    header: i18n._('Whom to write to'),
    cell: (level) => (
      <RecordText lang={langOf(level)}>
        <strong>{level.title}</strong>
        <br />
        {level.officer}, {level.designation}
      </RecordText>
    ),
  },
  {
    header: i18n._('Phone and e-mail'),
    cell: (level) => (
      <>
        <a href={telephone(level.phone)}>{level.phone}</a>
        <br />
        <a href={`mailto:${level.email}`}>{level.email}</a>
      </>
    ),
  },
  { header: i18n._('Address'), cell: (level) => <RecordText lang={langOf(level)}>{level.address}</RecordText> },
  {
    header: i18n._('Reply within'),
    cell: (level) => i18n._('{count, plural, one {# day} other {# days}}', { count: level.response_days }),
  },
];

function GrievanceLevels({ levels }: { levels: GrievanceLevel[] }) {
  const i18n = useI18n();
  const recordLangOf = useRecordLangs();
  if (levels.length === 0)
    return (
      <p>
        {i18n._(
          'The names and numbers of the officers who handle complaints are being published. Meanwhile, write to any branch.',
        )}
      </p>
    );
  return (
    <DataTable
      caption={i18n._('Levels of grievance redressal, in order')}
      columns={grievanceLevelColumns(i18n, recordLangOf)}
      rows={levels}
      rowKey={(level) => level.id}
    />
  );
}

function TextSection({ id, page, children }: { id: string; page: Page | undefined; children?: React.ReactNode }) {
  const recordLang = useRecordLang(page);
  if (!page) return null;
  return (
    <section className="container section" aria-labelledby={`${id}-heading`} id={id}>
      <div className="panel prose">
        <h2 id={`${id}-heading`} lang={recordLang}>
          {page.title}
        </h2>
        {children}
        <div lang={recordLang}>
          <RichText text={page.content} />
        </div>
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
  const i18n = useI18n();
  const introLang = useRecordLang(intro);
  const policyLangOf = useRecordLangs();
  const levelLang = useRecordLang(nodalOfficer);

  return (
    <>
      <PageBanner
        title={intro?.title || i18n._('Customer Protection')}
        lang={intro?.title ? introLang : undefined}
        documentTitle={intro?.meta_title}
        lead={i18n._('How to complain and escalate, report a fraud, and what protects your deposits.')}
      />
      <section className="container section" aria-labelledby="grievance-heading" id="grievance">
        <div className="panel prose">
          <h2 id="grievance-heading">{i18n._('Grievance redressal')}</h2>
          <div lang={introLang}>
            <RichText text={intro?.content} />
          </div>
          <GrievanceLevels levels={levels} />
          {policies.length > 0 && (
            <p>
              {i18n._('Our policies:')}{' '}
              {policies.map((policy, index) => (
                <span key={policy.id} lang={policyLangOf(policy)}>
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
          <h2 id="lodge-heading">{i18n._('Lodge a complaint')}</h2>
          <ComplaintForm onFollow={setFollowed} />
        </div>
      </section>
      <section className="container section" aria-labelledby="status-heading" id="status">
        <div className="panel">
          <h2 id="status-heading">{i18n._('Check a complaint')}</h2>
          <ComplaintLookup followed={followed} />
        </div>
      </section>
      {settings.ombudsman_covered && (
        <TextSection id="ombudsman" page={ombudsman}>
          {nodalOfficer && (
            <p>
              {i18n._("Before you go to the Ombudsman, you may write to the bank's Principal Nodal Officer:")}{' '}
              <RecordText lang={levelLang}>
                {nodalOfficer.officer}, {nodalOfficer.designation}
              </RecordText>
              , <a href={telephone(nodalOfficer.phone)}>{nodalOfficer.phone}</a>,{' '}
              <a href={`mailto:${nodalOfficer.email}`}>{nodalOfficer.email}</a>.
            </p>
          )}
        </TextSection>
      )}
      <TextSection id="unauthorised" page={unauthorised}>
        <p className="protection-channel">
          {settings.fraud_phone || settings.fraud_email ? (
            <>
              {i18n._('Report it to the bank, 24x7:')}{' '}
              {settings.fraud_phone && <a href={telephone(settings.fraud_phone)}>{settings.fraud_phone}</a>}
              {settings.fraud_phone && settings.fraud_email && ` ${i18n._('or')} `}
              {settings.fraud_email && <a href={`mailto:${settings.fraud_email}`}>{settings.fraud_email}</a>}
            </>
          ) : (
            i18n._(
              "The bank's 24x7 number for reporting is being published. Meanwhile, call your branch or the head office.",
            )
          )}
        </p>
      </TextSection>
      <TextSection id="cyber-fraud" page={cyberFraud} />
      <section className="container section">
        <p className="muted">
          {i18n._('See also:')} <Link to="/UnclaimedDeposits">{i18n._('Unclaimed deposits')}</Link> ·{' '}
          <Link to="/Branches">{i18n._('Branches')}</Link> · <Link to="/Privacy">{i18n._('Privacy Notice')}</Link>
        </p>
      </section>
    </>
  );
}
