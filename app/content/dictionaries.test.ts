import { describe, expect, it } from "vitest";
import { languages } from "../site/pages";
import { dictionaries } from "./dictionary.server";

function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

describe.each(languages)("the %s dictionary", (lang) => {
  const { pages } = dictionaries[lang];

  it("holds the spec's counts", () => {
    expect(pages.home.howItWorks.steps).toHaveLength(6);
    expect(pages.home.results.items).toHaveLength(3);
    expect(pages.home.process.steps).toHaveLength(3);
    expect(pages.home.process.stages).toHaveLength(3);
    expect(pages.about.values.items).toHaveLength(7);
    expect(pages.advisors.quickStart.steps).toHaveLength(5);
    expect(pages.resources.categories.items).toHaveLength(4);
    expect(pages.home.testimonials.items).toHaveLength(4);
    expect(pages.webApp.security.items).toHaveLength(4);
    expect(pages.mga.partnership.models).toHaveLength(3);
    expect(pages.webApp.features.items).toHaveLength(6);
    expect(pages.webApp.section1.items).toHaveLength(4);
    expect(pages.webApp.platform.items).toHaveLength(4);
    expect(pages.webApp.experience.items).toHaveLength(3);
    expect(pages.webApp.stats.items).toHaveLength(3);
    expect(pages.services.hero.benefits).toHaveLength(3);
  });

  it("keeps every claim as the spec words it", () => {
    const claims = pages.home.claims.items.map((item) => item.value.replace(/\s/g, " "));
    expect(claims[0]).toMatch(/^15 h/);
    expect(claims[1]).toMatch(/^40 ?%/);
    expect(claims[2]).toMatch(/^\+25 ?%/);
    expect(pages.advisors.claim.value).toMatch(/10\+/);
    expect(allStrings(pages.advisors).join(" ")).not.toMatch(/\b15 h/);
    expect(`${pages.mga.claim.value} ${pages.mga.claim.label}`).toMatch(/30/);
    const pilot = pages.mga.pilot.facts.map((fact) => fact.value.replace(/\s/g, " "));
    expect(pilot[0]).toMatch(/^5 (à|to) 10$/);
    expect(pilot[1]).toMatch(/^4 (à|to) 6$/);
  });

  it("names the spec's stages, values and partnership models", () => {
    const expected = {
      fr: {
        stages: ["Décollage", "Maîtrise", "Amplification"],
        values: ["Sécurité", "Optimisation", "Bienveillance", "Rigueur", "Intégrité", "Transparence", "Ambition"],
        models: ["Affilié", "Partenaire privilégié", "Entreprise"],
      },
      en: {
        stages: ["Takeoff", "Mastery", "Amplification"],
        values: ["Security", "Optimization", "Benevolence", "Rigor", "Integrity", "Transparency", "Ambition"],
        models: ["Affiliate", "Preferred Partner", "Enterprise"],
      },
    }[lang];
    expect(pages.home.process.stages.map((stage) => stage.title)).toEqual(expected.stages);
    expect(pages.about.values.items.map((value) => value.title)).toEqual(expected.values);
    expect(pages.mga.partnership.models.map((model) => model.title)).toEqual(expected.models);
  });

  it("gives the submit button the spec's labels", () => {
    expect(pages.contact.form.submit).toBe(lang === "fr" ? "Envoyer" : "Send");
    expect(pages.contact.form.sending).toBe(lang === "fr" ? "Envoi en cours..." : "Sending...");
  });
});

describe("French typography", () => {
  const strings = allStrings(dictionaries.fr);

  it("puts a no-break space before : ; ! ? and inside guillemets", () => {
    const offenders = strings.filter((text) =>
      /[^\s][:;!?](\s|$)|[ \t\n][:;!?]|«[^\u00a0\u202f]|[^\u00a0\u202f]»/.test(text.replace(/https?:\/\/\S+/g, "")),
    );
    expect(offenders).toEqual([]);
  });

  it("writes percentages and hours with a no-break space", () => {
    const offenders = strings.filter((text) => /\d ?%|\d ?h\b/.test(text));
    expect(offenders).toEqual([]);
  });
});
