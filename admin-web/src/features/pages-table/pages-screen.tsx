import { useNavigate } from 'react-router-dom';
import AdminTable, { type TableColumn } from '../../components/admin-table';
import { RowActions } from '../../components/form-parts';

interface EditablePage {
  page: string;
  url: string;
  editor: string;
}

/** The public pages and the editor each one opens (SPEC §2). */
export const EDITABLE_PAGES: readonly EditablePage[] = [
  { page: 'Services', url: '/Services', editor: 'EditService' },
  { page: 'Deposits', url: '/Deposits', editor: 'EditDeposit' },
  { page: 'Loans', url: '/Loan', editor: 'EditLoans' },
  { page: 'About', url: '/About', editor: 'EditAbout' },
  { page: 'Awards', url: '/Awards', editor: 'EditAward' },
  { page: 'Managements', url: '/Managements', editor: 'EditManagements' },
  { page: 'About Us Image Slider', url: '/About', editor: 'EditAboutSlider' },
  { page: 'Published Documents', url: '/PublishedDocuments', editor: 'EditDocuments' },
  { page: 'Policies & Circulars', url: '/PoliciesCirculars', editor: 'EditPoliciesPage' },
];

/** PageEdit: Edit opens the page's editor; Hide has no effect yet (SPEC §2). */
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
      <AdminTable<EditablePage> label="Pages" columns={columns} data={[...EDITABLE_PAGES]} keyField="editor" />
    </section>
  );
}
