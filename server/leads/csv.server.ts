import type { AdminDictionary } from "#common/admin/content/types.ts";
import { montrealTime, toCsv } from "#server/export/csv.server.ts";
import type { StoredLead } from "./store.server";

/**
 * Leads as CSV, for the command-line tool and the back office's export, in one language: headings,
 * statuses, topics and languages in words, times in Montréal's zone. The browser's user agent is
 * left out: nobody reading a spreadsheet needs it.
 */
export function leadsCsv(leads: Iterable<StoredLead>, t: Pick<AdminDictionary, "leads" | "leadsCsv">): string {
  const { statuses, topics, languages } = t.leads;
  const columns: [string, (lead: StoredLead) => string][] = [
    [t.leadsCsv.id, (lead) => String(lead.id)],
    [t.leadsCsv.received, (lead) => montrealTime(lead.createdAt)],
    [t.leadsCsv.status, (lead) => statuses[lead.status] ?? lead.status],
    [t.leadsCsv.language, (lead) => languages[lead.lang] ?? lead.lang],
    [t.leadsCsv.topic, (lead) => topics[lead.topic] ?? lead.topic],
    [t.leadsCsv.firstName, (lead) => lead.firstName],
    [t.leadsCsv.lastName, (lead) => lead.lastName],
    [t.leadsCsv.email, (lead) => lead.email],
    [t.leadsCsv.phone, (lead) => lead.phone ?? ""],
    [t.leadsCsv.company, (lead) => lead.company ?? ""],
    [t.leadsCsv.message, (lead) => lead.message],
    [t.leadsCsv.sourcePage, (lead) => lead.sourcePage],
    [t.leadsCsv.consentAt, (lead) => montrealTime(lead.consentAt)],
  ];
  const rows = [columns.map(([heading]) => heading)];
  for (const lead of leads) rows.push(columns.map(([, value]) => value(lead)));
  return toCsv(rows);
}
