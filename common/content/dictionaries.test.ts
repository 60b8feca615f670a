import { describe, expect, it } from "vitest";
import { audienceText } from "#common/admin/content/audience.ts";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { languages } from "#common/site/pages.ts";
import { dictionaries } from "./dictionary.server";
import { newsletterText } from "./newsletter";

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
        values: ["Security", "Optimization", "Benevolence", "Rigour", "Integrity", "Transparency", "Ambition"],
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
  // The back office's dictionary too, and the newsletter's words (decision 034).
  const strings = allStrings([dictionaries.fr, adminDictionaries.fr, newsletterText.fr, audienceText.fr]);

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

describe("honest claims", () => {
  const every = (lang: "fr" | "en") => allStrings(dictionaries[lang]).join("\n");

  it("never calls a figure measured or reported, and says what the figures rest on", () => {
    expect(every("fr")).not.toMatch(/constat|gains mesurables/i);
    expect(every("en")).not.toMatch(/measurable gains|reported by|real gains/i);
    expect(dictionaries.fr.common.figuresBasis).toMatch(/objectifs, pas des résultats mesurés.*varient/s);
    expect(dictionaries.en.common.figuresBasis).toMatch(/goals, not measured results.*vary/s);
  });

  it.each(languages)("in %s, a figure and its label never repeat the unit", (lang) => {
    const { pages } = dictionaries[lang];
    const figures = [...pages.home.claims.items, ...pages.webApp.stats.items, pages.advisors.claim, pages.mga.claim];
    for (const { value, label } of figures) {
      if (/\d\s*(h|hrs)\b/.test(value)) expect(`${value} ${label}`).not.toMatch(/heures|hours/);
      if (/%/.test(value)) expect(`${value} ${label}`).not.toMatch(/pour cent|percent/);
    }
  });

  it("never presents compliance as guaranteed: the advisor reviews and stays responsible", () => {
    expect(every("fr")).not.toMatch(/prévalid/i);
    expect(every("en")).not.toMatch(/pre-?validat|pre-check/i);
    for (const lang of languages) {
      const { pages } = dictionaries[lang];
      const responsible = lang === "fr" ? /responsable/ : /responsible/;
      for (const page of [pages.home, pages.webApp, pages.mga]) expect(allStrings(page).join(" ")).toMatch(responsible);
    }
  });

  it("quotes each person under the same name in both languages", () => {
    const authors = (lang: "fr" | "en") => {
      const { pages } = dictionaries[lang];
      return [
        ...pages.home.testimonials.items.map((item) => item.author),
        pages.webApp.stats.quote.author,
        pages.advisors.quote.author,
      ];
    };
    expect(authors("en")).toEqual(authors("fr"));
  });

  it("uses Québec French and Canadian English for the words the review named", () => {
    expect(every("fr")).not.toMatch(/dédié|assignation|empreinte chiffrée/i);
    expect(every("en")).not.toMatch(/\bRigor\b/);
  });

  it("titles the cookie policy the same in the footer and on its page", () => {
    for (const lang of languages)
      expect(dictionaries[lang].common.footer.links.cookies).toBe(dictionaries[lang].pages.cookies.title);
  });
});
