import { secret } from '../src/lib/secrets';
import { largestUpload } from '../src/lib/upload-limits';

export default ({ env }) => ({
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
      // The provider is configuration: an S3-compatible provider replaces this without code changes.
      provider: env('UPLOAD_PROVIDER', 'local'),
      // The largest file any field takes; each field's own limit is checked in src/lib/uploads.ts.
      sizeLimit: largestUpload(),
      breakpoints: { large: 1000, medium: 750, small: 500 },
    },
  },
});
