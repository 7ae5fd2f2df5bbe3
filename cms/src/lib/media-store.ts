import type { Core } from '@strapi/strapi';
import { promises as fs } from 'fs';
import path from 'path';

/**
 * The private store: where kept and held bytes wait, DELETED_MEDIA_DIR, or `deleted-media` beside the
 * public folder (never inside it); every process of a site shares it, as they share the public folder.
 */
export function privateStoreDir(): string {
  const publicDir = strapi.dirs.static.public;
  return process.env.DELETED_MEDIA_DIR
    ? path.resolve(strapi.dirs.app.root, process.env.DELETED_MEDIA_DIR)
    : path.join(path.dirname(publicDir), 'deleted-media');
}

/** One stored file: an upload or one of the sizes Strapi made of it. */
export interface StoredFile {
  url: string;
  hash: string;
  ext: string;
  mime: string;
}

/**
 * Where the media library's bytes are read from and written back to. The one place that knows the
 * upload provider: the backup and the restore see only `read` and `write`.
 */
export interface MediaStore {
  provider: string;
  read(file: StoredFile): Promise<Buffer | null>;
  write(file: StoredFile, bytes: Buffer): Promise<void>;
}

/** A `files` row's stored files: the original and each format (thumbnail, small, medium, large). */
export function storedFilesOf(row: Record<string, unknown>): StoredFile[] {
  const formats = typeof row.formats === 'string' ? JSON.parse(row.formats) : (row.formats ?? {});
  // A file row's formats: each size's file, with the same fields as the row; only those with a URL are kept.
  return [row, ...Object.values(formats as Record<string, Record<string, unknown>>)]
    .filter((file) => typeof file?.url === 'string')
    .map((file) => ({
      url: file.url as string,
      hash: file.hash as string,
      ext: file.ext as string,
      mime: file.mime as string,
    }));
}

const missing = (error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT') return null;
  throw error;
};

interface UploadProvider {
  upload(file: Record<string, unknown>): Promise<void>;
  isPrivate?(): boolean | Promise<boolean>;
  getSignedUrl?(file: StoredFile): Promise<{ url: string }>;
}

/**
 * The configured provider's store. Local: the files under `<public>/uploads`, read from disk.
 * Any other (S3 and the like): read over HTTP from the file's URL (signed when the bucket is
 * private). Both write through the provider's own `upload`, with the file's hash and extension, so a
 * file lands where its row says.
 */
export function mediaStore(strapi: Core.Strapi): MediaStore {
  // Configuration values are unknown to TypeScript: the provider is named by a string (config/plugins.ts); Strapi types the provider loosely.
  const name = strapi.config.get('plugin::upload.provider', 'local') as string;
  const provider = strapi.plugin('upload').provider as unknown as UploadProvider;
  const publicDir = strapi.dirs.static.public;

  const read =
    name === 'local'
      ? (file: StoredFile) => fs.readFile(path.join(publicDir, file.url)).catch(missing)
      : async (file: StoredFile) => {
          const url =
            (await provider.isPrivate?.()) && provider.getSignedUrl
              ? (await provider.getSignedUrl(file)).url
              : file.url;
          const answer = await fetch(url);
          if (answer.status === 404) return null;
          if (!answer.ok)
            throw new Error(`Reading ${file.url} from the ${name} upload provider answered ${answer.status}`);
          return Buffer.from(await answer.arrayBuffer());
        };

  return {
    provider: name,
    read,
    async write(file, bytes) {
      const upload: Record<string, unknown> = {
        ...file,
        name: `${file.hash}${file.ext}`,
        size: bytes.length / 1000,
        buffer: bytes,
      };
      await provider.upload(upload);
      if (upload.url !== file.url) strapi.log.warn(`${file.url} was stored by the ${name} provider at ${upload.url}`);
    },
  };
}
