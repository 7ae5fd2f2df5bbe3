import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { newStaffAccountSchema, type CreatedStaffAccount, type StaffRole } from '@bank/shared';
import { describedBy, FieldError, FormActions } from '../../components/form-parts';
import { apiErrorMessage, apiFieldErrors, type Written } from '../../lib/api-client';
import { addStaffAccount, type NewStaffAccount } from './api';
import { roleName, RoleField } from './role-field';
import { absoluteLink, LinkToCopy } from './link-to-copy';

const FIELD_NAMES = ['email', 'name', 'role'] as const;

/** 'Add an account': e-mail, name and role, checked with the server's own rule first. */
export function AddAccountForm({
  onAdded,
  onCancel,
}: {
  onAdded: (created: Written<CreatedStaffAccount>) => void;
  onCancel: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<NewStaffAccount>({
    defaultValues: { email: '', name: '', role: '' as StaffRole },
    resolver: yupResolver(newStaffAccountSchema),
  });

  useEffect(() => setFocus('email'), [setFocus]);

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      onAdded(await addStaffAccount(input));
    } catch (error) {
      const problems = Object.entries(apiFieldErrors(error)).filter(([name]) =>
        (FIELD_NAMES as readonly string[]).includes(name),
      );
      for (const [name, message] of problems) setError(name as keyof NewStaffAccount, { message });
      setFailure(apiErrorMessage(error) ?? 'The account was not added.');
    }
  });

  return (
    <form className="resource-form" onSubmit={submit} noValidate aria-labelledby="add-account-title">
      <h2 className="resource-form__title" id="add-account-title">
        Add an account
      </h2>
      <div className="field">
        <label htmlFor="add-account-email">E-mail</label>
        <input
          id="add-account-email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          {...describedBy('add-account-email-problem', errors.email)}
          {...register('email')}
        />
        <FieldError id="add-account-email-problem" message={errors.email?.message} />
      </div>
      <div className="field">
        <label htmlFor="add-account-name">Name</label>
        <input
          id="add-account-name"
          type="text"
          autoComplete="off"
          {...describedBy('add-account-name-problem', errors.name)}
          {...register('name')}
        />
        <FieldError id="add-account-name-problem" message={errors.name?.message} />
      </div>
      <RoleField id="add-account-role" input={register('role')} chosen={watch('role')} problem={errors.role?.message} />
      {failure && (
        <p className="resource-form__failure" role="alert">
          {failure}
        </p>
      )}
      <FormActions submitLabel={isSubmitting ? 'Adding…' : 'Add account'} busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/**
 * The new account's set-password link, shown this once with a copy button: the Administrator sends
 * it to the person (the server e-mails it too when it can).
 */
export function CreatedAccountLink({ created, onDone }: { created: CreatedStaffAccount; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="users-created" aria-labelledby="users-created-title">
      <h2 id="users-created-title" ref={heading} tabIndex={-1}>
        {created.name} can now set a password
      </h2>
      <p id="users-created-text">
        {created.email} is added as {roleName(created.role)}. Send this link to them: it sets the password once, works
        for 24 hours, and is shown only now.
      </p>
      <LinkToCopy
        id="users-created-link"
        link={absoluteLink(created.set_password_link)}
        describedBy="users-created-text"
        primary
      >
        <button type="button" className="button" onClick={onDone}>
          Done
        </button>
      </LinkToCopy>
    </section>
  );
}
