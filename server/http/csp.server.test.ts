import { describe, expect, it } from "vitest";
import { languagePreferenceScript } from "#common/site/language-preference.ts";
import { contentSecurityPolicy, inlineSources } from "./csp.server";

describe("contentSecurityPolicy", () => {
  it("names each inline script's hash once, the language preference's included, and no JSON data", () => {
    const html = [
      `<script>${languagePreferenceScript}</script>`,
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>window.a = 1;</script>",
      "<script>window.a = 1;</script>",
    ].join("");
    const scriptSrc = contentSecurityPolicy(inlineSources(html))
      .split("; ")
      .find((directive) => directive.startsWith("script-src "));
    const hashes = scriptSrc?.split(" ").filter((source) => source.startsWith("'sha256-")) ?? [];
    expect(hashes).toHaveLength(2);
    expect(new Set(hashes).size).toBe(2);
  });
});
