/**
 * The route table: every page once, with its French and English paths.
 * Routes, navigation, footer, language toggle, sitemap and tests all read it.
 */
export const languages = ["fr", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "fr";

type PageDef = {
  id: string;
  fr: string;
  en: string;
  module: string;
  /** False for a page rendered on each request instead of at build time. */
  prerender?: false;
};

export const pages = [
  { id: "home", fr: "/", en: "/en", module: "routes/home.tsx" },
  { id: "webApp", fr: "/application-web", en: "/en/web-application", module: "routes/web-application.tsx" },
  {
    id: "services",
    fr: "/services-professionnels",
    en: "/en/professional-services",
    module: "routes/professional-services.tsx",
  },
  { id: "advisors", fr: "/conseillers", en: "/en/advisors", module: "routes/advisors.tsx" },
  { id: "mga", fr: "/agents-generaux", en: "/en/general-agents", module: "routes/general-agents.tsx" },
  { id: "about", fr: "/a-propos", en: "/en/about", module: "routes/about.tsx" },
  { id: "contact", fr: "/contact", en: "/en/contact", module: "routes/contact.tsx", prerender: false },
  { id: "booking", fr: "/rendez-vous", en: "/en/book-a-demo", module: "routes/booking.tsx", prerender: false },
  // The resource lists read what the team published (decision 033): rendered per request.
  { id: "resources", fr: "/ressources", en: "/en/resources", module: "routes/resources.tsx", prerender: false },
  { id: "guides", fr: "/guides", en: "/en/guides", module: "routes/resources.tsx", prerender: false },
  { id: "webinars", fr: "/webinaires", en: "/en/webinars", module: "routes/resources.tsx", prerender: false },
  { id: "conferences", fr: "/conferences", en: "/en/conferences", module: "routes/coming-soon.tsx" },
  {
    id: "caseStudies",
    fr: "/etudes-de-cas",
    en: "/en/case-studies",
    module: "routes/resources.tsx",
    prerender: false,
  },
  { id: "newsletter", fr: "/infolettre", en: "/en/newsletter", module: "routes/newsletter.tsx", prerender: false },
  { id: "privacy", fr: "/confidentialite", en: "/en/privacy", module: "routes/legal.tsx" },
  { id: "terms", fr: "/conditions-utilisation", en: "/en/terms", module: "routes/legal.tsx" },
  { id: "cookies", fr: "/temoins", en: "/en/cookies", module: "routes/legal.tsx" },
] as const satisfies readonly PageDef[];

export type Page = (typeof pages)[number];
export type PageId = Page["id"];
export type ComingSoonId = Extract<Page, { module: "routes/coming-soon.tsx" }>["id"];
export type LegalId = Extract<Page, { module: "routes/legal.tsx" }>["id"];
export type ResourceListId = Extract<Page, { module: "routes/resources.tsx" }>["id"];

const byId = new Map<string, Page>(pages.map((page) => [page.id, page]));
const byPath = new Map<string, { page: Page; lang: Lang }>(
  pages.flatMap((page) => languages.map((lang) => [page[lang], { page, lang }] as const)),
);

export function pathOf(id: PageId, lang: Lang): string {
  return (byId.get(id) as Page)[lang];
}

/** The page at an exact canonical path, if any. */
export function pageAt(pathname: string): { page: Page; lang: Lang } | undefined {
  // React Router 8's prerenderer asks for `/a-propos/` and hands loaders that path as it came; a visitor
  // asking for it is redirected to the canonical address first (server/http/app.server.ts).
  return byPath.get(pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname);
}

/** The language area a path belongs to, whether or not a page lives there. */
export function langOfPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "fr";
}

export function otherLang(lang: Lang): Lang {
  return lang === "fr" ? "en" : "fr";
}

/** Every canonical page path, in both languages: the prerender list and the sitemap. */
export function allPaths(): string[] {
  return pages.flatMap((page) => languages.map((lang) => page[lang]));
}

/** The pages built to static HTML: all of them but those that must render per request. */
export function prerenderedPaths(): string[] {
  return pages.flatMap((page) => ("prerender" in page ? [] : languages.map((lang) => page[lang])));
}

export const htmlLang: Record<Lang, string> = { fr: "fr-CA", en: "en-CA" };

/**
 * The back office lives under this prefix, outside the page table: rendered per request, never
 * prerendered nor in the sitemap. The root reads it to leave out the public header and footer.
 */
export const adminBase = "/admin";
export const adminLayoutId = "admin";

export function isAdminPath(pathname: string): boolean {
  return pathname === adminBase || pathname.startsWith(`${adminBase}/`);
}
