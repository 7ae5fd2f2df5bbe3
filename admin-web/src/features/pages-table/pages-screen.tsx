import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOCALE_NAMES, TRANSLATION_LOCALES, isHideablePart } from '@bank/shared';
import AdminTable, { type TableColumn } from '../../components/admin-table';
import { RowActions, type RowAction } from '../../components/form-parts';
import { apiErrorMessage, isChangeAccepted, savedText } from '../../lib/api-client';
import { useMay } from '../../lib/staff-account';
import { notify } from '../../lib/toasts';
import { setPartHidden, useHiddenParts, useTranslationCoverage, type TranslationCoverage } from './api';
import { WaitingChanges } from '../../components/waiting-changes';

/** A row of the table: a public page (or part of one) and the screen that edits it. */
export interface EditablePage {
  page: string;
  url: string;
  /** The editing screen's path under /AdminPage/. */
  editor: string;
  /** What the row's Hide takes off the site: the page (its path), or the part of it the row edits (`/About#gallery`). */
  part: string;
}

type PageCoverage = TranslationCoverage['pages'][number]['locales'];

/** 'मराठी 5/6 · हिंदी 6/6': of the records the page shows, how many each language has. */
function Coverage({ coverage }: { coverage: PageCoverage | undefined }) {
  if (!coverage) return <>—</>;
  return (
    <span className="cell-text">
      {TRANSLATION_LOCALES.map((locale, index) => (
        <span key={locale}>
          {index > 0 && ' · '}
          <span lang={locale}>{LOCALE_NAMES[locale]}</span>{' '}
          {`${coverage[locale]?.translated ?? 0}/${coverage[locale]?.total ?? 0}`}
        </span>
      ))}
    </span>
  );
}

/**
 * PageEdit: Edit opens the page's editor; Hide takes the page (or the part the row edits) off the
 * public site, and Show brings it back (a change to the spec, whose Hide did nothing). Pages the
 * RBI requires on a bank's site cannot be hidden and have no Hide. The rows are the pages the
 * back office's screens say they edit, in their places.
 */
export default function PagesScreen({ pages }: { pages: readonly EditablePage[] }) {
  const navigate = useNavigate();
  const writes = useMay('content.write');
  const { hidden, loaded, replace } = useHiddenParts();
  const coverage = useTranslationCoverage();
  const [saving, setSaving] = useState<string | null>(null);

  const toggle = async (row: EditablePage, hide: boolean) => {
    if (!isHideablePart(row.part)) return;
    setSaving(row.part);
    try {
      const answer = await setPartHidden(row.part, hide);
      if (!isChangeAccepted(answer)) await replace(answer);
      await notify(
        'success',
        savedText(answer, hide ? `${row.page} is hidden from visitors` : `${row.page} is shown to visitors again`),
      );
    } catch (failure) {
      await notify('error', apiErrorMessage(failure) ?? `${row.page} could not be ${hide ? 'hidden' : 'shown'}`);
    } finally {
      setSaving(null);
    }
  };

  const actionsOf = (row: EditablePage): RowAction[] => {
    const edit = { label: 'Edit', onClick: () => navigate(`/AdminPage/${row.editor}`) };
    if (!isHideablePart(row.part) || !writes) return [edit];
    const isHidden = hidden.has(row.part);
    return [
      edit,
      {
        label: isHidden ? 'Show' : 'Hide',
        disabled: !loaded || saving !== null,
        onClick: () => void toggle(row, !isHidden),
      },
    ];
  };

  const columns: TableColumn<EditablePage>[] = [
    { id: 'page', name: 'Page', cell: (row) => (hidden.has(row.part) ? `${row.page} (hidden)` : row.page), wrap: true },
    {
      id: 'url',
      name: 'URL',
      cell: (row) => (
        <a href={row.url} target="_blank" rel="noreferrer" aria-label={`${row.url} (${row.page}, opens in a new tab)`}>
          {row.url}
        </a>
      ),
    },
    {
      id: 'translated',
      name: 'Translated',
      wrap: true,
      cell: (row) => <Coverage coverage={coverage.get(row.url)} />,
    },
    {
      id: 'actions',
      name: 'Actions',
      button: true,
      // Wide enough for 'Edit' and 'Show', the wider of Hide and Show.
      width: '164px',
      cell: (row) => <RowActions rowName={row.page} actions={actionsOf(row)} />,
    },
  ];
  return (
    <section className="screen" aria-labelledby="pages-title">
      <div className="screen__head">
        <h1 id="pages-title">Pages</h1>
      </div>
      <WaitingChanges resources={['pages', 'hidden-pages']} />
      <AdminTable<EditablePage> label="Pages" columns={columns} data={[...pages]} keyField="page" />
    </section>
  );
}
