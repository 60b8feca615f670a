import type { MetaDescriptor } from "react-router";
import type { Meta } from "#common/content/types.ts";
import { socialCardPath } from "#common/site/brand.ts";
import { site } from "#common/site/config.ts";
import { htmlLang, type Lang, langOfPath, languages, pageAt } from "#common/site/pages.ts";

type RootMatch = { id: string; loaderData: unknown } | undefined;

/** The origin comes from the root loader, which reads SITE_URL on the server. */
function originOf(matches: readonly RootMatch[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/**
 * The organization's address in the structured data: the footer's appointments address as published
 * (the root loader's live words), so search engines read the one the pages show; site.emails' before.
 */
function organizationEmail(matches: readonly RootMatch[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { common?: { footer?: { addresses?: { appointments?: string } } } }
    | undefined;
  return root?.common?.footer?.addresses?.appointments ?? site.emails.appointments;
}

/** The social card every page names (made at build, and again when the home page is published). */
export const ogImage = socialCardPath;

/** The site's icon, the logo mark, as an SVG and the PNGs rendered from it at build (scripts/icons.ts). */
export const icons = {
  logo: "/generated/logo.svg",
  favicon: { href: "/generated/favicon-32.png", size: 32 },
  appleTouch: { href: "/generated/apple-touch-icon.png", size: 180 },
} as const;

/** Title, description, social cards: what every page carries, whatever its kind. */
function socialTags(meta: Meta, url: string, lang: Lang, origin: string, type = "website"): MetaDescriptor[] {
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: htmlLang[lang].replace("-", "_") },
    { property: "og:image", content: `${origin}${ogImage(lang)}` },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: `${origin}${ogImage(lang)}` },
  ];
}

/** Title, description, canonical URL, hreflang twins, social cards and JSON-LD for one page. */
export function pageMeta(meta: Meta, pathname: string, matches: readonly RootMatch[]): MetaDescriptor[] {
  const origin = originOf(matches);
  const lang = langOfPath(pathname);
  const page = pageAt(pathname)?.page;
  const url = `${origin}${pathname}`;
  const tags = socialTags(meta, url, lang, origin);
  if (!page) return [...tags, { name: "robots", content: "noindex" }];
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    ...languages.map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: htmlLang[other],
      href: `${origin}${page[other]}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${page.fr}` },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: site.name,
        legalName: site.legalName,
        url: `${origin}/`,
        logo: `${origin}${icons.logo}`,
        email: organizationEmail(matches),
        sameAs: Object.values(site.social),
        areaServed: "CA",
      },
    },
  ];
}

/**
 * A published resource (decision 033): its canonical URL, hreflang only to the languages it exists
 * in (itself and a published translation), an article's social card, and its JSON-LD (`Article`,
 * or `Event` for a webinar), whose absolute URLs are made here from the site's origin.
 */
export function resourceMeta(
  meta: Meta,
  pathname: string,
  matches: readonly RootMatch[],
  { alternates, jsonLd }: { alternates: { lang: Lang; path: string }[]; jsonLd: Record<string, unknown> },
): MetaDescriptor[] {
  const origin = originOf(matches);
  const lang = langOfPath(pathname);
  const url = `${origin}${pathname}`;
  const french = alternates.find((each) => each.lang === "fr") ?? alternates[0];
  return [
    ...socialTags(meta, url, lang, origin, "article"),
    { tagName: "link", rel: "canonical", href: url },
    ...(alternates.length > 1
      ? [
          ...alternates.map((each) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: htmlLang[each.lang],
            href: `${origin}${each.path}`,
          })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${french?.path}` },
        ]
      : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        ...jsonLd,
        url,
        mainEntityOfPage: url,
        inLanguage: htmlLang[lang],
        image: `${origin}${ogImage(lang)}`,
        publisher: { "@type": "Organization", name: site.name, url: `${origin}/`, logo: `${origin}${icons.logo}` },
      },
    },
  ];
}
