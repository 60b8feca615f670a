import type { Lang } from "#common/site/pages.ts";
import { en } from "./en";
import { fr } from "./fr";
import type { Dictionary } from "./types";

/**
 * Server-only: route loaders pick the strings a page needs, so the dictionaries never ship as JavaScript.
 * These are the words as built; a page's loader reads them as published, through its request's context
 * (`pageText` and `siteWords` in server/http/context.server.ts, decision 112).
 */
export const dictionaries: Record<Lang, Dictionary> = { fr, en };
