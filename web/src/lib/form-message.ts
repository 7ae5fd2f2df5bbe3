import { FORM_LIBRARY_MESSAGES, formatCount } from '@bank/shared';
import type { SiteI18n } from './i18n';

/** The validation library's own messages, which name their field: 'Name must be at most 200 characters'. */
const LIBRARY_PATTERNS = [
  { pattern: /^(.+) must be at most ([\d,]+) characters$/, message: FORM_LIBRARY_MESSAGES.tooLong },
  { pattern: /^(.+) must be a valid email$/, message: FORM_LIBRARY_MESSAGES.invalidEmail },
] as const;

/**
 * A form's message (the shared schema's, the server's or the validation library's) in the page's
 * language: the schemas' messages are the catalogue's own ids; the library's are made of the
 * field's name and a figure, each translated.
 */
export function formMessage(i18n: SiteI18n, message: string): string {
  if (i18n.has(message)) return i18n._(message);
  for (const { pattern, message: template } of LIBRARY_PATTERNS) {
    const found = pattern.exec(message);
    if (found)
      return i18n._(template, {
        field: i18n._(found[1]),
        max: found[2] ? formatCount(Number(found[2].replace(/,/g, '')), i18n.numbers) : '',
      });
  }
  return i18n._(message);
}

/** Under a text field: 'Up to 4,000 characters'. */
export const lengthHintText = (i18n: SiteI18n, max: number) =>
  i18n._(FORM_LIBRARY_MESSAGES.lengthHint, { max: formatCount(max, i18n.numbers) });
