import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from '@bank/shared';
import type { MediaKind } from '@bank/shared';

/** Size limit per kind of file, overridable by MAX_IMAGE_BYTES / MAX_PDF_BYTES. */
export const uploadLimit = (kind: MediaKind): number =>
  kind === 'image'
    ? Number(process.env.MAX_IMAGE_BYTES) || MAX_IMAGE_BYTES
    : Number(process.env.MAX_PDF_BYTES) || MAX_PDF_BYTES;

/** The largest file any field takes: the ceiling for the body parser and the upload plugin. */
export const largestUpload = (): number => Math.max(uploadLimit('image'), uploadLimit('pdf'));
