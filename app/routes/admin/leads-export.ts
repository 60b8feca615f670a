import { adminError, requireRecentAuth, requireUser } from "#server/auth/guard.server.ts";
import { csvDownload } from "#server/export/csv.server.ts";
import { service } from "#server/http/context.server.ts";
import { leadsCsv } from "#server/leads/csv.server.ts";
import { chosenFilters, parseLeadFilter } from "#server/leads/inbox-filter.server.ts";
import type { Route } from "./+types/leads-export";

/**
 * The inbox's filtered view as a CSV file, for admins, in their language. The audit log records who exported how many
 * rows with which filters and search words, as it does for a search in the inbox.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args, "admin", { api: true });
  requireRecentAuth(args, signedIn);
  const { user, lang, t } = signedIn;
  const parsed = parseLeadFilter(args.url.searchParams);
  if (!parsed.ok) throw adminError(400, lang, "badRequest");
  const { leads, audit } = service(args.context, "admin");
  const found = [];
  for await (const lead of leads.all(parsed.filter)) found.push(lead);
  const text = leadsCsv(found, t);
  const rows = found.length;
  await audit.record({
    actor: { id: user.id, email: user.email },
    action: "leads.export",
    details: { ...chosenFilters(parsed.fields), rows },
  });
  return csvDownload(text, "leads");
}
