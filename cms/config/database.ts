import type { Core } from '@strapi/strapi';
import path from 'path';

/** The part of better-sqlite3's connection that the pool's setup uses (the package ships no types). */
interface SqliteConnection {
  pragma(statement: string): unknown;
}

/** SQLite file under cms/.tmp by default; PostgreSQL with DATABASE_CLIENT=postgres. */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    const url = env('DATABASE_URL');
    const ssl = env.bool('DATABASE_SSL', false)
      ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
      : false;
    return {
      connection: {
        client: 'postgres',
        connection: url
          ? { connectionString: url, ssl }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'strapi'),
              user: env('DATABASE_USERNAME', 'postgres'),
              password: env('DATABASE_PASSWORD', ''),
              schema: env('DATABASE_SCHEMA', 'public'),
              ssl,
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  return {
    connection: {
      client: 'sqlite',
      connection: {
        // Compiled to dist/config, hence two levels up to cms/.
        filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      pool: {
        // WAL lets readers run beside the writer; synchronous=FULL keeps every committed write
        // on power loss; a busy timeout makes concurrent writers wait instead of failing.
        afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: SqliteConnection) => void) {
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = FULL');
          connection.pragma('busy_timeout = 5000');
          done(null, connection);
        },
      },
    },
  };
};
