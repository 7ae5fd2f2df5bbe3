/**
 * The six-digit code an authenticator app shows for a Base32 `secret` at `atMs` (now), or
 * `stepsLater` 30-second steps after it.
 */
export declare function authenticatorCode(secret: string, options?: { atMs?: number; stepsLater?: number }): string;
