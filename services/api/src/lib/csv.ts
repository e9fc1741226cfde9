/** First characters a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a would-be formula is prefixed with ' (shown as text), and every cell is quoted (RFC 4180).
 * Always, not only when a comma asks for it: a spreadsheet in a locale that separates with `;`
 * would otherwise split `a;=HYPERLINK(…)` and read the second half as a formula in a column of its own.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One record, CRLF-terminated as RFC 4180 writes it. */
export const csvRecord = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;
