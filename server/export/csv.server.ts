import { TZDate } from "@date-fns/tz";
import { stringify } from "csv-stringify/sync";
import { format } from "date-fns/format";
import { site } from "#common/site/config.ts";

/**
 * CSV as spreadsheets read it, for every export (the leads CLI and export, the analytics tables),
 * written by csv-stringify: every cell quoted, records ended with CRLF (RFC 4180).
 */

/** Excel takes a CSV file for UTF-8 only after this mark; without it « Bélanger » shows as « BÃ©langer ». */
const utf8Bom = "\ufeff";

/**
 * A piece of a cell that a reader could take for the start of a cell: after a `;` (French Canadian
 * Excel's separator), a `,`, or a line break, past spaces and quotes, when it begins as a formula
 * would (= + - @, tab, CR, or their full-width forms).
 */
const innerFormulaStart = /([,;\r\n][ "]*)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * Makes a cell inert wherever a reader could cut it: an apostrophe before each piece above, and
 * csv-stringify's `escape_formulas` for the cell's own start, as OWASP advises. Excel hides the
 * apostrophe and shows the text.
 */
function inert(value: string): string {
  return value.replace(innerFormulaStart, "$1'");
}

/** Rows of text cells, the first the header, as a file to download: the mark, then the records. */
export function toCsv(rows: string[][]): string {
  return (
    utf8Bom +
    stringify(
      rows.map((cells) => cells.map(inert)),
      { quoted: true, quoted_empty: true, escape_formulas: true, record_delimiter: "windows" },
    )
  );
}

/** A time as a spreadsheet in Québec reads it: Montréal's wall clock, to the minute. */
export const montrealTime = (date: Date) => format(new TZDate(date.getTime(), site.timeZone), "yyyy-MM-dd HH:mm");

/** A CSV file to download, named after what it holds and today's date (UTC). */
export function csvDownload(text: string, name: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(text, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
    },
  });
}
