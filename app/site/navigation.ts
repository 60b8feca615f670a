import type { Dictionary } from "../content/types";
import type { PageId } from "./pages";

type NavLabel = keyof Dictionary["common"]["nav"]["items"];
/** A menu entry: a page to link to, or a label alone when nothing exists yet. */
export type NavEntry = { label: NavLabel; page?: PageId; comingSoon?: boolean };

export const menus = {
  solutions: [
    { label: "webApp", page: "webApp" },
    { label: "services", page: "services" },
    { label: "advisors", page: "advisors" },
    { label: "mga", page: "mga" },
  ],
  resources: [
    { label: "guides", page: "guides" },
    { label: "webinars", page: "webinars" },
    { label: "conferences", page: "conferences", comingSoon: true },
    { label: "caseStudies", page: "caseStudies" },
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
