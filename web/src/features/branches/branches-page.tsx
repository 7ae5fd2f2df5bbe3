import { useEffect, useId, useState } from 'react';
import { mapLinkOf, type Branch } from '@bank/shared';
import { EmailLinks, PhoneLinks } from '../../components/contact-links';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';
import '../../components/form-fields.css';
import '../../components/panel.css';
import './branches-page.css';
import { useI18n } from '../../lib/i18n';
import { RecordText, useRecordLang } from '../../lib/content-language';

type BranchMatcher = (branch: Branch, filter: string) => boolean;

/** Until the search across scripts has loaded (an instant after the first key): the text as typed, in any case. */
const matchesAsTyped: BranchMatcher = (branch, filter) => {
  const wanted = filter.trim().toLowerCase();
  return (
    !wanted ||
    [branch.city, branch.name, branch.address, branch.ifsc].some((value) => value.toLowerCase().includes(wanted))
  );
};

/** Copies the IFSC; offered only once scripts run (a button without JavaScript would do nothing). */
function CopyIfsc({ ifsc }: { ifsc: string }) {
  const i18n = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="button button--ghost branch__copy"
      onClick={() => {
        void navigator.clipboard?.writeText(ifsc).then(() => setCopied(true));
      }}
    >
      {copied ? i18n._('Copied') : i18n._('Copy IFSC')}
      <span className="visually-hidden"> {ifsc}</span>
    </button>
  );
}

/** Whether two names are the same words, whatever their case and spacing. */
const sameWords = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase() === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

function BranchCard({ branch, scripted }: { branch: Branch; scripted: boolean }) {
  const i18n = useI18n();
  const recordLang = useRecordLang(branch);
  const map = mapLinkOf(branch);
  const headingId = `branch-${branch.id}`;
  return (
    <article className="panel branch" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <RecordText lang={recordLang}>{branch.name}</RecordText>
        {/* Not twice: a head office named "Head Office" needs no tag saying so. */}
        {branch.head_office && !sameWords(branch.name, i18n._('Head office')) && (
          <span className="branch__tag">{i18n._('Head office')}</span>
        )}
      </h2>
      <p className="with-icon">
        <PinIcon /> <RecordText lang={recordLang}>{branch.address}</RecordText>
      </p>
      <dl className="branch__codes">
        <div>
          <dt>IFSC</dt>
          <dd>
            <code>{branch.ifsc}</code> {scripted && <CopyIfsc ifsc={branch.ifsc} />}
          </dd>
        </div>
        <div>
          <dt>MICR</dt>
          <dd>
            <code>{branch.micr}</code>
          </dd>
        </div>
      </dl>
      <p className="with-icon">
        <PhoneIcon />{' '}
        <span>
          <PhoneLinks phones={branch.phones.map((phone) => phone.number)} />
        </span>
      </p>
      {branch.emails.length > 0 && (
        <p className="with-icon">
          <MailIcon />{' '}
          <span>
            <EmailLinks emails={branch.emails} />
          </span>
        </p>
      )}
      <p className="with-icon">
        <ClockIcon /> <RecordText lang={recordLang}>{branch.hours}</RecordText>
      </p>
      {map && (
        <p>
          <a href={map} rel="noopener noreferrer" target="_blank">
            {i18n._('Map of {branch} (OpenStreetMap)', { branch: branch.name })}
          </a>
        </p>
      )}
    </article>
  );
}

/** Every branch with its IFSC and MICR, numbers, hours and a map link; searched by place, name or IFSC (branch-search.ts). */
export function BranchesPage() {
  const { records } = useApiList<Branch>(listPath('branches'));
  const [filter, setFilter] = useState('');
  const [matches, setMatches] = useState<{ branch: BranchMatcher }>({ branch: matchesAsTyped });
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const filterId = useId();
  const shown = records.filter((branch) => matches.branch(branch, filter));
  const i18n = useI18n();
  const branches = (count: number) => i18n._('{count, plural, one {# branch} other {# branches}}', { count });
  const searchFor = (text: string) => {
    setFilter(text);
    if (matches.branch === matchesAsTyped)
      void import('./branch-search').then(({ matchesBranch }) => setMatches({ branch: matchesBranch }));
  };
  return (
    <>
      <PageBanner
        title={i18n._('Branches')}
        lead={i18n._('Every branch with its IFSC and MICR codes, phone numbers, e-mail and hours.')}
      />
      <section className="container section" aria-label={i18n._('Branches')}>
        {records.length === 0 ? (
          <p>{i18n._('The list of branches is being published. Please call the head office meanwhile.')}</p>
        ) : (
          <>
            {scripted && (
              <div className="field branches__filter">
                <label htmlFor={filterId}>{i18n._('Find a branch by city, locality, PIN, name or IFSC')}</label>
                <input id={filterId} type="search" value={filter} onChange={(event) => searchFor(event.target.value)} />
              </div>
            )}
            <p className="muted" role="status">
              {shown.length === records.length
                ? branches(records.length)
                : // The count of all in the message's own words: Hindi and Marathi inflect it before 'of' (शाखाओं में से, शाखांपैकी).
                  i18n._(
                    '{shown} of {count, plural, one {# branch} other {# branches}} {shown, plural, one {matches} other {match}}',
                    { shown: shown.length, count: records.length },
                  )}
            </p>
            <div className="branches__list">
              {shown.map((branch) => (
                <BranchCard key={branch.id} branch={branch} scripted={scripted} />
              ))}
            </div>
          </>
        )}
      </section>
    </>
  );
}
