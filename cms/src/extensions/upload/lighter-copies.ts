import path from 'path';
import { createReadStream, promises as fs } from 'fs';
import sharp from 'sharp';
import { file as fileUtils } from '@strapi/utils';

/**
 * The copies Strapi's upload plugin makes of a picture (its thumbnail and responsive sizes), made
 * lighter than the stored original: Strapi re-encodes each copy in the original's format, so a
 * 32 kB palette PNG got a 240 kB full-colour `medium`, and a mozjpeg JPEG a heavier `large`. Here
 * each copy is WebP, and a copy that would still weigh as much as the original is not made: the
 * site then answers that size with the original (middlewares/site.ts).
 */

/** What the upload plugin hands its image service: the stored original, readable as a stream. */
export interface PictureFile {
  name: string;
  hash: string;
  ext?: string;
  path?: string | null;
  getStream: () => NodeJS.ReadableStream;
  tmpWorkingDirectory?: string;
  width?: number | null;
  height?: number | null;
}

/** A copy as the upload plugin stores it (under formats.<key> of the file's row). */
export interface PictureCopy {
  name: string;
  hash: string;
  ext: '.webp';
  mime: 'image/webp';
  filepath: string;
  path: string | null;
  width: number;
  height: number;
  size: number;
  sizeInBytes: number;
  getStream: () => NodeJS.ReadableStream;
}

export interface Box {
  width: number;
  height: number;
}

/** Quality of the copies: sharp's own default for WebP, written out so a change is deliberate. */
const WEBP_QUALITY = 80;

/** The stored original's bytes (the plugin may already have handed its file on to the provider, so by its stream). */
export const originalBytesOf = (file: PictureFile): Promise<Buffer> => fileUtils.streamToBuffer(file.getStream());

/**
 * The original resized to fit `box`, as WebP, written beside the upload's working files; null when
 * it would not be lighter than the original (then the original serves that size).
 */
export async function lighterCopy(
  file: PictureFile,
  original: Buffer,
  key: string,
  box: Box,
): Promise<PictureCopy | null> {
  const hash = `${key}_${file.hash}`;
  const filepath = file.tmpWorkingDirectory ? path.join(file.tmpWorkingDirectory, `${hash}.webp`) : `${hash}.webp`;
  const info = await sharp(original, { animated: true })
    .resize({ ...box, fit: 'inside' })
    .webp({ quality: WEBP_QUALITY })
    .toFile(filepath);
  if (info.size >= original.length) {
    await fs.rm(filepath, { force: true });
    return null;
  }
  return {
    name: `${key}_${path.parse(file.name).name}.webp`,
    hash,
    ext: '.webp',
    mime: 'image/webp',
    filepath,
    path: file.path ?? null,
    width: info.width,
    height: info.pageHeight ?? info.height,
    size: fileUtils.bytesToKbytes(info.size),
    sizeInBytes: info.size,
    getStream: () => createReadStream(filepath),
  };
}
