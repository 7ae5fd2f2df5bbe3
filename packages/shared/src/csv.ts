/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return at its start). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell written by `spreadsheetCell` that was prefixed with ' to stop a formula. */
const STOPPED_FORMULA = /^'(?=[=+\-@\t\r])/;

/** A cell a spreadsheet opens safely: quoted, and prefixed with ' when it would start a formula. */
export function spreadsheetCell(value: unknown): string {
  const text = value == null ? '' : String(value);
  return `"${(FORMULA_START.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
}

/** A cell's text as it was before `spreadsheetCell` stopped its formula, so a downloaded file imports the same values. */
export function unstoppedCell(text: string): string {
  return text.replace(STOPPED_FORMULA, '');
}

/** Rows as a CSV file: UTF-8 with a byte-order mark (so Devanagari reads right in a spreadsheet), lines ended CRLF. */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(spreadsheetCell).join(',')).join('\r\n')}\r\n`;
}
