import { describe, expect, it } from "vitest";
import { fieldsOf, originalWords, sitePageKeys } from "./fields.ts";
import { frenchTypography, withoutUntouchable } from "./french-typography.ts";

const nbsp = "\u00a0";
const narrow = "\u202f";

describe("frenchTypography", () => {
  it("puts a narrow no-break space before ; ! ? and a no-break space before :, for an ordinary space or none", () => {
    expect(frenchTypography("Prêt ? Oui ! Bien ; et : voilà")).toBe(
      `Prêt${narrow}? Oui${narrow}! Bien${narrow}; et${nbsp}: voilà`,
    );
    expect(frenchTypography("Prêt? Oui! Bien; et: voilà")).toBe(
      `Prêt${narrow}? Oui${narrow}! Bien${narrow}; et${nbsp}: voilà`,
    );
    expect(frenchTypography("Vraiment   ?")).toBe(`Vraiment${narrow}?`);
  });

  it("keeps a no-break space already there, of either width, as today's dictionaries write them", () => {
    for (const text of [`Prêt${nbsp}?`, `Prêt${narrow}?`, `Oups${nbsp}!`, `Exemple${nbsp}: 514`, `Note${narrow}:`]) {
      expect(frenchTypography(text)).toBe(text);
    }
  });

  it("puts a no-break space inside « »", () => {
    expect(frenchTypography("la case « Confirmer »")).toBe(`la case «${nbsp}Confirmer${nbsp}»`);
    expect(frenchTypography("la case «Confirmer»")).toBe(`la case «${nbsp}Confirmer${nbsp}»`);
    expect(frenchTypography("«  Là  », dit-il")).toBe(`«${nbsp}Là${nbsp}», dit-il`);
  });

  it("writes hours and percentages with a no-break space", () => {
    expect(frenchTypography("15h")).toBe(`15${nbsp}h`);
    expect(frenchTypography("15 h")).toBe(`15${nbsp}h`);
    expect(frenchTypography("de 9 h à 17h30.")).toBe(`de 9${nbsp}h à 17${nbsp}h${nbsp}30.`);
    expect(frenchTypography("à 15 h 30, puis")).toBe(`à 15${nbsp}h${nbsp}30, puis`);
    expect(frenchTypography("10+ h")).toBe(`10+${nbsp}h`);
    expect(frenchTypography("40%")).toBe(`40${nbsp}%`);
    expect(frenchTypography("+25 % et 2,5%")).toBe(`+25${nbsp}% et 2,5${nbsp}%`);
  });

  it("ends an address before the sentence's own mark", () => {
    expect(frenchTypography("Voir https://x.ca/a?b=c!")).toBe(`Voir https://x.ca/a?b=c${narrow}!`);
  });

  it("leaves alone what is not an hour, a percentage or a range", () => {
    for (const text of ["5 à 10", "4 à 6 semaines", "24 heures", "en 2026 hier", "A4h", "mp3 %", "15h3", "le h seul"]) {
      expect(frenchTypography(text)).toBe(text);
    }
  });

  it("leaves addresses, a link's target, inline code, entities and ratios as typed", () => {
    const url = "https://exemple.ca/page?q=1:2&x=y";
    expect(frenchTypography(`Voir ${url} !`)).toBe(`Voir ${url}${narrow}!`);
    expect(frenchTypography("Écrivez à mailto:info@exemple.ca ou a@b.ca : merci")).toBe(
      `Écrivez à mailto:info@exemple.ca ou a@b.ca${nbsp}: merci`,
    );
    expect(frenchTypography('Lisez [la page](https://x.ca/?a=1;b=2 "Titre: ici") !')).toBe(
      `Lisez [la page](https://x.ca/?a=1;b=2 "Titre: ici")${narrow}!`,
    );
    expect(frenchTypography("Tapez `a:b; c?` puis")).toBe("Tapez `a:b; c?` puis");
    expect(frenchTypography("Un ratio 1:2 et 10:30")).toBe("Un ratio 1:2 et 10:30");
    expect(frenchTypography("A &amp; B")).toBe("A &amp; B");
    expect(frenchTypography("www.exemple.ca/?a=b")).toBe("www.exemple.ca/?a=b");
  });

  it("does not space a mark after another mark, at a line's start, nor a Markdown image", () => {
    expect(frenchTypography("Quoi ?!")).toBe(`Quoi${narrow}?!`);
    expect(frenchTypography("? au début\n: aussi")).toBe("? au début\n: aussi");
    expect(frenchTypography("Et… ?")).toBe("Et… ?");
    expect(frenchTypography("![image](media:1)")).toBe("![image](media:1)");
  });

  it("is idempotent", () => {
    const samples = [
      "Prêt ? Oui ! « Bien » ; et : voilà, 15h30 et 40%.",
      "Voir https://x.ca/?q=1 ! ou a@b.ca ; [ici](https://y.ca) : `c:d`",
      "«x» 10+h, 9 h à 17 h (HE) ?!",
      "",
    ];
    for (const text of samples) {
      const once = frenchTypography(text);
      expect(frenchTypography(once)).toBe(once);
    }
  });

  it("changes nothing in today's French words, so publishing them as they are changes nothing", () => {
    let count = 0;
    for (const key of sitePageKeys) {
      const { fr } = originalWords(key);
      for (const { path } of fieldsOf(key)) {
        const text = fr[path] as string;
        expect({ path, text: frenchTypography(text) }).toEqual({ path, text });
        count++;
      }
    }
    expect(count).toBeGreaterThan(400);
  });
});

describe("withoutUntouchable", () => {
  it("blanks addresses and link targets, keeps the words", () => {
    expect(withoutUntouchable("Voir [ici](https://x.ca/a) ou https://y.ca et a@b.ca.").split(/\s+/)).toEqual([
      "Voir",
      "[ici",
      "ou",
      "et",
      ".",
    ]);
  });
});

describe("frenchTypography on a long paste", () => {
  it("leaves an address alone however long it is, and still sets the spaces after it", () => {
    const pasted = `https://exemple.ca/${"a".repeat(200_000)} Fin !`;
    expect(frenchTypography(pasted).endsWith("Fin\u202f!")).toBe(true);
  });
});
