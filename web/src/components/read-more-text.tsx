import { useId, useState } from 'react';
import { READ_MORE_MIN_LENGTH } from '@bank/shared';
import './read-more-text.css';

/** Text clamped to a few lines, with Read More / Read Less only when it is long enough. */
export function ReadMoreText({ text, className = '' }: { text: string; className?: string }) {
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
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      )}
    </>
  );
}
