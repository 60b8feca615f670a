import type { Dictionary } from "#common/content/types.ts";
import type { ResourceKind } from "#common/resources/kinds.ts";
import type { PageId } from "#common/site/pages.ts";

type NavLabel = keyof Dictionary["common"]["nav"]["items"];
/**
 * A menu entry: a page to link to, or a label alone when nothing exists yet. An entry for a kind of
 * resource says « Bientôt » while nothing of that kind is published in the page's language (decision 037).
 */
export type NavEntry = { label: NavLabel; page?: PageId; comingSoon?: boolean; kind?: ResourceKind };

export const menus = {
  solutions: [
    { label: "webApp", page: "webApp" },
    { label: "services", page: "services" },
    { label: "advisors", page: "advisors" },
    { label: "mga", page: "mga" },
  ],
  resources: [
    { label: "guides", page: "guides", kind: "guide" },
    { label: "webinars", page: "webinars", kind: "webinar" },
    { label: "conferences", page: "conferences", comingSoon: true },
    { label: "caseStudies", page: "caseStudies", kind: "case-study" },
  ],
  about: [
    { label: "aboutUs", page: "about" },
    { label: "careers", comingSoon: true },
    { label: "press", comingSoon: true },
    { label: "contactUs", page: "contact" },
  ],
} as const satisfies Record<string, readonly NavEntry[]>;

export type MenuId = keyof typeof menus;

export const footerLinks = {
  solutions: ["webApp", "services", "advisors", "mga"],
  company: ["about", "resources", "newsletter", "contact"],
  legal: ["privacy", "terms", "cookies"],
} as const satisfies Record<string, readonly PageId[]>;
