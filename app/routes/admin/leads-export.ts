import { adminError, adminServices, requireUser } from "../../../server/auth/guard.server";
import { leadCsvRecord, leadsCsvHeader } from "../../../server/leads/csv.server";
import { parseLeadFilter } from "../../../server/leads/inbox-filter.server";
import type { Route } from "./+types/leads-export";

/**
 * The inbox's filtered view as a CSV file, for admins. The audit log records who exported how many
 * rows with which filters, but not the search words, which may be a person's name.
 */
export async function loader(args: Route.LoaderArgs) {
  const { user, lang } = await requireUser(args, "admin", { api: true });
  const parsed = parseLeadFilter(new URL(args.request.url).searchParams);
  if (!parsed.ok) throw adminError(400, lang, "badRequest");
  const { leads, audit } = adminServices(args.context);
  let text = leadsCsvHeader;
  let rows = 0;
  for await (const lead of leads.all(parsed.filter)) {
    text += leadCsvRecord(lead);
    rows++;
  }
  const { q, ...choices } = parsed.fields;
  await audit.record({
    actor: { id: user.id, email: user.email },
    action: "leads.export",
    details: { ...Object.fromEntries(Object.entries(choices).filter(([, value]) => value)), search: q !== "", rows },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(text, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
