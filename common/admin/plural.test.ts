import { describe, expect, it } from "vitest";
import { countText } from "./plural";

describe("a count's sentence", () => {
  const shown = { one: "{count} demande affichée", other: "{count} demandes affichées" };
  it("is singular in French for 0 and 1, plural from 2, with the number written as the language does", () => {
    expect(countText(shown, 0, "fr")).toBe("0 demande affichée");
    expect(countText(shown, 1, "fr")).toBe("1 demande affichée");
    expect(countText(shown, 2, "fr")).toBe("2 demandes affichées");
    expect(countText(shown, 1200, "fr")).toBe("1\u00a0200 demandes affichées");
  });
  it("is singular in English for 1 only", () => {
    const en = { one: "{count} lead shown", other: "{count} leads shown" };
    expect(countText(en, 0, "en")).toBe("0 leads shown");
    expect(countText(en, 1, "en")).toBe("1 lead shown");
    expect(countText(en, 1200, "en")).toBe("1,200 leads shown");
  });
});
