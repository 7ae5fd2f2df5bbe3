import { activityResourceName } from '../activity';
import { formatDate } from '../rates/rate-text';
import type { ChangeKind, ChangeRequest } from './changes';

/** What the staff call one record of each resource, as a change names it. */
const RECORD_NOUNS: Readonly<Record<string, string>> = {
  deposits: 'deposit',
  loans: 'loan',
  services: 'service',
  'news-items': 'news item',
  awards: 'award',
  'gallery-items': 'gallery picture',
  'management-members': 'management member',
  jobs: 'job opening',
  branches: 'branch',
  'grievance-levels': 'grievance level',
  'published-documents': 'document',
  pages: 'page',
  'rate-schedules': 'rate schedule',
  'staff-accounts': 'staff account',
};

/** The site-wide objects, each one record of its own. */
const WHOLE_OBJECTS: Readonly<Record<string, string>> = {
  'site-settings': 'the site settings',
  'protection-settings': 'the customer protection settings',
  'unclaimed-deposits': 'the list of unclaimed deposits',
};

const VERBS: Readonly<Record<ChangeKind, string>> = {
  create: 'Add',
  update: 'Change',
  delete: 'Delete',
  import: 'Import',
  setting: 'Change',
};

/** The languages a translation is in, in English words (the back office's language). */
export const TRANSLATION_LANGUAGE_NAMES: Readonly<Record<string, string>> = { mr: 'Marathi', hi: 'Hindi' };
const LANGUAGES = TRANSLATION_LANGUAGE_NAMES;

/** A hideable part of the site in words: '/Awards' is the Awards page, '/About#gallery' the About page's gallery. */
function partName(part: string): string {
  const [path = '', piece] = part.replace(/^\//, '').split('#');
  const page = `the ${path.replace(/([a-z])([A-Z])/g, '$1 $2')} page`;
  return piece ? `${page}'s ${piece}` : page;
}

type Described = Pick<ChangeRequest, 'kind' | 'resource' | 'record_label' | 'changes' | 'values'> & {
  locale?: string;
};

/**
 * What a change does, as a sentence in the staff's words: 'Hide the Awards page', 'Add the rate
 * schedule from 1 Dec 2026', 'Change the deposit “Fixed Deposit” in Marathi', 'Turn approvals off'.
 */
export function changeSentence(change: Described): string {
  const language = change.locale && LANGUAGES[change.locale] ? ` in ${LANGUAGES[change.locale]}` : '';
  const valueOf = (field: string) =>
    change.values && field in change.values
      ? change.values[field]
      : change.changes.find((each) => each.field === field)?.after;
  if (change.resource === 'hidden-pages')
    return `${valueOf('hidden') === false ? 'Show' : 'Hide'} ${partName(change.record_label)}`;
  if (change.resource === 'approval-setting')
    return valueOf('changes_need_approval') === false ? 'Turn approvals off' : 'Turn approvals on';
  const whole = WHOLE_OBJECTS[change.resource];
  if (whole) return `${VERBS[change.kind]} ${whole}${language}`;
  const noun = RECORD_NOUNS[change.resource] ?? activityResourceName(change.resource).toLowerCase();
  const label = change.record_label;
  const named = /^\d{4}-\d{2}-\d{2}$/.test(label) ? `from ${formatDate(label)}` : label ? `“${label}”` : '';
  return `${VERBS[change.kind]} the ${noun}${named ? ` ${named}` : ''}${language}`;
}
