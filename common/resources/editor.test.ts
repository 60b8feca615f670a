import { describe, expect, it } from "vitest";
import { slugFromTitle } from "./editor";

describe("slugFromTitle", () => {
  it("drops accents and punctuation, and joins words with single hyphens", () => {
    expect(slugFromTitle("Loi 25 : liste de vérification — cabinet")).toBe("loi-25-liste-de-verification-cabinet");
    expect(slugFromTitle("  L’été à Québec !  ")).toBe("l-ete-a-quebec");
    expect(slugFromTitle("Œuvre et cæcum")).toBe("oeuvre-et-caecum");
  });

  it("keeps 80 characters at most, never ending on a hyphen", () => {
    const slug = slugFromTitle(`${"a".repeat(79)} b c`);
    expect(slug).toBe("a".repeat(79));
    expect(slugFromTitle("!!!")).toBe("");
  });
});
