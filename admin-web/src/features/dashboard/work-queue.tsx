import { Link } from 'react-router-dom';
import { formatDate, roleMay, type DashboardFigures, type StaffAbility } from '@bank/shared';
import { useStaffAccount } from '../../lib/staff-account';

const plural = new Intl.PluralRules('en-IN');
/** '1 enquiry', '3 enquiries': the number and the word that goes with it. */
const counted = (count: number, one: string, other: string) =>
  `${count} ${plural.select(count) === 'one' ? one : other}`;

/** How a line reads: nothing to do, something waiting, or something late or gone wrong. */
type Tone = 'done' | 'waiting' | 'late';

interface WorkLine {
  key: string;
  /** What a role must be allowed to see the line: the ability of the screen it leads to. */
  ability: StaffAbility;
  /** The line's words, where it leads and how urgent it is; none where the figures say nothing of it. */
  line(figures: DashboardFigures): { text: string; to: string; tone: Tone } | undefined;
}

const waitingWhen = (count: number): Tone => (count > 0 ? 'waiting' : 'done');
const lateWhen = (count: number): Tone => (count > 0 ? 'late' : 'done');

/**
 * What waits for someone, one line per kind, each with its count and the screen where it is done:
 * declared once here, in the order they show. A new kind of work (failed mail, loan enquiries) is
 * one more line.
 */
const WORK_LINES: readonly WorkLine[] = [
  {
    key: 'approve',
    ability: 'changes.approve',
    line: ({ approvals }) =>
      approvals && {
        text: `${counted(approvals.waiting_for_others, 'change', 'changes')} waiting for your approval`,
        to: '/AdminPage/Approvals',
        tone: waitingWhen(approvals.waiting_for_others),
      },
  },
  {
    key: 'yours',
    ability: 'content.write',
    line: ({ approvals }) =>
      approvals && {
        text: `${counted(approvals.yours_waiting, 'change', 'changes')} you made waiting for approval`,
        to: '/AdminPage/Approvals',
        tone: 'done',
      },
  },
  {
    key: 'scheduled',
    ability: 'changes.read',
    line: ({ approvals }) =>
      approvals && {
        text: `${counted(approvals.scheduled, 'change approved, waiting for its time', 'changes approved, waiting for their time')} to go public`,
        to: '/AdminPage/Approvals?status=scheduled',
        tone: 'done',
      },
  },
  {
    key: 'failed',
    ability: 'changes.read',
    line: ({ approvals }) =>
      approvals && {
        text: `${counted(approvals.failed_yours, 'change', 'changes')} you made or approved could not be applied`,
        to: '/AdminPage/Approvals?status=failed',
        tone: lateWhen(approvals.failed_yours),
      },
  },
  {
    key: 'panel-edits',
    ability: 'activity.read',
    line: ({ approvals }) =>
      approvals && {
        text: `${counted(approvals.unapproved_panel_edits, 'Strapi-panel edit', 'Strapi-panel edits')} made without approval in 30 days`,
        to: '/AdminPage/Activity',
        tone: lateWhen(approvals.unapproved_panel_edits),
      },
  },
  {
    key: 'enquiries',
    ability: 'enquiries.read',
    line: ({ enquiries }) => ({
      text: `${counted(enquiries.unhandled, 'enquiry', 'enquiries')} not yet handled`,
      to: '/AdminPage/CustomerRating',
      tone: waitingWhen(enquiries.unhandled),
    }),
  },
  {
    key: 'complaints',
    ability: 'enquiries.read',
    line: ({ complaints }) => ({
      text: `${counted(complaints.open, 'complaint', 'complaints')} open, ${complaints.overdue} past the reply date`,
      to: '/AdminPage/Complaints',
      tone: complaints.overdue > 0 ? 'late' : waitingWhen(complaints.open),
    }),
  },
  {
    key: 'rates',
    ability: 'content.read',
    line: ({ next_rate_schedule: next }) => ({
      text: next ? `Next rate schedule starts on ${formatDate(next.effective_from)}` : 'No rate schedule announced',
      to: '/AdminPage/InterestRates',
      tone: 'done',
    }),
  },
];

const TONE_CLASS: Readonly<Record<Tone, string>> = {
  done: 'work-queue__item',
  waiting: 'work-queue__item work-queue__item--waiting',
  late: 'work-queue__item work-queue__item--late',
};

/**
 * What waits for you: each kind of work the signed-in role may do, with its count, leading to the
 * screen where it is done; only the lines whose screen the role may open.
 */
export function WorkQueue({ figures }: { figures: DashboardFigures }) {
  const { account } = useStaffAccount();
  const lines = WORK_LINES.filter((each) => roleMay(account.role, each.ability)).flatMap((each) => {
    const line = each.line(figures);
    return line ? [{ key: each.key, ...line }] : [];
  });
  return (
    <section className="work-queue" aria-labelledby="work-queue-title">
      <h2 id="work-queue-title">What waits for you</h2>
      <ul className="work-queue__list">
        {lines.map((line) => (
          <li key={line.key} className={TONE_CLASS[line.tone]}>
            <Link to={line.to}>{line.text}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
