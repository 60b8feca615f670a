import type { Lang } from "#common/site/pages.ts";
import { en } from "./en";
import { fr } from "./fr";
import type { AdminDictionary } from "./types";

/** Server-only: back-office loaders pick what their page shows; none of it reaches the public bundles. */
export const adminDictionaries: Record<Lang, AdminDictionary> = { fr, en };
