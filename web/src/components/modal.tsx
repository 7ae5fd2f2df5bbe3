import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from '../lib/use-focus-trap';
import './modal.css';
import { useI18n } from '../lib/i18n';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra buttons next to the close icon's action, e.g. a visible Close button. */
  footer?: ReactNode;
  /** The language of the title and body when they are a record's in another language than the page's. */
  lang?: string;
}

/**
 * A modal dialog: focus moves into it and stays there, Escape and a click on the overlay close it,
 * and focus goes back to what opened it.
 */
export function Modal({ title, onClose, children, footer, lang }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const i18n = useI18n();
  const titleId = useId();

  useFocusTrap(dialog, true, onClose);

  // Once per opening: focus moves in, the page behind stops scrolling, focus returns on close.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    document.body.classList.add('has-modal');
    return () => {
      document.body.classList.remove('has-modal');
      opener?.focus();
    };
  }, []);

  return (
    // A click on the backdrop is a pointer shortcut; keyboard users close with Escape or the Close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className="modal-overlay"
      data-testid="modal-overlay"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog} tabIndex={-1}>
        <div className="modal__head">
          <h2 id={titleId} lang={lang}>
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={i18n._('Close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="modal__body" lang={lang}>
          {children}
        </div>
        {footer && <div className="modal__foot">{footer}</div>}
      </div>
    </div>
  );
}
