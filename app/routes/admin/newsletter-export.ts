import { audienceText } from "#common/admin/content/audience.ts";
import { requireRecentAuth, requireUser } from "#server/auth/guard.server.ts";
import { csvDownload } from "#server/export/csv.server.ts";
import { service } from "#server/http/context.server.ts";
import { newsletterCsv } from "#server/newsletter/csv.server.ts";
import type { Route } from "./+types/newsletter-export";

/** The confirmed list as CSV, for admins; the audit log records who exported how many addresses. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args, "admin", { api: true });
  requireRecentAuth(args, signedIn);
  const { user, lang, t } = signedIn;
  const subscribers = await service(args.context, "newsletter").newsletter.confirmed();
  await service(args.context, "admin").audit.record({
    actor: { id: user.id, email: user.email },
    action: "newsletter.export",
    details: { rows: subscribers.length },
  });
  return csvDownload(newsletterCsv(subscribers, audienceText[lang], t.leads.languages), "newsletter");
}
