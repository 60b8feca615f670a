import { describe, expect, it } from "vitest";
import { originalWords, type PageWords, sitePageKeys } from "./fields.ts";
import { changedPaths, checkDraft, checkPublication, longestWord, nextReviews, typeset } from "./rules.ts";

const title = "pages.home.hero.title";
const lead = "pages.home.hero.lead";
const eyebrow = "pages.home.claims.eyebrow";
const figure = "pages.home.claims.items.0.value";
const paragraph = "pages.privacy.sections.0.paragraphs.0";

/** Today's home page with one field changed. */
function homeWith(lang: "fr" | "en", path: string, text: string): PageWords {
  return home((words) => {
    words[lang][path] = text;
  });
}

function home(edit: (words: PageWords) => void = () => {}): PageWords {
  const words = originalWords("home");
  edit(words);
  return words;
}

describe("checkPublication on today's words", () => {
  it.each(sitePageKeys)("finds nothing to refuse on %s, in either language", (key) => {
    expect(checkPublication(key, originalWords(key))).toEqual({});
    expect(checkDraft(key, originalWords(key))).toEqual({});
  });
});

describe("checkDraft", () => {
  it("refuses a field past its budget, on that field and language only", () => {
    const words = homeWith("fr", title, "T".repeat(20).concat(" ").repeat(20));
    expect(checkDraft("home", words)).toEqual({ fr: { [title]: "tooLong" } });
  });

  it("counts a rich field as shown: without its links' targets or emphasis marks", () => {
    const words = originalWords("privacy");
    const shown = `${"mot ".repeat(370)}fin`; // 1483 characters: under the paragraph's 1500
    words.fr[paragraph] = `**${shown}** [lien](https://exemple.ca/${"a".repeat(25)}/${"b".repeat(25)})`;
    expect(checkDraft("privacy", words)).toEqual({});
    words.fr[paragraph] = `${shown} ${"x".repeat(20)}`;
    expect(checkDraft("privacy", words)).toEqual({ fr: { [paragraph]: "tooLong" } });
  });

  it("refuses markup in a plain field, a figure or a basis, never in a rich one", () => {
    for (const text of ["<b>Titre</b>", "Titre</span>", "<!-- x -->", "A &amp; B", "A &#38; B", "<script>"]) {
      expect(checkDraft("home", homeWith("en", title, text))).toEqual({ en: { [title]: "markup" } });
    }
    expect(checkDraft("home", homeWith("fr", figure, "<i>15 h</i>"))).toEqual({ fr: { [figure]: "markup" } });
    expect(checkDraft("home", homeWith("fr", eyebrow, "<em>visés</em>"))).toEqual({
      fr: { [eyebrow]: "markup" },
    });
    expect(checkDraft("home", homeWith("fr", title, "A < B et C > D, R&D"))).toEqual({});
    const privacy = originalWords("privacy");
    privacy.fr[paragraph] = "Un <b>texte</b> que le Markdown échappe.";
    expect(checkDraft("privacy", privacy)).toEqual({});
  });

  it("refuses a word longer than a line holds, addresses set aside", () => {
    const long = "a".repeat(longestWord + 1);
    expect(checkDraft("home", homeWith("fr", lead, `Un ${long} ici`))).toEqual({ fr: { [lead]: "longWord" } });
    expect(checkDraft("home", homeWith("fr", lead, `Un ${"a".repeat(longestWord)} ici`))).toEqual({});
    const addresses = `Écrivez à ${"prenom.nom".repeat(3)}@exemple.ca ou voyez https://exemple.ca/${"chemin/".repeat(6)}`;
    expect(checkDraft("home", homeWith("fr", lead, addresses))).toEqual({});
  });

  it("refuses a basis emptied even in a draft, and lets a plain field be empty", () => {
    const words = home((w) => {
      w.fr[eyebrow] = "  ";
      w.en[title] = "";
      w.en["pages.home.claims.items.1.label"] = "";
    });
    expect(checkDraft("home", words)).toEqual({
      fr: { [eyebrow]: "basisEmpty" },
      en: { "pages.home.claims.items.1.label": "basisEmpty" },
    });
    const shared = originalWords("shared");
    shared.en["common.figuresBasis"] = "";
    expect(checkDraft("shared", shared)).toEqual({ en: { "common.figuresBasis": "basisEmpty" } });
  });
});

describe("checkDraft on an e-mail field", () => {
  const support = "common.footer.addresses.support";
  const footerWith = (text: string): PageWords => {
    const words = originalWords("footer");
    words.fr[support] = text;
    return words;
  };

  it("takes one address, today's or another", () => {
    for (const address of ["soutien@sobrita.ca", "aide.client+site@equipe-conseil.quebec", "info@société.ca"]) {
      expect(checkDraft("footer", footerWith(address)), address).toEqual({});
    }
  });

  it("refuses anything but one address, on that field and language", () => {
    for (const text of [
      "soutien",
      "soutien@sobrita",
      "soutien@@sobrita.ca",
      " soutien@sobrita.ca",
      "soutien@sobrita.ca, aide@sobrita.ca",
      "Écrivez à soutien@sobrita.ca",
      "mailto:soutien@sobrita.ca",
      '"Soutien" <soutien@sobrita.ca>',
      ".soutien@sobrita.ca",
      "soutien@-sobrita.ca",
    ]) {
      expect(Object.values(checkDraft("footer", footerWith(text)).fr ?? {}), text).toEqual([
        expect.stringMatching(/^(?:notEmail|markup)$/),
      ]);
      expect(checkDraft("footer", footerWith(text)).en, text).toBeUndefined();
    }
    expect(checkDraft("footer", footerWith("soutien@sobrita"))).toEqual({ fr: { [support]: "notEmail" } });
    expect(checkDraft("footer", footerWith("<b>soutien@sobrita.ca</b>"))).toEqual({ fr: { [support]: "markup" } });
  });

  it("lets a draft leave it empty, as any text field, and refuses that at publication", () => {
    expect(checkDraft("footer", footerWith(""))).toEqual({});
    expect(checkPublication("footer", footerWith(""))).toEqual({ fr: { [support]: "empty" } });
  });

  it("keeps its budget", () => {
    const long = `${"a".repeat(30)}@${"b".repeat(10)}.ca`;
    expect(checkDraft("footer", footerWith(long))).toEqual({ fr: { [support]: "tooLong" } });
  });
});

describe("checkPublication", () => {
  it("adds a field blank in either language to what a draft refuses", () => {
    const words = home((w) => {
      w.en[title] = " ";
      w.fr[eyebrow] = "";
      w.fr[lead] = "x".repeat(300);
      delete w.fr["pages.home.cta.button"];
    });
    expect(checkPublication("home", words)).toEqual({
      fr: { [lead]: "tooLong", [eyebrow]: "basisEmpty", "pages.home.cta.button": "empty" },
      en: { [title]: "empty" },
    });
  });
});

describe("nextReviews", () => {
  const none = { fr: [], en: [] };

  it("marks a field changed in one language to review in the other", () => {
    const before = home();
    const after = homeWith("fr", title, "Nouveau titre");
    expect(nextReviews({ before, after, toReview: none, confirmed: none })).toEqual({ fr: [], en: [title] });
  });

  it("clears a field once it is edited, or confirmed, in that language", () => {
    const before = home();
    const edited = homeWith("en", title, "New title");
    expect(nextReviews({ before, after: edited, toReview: { fr: [], en: [title] }, confirmed: none })).toEqual({
      fr: [title],
      en: [],
    });
    expect(
      nextReviews({
        before,
        after: before,
        toReview: { fr: [], en: [title, lead] },
        confirmed: { fr: [], en: [lead] },
      }),
    ).toEqual({
      fr: [],
      en: [title],
    });
  });

  it("asks nothing when both languages changed together, and keeps earlier reviews", () => {
    const before = home();
    const after = home((w) => {
      w.fr[title] = "Nouveau";
      w.en[title] = "New";
      w.en[lead] = "New lead";
    });
    expect(nextReviews({ before, after, toReview: { fr: ["pages.home.cta.title"], en: [] }, confirmed: none })).toEqual(
      { fr: [lead, "pages.home.cta.title"], en: [] },
    );
  });

  it("lists fields in their order, and drops paths that are not fields", () => {
    const before = home();
    const after = home((w) => {
      w.fr["pages.home.cta.button"] = "Go";
      w.fr[title] = "Titre";
      w.fr["pages.home.meta.title"] = "Méta";
    });
    expect(nextReviews({ before, after, toReview: { fr: [], en: ["not.a.field"] }, confirmed: none })).toEqual({
      fr: [],
      en: ["pages.home.meta.title", title, "pages.home.cta.button"],
    });
  });
});

describe("changedPaths", () => {
  it("lists the fields whose French or English changed, in field order", () => {
    const before = home();
    const after = home((w) => {
      w.en["pages.home.cta.text"] = "Changed";
      w.fr[title] = "Changé";
    });
    expect(changedPaths(before, after)).toEqual([title, "pages.home.cta.text"]);
    expect(changedPaths(before, home())).toEqual([]);
  });
});

describe("typeset", () => {
  it("keeps a text far past its budget as typed, to be refused as too long (a body's worth is not typeset)", () => {
    const path = "pages.privacy.sections.0.paragraphs.0";
    const pasted = `${"Voir https://exemple.ca/page?x=1 : ".repeat(30_000)}fin !`;
    const words = { fr: { ...originalWords("privacy").fr, [path]: pasted }, en: originalWords("privacy").en };
    const typeset_ = typeset("privacy", words);
    expect(typeset_.fr[path]).toBe(pasted);
    expect(checkDraft("privacy", typeset_).fr?.[path]).toBe("tooLong");
  });

  it("applies French typography to French fields only, link targets left as typed", () => {
    const words = originalWords("privacy");
    words.fr["pages.privacy.title"] = "Vos droits ?";
    words.fr[paragraph] = "Voyez [la page](https://exemple.ca/?a=1:2) : 40%";
    words.en["pages.privacy.title"] = "Your rights ?";
    const set = typeset("privacy", words);
    expect(set.fr["pages.privacy.title"]).toBe("Vos droits\u202f?");
    expect(set.fr[paragraph]).toBe("Voyez [la page](https://exemple.ca/?a=1:2)\u00a0: 40\u00a0%");
    expect(set.en["pages.privacy.title"]).toBe("Your rights ?");
    expect(words.fr["pages.privacy.title"]).toBe("Vos droits ?");
  });

  it("leaves an e-mail field as typed, in French too: what is refused is what was typed", () => {
    const words = originalWords("footer");
    words.fr["common.footer.addresses.support"] = "soutien ?";
    expect(typeset("footer", words).fr["common.footer.addresses.support"]).toBe("soutien ?");
  });

  it("changes nothing in today's words", () => {
    for (const key of sitePageKeys) expect(typeset(key, originalWords(key))).toEqual(originalWords(key));
  });
});

describe("the home hero's image text", () => {
  const alt = "pages.home.hero.image.alt";

  it("is a plain field of the home page, empty today: the drawn artwork is decorative", () => {
    expect(originalWords("home").fr[alt]).toBe("");
    expect(originalWords("home").en[alt]).toBe("");
    // Today's words publish as they are, the empty text with them.
    expect(checkPublication("home", originalWords("home"))).toEqual({});
    expect(checkPublication("home", originalWords("home"), { image: false })).toEqual({});
  });

  it("is required in both languages once an image is set, in a draft too", () => {
    const words = originalWords("home");
    words.fr[alt] = "Une conseillère à son bureau";
    expect(checkDraft("home", words, { image: true })).toEqual({ en: { [alt]: "altEmpty" } });
    expect(checkPublication("home", words, { image: true })).toEqual({ en: { [alt]: "altEmpty" } });
    words.en[alt] = "   ";
    words.fr[alt] = "";
    expect(checkDraft("home", words, { image: true })).toEqual({
      fr: { [alt]: "altEmpty" },
      en: { [alt]: "altEmpty" },
    });
    words.fr[alt] = "Une conseillère";
    words.en[alt] = "An advisor";
    expect(checkPublication("home", words, { image: true })).toEqual({});
  });

  it("is checked as any text: no markup, within its budget, and typeset in French", () => {
    const words = originalWords("home");
    words.fr[alt] = "<img src=x>";
    words.en[alt] = "a".repeat(10).concat(" ").repeat(20);
    expect(checkDraft("home", words)).toEqual({ fr: { [alt]: "markup" }, en: { [alt]: "tooLong" } });
    words.fr[alt] = "Une conseillère : « 15 h » gagnées";
    expect(typeset("home", words).fr[alt]).toBe("Une conseillère\u00a0: «\u00a015\u00a0h\u00a0» gagnées");
  });
});
