import { STAFF_ROLE_DESCRIPTIONS } from '@bank/shared';
import { useStaffAccount } from '../../lib/staff-account';
import { useOwnSessions } from './api';
import { ChangePassword } from './change-password';
import { OwnSessions } from './own-sessions';
import { TwoStepSetting } from './two-step-setting';
import './my-account-screen.css';

/** My account (the top bar's Account): who is signed in, change password, two-step sign-in, own sessions. */
export default function MyAccountScreen() {
  const { account } = useStaffAccount();
  const sessions = useOwnSessions();
  const role = STAFF_ROLE_DESCRIPTIONS[account.role];
  return (
    <section className="screen" aria-labelledby="my-account-title">
      <div className="screen__head">
        <h1 id="my-account-title">My account</h1>
      </div>
      <dl className="my-account__who">
        <dt>Name</dt>
        <dd>{account.name}</dd>
        <dt>E-mail</dt>
        <dd>{account.email}</dd>
        <dt>Role</dt>
        <dd>
          {role.name}: {role.purpose}
        </dd>
      </dl>
      <ChangePassword onChanged={() => void sessions.reload()} />
      <TwoStepSetting />
      <OwnSessions {...sessions} />
    </section>
  );
}
