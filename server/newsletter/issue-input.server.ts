import { z } from "zod";
import type { IssueTyped } from "#common/admin/forms/newsletter-issue.ts";
import { type Lang, languages } from "#common/site/pages.ts";
import { editorTimeZone, instantOn } from "#server/resources/input.server.ts";
import type { IssueInput } from "./issue.server";

/** The editor's fields a refused form can name, in the page's order; the dictionaries have a message for each. */
export type IssueField = "lang" | "subject" | "preview" | "body" | "resources" | "translation" | "scheduleAt";

const schema = z.object({
  lang: z.enum(languages),
  subject: z.string().trim().min(1).max(200),
  preview: z.string().trim().max(200),
  body: z.string().trim().min(1).max(50_000),
  resources: z.array(z.coerce.number().int().positive()).max(12),
  translation: z.union([z.literal(""), z.coerce.number().int().positive()]),
});

/**
 * An issue's form, read whole: every field in error at once. `translatable` is every other issue with
 * its language: the translation must be one of them, in the other language (decision 081).
 */
export function parseIssueForm(
  typed: Omit<IssueTyped, "scheduleAt">,
  featurable: ReadonlyMap<number, Lang>,
  translatable: ReadonlyMap<number, Lang>,
): { ok: true; value: IssueInput } | { ok: false; errors: IssueField[] } {
  const parsed = schema.safeParse(typed);
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => issue.path[0] as IssueField));
    return {
      ok: false,
      errors: (["lang", "subject", "preview", "body", "resources", "translation"] as const).filter((f) =>
        fields.has(f),
      ),
    };
  }
  const { resources, translation, ...rest } = parsed.data;
  const errors: IssueField[] = [];
  // A card in the other language would be left out of every copy without a word: refused instead.
  if (resources.some((id) => featurable.get(id) !== rest.lang)) errors.push("resources");
  const translationLang = translation === "" ? undefined : translatable.get(translation);
  if (translation !== "" && (translationLang === undefined || translationLang === rest.lang))
    errors.push("translation");
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { ...rest, resourceIds: [...new Set(resources)], translationId: translation === "" ? null : translation },
  };
}

/**
 * When to send: empty is now; otherwise a `datetime-local` on Montréal's clock (read by @date-fns/tz),
 * which must be in the future.
 */
export function parseSendAt(value: string, now: Date): Date | "invalid" {
  if (value.trim() === "") return now;
  const at = instantOn(value.trim(), editorTimeZone);
  if (!at || at.getTime() <= now.getTime()) return "invalid";
  return at;
}
