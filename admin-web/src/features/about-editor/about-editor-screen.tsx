import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  ADMIN_FORM_MESSAGES,
  CHANGE_MESSAGES,
  IMAGE_MIME_TYPES,
  PAGE_SLUGS,
  PICTURE_PLACES,
  pageSchema,
  type ChangeRequest,
  type Page,
  type StaleRecord,
  type Versioned,
} from '@bank/shared';
import AdminTable, { type TableColumn } from '../../components/admin-table';
import { describedBy, FieldError, FormActions, StaleNotice, YourText } from '../../components/form-parts';
import { PictureSizeWarning } from '../../components/picture-size-warning';
import { isChangeAccepted, staleRecordOf, type Written } from '../../lib/api-client';
import { useMay } from '../../lib/staff-account';
import { LocaleTabs } from '../../components/locale-tabs';
import { TranslationForm } from '../../components/translation-form';
import { aboutPageBody, aboutTranslationTarget, saveAboutPage, useAboutPage, type AboutInput } from './api/about-page';
import { pageScreenOf, resubmitChange, useReturnedChange } from '../../lib/returned-changes';
import { ReturnedChangeNote } from '../../components/returned-change-note';
import { usePinnedVersion, type VersionMove } from '../../lib/pinned-version';
import { WaitingChanges } from '../../components/waiting-changes';
import { useFormDraft, type DraftPlace } from '../../components/form-draft';
import { draftAddress, draftInAddress } from '../../lib/drafts';

const TEXT_FIELDS = [
  { name: 'title', label: 'Title', multiline: false },
  { name: 'content', label: 'Content', multiline: true },
  { name: 'meta_title', label: 'Meta title', multiline: false },
  { name: 'meta_description', label: 'Meta description', multiline: true },
] as const;

/** The texts as a language's form shows them, with the English labels. */
const TRANSLATED_FIELDS = TEXT_FIELDS.map((field) => ({
  name: field.name,
  label: field.label,
  kind: field.multiline ? ('textarea' as const) : ('text' as const),
}));

/** The English texts a language's form shows for reference and copies. */
const englishTexts = (page: Page): Record<string, string> =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field.name, page[field.name] ?? '']));

const COLUMNS: TableColumn<Page>[] = [
  ...TEXT_FIELDS.map<TableColumn<Page>>((field) => ({
    id: field.name,
    name: field.label,
    wrap: true,
    grow: field.name === 'content' ? 3 : 1,
    cell: (page) => <span className="cell-text">{page[field.name] ?? '—'}</span>,
  })),
  {
    id: 'image',
    name: 'Image',
    cell: (page) =>
      page.image ? <img className="thumbnail" src={page.image} alt={page.title} width={50} height={50} /> : '—',
  },
];

type AboutForm = AboutInput & { slug: string; image?: FileList };

/** The form's texts from the page, or from what a change sent back holds (its `values`). */
const formValues = (page: Partial<Record<keyof AboutInput, unknown>> | null): AboutForm => ({
  slug: PAGE_SLUGS.about,
  title: String(page?.title ?? ''),
  content: String(page?.content ?? ''),
  meta_title: String(page?.meta_title ?? ''),
  meta_description: String(page?.meta_description ?? ''),
});

/** The answer of a change sent back, sent again: the change, not the page. */
const isSentAgain = (answer: Written<Page> | ChangeRequest): answer is ChangeRequest => 'revision' in answer;

/** A change of the pages sent back that is the About page's (a circular's or a protection text's are theirs). */
const isAboutChange = (change: ChangeRequest) => pageScreenOf(change) === 'about';

/** EditAbout: the About page as a read-only table, and its edit form. */
export default function AboutEditorScreen() {
  const { page, isLoading, replace, reload } = useAboutPage();
  const writes = useMay('content.write');
  // A kept draft's address ('?draft=page') opens the form, where the draft is offered back.
  const [editing, setEditing] = useState(() => writes && draftInAddress() === 'page');
  // A save kept for approval (or a change sent again) is said on the page; the spec's alert answers a save made.
  const [held, setHeld] = useState<string>();
  // The page's version moved by this person's save of a language: the other forms move with it.
  const [versionMoved, setVersionMoved] = useState<VersionMove>();
  // A change of the About page sent back to the signed-in person, opened from Approvals to edit and send again.
  const returned = useReturnedChange('pages', isAboutChange);

  const englishForm = (
    <AboutForm
      page={page}
      initial={formValues(page)}
      send={(input, file, version) => saveAboutPage(input, file, version)}
      onSaved={(saved) => {
        setHeld(isChangeAccepted(saved) ? `${CHANGE_MESSAGES.sentForApproval}: the About page.` : undefined);
        if (!isChangeAccepted(saved) && !isSentAgain(saved)) replace(saved);
        setEditing(false);
      }}
      onReload={reload}
      versionMoved={versionMoved}
      onCancel={() => setEditing(false)}
      draft={{ key: 'about:page', label: 'The About page', place: draftAddress('page') }}
    />
  );

  return (
    <section className="screen" aria-labelledby="about-heading">
      <div className="screen__head">
        <h1 id="about-heading">About</h1>
        {!editing && writes && !returned.change && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing(true)}
            disabled={isLoading}
          >
            Edit
          </button>
        )}
      </div>
      <div role="status">{held && <p className="notice">{held}</p>}</div>
      {page && <WaitingChanges resources={['pages']} recordId={page.id} />}
      {returned.change && writes && (
        <section aria-label="A change sent back to you">
          <ReturnedChangeNote change={returned.change} />
          <AboutForm
            key={`returned-${returned.change.id}`}
            page={page}
            initial={formValues(returned.change.values)}
            sentBack
            send={(input, file, version) => resubmitChange(returned.change!.id, aboutPageBody(input, file, version))}
            onReload={reload}
            onSaved={() => {
              setHeld(CHANGE_MESSAGES.resubmitted);
              returned.close();
            }}
            onCancel={returned.close}
          />
        </section>
      )}
      {editing && !returned.change && !page && englishForm}
      {editing && !returned.change && page && (
        <LocaleTabs
          label="Languages of the About page"
          english={englishForm}
          translation={(locale) => (
            <TranslationForm
              target={aboutTranslationTarget(page, TRANSLATED_FIELDS)}
              locale={locale}
              english={englishTexts(page)}
              recordName="the About page"
              recordVersion={page.version}
              versionMoved={versionMoved}
              onVersionMoved={setVersionMoved}
              onCancel={() => setEditing(false)}
            />
          )}
        />
      )}
      {!editing && (
        <AdminTable<Page>
          label="About page"
          columns={COLUMNS}
          data={page ? [page] : []}
          loading={isLoading}
          keyField="id"
        />
      )}
    </section>
  );
}

function AboutForm({
  page,
  initial,
  send,
  onSaved,
  onReload,
  versionMoved,
  sentBack,
  onCancel,
  draft,
}: {
  page: Versioned<Page> | null;
  /** What the form opens with: the page's texts, or a change sent back's. */
  initial: AboutForm;
  /** The save: the page's own, or a change sent back sent again; `version` the page's the texts were read at. */
  send: (input: AboutInput, image: File | null, version: string | undefined) => Promise<Written<Page> | ChangeRequest>;
  /** Called once saved, or kept as a change request (the page as it was stays). */
  onSaved: (answer: Written<Page> | ChangeRequest) => void;
  /** The page read again, after a save refused because someone saved it since. */
  onReload?: () => Promise<Versioned<Page> | null>;
  versionMoved?: VersionMove;
  /** A change sent back: it holds the copy it was made from (the server knows its version), not the page now. */
  sentBack?: boolean;
  onCancel: () => void;
  draft?: DraftPlace;
}) {
  const saving = useRef(false);
  const [stale, setStale] = useState<StaleRecord>();
  // What was typed when the page was read again with another's save: shown beside each text it differs in.
  const [yours, setYours] = useState<AboutForm>();
  const [version, setVersion] = usePinnedVersion(sentBack ? undefined : page?.version, versionMoved);
  const form = useForm<AboutForm>({ defaultValues: initial, resolver: yupResolver(pageSchema) as never });
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const kept = useFormDraft(form, draft ?? null);

  async function reloadKeepingYours() {
    const typed = getValues();
    const fresh = await onReload?.();
    if (!fresh) return;
    for (const { name } of TEXT_FIELDS) setValue(name, formValues(fresh)[name]);
    setVersion(fresh.version);
    setYours(typed);
    setStale(undefined);
  }

  const submit = handleSubmit(async ({ title, content, meta_title, meta_description, image }) => {
    if (saving.current) return;
    const file = image?.[0] ?? null;
    if (file && !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      window.alert(ADMIN_FORM_MESSAGES.invalidAboutImage);
      return;
    }
    saving.current = true;
    setStale(undefined);
    try {
      const saved = await send(
        { title, content: content ?? '', meta_title: meta_title ?? '', meta_description: meta_description ?? '' },
        file,
        version ?? undefined,
      );
      kept.forget();
      if (!isChangeAccepted(saved) && !isSentAgain(saved)) window.alert(ADMIN_FORM_MESSAGES.aboutSaved);
      onSaved(saved);
    } catch (error) {
      // Someone saved the page since it was read: said beside the form, what was typed kept.
      const stale = staleRecordOf(error);
      if (stale) return setStale(stale);
      console.error('The About page was not saved', error);
      window.alert(ADMIN_FORM_MESSAGES.aboutSaveFailed);
    } finally {
      saving.current = false;
    }
  });

  return (
    <form className="resource-form" onSubmit={submit} noValidate aria-labelledby="about-form-title">
      <h2 className="resource-form__title" id="about-form-title">
        Edit About page
      </h2>
      {kept.offer}
      <StaleNotice stale={stale} onReload={onReload && (() => void reloadKeepingYours())} />
      {TEXT_FIELDS.map((field) => {
        const id = `about-${field.name}`;
        const error = errors[field.name]?.message;
        const props = { id, ...register(field.name), ...describedBy(`${id}-error`, error) };
        return (
          <div className="field" key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            {field.multiline ? (
              <textarea rows={field.name === 'content' ? 8 : 3} {...props} />
            ) : (
              <input type="text" {...props} />
            )}
            <FieldError id={`${id}-error`} message={error} />
            {yours && page && (
              <YourText
                label={field.label}
                typed={yours[field.name]}
                theirs={formValues(page)[field.name]}
                onUse={() => setValue(field.name, yours[field.name])}
              />
            )}
          </div>
        );
      })}
      <div className="field">
        <label htmlFor="about-image">Image</label>
        {page?.image && (
          <img
            className="resource-form__current"
            src={page.image}
            alt="The About page's current illustration"
            width={50}
          />
        )}
        <input
          id="about-image"
          type="file"
          accept="image/*"
          aria-describedby="about-image-warning"
          {...register('image')}
        />
        <PictureSizeWarning id="about-image-warning" files={watch('image')} place={PICTURE_PLACES.about} />
      </div>
      <FormActions
        submitLabel={isSubmitting ? 'Saving...' : 'Save'}
        busy={isSubmitting}
        onCancel={() => {
          kept.forget();
          onCancel();
        }}
      />
    </form>
  );
}
