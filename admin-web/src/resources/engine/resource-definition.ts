import {
  IMAGE_MIME_TYPES,
  PDF_MIME_TYPE,
  STAFF_VIEW,
  type AnyObject,
  type ChangeRequest,
  type MediaKind,
  type ObjectSchema,
  type ResourceRule,
  type TranslationLocale,
} from '@bank/shared';

type InputKind = 'text' | 'textarea' | 'number' | 'date' | 'datetime-local' | 'checkbox' | 'select';
export type FormMode = 'add' | 'update';
/** Field name -> first problem. */
export type Problems = Record<string, string>;

export interface FieldDefinition {
  name: string;
  label: string;
  kind: InputKind;
  min?: number;
  max?: number;
  step?: number;
  /** Start value of the add form. */
  initial?: string;
  /** A negative number typed in the edit form is not taken (interest rates). */
  ignoreNegativeOnEdit?: boolean;
  /**
   * Read-only in the edit form while the record's `field` is set, with a note and a link to where
   * the value is set instead (a card's rate linked to the rate schedule).
   */
  setElsewhereWhen?: { field: string; note: string; link: { to: string; label: string } };
  /** A line under the input saying what to enter. */
  hint?: string;
  /**
   * A warning under the input, shown as the editor types, about what the value says (a card's
   * text stating interest rates); nothing when all is well. Saving stays possible.
   */
  warning?: (value: string) => string | undefined;
  /** The record's value as the form shows it, when it is not a plain string (a branch's numbers: one a line). */
  toInput?: (value: unknown) => string;
  /** The value as the table shows it, when it is not the plain value (an unpublish time: 'Unpublished …'). */
  display?: (value: unknown) => string;
  /** A select's choices (kind 'select'). */
  choices?: FieldChoices;
}

/**
 * The choices of a select read from the server: 'none' (sent empty) first, then the options read
 * from the answer of `source`. A stored value that is not among them stays chosen, with a note.
 */
export interface FieldChoices {
  /** The admin API path whose answer the options come from (shared with the screen that edits it). */
  source: string;
  options: (answer: unknown) => string[];
  noneLabel: string;
  /** Whether a stored value is one of the options (as the server compares them). */
  same: (a: string, b: string) => boolean;
  /** The option and the note of a stored value that is not among the options. */
  missingLabel: (stored: string) => string;
  missingNote: (stored: string) => string;
}

export interface MediaDefinition {
  /** Multipart field sent to the server. */
  field: string;
  /** Record key carrying the stored file's URL (news: document_path). */
  recordKey: string;
  kind: MediaKind;
  label: string;
  requiredOnCreate: boolean;
  /** The record must keep a file: the stored one or a new one. */
  requiredOnUpdate: boolean;
}

export interface ResourceAlerts {
  added: string;
  updated: string;
  deleted: string;
  /** A native alert for a form the rules refuse, by mode; inline messages show in every case. */
  invalid?: Partial<Record<FormMode, (problems: Problems) => string | undefined>>;
  /** A chosen image that is not an image (services, deposits, loans; the spec names edits, add reads the same). */
  invalidImage?: string;
  saveFailed?: string;
  deleteFailed?: string;
  /** The server's message as a warning toast when an update fails (services, deposits, loans). */
  updateFailedToast?: boolean;
}

export interface ResourceEndpoints {
  list: string;
  create: string;
  update: (id: number) => string;
  updateMethod: 'post' | 'put';
  remove: (id: number) => string;
  body: 'json' | 'multipart';
  /** Fixed fields sent with every add (circulars: the slug). */
  extraOnCreate?: Record<string, string>;
}

/**
 * How a list's records are written in the other languages (TRANSLATED_FIELDS): what the edit form's
 * language tabs show and where they read and write.
 */
export interface ResourceTranslations {
  /** The translation of record `id` in `locale` (`/admin/<path>/:id/translations/:locale`). */
  url: (id: number, locale: TranslationLocale) => string;
  /** The translated text fields, in the rule's order. */
  texts: readonly string[];
  /** Whether a language may have its own file (the resource's media field). */
  file: boolean;
  /** How a translation is sent: multipart where a file may go with it (and for pages), else JSON. */
  body: 'json' | 'multipart';
  /** The English fields' rules over the text fields. */
  schema: ObjectSchema<AnyObject>;
}

/** The public page a resource fills, as the Pages table lists it. */
export interface PublicPage {
  name: string;
  url: string;
  /** The part of the page the resource fills, when the row's Hide hides that part only (the About slider: `gallery`). */
  part?: string;
}

/** Everything the generic list screen needs to know of one resource, and where the back office shows it. */
export interface ResourceDefinition {
  /** Test name and key of the resource's shared rule. */
  key: string;
  /** The screen's path under /AdminPage/. */
  route: string;
  /**
   * The resource as the activity log and change requests name it (its content type's plural name:
   * 'deposits', 'news-items'): a list's 'Waiting for approval' badges match pending changes by it.
   */
  logName: string;
  /**
   * Where a resource's records have several screens (the pages: About, the protection texts, the
   * circulars): whether a change of `logName` sent back is this screen's to edit. Else every one is.
   */
  ownsChange?: (change: ChangeRequest) => boolean;
  /** Place in the side menu (with a menuLabel) and in the Pages table (with a publicPage), lowest first. */
  order: number;
  /** Its own side-menu entry; the others are reached from the Pages table. */
  menuLabel?: string;
  publicPage?: PublicPage;
  title: string;
  /** 'Add New ...' toggle text. */
  addLabel: string;
  /** A record in words, for headings and button names ('job role'). */
  noun: string;
  /** Record key naming a row for screen readers (title or name). */
  nameKey: string;
  fields: readonly FieldDefinition[];
  media: MediaDefinition | null;
  schema: ObjectSchema<AnyObject>;
  /** A record the form sends that the rule takes: the rule's example. */
  example: ResourceRule['example'];
  endpoints: ResourceEndpoints;
  alerts: ResourceAlerts;
  thumbnailPx: number;
  /** Table columns when not every record key is shown (circulars are pages). */
  columns?: readonly string[];
  /** The list answer has a header record first (circulars). */
  skipFirst?: boolean;
  /** Its records' other languages: the list's languages column and the edit form's language tabs. */
  translations?: ResourceTranslations;
}

/** Endpoints of a shared list rule under /api/admin. */
export function endpointsOf(rule: ResourceRule): ResourceEndpoints {
  const base = `/admin/${rule.path}`;
  return {
    // The staff view: each record with the languages it has (and the back office's own fields).
    list: `${base}?${STAFF_VIEW.param}=${STAFF_VIEW.value}`,
    create: base,
    update: (id) => `${base}/${id}`,
    updateMethod: rule.updateMethod === 'PUT' ? 'put' : 'post',
    remove: (id) => `${base}/${id}`,
    body: rule.body,
  };
}

/** The media part of a shared rule, with what the form adds: its label, record key and update rule. */
export function mediaOf(
  rule: ResourceRule,
  extra: { label: string; recordKey?: string; requiredOnUpdate?: boolean },
): MediaDefinition | null {
  if (!rule.media) return null;
  return {
    field: rule.media.field,
    kind: rule.media.kind,
    requiredOnCreate: rule.media.requiredOnCreate,
    recordKey: extra.recordKey ?? rule.media.field,
    label: extra.label,
    requiredOnUpdate: extra.requiredOnUpdate ?? false,
  };
}

const INVALID_IMAGE_MESSAGE = 'Please upload a valid image file (jpg, jpeg, png, gif)';
const INVALID_PDF_MESSAGE = 'Please choose a PDF document';

/** What a chosen file's type says about it (the server checks its bytes as well). */
export function fileProblem(kind: MediaKind, file: File): string | undefined {
  if (kind === 'image')
    return (IMAGE_MIME_TYPES as readonly string[]).includes(file.type) ? undefined : INVALID_IMAGE_MESSAGE;
  return file.type === PDF_MIME_TYPE ? undefined : INVALID_PDF_MESSAGE;
}

/** The `accept` attribute of a media input. */
export const acceptOf = (kind: MediaKind) => (kind === 'image' ? 'image/*' : PDF_MIME_TYPE);
