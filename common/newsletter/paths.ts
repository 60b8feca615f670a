import { slugFromTitle } from "#common/resources/editor.ts";
import { type Lang, languages, pathOf } from "#common/site/pages.ts";
import { feedFile } from "#common/site/resource-paths.ts";

/**
 * The newsletter's pages beyond the route table's: the confirmation page a confirmation email links
 * to, and the unsubscribe page every newsletter email links to. Their token rides in the query, which
 * the request log leaves out.
 */
const segments: Record<Lang, { confirm: string; unsubscribe: string }> = {
  fr: { confirm: "confirmer", unsubscribe: "desabonnement" },
  en: { confirm: "confirm", unsubscribe: "unsubscribe" },
};

export type NewsletterPage = keyof (typeof segments)["fr"];

export function newsletterPath(page: NewsletterPage, lang: Lang): string {
  return `${pathOf("newsletter", lang)}/${segments[lang][page]}`;
}

export function newsletterLink(page: NewsletterPage, lang: Lang, token: string): string {
  return `${newsletterPath(page, lang)}?token=${encodeURIComponent(token)}`;
}

/** Every path a newsletter form posts to: the signup page, the confirmation button, one-click unsubscribe. */
export const newsletterPostPaths: ReadonlySet<string> = new Set(
  languages.flatMap((lang) => [
    pathOf("newsletter", lang),
    newsletterPath("confirm", lang),
    newsletterPath("unsubscribe", lang),
  ]),
);

/** A sent issue's page in the web archive (decision 078): its id, then its subject as words. */
export function newsletterArchivePath(lang: Lang, id: number, subject: string): string {
  return `${pathOf("newsletter", lang)}/${archiveSlug(id, subject)}`;
}

export function archiveSlug(id: number, subject: string): string {
  const words = slugFromTitle(subject);
  return words ? `${id}-${words}` : String(id);
}

/** The issue an archive address names, by its leading id; undefined for any other address. */
export function archiveIdOf(slug: string): number | undefined {
  const match = /^([1-9]\d{0,11})(?:-[a-z0-9-]*)?$/.exec(slug);
  return match ? Number(match[1]) : undefined;
}

/** The web archive's Atom feed, beside the newsletter page. */
export function newsletterFeedPath(lang: Lang): string {
  return `${pathOf("newsletter", lang)}/${feedFile[lang]}`;
}

/** The first-party redirect a newsletter link goes through, to count it (issue, link, day only). */
export function newsletterClickPath(issueId: number, link: number): string {
  return `${pathOf("newsletter", "fr")}/lien/${issueId}/${link}`;
}
