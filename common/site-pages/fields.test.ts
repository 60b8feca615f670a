import { describe, expect, it } from "vitest";
import { en } from "#common/content/en.ts";
import { fr } from "#common/content/fr.ts";
import { site } from "#common/site/config.ts";
import {
  fieldOrder,
  fieldsOf,
  isSitePageKey,
  isSiteWide,
  keyOfPath,
  leafPathsOf,
  originalWords,
  pagePathOf,
  sitePageKeys,
  withEdits,
} from "./fields.ts";

const paths = (key: (typeof sitePageKeys)[number]) => fieldsOf(key).map((field) => field.path);
const kind = (path: string) => {
  const key = keyOfPath(path);
  return key && fieldsOf(key).find((field) => field.path === path)?.kind;
};

describe("the site's fields", () => {
  it("knows its keys", () => {
    expect(sitePageKeys).toHaveLength(18);
    expect(isSitePageKey("home")).toBe(true);
    expect(isSitePageKey("caseStudies")).toBe(true);
    expect(isSitePageKey("newsletter")).toBe(false);
    expect(isSitePageKey("toString")).toBe(false);
  });

  it.each(sitePageKeys)("gives %s the same fields in French and English", (key) => {
    expect(leafPathsOf(key, "en")).toEqual(leafPathsOf(key, "fr"));
    expect(paths(key).length).toBeGreaterThan(0);
  });

  it("names each field once, by its dot path from the dictionary's root", () => {
    const all = sitePageKeys.flatMap(paths);
    expect(new Set(all).size).toBe(all.length);
    expect(fieldOrder().size).toBe(all.length);
    expect(paths("home")).toContain("pages.home.hero.title");
    expect(paths("home")).toContain("pages.home.howItWorks.steps.3.text");
    expect(paths("privacy")).toContain("pages.privacy.sections.2.paragraphs.0");
    expect(paths("home")[0]).toBe("pages.home.meta.title");
  });

  it("keeps the specification's counts: a list's items are its fields", () => {
    expect(paths("home").filter((path) => /^pages\.home\.howItWorks\.steps\.\d+\.title$/.test(path))).toHaveLength(6);
    expect(paths("home").filter((path) => /^pages\.home\.testimonials\.items\.\d+\.quote$/.test(path))).toHaveLength(4);
    expect(paths("about").filter((path) => /^pages\.about\.values\.items\.\d+\.title$/.test(path))).toHaveLength(7);
    expect(paths("advisors").filter((path) => /quickStart\.steps\.\d+\.text$/.test(path))).toHaveLength(5);
  });

  it("edits only the subtrees each key owns", () => {
    expect(paths("footer")).toEqual([
      "common.footer.description",
      "common.footer.addresses.appointments",
      "common.footer.addresses.support",
    ]);
    expect(paths("shared")).toEqual(["common.figuresBasis", "common.illustrativeTestimonials"]);
    expect(paths("contact").some((path) => path.startsWith("pages.contact.form"))).toBe(false);
    expect(paths("contact")).toContain("pages.contact.addresses.hours");
    expect(paths("booking")).toEqual([
      "pages.booking.meta.title",
      "pages.booking.meta.description",
      "pages.booking.subtitle",
      "pages.booking.title",
      "pages.booking.description",
    ]);
    expect(paths("resources").some((path) => path.startsWith("pages.resources.text"))).toBe(false);
    expect(paths("guides")).toEqual([
      "pages.guides.meta.title",
      "pages.guides.meta.description",
      "pages.guides.title",
      "pages.guides.lead",
      "pages.guides.cta.title",
      "pages.guides.cta.text",
      "pages.guides.cta.button",
    ]);
    expect(keyOfPath("pages.home.hero.title")).toBe("home");
    expect(keyOfPath("common.nav.home")).toBeUndefined();
  });

  it("makes the legal pages' paragraphs and list items rich, and nothing else", () => {
    expect(kind("pages.privacy.intro")).toBe("rich");
    expect(kind("pages.privacy.sections.0.paragraphs.1")).toBe("rich");
    expect(kind("pages.privacy.sections.0.list.0")).toBe("rich");
    expect(kind("pages.privacy.sections.0.heading")).toBe("plain");
    expect(kind("pages.terms.title")).toBe("plain");
    const rich = sitePageKeys.flatMap((key) => fieldsOf(key).filter((field) => field.kind === "rich"));
    expect(rich.every((field) => /^pages\.(privacy|terms|cookies)\./.test(field.path))).toBe(true);
  });

  it("makes the footer's addresses, and nothing else, e-mail fields of a short budget", () => {
    const emails = sitePageKeys.flatMap((key) => fieldsOf(key).filter((field) => field.kind === "email"));
    expect(emails).toEqual([
      { path: "common.footer.addresses.appointments", kind: "email", budget: 40 },
      { path: "common.footer.addresses.support", kind: "email", budget: 40 },
    ]);
    // The contact page's words about its addresses are text.
    expect(kind("pages.contact.addresses.appointments")).toBe("plain");
  });

  it("knows every figure, and gives each the words that qualify it", () => {
    const figures = sitePageKeys.flatMap((key) => fieldsOf(key).filter((field) => field.kind === "figure"));
    expect(figures.map((field) => field.path)).toEqual([
      "pages.home.claims.items.0.value",
      "pages.home.claims.items.1.value",
      "pages.home.claims.items.2.value",
      "pages.webApp.stats.items.0.value",
      "pages.webApp.stats.items.1.value",
      "pages.webApp.stats.items.2.value",
      "pages.advisors.claim.value",
      "pages.mga.claim.value",
      "pages.mga.pilot.facts.0.value",
      "pages.mga.pilot.facts.1.value",
      "pages.mga.pilot.facts.2.value",
    ]);
    for (const { path } of figures) expect(kind(path.replace(/value$/, "label"))).toBe("basis");
    expect(kind("common.figuresBasis")).toBe("basis");
    expect(kind("pages.home.claims.eyebrow")).toBe("basis");
    expect(originalWords("home").fr["pages.home.claims.eyebrow"]).toBe("Des gains visés");
    expect(kind("pages.webApp.stats.title")).toBe("basis");
    expect(kind("pages.mga.pilot.eyebrow")).toBe("basis");
    expect(kind("pages.home.claims.title")).toBe("plain");
    expect(kind("pages.home.hero.title")).toBe("plain");
  });

  it("gives every field a budget that holds today's words in both languages", () => {
    for (const key of sitePageKeys) {
      const words = originalWords(key);
      for (const { path, budget } of fieldsOf(key)) {
        const longest = Math.max(...(["fr", "en"] as const).map((lang) => Array.from(words[lang][path] ?? "").length));
        expect({ path, fits: longest <= budget }).toEqual({ path, fits: true });
      }
    }
  });

  it("keeps the budgets modest where the layout is tight", () => {
    const all = sitePageKeys.flatMap((key) => fieldsOf(key));
    const budget = (test: RegExp) => Math.max(...all.filter((field) => test.test(field.path)).map((f) => f.budget));
    expect(budget(/\.meta\.title$/)).toBeLessThanOrEqual(70);
    expect(budget(/\.meta\.description$/)).toBeLessThanOrEqual(160);
    expect(budget(/\.hero\.title$/)).toBeLessThanOrEqual(90);
    expect(budget(/\.eyebrow$/)).toBeLessThanOrEqual(60);
    expect(budget(/\.(primary|secondary|button)$/)).toBeLessThanOrEqual(32);
    expect(budget(/\.value$/)).toBeLessThanOrEqual(12);
    expect(budget(/\.items\.\d+\.title$/)).toBeLessThanOrEqual(70);
    expect(budget(/\.items\.\d+\.text$/)).toBeLessThanOrEqual(220);
  });

  it("starts every page from today's dictionaries, in a fresh copy", () => {
    const words = originalWords("home");
    expect(words.fr["pages.home.hero.title"]).toBe(fr.pages.home.hero.title);
    expect(words.en["pages.home.hero.title"]).toBe(en.pages.home.hero.title);
    expect(Object.keys(words.fr)).toEqual(paths("home"));
    expect(originalWords("footer").en).toEqual({
      "common.footer.description": en.common.footer.description,
      "common.footer.addresses.appointments": site.emails.appointments,
      "common.footer.addresses.support": site.emails.support,
    });
    words.fr["pages.home.hero.title"] = "changé";
    expect(originalWords("home").fr["pages.home.hero.title"]).toBe(fr.pages.home.hero.title);
  });

  it("finds each page's public address", () => {
    expect(pagePathOf("home", "fr")).toBe("/");
    expect(pagePathOf("home", "en")).toBe("/en");
    expect(pagePathOf("webApp", "fr")).toBe("/application-web");
    expect(pagePathOf("caseStudies", "en")).toBe("/en/case-studies");
    expect(pagePathOf("footer", "fr")).toBeUndefined();
    expect(pagePathOf("shared", "en")).toBeUndefined();
    for (const key of sitePageKeys) {
      expect(isSiteWide(key)).toBe(key === "footer" || key === "shared");
      if (!isSiteWide(key)) expect(pagePathOf(key, "fr")).toMatch(/^\//);
    }
  });
});

describe("withEdits", () => {
  it("puts a page's words in one language, in a copy", () => {
    const home = originalWords("home");
    home.fr["pages.home.hero.title"] = "Un titre neuf";
    home.fr["pages.home.howItWorks.steps.3.text"] = "Une étape neuve";
    home.en["pages.home.hero.title"] = "A new title";
    const edited = withEdits(fr, "fr", [home]);
    expect(edited.pages.home.hero.title).toBe("Un titre neuf");
    expect(edited.pages.home.howItWorks.steps[3].text).toBe("Une étape neuve");
    expect(Array.isArray(edited.pages.home.howItWorks.steps)).toBe(true);
    expect(edited.pages.home.howItWorks.steps).toHaveLength(6);
    expect(fr.pages.home.hero.title).not.toBe("Un titre neuf");
    expect(edited.pages.webApp).toEqual(fr.pages.webApp);
    expect(edited.pages.home.hero.title).not.toBe(home.en["pages.home.hero.title"]);
  });

  it("applies several pages, the footer and the shared words", () => {
    const edited = withEdits(en, "en", [
      { fr: {}, en: { "common.footer.description": "Footer" } },
      { fr: {}, en: { "common.figuresBasis": "Basis", "pages.privacy.sections.1.list.0": "Item" } },
    ]);
    expect(edited.common.footer.description).toBe("Footer");
    expect(edited.common.figuresBasis).toBe("Basis");
    expect(edited.pages.privacy.sections[1]?.list?.[0]).toBe("Item");
  });

  it("ignores paths that are not fields", () => {
    const edited = withEdits(fr, "fr", [
      {
        fr: {
          "pages.contact.form.title": "Non",
          "pages.home.hero": "Non",
          "pages.home.hero.title.x": "Non",
          "__proto__.polluted": "Non",
          "common.nav.home": "Non",
          "pages.home.howItWorks.steps.9.text": "Non",
        },
        en: {},
      },
    ]);
    expect(edited).toEqual(fr);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
