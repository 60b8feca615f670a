import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { emailColors } from "./email-look";

const theme = readFileSync(new URL("../../app/app.css", import.meta.url), "utf8");
const declared = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})\\s*;`, "i").exec(theme)?.[1];

describe("the emails' colours", () => {
  it("are the style sheet's, so an email looks like the site", () => {
    expect(declared("ink")).toBe(emailColors.ink);
    expect(declared("muted")).toBe(emailColors.muted);
    expect(declared("line")).toBe(emailColors.line);
    expect(declared("surface")).toBe(emailColors.surface);
    expect(declared("brand-600")).toBe(emailColors.brand);
    expect(declared("brand-900")).toBe(emailColors.heading);
  });
});
