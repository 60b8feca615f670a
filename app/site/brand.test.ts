import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandColors } from "./brand";

const theme = readFileSync(new URL("../app.css", import.meta.url), "utf8");
const declared = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})\\s*;`, "i").exec(theme)?.[1];

describe("the brand's colours", () => {
  it("are the style sheet's, so the logo, the icons and the cards match the pages", () => {
    expect(declared("brand-700")).toBe(brandColors.ink);
    expect(declared("accent-500")).toBe(brandColors.accent);
  });
});
