import type { RequestHandler } from "express";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { languages } from "#common/site/pages.ts";

/**
 * A member's private calendar feed (decision 028) is an Express route rather than a React Router
 * resource route: it renders no page, sits outside both languages' paths, and needs none of the
 * page machinery (nonce, layout, error page); the token in its path is the only key.
 */
export const calendarFeedRoute = "/calendar-feed/:token.ics";

export function calendarFeedPath(token: string): string {
  return `/calendar-feed/${token}.ics`;
}

/** The feed path with its token hidden, for the request log. */
export function withoutFeedToken(path: string): string {
  return path.startsWith("/calendar-feed/") ? "/calendar-feed/….ics" : path;
}

const notFound = languages.map((lang) => adminDictionaries[lang].calendars.feed.notFound).join("\n");

export function calendarFeedHandler(feed: (token: string) => Promise<string | undefined>): RequestHandler {
  return async (req, res) => {
    const text = await feed(String(req.params.token ?? ""));
    res.set({ "cache-control": "private, no-store", "x-robots-tag": "noindex" });
    if (text === undefined) return void res.status(404).type("text/plain").send(notFound);
    res.type("text/calendar; charset=utf-8").send(text);
  };
}
