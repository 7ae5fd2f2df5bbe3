import { createHash } from 'crypto';
import { currentActor } from '../activity/actor';
import { writeEntry } from '../activity/entries';
import { mediaStore, type StoredFile } from '../lib/media-store';

/**
 * Every upload, replacement and deletion made in the panel's media library is an activity entry
 * (resource 'media') with the SHA-256 of the file's bytes before and after: replacing a published
 * circular's PDF keeps its address, so only the hash shows that the bytes changed. Flagged as an
 * unapproved panel edit while changes need approval. The back office's own uploads are logged as
 * the records they belong to.
 */
const MEDIA = 'media';

interface FileRow extends StoredFile {
  id: number;
  name: string;
}

/** The upload service's functions this log wraps (@strapi/upload's services/upload). */
export interface UploadService {
  upload(input: unknown, options?: unknown): Promise<FileRow[] | FileRow>;
  replace(id: number | string, input: unknown, options?: unknown): Promise<FileRow>;
  remove(file: FileRow): Promise<unknown>;
  findOne(id: number | string): Promise<FileRow | null>;
}

const sha256Of = async (file: FileRow | null | undefined): Promise<string | null> => {
  if (!file?.url) return null;
  const bytes = await mediaStore(strapi).read(file);
  return bytes ? createHash('sha256').update(bytes).digest('hex') : null;
};

/** The actor when the request is a panel user's, else undefined (the back office, the server). */
const panelActor = () => {
  const actor = currentActor();
  return actor?.actor_kind === 'panel' ? actor : undefined;
};

/**
 * The upload service with each panel write logged. `flagged` tells whether changes need approval.
 */
export function withMediaLog<T extends UploadService>(service: T, flagged: () => Promise<boolean>): T {
  const log = async (
    action: 'media_upload' | 'media_replace' | 'media_delete',
    file: FileRow,
    before: string | null,
    after: string | null,
  ) => {
    const actor = panelActor();
    if (!actor) return;
    await writeEntry({
      action,
      actor,
      resource: MEDIA,
      record_id: file.id,
      record_label: `${file.name} (${file.url})`,
      changes: [{ field: 'sha256', before, after }],
      unapproved_panel_edit: await flagged(),
    });
  };
  return {
    ...service,
    async upload(input: unknown, options?: unknown) {
      const result = await service.upload(input, options);
      if (!panelActor()) return result;
      for (const file of Array.isArray(result) ? result : [result])
        await log('media_upload', file, null, await sha256Of(file));
      return result;
    },
    async replace(id: number | string, input: unknown, options?: unknown) {
      const before = panelActor() ? await sha256Of(await service.findOne(id)) : null;
      const result = await service.replace(id, input, options);
      await log('media_replace', result, before, await sha256Of(result));
      return result;
    },
    async remove(file: FileRow) {
      const before = panelActor() ? await sha256Of(file) : null;
      const result = await service.remove(file);
      await log('media_delete', file, before, null);
      return result;
    },
  };
}
