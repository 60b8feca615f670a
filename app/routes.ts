import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { adminLayoutId } from "#common/admin/paths.ts";
import { calendarFile, confirmationPattern } from "#common/booking/paths.ts";
import { newsletterFeedPath, newsletterPath } from "#common/newsletter/paths.ts";
import { languages, pages, pathOf } from "#common/site/pages.ts";
import { feedFile, requestSteps } from "#common/site/resource-paths.ts";

/**
 * The back office: rendered on each request (never in the prerender list or the sitemap, which
 * read `pages`), in a layout of its own. A new back-office page adds its route here.
 */
const admin = prefix("admin", [
  layout("routes/admin/layout.tsx", { id: adminLayoutId }, [
    index("routes/admin/home.tsx"),
    route("sign-in", "routes/admin/sign-in.tsx"),
    route("sign-in/code", "routes/admin/sign-in-code.tsx"),
    route("sign-out", "routes/admin/sign-out.tsx"),
    route("setup", "routes/admin/setup.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("confirm", "routes/admin/confirm.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("outbox/:id", "routes/admin/outbox-message.tsx"),
    route("outbox/:id/email.html", "routes/admin/outbox-email.ts"),
    route("leads", "routes/admin/leads.tsx"),
    route("leads/export", "routes/admin/leads-export.ts"),
    route("leads/:id", "routes/admin/lead.tsx"),
    route("privacy", "routes/admin/privacy.tsx"),
    route("privacy/export", "routes/admin/privacy-export.ts"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("analytics/export", "routes/admin/analytics-export.ts"),
    route("analytics/funnels", "routes/admin/analytics-funnels.tsx"),
    route("weekly-report/stop", "routes/admin/weekly-report-stop.tsx"),
    route("meetings", "routes/admin/meetings.tsx"),
    route("availability", "routes/admin/availability.tsx"),
    route("audience", "routes/admin/audience.tsx"),
    route("audience/newsletter.csv", "routes/admin/newsletter-export.ts"),
    route("audience/registrants.csv", "routes/admin/registrants-export.ts"),
    route("resources", "routes/admin/resources.tsx"),
    route("resources/:id", "routes/admin/resource.tsx"),
    route("site-pages", "routes/admin/site-pages.tsx"),
    route("site-pages/:key", "routes/admin/site-page.tsx"),
    route("site-pages/:key/preview/:lang", "routes/admin/site-page-preview.ts"),
    route("meeting-types", "routes/admin/meeting-types.tsx"),
    route("status", "routes/admin/status.tsx"),
    route("newsletter", "routes/admin/newsletter.tsx"),
    route("newsletter/:id", "routes/admin/newsletter-issue.tsx"),
    route("newsletter/:id/email.html", "routes/admin/newsletter-preview.ts", { id: "admin.newsletter.html" }),
    route("newsletter/:id/email.txt", "routes/admin/newsletter-preview.ts", { id: "admin.newsletter.text" }),
    route("*", "routes/admin/not-found.tsx", { id: "admin.not-found" }),
  ]),
]);

/** A booked meeting's page and its calendar file, reached from the links in its emails. */
const booking = languages.flatMap((lang) => [
  route(confirmationPattern(lang), "routes/booking-confirmation.tsx", { id: `booking.confirmation.${lang}` }),
  route(`${confirmationPattern(lang)}/${calendarFile}`, "routes/booking-calendar.ts", {
    id: `booking.calendar.${lang}`,
  }),
]);

/** The newsletter's confirmation and unsubscribe pages, reached from its emails (decision 034). */
const newsletter = [
  // The counting redirect of its issues' links, one for both languages (decision 078).
  route(`${pathOf("newsletter", "fr")}/lien/:issue/:link`, "routes/newsletter-link.ts"),
  ...languages.flatMap((lang) => [
    route(newsletterPath("confirm", lang), "routes/newsletter-confirm.tsx", { id: `newsletter.confirm.${lang}` }),
    route(newsletterPath("unsubscribe", lang), "routes/newsletter-unsubscribe.tsx", {
      id: `newsletter.unsubscribe.${lang}`,
    }),
    // Each sent issue's page in the web archive, and its feed (decision 078).
    route(newsletterFeedPath(lang), "routes/newsletter-feed.ts", { id: `newsletter.feed.${lang}` }),
    route(`${pathOf("newsletter", lang)}/:slug`, "routes/newsletter-archive.tsx", { id: `newsletter.archive.${lang}` }),
  ]),
];
/** Published resources (decision 033): each item under its language's list, its feed, files and the sitemap. */
const resources = [
  ...languages.flatMap((lang) => [
    route(`${pathOf("resources", lang)}/${feedFile[lang]}`, "routes/resource-feed.ts", {
      id: `resources.feed.${lang}`,
    }),
    route(`${pathOf("resources", lang)}/:slug`, "routes/resource.tsx", { id: `resources.item.${lang}` }),
    route(`${pathOf("resources", lang)}/:slug/pdf`, "routes/resource-pdf.ts", { id: `resources.pdf.${lang}` }),
    ...(["webinar", "guide"] as const).map((kind) =>
      route(`${pathOf("resources", lang)}/:slug/${requestSteps[kind][lang]}`, "routes/resource-request.tsx", {
        id: `resources.request.${kind}.${lang}`,
      }),
    ),
  ]),
  route("media/:file", "routes/resource-media.ts"),
  route("page-images/:file", "routes/page-image.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
];

export default [
  ...pages.flatMap((page) => languages.map((lang) => route(page[lang], page.module, { id: `${page.id}.${lang}` }))),
  ...booking,
  ...newsletter,
  ...resources,
  ...admin,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
