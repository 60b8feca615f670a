/**
 * CSV as spreadsheets read it (RFC 4180), for every export: the leads CLI, the analytics tables.
 */

/** One cell: quoted when it must be, and never a formula a spreadsheet would evaluate. */
export function csvCell(value: string): string {
  // A spreadsheet would evaluate a visitor's "=HYPERLINK(...)" as a formula.
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** Rows of cells, the first the header; RFC 4180 separates records with CRLF. */
export function toCsv(rows: string[][]): string {
  return rows.map((cells) => `${cells.map(csvCell).join(",")}\r\n`).join("");
}
