/**
 * Secrets for development and tests, so a fresh clone starts without set-up.
 * In production every one of them must come from the environment: the server refuses to start
 * with these values (see assertProductionSecrets).
 */
export const DEMO_SECRETS = {
  APP_KEYS: 'demoAppKeyOne==,demoAppKeyTwo==',
  API_TOKEN_SALT: 'demo-api-token-salt',
  ADMIN_JWT_SECRET: 'demo-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'demo-transfer-token-salt',
  JWT_SECRET: 'demo-users-permissions-jwt-secret',
  ENCRYPTION_KEY: 'demo-encryption-key',
} as const;

export type SecretName = keyof typeof DEMO_SECRETS;

export const isProduction = () => process.env.NODE_ENV === 'production';

/** The secret from the environment, or its demo value outside production. */
export function secret(name: SecretName): string {
  return process.env[name] || (isProduction() ? '' : DEMO_SECRETS[name]);
}

/** Throws when production would run on a missing or demo secret. */
export function assertProductionSecrets(): void {
  if (!isProduction()) return;
  const bad = (Object.keys(DEMO_SECRETS) as SecretName[]).filter((name) => {
    const value = process.env[name];
    return !value || value === DEMO_SECRETS[name] || DEMO_SECRETS[name].split(',').some((part) => value.includes(part));
  });
  if (bad.length > 0) {
    throw new Error(`Refusing to start in production without real secrets: set ${bad.join(', ')}`);
  }
}
