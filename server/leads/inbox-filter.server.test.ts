import { describe, expect, it } from "vitest";
import { parseLeadFilter } from "./inbox-filter.server";

describe("parseLeadFilter", () => {
  it("keeps the words typed in the search, accents and punctuation included", () => {
    const parsed = parseLeadFilter(new URLSearchParams({ q: "  Bélanger; 50 % d’assurance  " }));
    expect(parsed).toMatchObject({ ok: true, filter: { q: "Bélanger; 50 % d’assurance" } });
  });

  it("refuses a search holding a control character, NUL included, as a bad request", () => {
    for (const q of ["abc\u0000", "\u0000", "a\u0007b", "ligne\nsuivante", "a\u007fb"]) {
      expect(parseLeadFilter(new URLSearchParams({ q })), JSON.stringify(q)).toEqual({ ok: false });
    }
  });
});
