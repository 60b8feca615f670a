import { newsletterPostPaths } from "#common/newsletter/paths.ts";
import { memoryRateLimiter } from "#server/http/rate-limit.server.ts";
import { type Ground, type PostRoute, type ServerModule, smallFormBytes } from "#server/module.server.ts";
import { newsletterEmailHandlers } from "./emails.server";
import { NEWSLETTER_ISSUE_EMAIL } from "./issue.server";
import { issueEmailHandlers } from "./issue-handlers.server";
import { createIssues, type Issues } from "./issues.server";
import { createNewsletter, newsletterPrivacySource } from "./newsletter.server";
import { oneClickPaths, oneClickUnsubscribe } from "./one-click.server";
import { createPublicForms, type PublicForms } from "./public-form.server";

/** The signup form, the confirmation button and one-click unsubscribe carry an address and a box, or nothing. */
export const newsletterPosts: PostRoute[] = [...newsletterPostPaths].map((path) => ({ path, limit: smallFormBytes }));

/**
 * The newsletter (decisions 034 and 078): signup with double opt-in, unsubscribe in one click, the
 * issues the team writes, sent paced, one copy each, and the public forms that offer its box.
 */
export function newsletterModule({
  env,
  log,
  database,
  siteOrigin,
  audit,
  kick,
  limiter,
  stamps,
  recipients,
  holding,
}: Ground): ServerModule & { forms: PublicForms; issues: Issues } {
  const newsletter = createNewsletter(database, { onQueued: kick, recipients });
  const forms = createPublicForms({ newsletter, stamps, limiter, siteOrigin });
  const issues = createIssues(database, {
    siteOrigin,
    ratePerMinute: env.NEWSLETTER_RATE_PER_MINUTE,
    audit,
    onQueued: kick,
    // A reader clicks a few links; more than this a minute from one address is not a reader.
    clickLimiter: memoryRateLimiter({ limit: 20 }),
  });
  return {
    name: "newsletter",
    forms,
    issues,
    services: { newsletter: { newsletter, forms, issues } },
    emails: {
      // Its confirmation and welcome emails (decision 034), its issues and their test copies (078, 079).
      ...newsletterEmailHandlers(database, { siteOrigin }),
      ...issueEmailHandlers(database, { siteOrigin, holding }),
    },
    // An issue's copies go only when nothing else is due, paced when queued.
    background: [NEWSLETTER_ISSUE_EMAIL],
    // Each copy's outcome, heard as the outbox records it.
    outcomes: issues.outcomes,
    jobs: [
      { start: () => newsletter.startPurge((error) => log.warn({ err: error }, "newsletter purge failed")) },
      { start: () => issues.startSending((error) => log.warn({ err: error }, "newsletter sending failed")) },
    ],
    privacy: [newsletterPrivacySource(database)],
    posts: newsletterPosts,
    routes: () => [{ method: "post", path: oneClickPaths, handler: oneClickUnsubscribe(newsletter) }],
  };
}
