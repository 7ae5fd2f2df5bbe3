// better-sqlite3 ships no types of its own: the part of it the tests use (writeDirectly).
declare module 'better-sqlite3' {
  interface Statement {
    run(parameters: Record<number, unknown>): unknown;
  }

  export default class Database {
    constructor(filename: string);
    prepare(sql: string): Statement;
    close(): void;
  }
}
