import { useMemo, useState } from 'react';
import type { ContactMessage } from '@bank/shared';
import AdminTable, { type TableColumn } from '../../components/admin-table';
import { useContactMessages } from './api/get-contact-messages';
import { filterMessages } from './filter-messages';
import './inbox-screen.css';

const COLUMNS: TableColumn<ContactMessage>[] = [
  {
    id: 'message',
    name: 'Message',
    sortable: true,
    sortFunction: (a, b) => (a.message ?? '').length - (b.message ?? '').length,
    cell: (row) => <div className="message-cell">{row.message}</div>,
    grow: 3,
    wrap: true,
  },
  { id: 'name', name: 'Name', selector: (row) => row.name, wrap: true },
  { id: 'email', name: 'Email', selector: (row) => row.email, wrap: true, grow: 2 },
  { id: 'phone', name: 'Phone Number', selector: (row) => row.phone },
];

/** CustomerRating: the contact messages, newest first, filtered live by the search box. */
export default function InboxScreen() {
  const { messages, isLoading } = useContactMessages();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterMessages(messages, search), [messages, search]);

  return (
    <section className="screen" aria-labelledby="inbox-title">
      <div className="screen__head">
        <h1 id="inbox-title">Feedbacks</h1>
        <div className="search">
          <label htmlFor="inbox-search" className="visually-hidden">
            Search feedbacks
          </label>
          <input id="inbox-search" type="search" placeholder="enter the key word" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
      </div>
      <AdminTable<ContactMessage> label="Feedbacks" columns={COLUMNS} data={shown} loading={isLoading} keyField="id" />
    </section>
  );
}
