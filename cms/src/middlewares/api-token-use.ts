import { logApiTokenUse } from '../auth/api-tokens';

/** A request an API token got through is an activity entry (src/auth/api-tokens.ts). */
export default logApiTokenUse;
