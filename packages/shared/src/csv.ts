/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return at its start). */
const FORMULA_START = /^[=+\-@\t\r]/;

const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  return `"${(FORMULA_START.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/**
 * Rows as a CSV file a spreadsheet opens safely: UTF-8 with a byte-order mark (so Devanagari names
 * read right), every cell quoted, and a cell that would start a formula prefixed with '.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
