/**
 * How spreadsheets read a CSV file, for tests of the exports: the cells a forgiving reader (as Excel
 * is) sees with a given separator, and whether a cell would run as a formula.
 */

const bom = "\ufeff";

/**
 * Records of cells, read as Excel does: a cell opening with a quote runs to the closing quote (`""`
 * inside is one quote) and whatever follows it up to the separator is kept; a quote inside an
 * unquoted cell is plain text. A separator that does not match the file's cuts cells differently.
 */
export function readCsv(text: string, separator: "," | ";"): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  let atStart = true;
  const body = text.startsWith(bom) ? text.slice(bom.length) : text;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i] as string;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (ch === separator) {
      record.push(cell);
      cell = "";
      atStart = true;
    } else if (ch === "\n" || (ch === "\r" && body[i + 1] === "\n")) {
      if (ch === "\r") i += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      atStart = true;
    } else {
      cell += ch;
      atStart = false;
    }
  }
  if (cell !== "" || record.length) records.push([...record, cell]);
  return records;
}

/** Every piece a careless reader could take for a cell: the text cut at each separator and line break. */
export function carelessPieces(text: string): string[] {
  return text.split(/[,;\r\n]/).map((piece) => piece.replace(/^[ "]+/, ""));
}

/** What a spreadsheet evaluates: a cell beginning with = + - @, a tab or CR, or a full-width = + - @. */
export const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
