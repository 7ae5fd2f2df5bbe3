import type { UseFormRegisterReturn } from 'react-hook-form';
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLES, type StaffRole } from '@bank/shared';
import { FieldError } from '../../components/form-parts';

/** A role's name as people say it ('Customer service'). */
export const roleName = (role: StaffRole) => STAFF_ROLE_DESCRIPTIONS[role].name;

/** The role select: each role by its name, what the chosen one may do said under it. */
export function RoleField({
  id,
  input,
  chosen,
  problem,
}: {
  id: string;
  input: UseFormRegisterReturn;
  chosen: StaffRole | '';
  problem?: string;
}) {
  const purpose = chosen ? STAFF_ROLE_DESCRIPTIONS[chosen].purpose : 'Choose what the person may do.';
  const problemId = `${id}-problem`;
  return (
    <div className="field">
      <label htmlFor={id}>Role</label>
      <select
        id={id}
        {...input}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[`${id}-purpose`, problem && problemId].filter(Boolean).join(' ')}
      >
        <option value="">Choose a role</option>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {roleName(role)}
          </option>
        ))}
      </select>
      <p className="field__hint" id={`${id}-purpose`} aria-live="polite">
        {purpose}
      </p>
      <FieldError id={problemId} message={problem} />
    </div>
  );
}
