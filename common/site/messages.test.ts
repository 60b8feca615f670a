import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { audienceText } from "#common/admin/content/audience.ts";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { newsletterIssuesText } from "#common/admin/content/newsletter-issues.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { errorText } from "#common/content/errors.ts";
import { newsletterText } from "#common/content/newsletter.ts";
import { newsletterIssueText } from "#common/content/newsletter-issue.ts";
import { formatMessage } from "./message";
import { htmlLang, languages } from "./pages";

/** Every string of a dictionary with where it sits, so a broken message names itself. */
function allStrings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => allStrings(inner, `${path}.${key}`));
  }
  return [];
}

describe.each(languages)("every %s message", (lang) => {
  const strings = allStrings(
    {
      site: dictionaries[lang],
      admin: adminDictionaries[lang],
      newsletter: newsletterText[lang],
      newsletterIssue: newsletterIssueText[lang],
      newsletterIssues: newsletterIssuesText[lang],
      audience: audienceText[lang],
      errors: errorText[lang],
    },
    lang,
  );

  it("compiles as ICU MessageFormat", () => {
    const broken = strings.flatMap(([path, text]) => {
      try {
        new IntlMessageFormat(text, htmlLang[lang]);
        return [];
      } catch (error) {
        return [`${path}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it("says its words as written where it takes no values: no apostrophe quotes them away", () => {
    const changed = strings.flatMap(([path, text]) => {
      try {
        const format = new IntlMessageFormat(text, htmlLang[lang]);
        if (format.getAst().some((element) => element.type !== 0)) return [];
        return format.format() === text ? [] : [`${path}: ${text}`];
      } catch {
        return [];
      }
    });
    expect(changed).toEqual([]);
  });
});

describe("a count's message", () => {
  it("is singular in French for 0 and 1, in English for 1 only, with the number written as each language does", () => {
    const fr = adminDictionaries.fr.leads.shown;
    const en = adminDictionaries.en.leads.shown;
    expect(formatMessage(fr, "fr", { count: 0 })).toBe("0\u00a0demande affichée");
    expect(formatMessage(fr, "fr", { count: 1 })).toBe("1\u00a0demande affichée");
    expect(formatMessage(fr, "fr", { count: 1200 })).toBe("1\u00a0200\u00a0demandes affichées");
    expect(formatMessage(en, "en", { count: 0 })).toBe("0 leads shown");
    expect(formatMessage(en, "en", { count: 1 })).toBe("1 lead shown");
    expect(formatMessage(en, "en", { count: 1200 })).toBe("1,200 leads shown");
  });

  it("may leave the number out where one is meant", () => {
    expect(formatMessage(adminDictionaries.en.heldMail.release, "en", { count: 1 })).toBe("Send the held email");
    expect(formatMessage(adminDictionaries.en.heldMail.release, "en", { count: 3 })).toBe("Send the 3 held emails");
  });
});
