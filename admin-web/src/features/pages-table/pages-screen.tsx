import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isHideablePart, pagePart } from '@bank/shared';
import AdminTable, { type TableColumn } from '../../components/admin-table';
import { RowActions, type RowAction } from '../../components/form-parts';
import { apiErrorMessage } from '../../lib/api-client';
import { notify } from '../../lib/toasts';
import { RESOURCE_DEFINITIONS } from '../../resources';
import { setPartHidden, useHiddenParts } from './api';

interface EditablePage {
  page: string;
  url: string;
  editor: string;
  /** What the row's Hide takes off the site: the page (its path), or the part of it the row edits (`/About#gallery`). */
  part: string;
}

/** A row of the table, and its place: a page's Hide hides the page itself unless a part is named. */
const pageRow = (page: string, url: string, editor: string, order: number, part = url) => ({ page, url, editor, order, part });

/** The About text has its own editor rather than a list definition; it sits after Loans. */
const ABOUT_PAGE = pageRow('About', '/About', 'EditAbout', 40);
/** The rates page is made from the rate schedules, edited on their own screen. */
const RATES_PAGE = pageRow('Interest Rates & Charges', '/InterestRates', 'InterestRates', 1000);
const PROTECTION_PAGES = [
  pageRow('Customer Protection', '/CustomerProtection', 'CustomerProtection', 1030),
  pageRow('Unclaimed Deposits', '/UnclaimedDeposits', 'CustomerProtection', 1040),
  pageRow('Privacy Notice', '/Privacy', 'CustomerProtection', 1050),
];

/** The public pages and the editor each one opens: every list editor that fills a public page, and About. */
export const EDITABLE_PAGES: readonly EditablePage[] = [
  ...RESOURCE_DEFINITIONS.flatMap(({ publicPage, route, order }) =>
    publicPage ? [pageRow(publicPage.name, publicPage.url, route, order, publicPage.part ? pagePart(publicPage.url, publicPage.part) : publicPage.url)] : [],
  ),
  ABOUT_PAGE,
  RATES_PAGE,
  ...PROTECTION_PAGES,
]
  .sort((a, b) => a.order - b.order)
  .map(({ page, url, editor, part }) => ({ page, url, editor, part }));

/**
 * PageEdit: Edit opens the page's editor; Hide takes the page (or the part the row edits) off the
 * public site, and Show brings it back (a change to the spec, whose Hide did nothing). Pages the
 * RBI requires on a bank's site cannot be hidden and have no Hide.
 */
export default function PagesScreen() {
  const navigate = useNavigate();
  const { hidden, loaded, replace } = useHiddenParts();
  const [saving, setSaving] = useState<string | null>(null);

  const toggle = async (row: EditablePage, hide: boolean) => {
    if (!isHideablePart(row.part)) return;
    setSaving(row.part);
    try {
      await replace(await setPartHidden(row.part, hide));
      await notify('success', hide ? `${row.page} is hidden from visitors` : `${row.page} is shown to visitors again`);
    } catch (failure) {
      await notify('error', apiErrorMessage(failure) ?? `${row.page} could not be ${hide ? 'hidden' : 'shown'}`);
    } finally {
      setSaving(null);
    }
  };

  const actionsOf = (row: EditablePage): RowAction[] => {
    const edit = { label: 'Edit', onClick: () => navigate(`/AdminPage/${row.editor}`) };
    if (!isHideablePart(row.part)) return [edit];
    const isHidden = hidden.has(row.part);
    return [edit, { label: isHidden ? 'Show' : 'Hide', disabled: !loaded || saving !== null, onClick: () => void toggle(row, !isHidden) }];
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
      <AdminTable<EditablePage> label="Pages" columns={columns} data={[...EDITABLE_PAGES]} keyField="page" />
    </section>
  );
}
