import { isResourceRequestPath, resourcePath } from "#common/site/resource-paths.ts";
import { sharedSecret } from "#server/db/settings.server.ts";
import type { LeadStore } from "#server/leads/store.server.ts";
import { type Ground, type PostRoute, type ServerModule, smallFormBytes } from "#server/module.server.ts";
import type { PublicForms } from "#server/newsletter/public-form.server.ts";
import type { ResourceService } from "#server/resources/resources.server.ts";
import { guideEmailHandlers, webinarEmailHandlers } from "./emails.server";
import { createGuideLinks, createGuideRequests } from "./guides.server";
import { createRegistrations, registrationsPrivacySource } from "./registrations.server";

/** A webinar's registration and a gated guide's request carry an address, a name and a box. */
export const registrationPosts: PostRoute[] = [{ path: isResourceRequestPath, limit: smallFormBytes }];

/**
 * Webinar registrations with their confirmations, reminders and replays (decision 034), and gated
 * guides' links, emailed to whoever asked (issue 46, item 19), for the items the resources publish.
 */
export async function registrationsModule(
  { log, database, siteOrigin, kick, recipients }: Ground,
  deps: { resources: ResourceService; forms: PublicForms; leads: LeadStore },
): Promise<ServerModule> {
  const links = createGuideLinks(await sharedSecret(database, "guide_secret"));
  const registrations = createRegistrations(database, {
    webinars: deps.resources.store,
    forms: deps.forms,
    onQueued: kick,
    log: (event, details) => log.warn(details, event),
    recipients,
  });
  const guides = createGuideRequests({
    app: database,
    leads: deps.leads,
    forms: deps.forms,
    links,
    onStored: kick,
    recipients,
  });
  return {
    name: "registrations",
    services: { registrations, guides },
    emails: {
      ...webinarEmailHandlers(database, {
        webinars: deps.resources.store,
        siteOrigin,
        pageOf: (webinar) => resourcePath(webinar.lang, webinar.slug),
      }),
      ...guideEmailHandlers(database, { guides: deps.resources.store, links, siteOrigin }),
    },
    jobs: [{ start: () => registrations.start() }],
    privacy: [registrationsPrivacySource(database)],
    posts: registrationPosts,
  };
}
