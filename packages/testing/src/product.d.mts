export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** A demo back-office account: its sign-in and name. */
export interface DemoStaff extends Credentials {
  readonly name: string;
}

/**
 * The demo sign-ins the CMS seeds in development (cms/src/seed/demo-accounts.json): the back office's
 * Administrator, the panel's super-admin, and one back-office account for each other staff role.
 */
export declare const DEMO_ACCOUNTS: {
  readonly backoffice: DemoStaff;
  readonly panel: Credentials;
  readonly staff: {
    readonly editor: DemoStaff;
    readonly approver: DemoStaff;
    readonly customer_service: DemoStaff;
    readonly auditor: DemoStaff;
  };
};
/** Back office (/AdminLogin), the Administrator. */
export declare const DEMO_ADMIN: Credentials;
/** A back-office bearer token from the running product's sign-in. */
export declare function adminToken(url: string, credentials?: Credentials): Promise<string>;
/** Strapi panel (/admin). */
export declare const DEMO_SUPERADMIN: Credentials;

/** TEST_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432/test. */
export declare const TEST_POSTGRES_URL: string;

/** A database of the product's, with direct SQL access to check what the product really stored. */
export interface ProductDatabase {
  /** 'configured' (npm start) is whatever cms/config/database.ts reads; its query() and count() refuse. */
  client: 'sqlite' | 'postgres' | 'configured';
  /** The environment that points Strapi at it. */
  env: Record<string, string>;
  /** Rows of a read-only query; placeholders are $1, $2 … on both databases. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  count(table: string): Promise<number>;
  drop(): Promise<void>;
}

/** A database template of a test run (see database-templates.mjs). */
export interface DatabaseTemplate {
  client: 'sqlite' | 'postgres';
  /** The template product's public folder, copied with the database. */
  publicDir: string;
  /** SQLite: the template's file. */
  file?: string;
  /** PostgreSQL: the template database's name. */
  name?: string;
}

/** A fresh database of its own, empty or a copy of `template`; drop() removes it. */
export declare function createDatabase(
  client?: 'sqlite' | 'postgres',
  template?: DatabaseTemplate,
): Promise<ProductDatabase>;

/** Drops every database template under `root` and the folder (vitest's global tear-down). */
export declare function dropTemplates(root: string): Promise<void>;

export interface ProductOptions {
  /**
   * 'sqlite' (default) or 'postgres': a fresh database of that kind (a temporary file, or a new database
   * on TEST_POSTGRES_URL), removed by stop(). Another product's `db`: a second process on its database
   * (its owner removes it). 'configured': what cms/config/database.ts and the environment say (npm start).
   */
  database?: 'sqlite' | 'postgres' | 'configured' | ProductDatabase;
  /** The folder holding uploads/ (created if missing, kept): npm start's cms/public. Default: a temporary folder, removed by stop(). */
  publicDir?: string;
  /** Seed the demo content into an empty database (accounts are created either way). Default: true with testSettings, else as SEED_DEMO_CONTENT says. */
  seed?: boolean;
  /** Listen on this port. Default: a free port on 127.0.0.1. */
  port?: number;
  /** Listen on this address. Default: 127.0.0.1 with a free port; with a given port, as HOST says (Strapi's default 0.0.0.0). */
  host?: string;
  /** NODE_ENV=development and no sign-in or contact rate limits (default true); false leaves them to the environment. */
  testSettings?: boolean;
  /** Extra environment, applied last (e.g. { NODE_ENV: 'production' }). */
  env?: Record<string, string>;
  /** 'capture' (default, read with output()), 'inherit' (npm start), or a log file the server writes directly (bench). */
  output?: 'capture' | 'inherit' | { file: string };
  /** Pass this process's SIGINT and SIGTERM on to the server (npm start). */
  forwardSignals?: boolean;
  /** Called when the server exits by itself (not by kill() or stop()); without it, the exit and the last output are written to stderr. */
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  /**
   * In a test run with templates (BANK_TEST_DB_TEMPLATES), start a new test database as a copy of the
   * first one of its kind (default true); false always makes it from nothing.
   */
  template?: boolean;
}

/** The real product as a child process on loopback, with its database and upload folder. */
export interface RunningProduct {
  url: string;
  /** The server's current process id (to read its memory use, for example). */
  readonly pid: number;
  db: ProductDatabase;
  uploadsDir: string;
  /** Files in the upload folder (the bytes behind the media library). */
  uploadedFiles(): string[];
  /** Rows of a SQL query on the product's database ($1, $2 … placeholders), to check what a screen really stored. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The server's output so far (its last 4 MB). */
  output(): string;
  /** Whether the server runs or how it ended (code or signal, asked or by itself), and its last 60 lines of output. */
  report(): string;
  /** Ends the process with SIGKILL, as a crash would. */
  kill(): Promise<void>;
  /** The temporary folder holding its public folder and the files kept of deleted records (undefined with a given publicDir). */
  readonly siteDir?: string;
  /** Starts the process again on the same database, folder and port. */
  restart(): Promise<void>;
  /**
   * Moves the bank clock to `at`, from where it runs on, in this process and every other this test
   * process started on the same database; resolves once each has done what the new time makes due
   * (scheduled changes applied, a new bank day's tasks run, timed records dropped from the cache).
   * The test clock is on for products started with testSettings in development.
   */
  setClock(at: string | number | Date): Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s; removes the database and folder it created. */
  stop(): Promise<void>;
}

/**
 * report() of the product this process started at `url`'s origin, or undefined: what a failed request
 * says about the server it asked. A server that ends by itself (no kill(), stop() or onExit) also
 * writes its report to stderr.
 */
export declare function productReport(url: string): string | undefined;

/**
 * A free loopback port for a server a test starts itself (nginx), below the ports the system gives
 * outgoing connections and claimed against every other test run's servers until this process ends.
 */
export declare function freePort(): Promise<number>;

/** The ports the system gives outgoing connections; a test server's port lies below them, where there is room. */
export declare function connectionPortRange(): { low: number; high: number };

/** Starts the built product and resolves once its API answers. Defaults suit tests: fresh SQLite database, temporary uploads, free loopback port, seeded. */
export declare function startProduct(options?: ProductOptions): Promise<RunningProduct>;

/**
 * POSTs to a product's test control (`clock`, `settings`, `pause`, `resume`, …) and answers its JSON;
 * any other status than 200 throws with the answer, but `refusal` statuses, which answer null.
 */
export declare function postTestControl(
  url: string,
  what: string,
  body?: Record<string, unknown>,
  options?: { refusal?: number[] },
): Promise<Record<string, unknown> | null>;

/**
 * The test run's shared product of a kind (started by the first file that asks, left running for the
 * next), reset to the state it started in: database, upload folders, cache, memory, clock and settings.
 * Its stop() leaves it running; kill() and restart() are refused. `settings` hold until the next reset.
 * Undefined outside a test run, or when the server takes one of `settings` only at start.
 */
export declare function sharedProduct(options?: {
  client?: 'sqlite' | 'postgres';
  seed?: boolean;
  /** Variables the server reads where it uses them (its rate limits, TRUST_PROXY, PAGE_VIEWS_FLUSH_SECONDS). */
  settings?: Record<string, string>;
}): Promise<RunningProduct | undefined>;

/** The run's shared seeded SQLite product, reset (a browser test file's), or outside a test run one of its own. */
export declare function productForTestFile(): Promise<RunningProduct>;
