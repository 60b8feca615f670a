import { audienceText } from "#common/admin/content/audience.ts";
import { requireRecentAuth, requireUser } from "#server/auth/guard.server.ts";
import { csvDownload } from "#server/export/csv.server.ts";
import { service } from "#server/http/context.server.ts";
import { registrantsCsv } from "#server/registrations/csv.server.ts";
import type { Route } from "./+types/registrants-export";

/** Every webinar's registrants as CSV, for admins; the audit log records who exported how many. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args, "admin", { api: true });
  requireRecentAuth(args, signedIn);
  const { user, lang, t } = signedIn;
  const registrations = service(args.context, "registrations");
  const registrants = await registrations.registrants();
  await service(args.context, "admin").audit.record({
    actor: { id: user.id, email: user.email },
    action: "webinars.export",
    details: { rows: registrants.length },
  });
  const titles = await registrations.webinarTitles();
  return csvDownload(registrantsCsv(registrants, titles, audienceText[lang], t.leads.languages), "webinar-registrants");
}
