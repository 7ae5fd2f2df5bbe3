/** What the commands print: a line with the time since start, progress at most every two seconds. */
export interface Reporter {
  say(message: string): void;
  /** Prints `message()` if the last progress line is more than two seconds old. */
  progress(message: () => string): void;
}

export function reporter(write: (line: string) => void = (line) => console.log(line)): Reporter {
  const started = Date.now();
  let last = started;
  const say = (message: string) => {
    last = Date.now();
    write(`[${((last - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);
  };
  return {
    say,
    progress(message) {
      if (Date.now() - last >= 2000) say(`  … ${message()}`);
    },
  };
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Rows per table, aligned, in the order given. */
export function tableLines(tables: Array<{ name: string; owner: string; rows: number }>): string[] {
  const width = Math.max(...tables.map((table) => table.name.length));
  return tables.map((table) => `  ${table.name.padEnd(width)} ${String(table.rows).padStart(7)}  ${table.owner}`);
}
