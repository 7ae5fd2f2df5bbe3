import { readFileSync } from 'fs';
import path from 'path';
import { parseEnv } from 'util';

/**
 * Secrets for development and tests, so a fresh clone starts without set-up. They are published
 * with the code: only a server started with NODE_ENV=development may run on them, any other
 * NODE_ENV or none refuses to start with these values (see assertRealSecrets).
 */
const DEMO_SECRETS = {
  APP_KEYS: 'demoAppKeyOne==,demoAppKeyTwo==',
  API_TOKEN_SALT: 'demo-api-token-salt',
  ADMIN_JWT_SECRET: 'demo-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'demo-transfer-token-salt',
  JWT_SECRET: 'demo-users-permissions-jwt-secret',
  ENCRYPTION_KEY: 'demo-encryption-key',
} as const;

export type SecretName = keyof typeof DEMO_SECRETS;

/** The shortest secret a server outside development runs on: 32 bytes (`openssl rand -base64 32` gives 44). */
const SECRET_BYTES = 32;

export const isProduction = () => process.env.NODE_ENV === 'production';

/** NODE_ENV as Strapi's env file (cms/.env, or the file ENV_PATH names) sets it, if it does. */
function envFileNodeEnv(): string | undefined {
  try {
    return parseEnv(readFileSync(process.env.ENV_PATH || path.resolve(process.cwd(), '.env'), 'utf8')).NODE_ENV;
  } catch {
    return undefined;
  }
}

let startingNodeEnvValue: { value: string | undefined } | undefined;

/**
 * NODE_ENV as the process was started with. Strapi sets an unset NODE_ENV to 'development' while
 * its modules load, before any code of the product runs, so process.env alone cannot tell a
 * development server from one started without the variable. Linux keeps the environment a process
 * was started with in /proc/self/environ; Strapi's env file counts too, as Strapi reads it before
 * setting that default. Where neither can be read (not Linux): NODE_ENV as it is now.
 */
function startingNodeEnv(): string | undefined {
  // Read once: the environment a process started with does not change, and each secret asks.
  startingNodeEnvValue ??= { value: readStartingNodeEnv() };
  return startingNodeEnvValue.value;
}

function readStartingNodeEnv(): string | undefined {
  let environment: string;
  try {
    environment = readFileSync('/proc/self/environ', 'utf8');
  } catch {
    return process.env.NODE_ENV;
  }
  const entry = environment.split('\0').find((variable) => variable.startsWith('NODE_ENV='));
  return entry === undefined ? envFileNodeEnv() : entry.slice('NODE_ENV='.length);
}

/** Started with NODE_ENV=development: the only mode with demo secrets, demo accounts and demo content. */
export const isDevelopment = () => process.env.NODE_ENV === 'development' && startingNodeEnv() === 'development';

/** NODE_ENV as the operator set it, for messages. */
export const nodeEnvSetting = () => {
  const value = startingNodeEnv();
  return value ? `NODE_ENV=${value}` : 'NODE_ENV not set';
};

/** The secret from the environment, or its demo value in development. */
export function secret(name: SecretName): string {
  return process.env[name] || (isDevelopment() ? DEMO_SECRETS[name] : '');
}

/** Throws, naming what to set, when anything but development would run on a missing or demo secret. */
export function assertRealSecrets(): void {
  if (isDevelopment()) return;
  // Object.keys gives strings: DEMO_SECRETS is keyed by SecretName.
  const bad = (Object.keys(DEMO_SECRETS) as SecretName[]).filter((name) => {
    const value = process.env[name];
    return !value || value === DEMO_SECRETS[name] || DEMO_SECRETS[name].split(',').some((part) => value.includes(part));
  });
  if (bad.length > 0) {
    throw new Error(
      `Refusing to start without real secrets (${nodeEnvSetting()}; the demo secrets are for NODE_ENV=development only): set ${bad.join(', ')}`,
    );
  }
  const short = (Object.keys(DEMO_SECRETS) as SecretName[]).filter((name) =>
    String(process.env[name])
      .split(',')
      .some((part) => Buffer.byteLength(part.trim()) < SECRET_BYTES),
  );
  if (short.length > 0) {
    throw new Error(
      `Refusing to start with short secrets (${nodeEnvSetting()}): ${short.join(', ')} ${short.length === 1 ? 'has' : 'have'} a value (each of APP_KEYS counts) under ${SECRET_BYTES} bytes; make each with openssl rand -base64 32`,
    );
  }
}
