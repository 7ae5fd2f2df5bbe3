import { useState, type ReactNode } from 'react';

/** The page address of a link the server gave, absolute or relative to the site. */
export const absoluteLink = (link: string) => new URL(link, window.location.origin).href;

/**
 * A set-password link, shown once, to select or copy ('Copy link', then said whether it was), with
 * the panel's other actions beside the copy button.
 */
export function LinkToCopy({
  id,
  link,
  describedBy,
  primary = false,
  children,
}: {
  id: string;
  link: string;
  /** The text that says what the link does, read after the field's name. */
  describedBy: string;
  /** Whether copying is the panel's main action. */
  primary?: boolean;
  children?: ReactNode;
}) {
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied.');
    } catch {
      setCopied('The link could not be copied: select it and copy it by hand.');
    }
  };
  return (
    <>
      <label htmlFor={id}>Set-password link</label>
      <input
        id={id}
        className="users-created__link"
        type="text"
        readOnly
        value={link}
        aria-describedby={describedBy}
        onFocus={(event) => event.target.select()}
      />
      <div className="users-created__actions">
        <button type="button" className={primary ? 'button button--primary' : 'button'} onClick={copy}>
          Copy link
        </button>
        {children}
      </div>
      <p role="status">{copied}</p>
    </>
  );
}
