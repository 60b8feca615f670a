import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pageScriptStarter } from "#common/site/after-paint.ts";
import { languagePreferenceScript } from "#common/site/language-preference.ts";
import { speculationRules } from "#common/site/speculation.ts";
import { contentSecurityPolicy, inlineSources } from "./csp.server";

describe("contentSecurityPolicy", () => {
  it("names each inline script's hash once, the constant ones every public page carries included, and no JSON data", () => {
    const html = [
      `<script>${languagePreferenceScript}</script>`,
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json">{"kind":"contact"}</script>',
      "<script>window.a = 1;</script>",
      "<script>window.a = 1;</script>",
    ].join("");
    const scriptSrc = contentSecurityPolicy(inlineSources(html))
      .split("; ")
      .find((directive) => directive.startsWith("script-src "));
    const hashes = scriptSrc?.split(" ").filter((source) => source.startsWith("'sha256-")) ?? [];
    const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    // A page rendered on request carries these without its nonce: each is always named.
    expect(hashes.sort()).toEqual(
      ["window.a = 1;", languagePreferenceScript, pageScriptStarter, speculationRules("fr"), speculationRules("en")]
        .map(hashOf)
        .sort(),
    );
  });
});
