import { useId, useState } from 'react';
import { READ_MORE_MIN_LENGTH } from '@bank/shared';
import './read-more-text.css';
import { useI18n } from '../lib/i18n';

/** Text clamped to a few lines, with Read More / Read Less only when it is long enough. */
export function ReadMoreText({ text, className = '' }: { text: string; className?: string }) {
  const i18n = useI18n();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const toggles = text.length > READ_MORE_MIN_LENGTH;
  return (
    <>
      <p id={id} className={`${className} ${toggles && !expanded ? 'clamped' : ''}`.trim()}>
        {text}
      </p>
      {toggles && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? i18n._('Read Less') : i18n._('Read More')}
        </button>
      )}
    </>
  );
}
