import { READ_MORE_MIN_LENGTH } from '@bank/shared';
import './read-more-text.css';
import { useI18n } from '../lib/i18n';

/**
 * Text clamped to a few lines, with Read More / Read Less only when it is long enough: a <details>
 * disclosure whose opening unclamps the text before it through CSS alone (read-more-text.css), so
 * the whole text opens the same way with JavaScript and without it.
 */
export function ReadMoreText({ text, className = '' }: { text: string; className?: string }) {
  const i18n = useI18n();
  const toggles = text.length > READ_MORE_MIN_LENGTH;
  return (
    <>
      <p className={`${className} ${toggles ? 'clamped' : ''}`.trim()}>{text}</p>
      {toggles && (
        <details className="read-more">
          <summary className="link-button">
            <span className="read-more__more">{i18n._('Read More')}</span>
            <span className="read-more__less">{i18n._('Read Less')}</span>
          </summary>
        </details>
      )}
    </>
  );
}
