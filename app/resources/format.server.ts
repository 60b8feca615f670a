import { dictionaries } from "#common/content/dictionary.server.ts";
import type { ResourceText } from "#common/content/types.ts";
import { site } from "#common/site/config.ts";
import { formatMessage } from "#common/site/message.ts";
import { htmlLang, type Lang } from "#common/site/pages.ts";
import { resourcePath } from "#common/site/resource-paths.ts";
import type { Resource } from "#server/resources/resource.server.ts";

export function formatDay(at: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(htmlLang[lang], { dateStyle: "long", timeZone: site.timeZone }).format(at);
}

/** A webinar's start on its own zone's clock, with the zone named. */
export function formatWebinarStart(at: Date, timeZone: string, lang: Lang): string {
  return new Intl.DateTimeFormat(htmlLang[lang], {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(at);
}

/**
 * The one date a card shows, named: a webinar's session, or when anything else was published. A
 * webinar's card showed both, unlabelled (issue 46, item 19).
 */
function cardDate(item: Resource, lang: Lang, t: ResourceText): { label: string; text: string; iso: string } {
  if (item.kind === "webinar" && item.startsAt && item.timeZone) {
    const text = formatWebinarStart(item.startsAt, item.timeZone, lang);
    return { label: t.webinar.session, text, iso: item.startsAt.toISOString() };
  }
  const at = item.publishAt ?? item.createdAt;
  return { label: t.published, text: formatDay(at, lang), iso: at.toISOString() };
}

/** What a list shows of an item: plain strings, formatted on the server so hydration matches. */
export function listEntry(item: Resource, lang: Lang, t: ResourceText) {
  return {
    id: item.id,
    href: resourcePath(lang, item.slug),
    title: item.title,
    summary: item.summary,
    kind: t.kinds[item.kind],
    date: cardDate(item, lang, t),
  };
}

export type ListEntry = ReturnType<typeof listEntry>;

/**
 * What an item's page shows of it above and in its body, formatted on the server: the public page
 * and the editor's preview of a draft (issue 46, item 17) build it the same way. A draft is dated now.
 */
export function articleOf(
  item: Pick<Resource, "kind" | "title" | "summary" | "author" | "illustrative"> & {
    publishAt?: Date | null;
    createdAt?: Date;
  },
  lang: Lang,
  /** The body as rendered and sanitized (server/resources/render.server.ts), and its reading time. */
  body: { html: string; minutes: number },
) {
  const at = item.publishAt ?? item.createdAt ?? new Date();
  return {
    title: item.title,
    summary: item.summary,
    author: item.author,
    kind: dictionaries[lang].pages.resources.text.kinds[item.kind],
    date: formatDay(at, lang),
    isoDate: at.toISOString(),
    readingTime: formatMessage(dictionaries[lang].pages.resources.text.readingTime, lang, { n: body.minutes }),
    illustrative: item.kind === "case-study" && item.illustrative,
    html: body.html,
  };
}

/** A webinar's box on its page: when, on its own zone's clock, and for how long. */
export function webinarBox(
  webinar: { startsAt: Date; timeZone: string; lengthMinutes: number; replayUrl: string | null },
  lang: Lang,
) {
  return {
    when: formatWebinarStart(webinar.startsAt, webinar.timeZone, lang),
    length: formatMessage(dictionaries[lang].pages.resources.text.webinar.length, lang, { n: webinar.lengthMinutes }),
    replayUrl: webinar.replayUrl,
  };
}
