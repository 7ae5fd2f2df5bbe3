import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { localePath, UNCLAIMED_MESSAGES, type UnclaimedSearchAnswer } from '@bank/shared';
import { DataTable, type DataColumn } from '../../components/data-table';
import { PageBanner } from '../../components/page-banner';
import { RichText } from '../../components/rich-text';
import { Spinner } from '../../components/spinner';
import { API_PATHS } from '../../lib/api-paths';
import { useApiRecord } from '../../lib/use-api-list';
import { usePageText } from '../../lib/use-page-text';
import { unclaimedSearchOf } from './unclaimed-search';
import '../../components/form-fields.css';
import '../../components/panel.css';
import './unclaimed-deposits-page.css';
import { useI18n, SiteI18n } from '../../lib/i18n';
import { RecordText, useRecordLang } from '../../lib/content-language';

const pageLink = (query: string, page: number) =>
  `/UnclaimedDeposits?${new URLSearchParams({ q: query, page: String(page) })}#results`;

const unclaimedColumns = (i18n: SiteI18n, lang?: string): DataColumn<UnclaimedSearchAnswer['results'][number]>[] => [
  { header: i18n._('Name'), cell: (match) => <RecordText lang={lang}>{match.name}</RecordText> },
  { header: i18n._('Address'), cell: (match) => <RecordText lang={lang}>{match.address}</RecordText> },
];

function Results({ query, answer }: { query: string; answer: UnclaimedSearchAnswer }) {
  const i18n = useI18n();
  const recordLang = useRecordLang(answer.results[0]);
  if (answer.total === 0) return <p role="status">{i18n._(UNCLAIMED_MESSAGES.noMatch)}</p>;
  const pages = Math.ceil(answer.total / answer.page_size);
  const first = (answer.page - 1) * answer.page_size + 1;
  return (
    <>
      <p role="status">
        {i18n._('{total, plural, one {# name matches} other {# names match}}; showing {first} to {last}.', {
          total: answer.total,
          first,
          last: first + answer.results.length - 1,
        })}
      </p>
      <DataTable
        // ICU reads an apostrophe before a brace as quoting it: doubled, each is one apostrophe.
        caption={i18n._("Unclaimed deposits matching ''{query}''", { query })}
        columns={unclaimedColumns(i18n, recordLang)}
        rows={answer.results}
        rowKey={(match) => match.id}
      />
      {pages > 1 && (
        <nav aria-label={i18n._('Result pages')} className="result-pages">
          <ul>
            {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
              <li key={page}>
                {page === answer.page ? (
                  <span aria-current="page">{page}</span>
                ) : (
                  <Link to={pageLink(query, page)} aria-label={i18n._('Page {page}', { page })}>
                    {page}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

/**
 * What an unclaimed deposit is and how to claim it, the claim form, RBI's UDGAM portal, and a
 * search of the bank's list by name (a plain GET form: it works without JavaScript).
 */
export function UnclaimedDepositsPage() {
  const text = usePageText(API_PATHS.unclaimedDeposits);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = unclaimedSearchOf(params);
  const { record: answer, isLoading } = useApiRecord<UnclaimedSearchAnswer>(search.apiPath);
  const inputId = useId();
  const i18n = useI18n();
  const recordLang = useRecordLang(text);
  const action = localePath(i18n.locale, '/UnclaimedDeposits');
  return (
    <>
      <PageBanner
        title={text?.title || i18n._('Unclaimed Deposits')}
        lang={text?.title ? recordLang : undefined}
        documentTitle={text?.meta_title}
        lead={i18n._('Deposits no one has claimed for 10 years or more are still yours to claim.')}
      />
      <section className="container section" aria-label={i18n._('About unclaimed deposits')}>
        <div className="panel prose">
          <div lang={recordLang}>
            <RichText text={text?.content} />
          </div>
          {text?.pdf && (
            <p>
              <a href={text.pdf} target="_blank" rel="noreferrer">
                {i18n._('Claim form (PDF)')}
              </a>
            </p>
          )}
        </div>
      </section>
      <section className="container section" aria-labelledby="unclaimed-search" id="results" tabIndex={-1}>
        <div className="panel">
          <h2 id="unclaimed-search">{i18n._('Search the list by name')}</h2>
          <form
            className="unclaimed-search"
            method="get"
            action={`${action}#results`}
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              const query = String(new FormData(event.currentTarget).get('q') ?? '');
              navigate(pageLink(query, 1));
            }}
          >
            <div className="field">
              <label htmlFor={inputId}>{i18n._('Name of the depositor (at least 3 letters)')}</label>
              <input
                id={inputId}
                name="q"
                type="search"
                defaultValue={search.query}
                key={search.query}
                aria-describedby={search.problem ? `${inputId}-error` : undefined}
                aria-invalid={search.problem ? true : undefined}
              />
              {search.problem && (
                <p className="field__error" id={`${inputId}-error`} role="alert">
                  {i18n._(search.problem)}
                </p>
              )}
            </div>
            <button type="submit" className="button">
              {i18n._('Search')}
            </button>
          </form>
          <p className="muted">
            {i18n._(
              'The list shows only the name and address of each depositor, as the Reserve Bank allows; visit a branch to claim.',
            )}
          </p>
          {search.apiPath && (isLoading ? <Spinner /> : answer && <Results query={search.query} answer={answer} />)}
        </div>
      </section>
    </>
  );
}
