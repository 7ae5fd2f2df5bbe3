import type { PreviewTokenPayload } from './preview-token';

/**
 * Writes the change a preview shows, through the real write path; run inside a transaction that is
 * rolled back. A file the change brings is not stored: the record points at `fileAddress(field)`,
 * where the preview serves the change's own bytes (`PreviewFiles`). It may say the page is best seen
 * as of a later moment (`asOf`).
 */
export type ApplyChange = (preview: { fileAddress: (field: string) => string }) => Promise<void | PreviewShown>;

/** How a change is best seen: as of a later moment (a schedule on the day it takes effect), ms since the epoch. */
interface PreviewShown {
  asOf?: number;
}

/** A file a previewed change brings, as sent. */
export interface PreviewFile {
  name: string;
  mimetype: string | null;
  bytes: Buffer;
}

/** The file a previewed change brings for `field`, or null. */
export type PreviewFiles = (payload: PreviewTokenPayload, field: string) => Promise<PreviewFile | null>;

let files: PreviewFiles = async () => null;

/** register(): where a previewed change's files come from (the change requests' held files). */
export function registerPreviewFiles(source: PreviewFiles): void {
  files = source;
}

/** The file a token's change brings for `field`, or null. */
export const previewFileFor: PreviewFiles = (payload, field) => files(payload, field);

/**
 * Where previews come from: given a verified token's payload, the change to apply, or undefined
 * when this source does not know the change request (or it is no longer pending).
 */
export type PreviewSource = (payload: PreviewTokenPayload) => Promise<ApplyChange | undefined>;

const sources: PreviewSource[] = [];

/**
 * register() or bootstrap(): a source of previews (the change requests). The preview folder knows no
 * change request: the code that does registers here, so this folder imports nothing of it.
 */
export function registerPreviewSource(source: PreviewSource): void {
  sources.push(source);
}

/** The change a token names, from the first source that knows it. */
export async function changeFor(payload: PreviewTokenPayload): Promise<ApplyChange | undefined> {
  for (const source of sources) {
    const apply = await source(payload);
    if (apply) return apply;
  }
  return undefined;
}
