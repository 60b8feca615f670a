import { site } from "#common/site/config.ts";
import { languages, pathOf } from "#common/site/pages.ts";
import type { Ground, PostRoute, ServerModule } from "#server/module.server.ts";
import { createContactService, maxBodyBytes, type Submission } from "./contact.server";
import { createLeadInbox, type LeadInbox } from "./inbox.server";
import { LEAD_EMAIL, leadEmailHandler } from "./lead-email.server";
import { LEAD_WEBHOOK, leadWebhookHandler } from "./lead-webhook.server";
import { leadsPrivacySource } from "./privacy.server";
import { createRetention } from "./retention.server";
import { createLeadStore, type LeadStore } from "./store.server";

/** The contact form posts to its page, in each language. */
export const leadPosts: PostRoute[] = languages.map((lang) => ({ path: pathOf("contact", lang), limit: maxBodyBytes }));

/**
 * Contact requests (decisions 008 and 030): the form, the team's email about each lead, its webhook
 * where one is configured, and their erasure past the retention period.
 */
export function leadsModule(
  { env, log, database, siteOrigin, audit, kick, limiter, stamps }: Ground,
  { onLead }: { onLead: (submission: Submission) => void },
): ServerModule & { store: LeadStore; inbox: LeadInbox } {
  // Webhooks are sent only where one is configured.
  const webhook =
    env.WEBHOOK_URL && env.WEBHOOK_SECRET
      ? leadWebhookHandler(database, { url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET })
      : undefined;
  // A new lead queues the team's email, and its webhook where one is configured.
  const store = createLeadStore(database, {
    outboxKinds: [LEAD_EMAIL, ...(webhook ? ([LEAD_WEBHOOK] as const) : [])],
    ownerEmails: true,
  });
  const contact = createContactService({
    leads: store,
    limiter,
    stamps,
    siteOrigin,
    onStored: (submission) => {
      kick();
      onLead(submission);
    },
  });
  return {
    name: "leads",
    store,
    // The back office's list of leads and its filters.
    inbox: createLeadInbox(database, audit),
    services: { contact },
    emails: { [LEAD_EMAIL]: leadEmailHandler(database, site.emails, siteOrigin) },
    senders: webhook ? { [LEAD_WEBHOOK]: webhook } : {},
    jobs: [createRetention({ app: database, leads: store, days: env.LEAD_RETENTION_DAYS, audit, log })],
    privacy: [leadsPrivacySource(database, store)],
    posts: leadPosts,
  };
}
