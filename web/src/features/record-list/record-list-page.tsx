import { CmsImage } from '../../components/cms-image';
import { PdfIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { Spinner } from '../../components/spinner';
import { useApiList } from '../../lib/use-api-list';
import '../../components/card.css';
import { useI18n } from '../../lib/i18n';
import { useRecordLangs } from '../../lib/content-language';

/** The names of a record's fields that hold text (or nothing). */
type TextField<R> = { [K in keyof R]-?: R[K] extends string | null | undefined ? K : never }[keyof R] & string;

/** A text of a card: a field of the record, or what a function makes of the record (a date in words, say). */
export type RecordText<R> = TextField<R> | ((record: R) => string | null | undefined);

/** The two shapes of picture a card can have, as card.css draws them. */
const PICTURE_SHAPES = {
  /** 3:2 over the card, in the grid of the award and rate-product cards. */
  wide: {
    grid: 'card-grid',
    card: 'card',
    image: 'card__image',
    sizes: '(min-width: 768px) 33vw, 100vw',
    width: 750,
    height: 500,
  },
  /** Square over a centred heading, in narrower cards (people). */
  portrait: {
    grid: 'card-grid card-grid--people',
    card: 'card card--person',
    image: 'card__portrait',
    sizes: '(min-width: 768px) 25vw, 100vw',
    width: 500,
    height: 500,
  },
} as const;

/** How a page that is a plain list of its records shows each: one card a record, its parts named by field. */
export interface RecordListLayout<R> {
  /** The banner's line under the title; the page's description when none. */
  lead?: string;
  /** What screen readers call the list's section; the page's title when none. */
  label?: string;
  /** The card's heading (and its picture's alt text). */
  heading: RecordText<R>;
  /** A line under the heading (a person's title). */
  subheading?: RecordText<R>;
  /** A paragraph under those. */
  text?: RecordText<R>;
  /** The field holding the URL of the card's picture, and its shape. */
  picture?: { field: TextField<R>; shape: keyof typeof PICTURE_SHAPES };
  /** The field holding the URL of a PDF, linked at the card's foot with `label` as its words. */
  file?: { field: TextField<R>; label: string };
}

export interface RecordListProps<R> {
  /** The page's title and description (its declaration's meta): the banner's words. */
  meta: { title: string; description?: string | null; documentTitle?: string | null };
  /** The records' API read (the page's first). */
  apiPath: string;
  layout: RecordListLayout<R>;
}

const textOf = <R,>(record: R, text: RecordText<R>): string =>
  (typeof text === 'function' ? text(record) : (record[text] as string | null | undefined)) ?? '';

/**
 * The screen of every page that is a plain list of its records (Management, say): its banner, then
 * one card a record as its page's declaration lays it out (`recordListPage` in app/public-pages.ts).
 * A page with a layout of its own has a screen of its own instead.
 */
export function RecordListPage<R extends { id: number }>({ meta, apiPath, layout }: RecordListProps<R>) {
  const { records, isLoading } = useApiList<R>(apiPath);
  const { heading, subheading, text, picture, file } = layout;
  const shape = PICTURE_SHAPES[picture?.shape ?? 'wide'];
  const i18n = useI18n();
  const recordLangOf = useRecordLangs();
  const fileLabel = file && i18n._(file.label);
  return (
    <>
      <PageBanner
        title={i18n._(meta.title)}
        lead={i18n._(layout.lead ?? meta.description ?? '')}
        documentTitle={meta.documentTitle}
      />
      <section className="container section" aria-label={i18n._(layout.label ?? meta.title)}>
        {isLoading ? (
          <Spinner />
        ) : (
          <ul className={shape.grid} role="list">
            {records.map((record, index) => {
              const name = textOf(record, heading);
              const line = subheading && textOf(record, subheading);
              const paragraph = text && textOf(record, text);
              const fileUrl = file && textOf(record, file.field);
              return (
                <li key={record.id} className={shape.card}>
                  {picture && (
                    <CmsImage
                      url={textOf(record, picture.field) || null}
                      alt={name}
                      className={shape.image}
                      sizes={shape.sizes}
                      width={shape.width}
                      height={shape.height}
                      eager={index === 0}
                    />
                  )}
                  <div className="card__body">
                    <div lang={recordLangOf(record)}>
                      <h2 className="card__title">{name}</h2>
                      {line && <p className="card__subtitle">{line}</p>}
                      {paragraph && <p className="card__text">{paragraph}</p>}
                    </div>
                    {file && fileUrl && (
                      <a
                        className="button button--ghost"
                        href={fileUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={i18n._('{action} {title} (PDF, opens in a new tab)', {
                          action: fileLabel!,
                          title: name,
                        })}
                      >
                        <PdfIcon />
                        {fileLabel}
                      </a>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
