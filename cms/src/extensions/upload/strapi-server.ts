import { withoutContentApiRoutes } from '../../lib/closed-content-api';
import { changesNeedApproval } from '../../changes/approval-setting';
import { withMediaLog, type UploadService } from '../../panel/media-log';
import { lighterCopy, originalBytesOf, type PictureFile } from './lighter-copies';

/** Strapi's own sizes (its image-manipulation service): the thumbnail's box and the default breakpoints. */
export const THUMBNAIL_BOX = { width: 245, height: 156 };
export const DEFAULT_BREAKPOINTS: Record<string, number> = { large: 1000, medium: 750, small: 500 };

/**
 * The upload plugin's image service with its copies made by lighter-copies.ts: the same sizes, at
 * the same moments (the media library's "responsive friendly upload" setting, config's breakpoints),
 * in WebP and only when lighter than the original; and the stored original never heavier than the
 * upload. The rest of the service is Strapi's.
 */
/** The upload plugin as this extension sees it: the image service it keeps and the functions it replaces. */
interface UploadPlugin {
  services: {
    'image-manipulation': {
      optimize(file: PictureFile & { sizeInBytes: number }): Promise<PictureFile & { sizeInBytes: number }>;
    } & Record<string, unknown>;
    upload: (deps: { strapi: unknown }) => UploadService;
  };
  routes: Record<string, unknown>;
}

export default (plugin: UploadPlugin) => {
  const strapiImages = plugin.services['image-manipulation'];
  const isLarger = (box: { width: number; height: number }, file: PictureFile) =>
    (file.width ?? 0) > box.width || (file.height ?? 0) > box.height;

  plugin.services['image-manipulation'] = {
    ...strapiImages,
    async optimize(file: PictureFile & { sizeInBytes: number }) {
      const optimized = await strapiImages.optimize(file);
      // Strapi keeps the upload when its "optimized" version is heavier only if sharp reports the
      // input's size, which it does not for a file on disk: a 13 kB palette PNG was stored as 46 kB.
      return optimized.sizeInBytes > file.sizeInBytes ? file : optimized;
    },
    async generateThumbnail(file: PictureFile) {
      // Strapi's rule: a thumbnail only for a picture larger than its box.
      return file.width && file.height && isLarger(THUMBNAIL_BOX, file)
        ? lighterCopy(file, await originalBytesOf(file), 'thumbnail', THUMBNAIL_BOX)
        : null;
    },
    async generateResponsiveFormats(file: PictureFile) {
      const { responsiveDimensions = false } = (await strapi.plugin('upload').service('upload').getSettings()) ?? {};
      if (!responsiveDimensions) return [];
      const breakpoints = strapi.config.get<Record<string, number>>('plugin::upload.breakpoints', DEFAULT_BREAKPOINTS);
      const original = await originalBytesOf(file);
      const copies = [];
      for (const [key, breakpoint] of Object.entries(breakpoints)) {
        const box = { width: breakpoint, height: breakpoint };
        // Strapi's rule: only the breakpoints smaller than the picture (the plugin measured it first).
        if (!isLarger(box, file)) continue;
        const copy = await lighterCopy(file, original, key, box);
        if (copy) copies.push({ key, file: copy });
      }
      return copies;
    },
  };
  // The media library's uploads, replacements and deletions in the panel, logged with their hashes.
  const strapiUpload = plugin.services.upload;
  plugin.services.upload = (deps) => withMediaLog(strapiUpload(deps), changesNeedApproval);
  // Files are uploaded through the back office's routes and the panel's media library (its admin
  // routes) only: /api/upload* answers 404, an API token or a staff token alike.
  return withoutContentApiRoutes(plugin);
};
