import { useState } from 'react';
import { formatIndiaDateTime, type CreatedStaffAccount, type StaffAccount } from '@bank/shared';
import AdminTable, { type TableColumn } from '../../components/admin-table';
import { OutcomeMessage } from '../../components/form-parts';
import { isChangeAccepted, type Written } from '../../lib/api-client';
import { useMay, useStaffAccount } from '../../lib/staff-account';
import { notify } from '../../lib/toasts';
import { AddAccountForm, CreatedAccountLink } from './add-account';
import { useStaffAccounts } from './api';
import { ManageAccount } from './manage-account';
import { blockedText } from './blocked-text';
import { roleName } from './role-field';
import './users-screen.css';

const COLUMNS: TableColumn<StaffAccount>[] = [
  { id: 'name', name: 'Name', selector: (account) => account.name, wrap: true, grow: 1 },
  { id: 'email', name: 'E-mail', selector: (account) => account.email, wrap: true, grow: 2 },
  { id: 'role', name: 'Role', selector: (account) => roleName(account.role), wrap: true },
  { id: 'two_step', name: 'Two-step', selector: (account) => (account.two_step ? 'On' : 'Off'), width: '100px' },
  {
    id: 'last_sign_in',
    name: 'Last sign-in',
    selector: (account) => (account.last_sign_in_at ? formatIndiaDateTime(account.last_sign_in_at) : 'Never'),
    wrap: true,
  },
  { id: 'blocked', name: 'Blocked', selector: blockedText, wrap: true },
  {
    id: 'locked',
    name: 'Locked',
    selector: (account) => (account.locked_until ? `Until ${formatIndiaDateTime(account.locked_until)}` : 'No'),
    wrap: true,
  },
];

/**
 * Users: every staff account with its role, two-step sign-in, last sign-in, block and lockout. An
 * Administrator adds accounts (the set-password link is shown once) and manages each; an Auditor reads.
 */
export default function UsersScreen() {
  const manages = useMay('users.manage');
  const { account: self, refresh } = useStaffAccount();
  const { accounts, isLoading, failed, replace, drop, reload } = useStaffAccounts();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedStaffAccount | null>(null);
  /** A new Approver or Administrator sent for approval (approvals on): what the server said. */
  const [held, setHeld] = useState<string | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = accounts.find((account) => account.id === openId);

  const added = (answer: Written<CreatedStaffAccount>) => {
    setAdding(false);
    if (isChangeAccepted(answer)) return setHeld(answer.message);
    setCreated(answer);
    void reload();
  };

  const columns: TableColumn<StaffAccount>[] = manages
    ? [
        ...COLUMNS,
        {
          id: 'manage',
          name: 'Actions',
          button: true,
          cell: (account) => (
            <button
              type="button"
              className="button button--small"
              aria-label={`Manage ${account.name}`}
              onClick={() => {
                setAdding(false);
                setOpenId(account.id);
              }}
            >
              Manage
            </button>
          ),
        },
      ]
    : COLUMNS;

  return (
    <section className="screen" aria-labelledby="users-title">
      <div className="screen__head">
        <h1 id="users-title">Users</h1>
        {manages && (
          <button
            type="button"
            className="button button--primary"
            aria-expanded={adding}
            onClick={() => {
              setOpenId(null);
              setCreated(null);
              setHeld(null);
              setAdding((shown) => !shown);
            }}
          >
            Add an account
          </button>
        )}
      </div>
      {adding && <AddAccountForm onAdded={added} onCancel={() => setAdding(false)} />}
      {created && <CreatedAccountLink created={created} onDone={() => setCreated(null)} />}
      {held && <OutcomeMessage outcome={{ text: held, failed: false }} />}
      {open && (
        <ManageAccount
          key={open.id}
          account={open}
          changes={{
            saved: (saved) => {
              void replace(saved);
              // One's own role decides the menu: read the account again.
              if (saved.id === self.id) void refresh();
            },
            acted: () => void reload(),
            deleted: (id) => {
              setOpenId(null);
              void drop(id);
              void notify('success', `The account of ${open.name} is deleted.`);
            },
          }}
          onClose={() => setOpenId(null)}
        />
      )}
      {failed && (
        <p className="outcome--failed" role="alert">
          The accounts could not be loaded.
        </p>
      )}
      <AdminTable<StaffAccount>
        label="Staff accounts"
        columns={columns}
        data={accounts}
        loading={isLoading}
        keyField="id"
      />
    </section>
  );
}
