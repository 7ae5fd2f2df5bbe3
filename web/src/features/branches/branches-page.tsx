import { useEffect, useId, useState } from 'react';
import { countText, mapLinkOf, pluralWord, type Branch } from '@bank/shared';
import { EmailLinks, PhoneLinks } from '../../components/contact-links';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { listPath } from '../../lib/api-paths';
import { useApiList } from '../../lib/use-api-list';
import '../../components/form-fields.css';
import '../../components/panel.css';
import './branches-page.css';

/** A branch matches a filter by its city, name or IFSC, whatever the case. */
export const matchesBranch = (branch: Branch, filter: string) => {
  const wanted = filter.trim().toLowerCase();
  return !wanted || [branch.city, branch.name, branch.ifsc].some((value) => value.toLowerCase().includes(wanted));
};

/** Copies the IFSC; offered only once scripts run (a button without JavaScript would do nothing). */
function CopyIfsc({ ifsc }: { ifsc: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="button button--ghost branch__copy"
      onClick={() => {
        void navigator.clipboard?.writeText(ifsc).then(() => setCopied(true));
      }}
    >
      {copied ? 'Copied' : 'Copy IFSC'}
      <span className="visually-hidden"> {ifsc}</span>
    </button>
  );
}

function BranchCard({ branch, scripted }: { branch: Branch; scripted: boolean }) {
  const map = mapLinkOf(branch);
  const headingId = `branch-${branch.id}`;
  return (
    <article className="panel branch" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {branch.name}
        {branch.head_office && <span className="branch__tag">Head office</span>}
      </h2>
      <p className="with-icon">
        <PinIcon /> <span>{branch.address}</span>
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
        <ClockIcon /> <span>{branch.hours}</span>
      </p>
      {map && (
        <p>
          <a href={map} rel="noopener noreferrer" target="_blank">
            Map of {branch.name} (OpenStreetMap)
          </a>
        </p>
      )}
    </article>
  );
}

/** Every branch with its IFSC and MICR, numbers, hours and a map link; filtered by city or IFSC. */
export function BranchesPage() {
  const { records } = useApiList<Branch>(listPath('branches'));
  const [filter, setFilter] = useState('');
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const filterId = useId();
  const shown = records.filter((branch) => matchesBranch(branch, filter));
  return (
    <>
      <PageBanner title="Branches" lead="Every branch with its IFSC and MICR codes, phone numbers, e-mail and hours." />
      <section className="container section" aria-label="Branches">
        {records.length === 0 ? (
          <p>The list of branches is being published. Please call the head office meanwhile.</p>
        ) : (
          <>
            {scripted && (
              <div className="field branches__filter">
                <label htmlFor={filterId}>Find a branch by city, name or IFSC</label>
                <input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
              </div>
            )}
            <p className="muted" role="status">
              {shown.length === records.length
                ? countText(records.length, 'branch', 'branches')
                : `${shown.length} of ${countText(records.length, 'branch', 'branches')} ${pluralWord(shown.length, 'matches', 'match')}`}
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
