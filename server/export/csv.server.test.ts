import { describe, expect, it } from "vitest";
import { carelessPieces, formulaStart, readCsv } from "#tests/support/spreadsheet.ts";
import { toCsv } from "./csv.server";

const hostile = [
  'x;=HYPERLINK("http://evil.test","clic")',
  "=1+1",
  "+1 514 555 0100",
  "-2+3",
  "@SUM(A1)",
  "\t=1",
  "\r=1",
  "a,=cmd|' /C calc'!A0",
  "Ligne 1\n=1+1",
  "Ligne 1\r\n-1",
  'x; "=1',
  'x;""+1',
  "\uFF1D1+1",
  "a;\uFF20SUM(A1)",
];
const plain = ["Bélanger", 'Tremblay, fils & "associés"', "", "15 h; 40 %", "Laval-Ouest"];

describe("CSV for spreadsheets", () => {
  const csv = toCsv([["Nom", "Note"], ...[...hostile, ...plain].map((value) => [value, "ok"])]);

  it("starts with a UTF-8 byte-order mark and quotes every cell, ending records with CRLF", () => {
    expect(csv.startsWith("\ufeff")).toBe(true);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv).toContain('\r\n"Bélanger","ok"\r\n');
    expect(csv).toContain('\r\n"","ok"\r\n');
    expect(csv.endsWith('"ok"\r\n')).toBe(true);
  });

  it("reads back, with a comma, as the values given, a formula only made inert by an apostrophe", () => {
    const [header, ...rows] = readCsv(csv, ",");
    expect(header).toEqual(["Nom", "Note"]);
    expect(rows.map((row) => row[1])).toEqual(Array(hostile.length + plain.length).fill("ok"));
    const cells = rows.map((row) => row[0]);
    expect(cells.slice(hostile.length)).toEqual(plain);
    cells.slice(0, hostile.length).forEach((cell, index) => {
      expect(cell?.replaceAll("'", "")).toBe(hostile[index]?.replaceAll("'", ""));
    });
    expect(cells[0]).toBe('x;\'=HYPERLINK("http://evil.test","clic")');
    expect(cells[1]).toBe("'=1+1");
  });

  it.each([",", ";"] as const)("gives a reader splitting on %j no cell that starts a formula", (separator) => {
    const cells = readCsv(csv, separator).flat();
    expect(cells.length).toBeGreaterThan(hostile.length);
    expect(cells.filter((cell) => formulaStart.test(cell))).toEqual([]);
  });

  it("gives no formula even to a reader that ignores quotes", () => {
    expect(carelessPieces(csv).filter((piece) => formulaStart.test(piece))).toEqual([]);
  });
});
