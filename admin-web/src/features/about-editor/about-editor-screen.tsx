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
  type Page,
  type Versioned,
} from '@bank/shared';
import AdminTable, { type TableColumn } from '../../components/admin-table';
import { describedBy, FieldError, FormActions } from '../../components/form-parts';
import { PictureSizeWarning } from '../../components/picture-size-warning';
import { isChangeAccepted, staleRecordOf, type Written } from '../../lib/api-client';
import { useMay } from '../../lib/staff-account';
import { LocaleTabs } from '../../components/locale-tabs';
import { TranslationForm } from '../../components/translation-form';
import { aboutTranslationTarget, saveAboutPage, useAboutPage, type AboutInput } from './api/about-page';
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

const formValues = (page: Page | null): AboutForm => ({
  slug: PAGE_SLUGS.about,
  title: page?.title ?? '',
  content: page?.content ?? '',
  meta_title: page?.meta_title ?? '',
  meta_description: page?.meta_description ?? '',
});

/** EditAbout: the About page as a read-only table, and its edit form. */
export default function AboutEditorScreen() {
  const { page, isLoading, replace } = useAboutPage();
  const writes = useMay('content.write');
  // A kept draft's address ('?draft=page') opens the form, where the draft is offered back.
  const [editing, setEditing] = useState(() => writes && draftInAddress() === 'page');
  // A save kept for approval is said on the page; the spec's alert answers a save made.
  const [held, setHeld] = useState(false);

  const englishForm = (
    <AboutForm
      page={page}
      onSaved={(saved) => {
        setHeld(isChangeAccepted(saved));
        if (!isChangeAccepted(saved)) replace(saved);
        setEditing(false);
      }}
      onCancel={() => setEditing(false)}
      draft={{ key: 'about:page', label: 'The About page', place: draftAddress('page') }}
    />
  );

  return (
    <section className="screen" aria-labelledby="about-heading">
      <div className="screen__head">
        <h1 id="about-heading">About</h1>
        {!editing && writes && (
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
      <div role="status">{held && <p className="notice">{CHANGE_MESSAGES.sentForApproval}: the About page.</p>}</div>
      {page && <WaitingChanges resources={['pages']} recordId={page.id} />}
      {editing && !page && englishForm}
      {editing && page && (
        <LocaleTabs
          label="Languages of the About page"
          english={englishForm}
          translation={(locale) => (
            <TranslationForm
              target={aboutTranslationTarget(page, TRANSLATED_FIELDS)}
              locale={locale}
              english={englishTexts(page)}
              recordName="the About page"
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
  onSaved,
  onCancel,
  draft,
}: {
  page: Versioned<Page> | null;
  /** Called once saved, or kept as a change request (the page as it was stays). */
  onSaved: (answer: Written<Page>) => void;
  onCancel: () => void;
  draft: DraftPlace;
}) {
  const saving = useRef(false);
  const [stale, setStale] = useState<string>();
  const form = useForm<AboutForm>({ defaultValues: formValues(page), resolver: yupResolver(pageSchema) as never });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const kept = useFormDraft(form, draft);

  const submit = handleSubmit(async ({ title, content, meta_title, meta_description, image }) => {
    if (saving.current) return;
    const file = image?.[0] ?? null;
    if (file && !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      window.alert(ADMIN_FORM_MESSAGES.invalidAboutImage);
      return;
    }
    saving.current = true;
    try {
      const saved = await saveAboutPage(
        { title, content: content ?? '', meta_title: meta_title ?? '', meta_description: meta_description ?? '' },
        file,
        page?.version,
      );
      kept.forget();
      if (!isChangeAccepted(saved)) window.alert(ADMIN_FORM_MESSAGES.aboutSaved);
      onSaved(saved);
    } catch (error) {
      // Someone saved the page since it was read: said beside the form, what was typed kept.
      const stale = staleRecordOf(error);
      if (stale) return setStale(stale.message);
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
      {stale && (
        <p className="resource-form__failure" role="alert">
          {stale} Your text is still in the form: copy it, Cancel and Edit again to start from their version.
        </p>
      )}
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
