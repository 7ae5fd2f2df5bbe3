import type { Core } from '@strapi/strapi';
import { secret } from '../src/lib/secrets';
import { largestUpload } from '../src/lib/upload-limits';
import { UPLOADABLE_MIME_TYPES } from '../src/lib/uploads';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwtSecret: secret('JWT_SECRET'),
      // Back-office tokens carry their own lifetime, capped at 30 days (src/auth/backoffice-auth.ts).
      jwt: { expiresIn: '30d' },
      jwtManagement: 'legacy-support',
    },
  },
  upload: {
    config: {
      // The provider is configuration: an S3-compatible provider replaces the local one without code changes.
      provider: env('UPLOAD_PROVIDER', 'local'),
      // With UPLOAD_PROVIDER=aws-s3 (its package installed in cms/, see docs/deploy.md), an
      // S3-compatible bucket from these variables; the files are then served from S3_BASE_URL.
      ...(env('UPLOAD_PROVIDER') === 'aws-s3'
        ? {
            providerOptions: {
              baseUrl: env('S3_BASE_URL'),
              s3Options: {
                credentials: { accessKeyId: env('S3_ACCESS_KEY_ID'), secretAccessKey: env('S3_SECRET_ACCESS_KEY') },
                region: env('S3_REGION'),
                endpoint: env('S3_ENDPOINT'),
                forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
                params: { Bucket: env('S3_BUCKET'), ACL: env('S3_ACL', 'public-read') },
              },
            },
          }
        : {}),
      // The largest file any field takes; each field's own limit is checked in src/lib/uploads.ts.
      sizeLimit: largestUpload(),
      breakpoints: { large: 1000, medium: 750, small: 500 },
      // The media library (the Strapi panel) takes what the site serves and nothing else, checked
      // by the bytes; src/middlewares/upload-types.ts also refuses bytes it cannot recognise.
      security: { allowedTypes: [...UPLOADABLE_MIME_TYPES] },
    },
  },
});
