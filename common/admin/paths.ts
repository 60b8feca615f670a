import { adminBase } from "#common/site/pages.ts";

export { adminBase, adminLayoutId, isAdminPath } from "#common/site/pages.ts";

/** The back office's addresses. */

export const adminPaths = {
  home: adminBase,
  signIn: `${adminBase}/sign-in`,
  signInCode: `${adminBase}/sign-in/code`,
  signOut: `${adminBase}/sign-out`,
  setup: `${adminBase}/setup`,
  account: `${adminBase}/account`,
  confirm: `${adminBase}/confirm`,
  leads: `${adminBase}/leads`,
  leadsExport: `${adminBase}/leads/export`,
  privacy: `${adminBase}/privacy`,
  privacyExport: `${adminBase}/privacy/export`,
  users: `${adminBase}/users`,
  audit: `${adminBase}/audit`,
  outbox: `${adminBase}/outbox`,
  analytics: `${adminBase}/analytics`,
  analyticsExport: `${adminBase}/analytics/export`,
  analyticsFunnels: `${adminBase}/analytics/funnels`,
  weeklyReportStop: `${adminBase}/weekly-report/stop`,
  meetings: `${adminBase}/meetings`,
  availability: `${adminBase}/availability`,
  audience: `${adminBase}/audience`,
  newsletterExport: `${adminBase}/audience/newsletter.csv`,
  registrantsExport: `${adminBase}/audience/registrants.csv`,
  resources: `${adminBase}/resources`,
  resourceNew: `${adminBase}/resources/new`,
  meetingTypes: `${adminBase}/meeting-types`,
  status: `${adminBase}/status`,
  newsletter: `${adminBase}/newsletter`,
  newsletterNew: `${adminBase}/newsletter/new`,
  sitePages: `${adminBase}/site-pages`,
} as const;

/** One site page's editor (issue 55), and its preview: the real page with the newest words, in one language. */
export function sitePagePath(key: string): string {
  return `${adminPaths.sitePages}/${key}`;
}

export function sitePagePreviewPath(key: string, lang: "fr" | "en"): string {
  return `${adminPaths.sitePages}/${key}/preview/${lang}`;
}

/** One lead's page. */
export function leadPath(id: number): string {
  return `${adminPaths.leads}/${id}`;
}

/** The one-time link a new or reset account is set up with. */
export function setupLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}${adminPaths.setup}?token=${token}`;
}

/** A held or sent message's HTML part, on its own for the outbox screen's frame (decision 104). */
export function outboxEmailPath(id: number): string {
  return `${adminPaths.outbox}/${id}/email.html`;
}

/** A newsletter issue's page, and its email's previews (decision 078). */
export function newsletterIssuePath(id: number | "new"): string {
  return `${adminPaths.newsletter}/${id}`;
}

export function newsletterPreviewPath(id: number, format: "html" | "text"): string {
  return `${adminPaths.newsletter}/${id}/${format === "html" ? "email.html" : "email.txt"}`;
}
