/**
 * How long a staff session lasts: the back office's (src/auth/sessions.ts) and the Strapi panel's
 * (config/admin.ts) alike, so that the panel is no weaker a way in than the back office.
 */
function positiveSetting(variable: string, fallback: number): number {
  const configured = Number(process.env[variable]);
  return Number.isFinite(configured) && configured > 0 ? configured : fallback;
}

/** How long a session may go unused: BACKOFFICE_IDLE_MINUTES (15), in milliseconds. */
export const sessionIdleMs = () => positiveSetting('BACKOFFICE_IDLE_MINUTES', 15) * 60_000;
/** How long a session lasts however busy: BACKOFFICE_SESSION_HOURS (8), in milliseconds. */
export const sessionMaxMs = () => positiveSetting('BACKOFFICE_SESSION_HOURS', 8) * 3_600_000;
