/**
 * The absolute origin for canonical URLs, sitemaps and social cards. Prerendering bakes it into the
 * HTML, so it is read at build time as well as at run time.
 */
export const siteUrl = (process.env.SITE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
