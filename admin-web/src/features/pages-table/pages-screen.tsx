import { useNavigate } from 'react-router-dom';
import AdminTable, { type TableColumn } from '../../components/admin-table';
import { RowActions } from '../../components/form-parts';
import { RESOURCE_DEFINITIONS } from '../../resources';

interface EditablePage {
  page: string;
  url: string;
  editor: string;
}

/** The About text has its own editor rather than a list definition; it sits after Loans. */
const ABOUT_PAGE = { page: 'About', url: '/About', editor: 'EditAbout', order: 40 };
/** The rates page is made from the rate schedules, edited on their own screen. */
const RATES_PAGE = { page: 'Interest Rates & Charges', url: '/InterestRates', editor: 'InterestRates', order: 1000 };
const PROTECTION_PAGES = [
  { page: 'Customer Protection', url: '/CustomerProtection', editor: 'CustomerProtection', order: 1030 },
  { page: 'Unclaimed Deposits', url: '/UnclaimedDeposits', editor: 'CustomerProtection', order: 1040 },
  { page: 'Privacy Notice', url: '/Privacy', editor: 'CustomerProtection', order: 1050 },
];

/** The public pages and the editor each one opens: every list editor that fills a public page, and About. */
export const EDITABLE_PAGES: readonly EditablePage[] = [
  ...RESOURCE_DEFINITIONS.flatMap(({ publicPage, route, order }) => (publicPage ? [{ page: publicPage.name, url: publicPage.url, editor: route, order }] : [])),
  ABOUT_PAGE,
  RATES_PAGE,
  ...PROTECTION_PAGES,
]
  .sort((a, b) => a.order - b.order)
  .map(({ page, url, editor }) => ({ page, url, editor }));

/** PageEdit: Edit opens the page's editor; Hide has no effect yet, as the bank's original screen had it. */
export default function PagesScreen() {
  const navigate = useNavigate();
  const columns: TableColumn<EditablePage>[] = [
    { id: 'page', name: 'Page', selector: (row) => row.page, wrap: true },
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
      width: '150px',
      cell: (row) => (
        <RowActions
          rowName={row.page}
          actions={[
            { label: 'Edit', onClick: () => navigate(`/AdminPage/${row.editor}`) },
            { label: 'Hide', onClick: () => console.log(`Hide ${row.page}`) },
          ]}
        />
      ),
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
