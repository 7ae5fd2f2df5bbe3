import './spinner.css';
import { useI18n } from '../lib/i18n';

/** What a page shows while its records load. */
export function Spinner({ label }: { label?: string }) {
  const i18n = useI18n();
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label ?? i18n._('Loading…')}</span>
    </div>
  );
}
