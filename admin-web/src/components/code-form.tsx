import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { object } from 'yup';
import { twoStepCodeRule } from '@bank/shared';
import { FieldError } from './form-parts';
import './code-form.css';

const codeSchema = object({ code: twoStepCodeRule });

interface CodeFormProps {
  /** Prefix of the form's ids. */
  id: string;
  label: string;
  /** What to type, said above the field and read with it. */
  instructions: string;
  submitLabel: string;
  /** A recovery code is letters and digits; the app's code is six digits. */
  kind: 'app' | 'recovery';
  /** Sends the code; answers why it was refused, or null when it was taken. */
  onCode: (code: string) => Promise<string | null>;
  /** Whether the field takes the focus when the form appears (not where something must be read first). */
  focused?: boolean;
}

/**
 * One code, from the authenticator app or a recovery code, checked with the shared rule before it is
 * sent; a refusal is shown under the field, which is emptied and focused for the next try.
 */
export function CodeForm({ id, label, instructions, submitLabel, kind, onCode, focused = true }: CodeFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { code: '' }, resolver: yupResolver(codeSchema) });

  useEffect(() => {
    if (focused) setFocus('code');
  }, [focused, kind, setFocus]);

  const submit = handleSubmit(async ({ code }) => {
    const problem = await onCode(code.replace(/\s+/g, ''));
    if (!problem) return;
    resetField('code');
    setError('code', { message: problem }, { shouldFocus: true });
  });

  const problem = errors.code?.message;
  return (
    <form className="code-form" onSubmit={submit} noValidate>
      <p id={`${id}-instructions`}>{instructions}</p>
      <label htmlFor={`${id}-code`}>{label}</label>
      <input
        id={`${id}-code`}
        type="text"
        autoComplete="one-time-code"
        inputMode={kind === 'app' ? 'numeric' : 'text'}
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[`${id}-instructions`, problem && `${id}-problem`].filter(Boolean).join(' ')}
        {...register('code')}
      />
      <FieldError id={`${id}-problem`} message={problem} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}
