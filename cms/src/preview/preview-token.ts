import { createHmac, timingSafeEqual } from 'crypto';
import { nowMs } from '../lib/clock';
import { secret } from '../lib/secrets';

/**
 * How long a preview link opens the page: ten minutes. Anyone holding the link sees a change not yet
 * approved, so it lasts little longer than a look; the back office asks for a new one each time.
 */
export const PREVIEW_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** What a preview token carries: the change request it shows, and when it stops opening it (ms since the epoch). */
export interface PreviewTokenPayload {
  changeRequestId: number;
  expiresAt: number;
}

/**
 * The key preview tokens are signed with, derived from the app's own secret (APP_KEYS), so no new
 * secret has to be set and a token signed for another purpose never passes for a preview token.
 */
export const previewKeyFrom = (appKeys: string): Buffer =>
  createHmac('sha256', appKeys).update('bank preview tokens v1').digest();

const signature = (body: string, key: Buffer) => createHmac('sha256', key).update(body).digest();

/** A preview token: its payload in base64url JSON, a dot, and its HMAC-SHA256; safe in a path segment. */
export function signPreviewToken(payload: PreviewTokenPayload, key: Buffer): string {
  const body = Buffer.from(JSON.stringify({ c: payload.changeRequestId, e: payload.expiresAt })).toString('base64url');
  return `${body}.${signature(body, key).toString('base64url')}`;
}

/** 'forged': not a token this server signed (or not a token at all); 'expired': signed, but past its time. */
export type PreviewTokenCheck =
  { ok: true; payload: PreviewTokenPayload } | { ok: false; reason: 'forged' | 'expired' };

export function checkPreviewToken(token: string, key: Buffer, now: number): PreviewTokenCheck {
  const [body, mac, ...rest] = token.split('.');
  if (!body || !mac || rest.length > 0) return { ok: false, reason: 'forged' };
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(body, key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'forged' };
  }
  // Signed by this server, so its shape is ours; checked anyway.
  const { c, e } = (parsed ?? {}) as { c?: unknown; e?: unknown };
  if (!Number.isSafeInteger(c) || typeof e !== 'number') return { ok: false, reason: 'forged' };
  if (now >= e) return { ok: false, reason: 'expired' };
  return { ok: true, payload: { changeRequestId: c as number, expiresAt: e } };
}

/** This server's key (APP_KEYS, or the demo secret in development). */
const serverKey = () => previewKeyFrom(secret('APP_KEYS'));

/**
 * A token for a change request's preview, valid one hour by the server's clock: the link is
 * `/preview/{token}/<site path>`.
 *
 * @public Given out by the change requests' `POST /api/admin/changes/{id}/preview`, which plugs in later.
 */
export const previewTokenFor = (changeRequestId: number): string =>
  signPreviewToken({ changeRequestId, expiresAt: nowMs() + PREVIEW_TOKEN_LIFETIME_MS }, serverKey());

/** A token from a preview link, checked with this server's key and clock. */
export const checkServerPreviewToken = (token: string): PreviewTokenCheck =>
  checkPreviewToken(token, serverKey(), nowMs());
