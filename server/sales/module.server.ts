import type { Ground, ServerModule } from "#server/module.server.ts";
import { createDigest } from "./digest.server";
import { salesEmailHandlers } from "./emails.server";
import { createSalesDesk } from "./sales.server";

/** Owners, next steps, duplicates and merges of leads (decision 030), and each member's morning digest. */
export function salesModule({ log, database, siteOrigin, audit }: Ground): ServerModule {
  return {
    name: "sales",
    services: { sales: createSalesDesk(database, audit, { ownerEmails: true }) },
    emails: salesEmailHandlers(database, { siteOrigin }),
    jobs: [createDigest({ app: database, log })],
  };
}
