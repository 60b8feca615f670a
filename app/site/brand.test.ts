import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LogoMark } from "#app/components/layout/logo.tsx";
import { logoMarkSvg } from "#common/site/brand.ts";
import { brandColors } from "./brand";

const theme = readFileSync(new URL("../app.css", import.meta.url), "utf8");
const declared = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})\\s*;`, "i").exec(theme)?.[1];

describe("the brand's colours", () => {
  it("are the style sheet's, so the logo, the icons and the cards match the pages", () => {
    expect(declared("brand-700")).toBe(brandColors.ink);
    expect(declared("accent-500")).toBe(brandColors.accent);
  });
});

describe("the logo mark's markup for files and cards", () => {
  it("is what React writes for the header's LogoMark, without the page's classes", () => {
    const header = renderToStaticMarkup(createElement(LogoMark))
      .replace(/\s(class|aria-hidden)="[^"]*"/g, "")
      .replace("<svg", '<svg x="1" y="2"');
    expect(logoMarkSvg('x="1" y="2"')).toBe(header);
  });
});
