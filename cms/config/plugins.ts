import { secret } from '../src/lib/secrets';
import { MAX_PDF_BYTES } from '@bank/shared';

export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: secret('JWT_SECRET'),
      // Back-office tokens carry their own lifetime (see backoffice-session); this is the ceiling.
      jwt: { expiresIn: '30d' },
      jwtManagement: 'legacy-support',
    },
  },
  upload: {
    config: {
      // The provider is configuration: an S3-compatible provider replaces this without code changes.
      provider: env('UPLOAD_PROVIDER', 'local'),
      providerOptions: { sizeLimit: MAX_PDF_BYTES },
      sizeLimit: MAX_PDF_BYTES,
      breakpoints: { large: 1000, medium: 750, small: 500 },
    },
  },
});
