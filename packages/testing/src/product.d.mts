export declare const DEMO_ADMIN: { readonly email: string; readonly password: string };

export interface RunningProduct {
  url: string;
  /** The server's process id (to read its memory use, for example). */
  pid: number;
  /** Rows of a SQL query on the product's database, to check what a screen really stored. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): T[];
  output(): string;
  stop(): Promise<void>;
}

/** Starts the built product on a fresh seeded SQLite database and a free loopback port. */
export declare function startProduct(env?: Record<string, string>, options?: { logFile?: string }): Promise<RunningProduct>;
