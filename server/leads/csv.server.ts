import { toCsv } from "../export/csv.server";
import type { StoredLead } from "./store.server";

/** Leads as CSV, for the command-line tool and the back office's export. */
const columns: [string, (lead: StoredLead) => string][] = [
  ["id", (lead) => String(lead.id)],
  ["created_at", (lead) => lead.createdAt.toISOString()],
  ["status", (lead) => lead.status],
  ["lang", (lead) => lead.lang],
  ["topic", (lead) => lead.topic],
  ["first_name", (lead) => lead.firstName],
  ["last_name", (lead) => lead.lastName],
  ["email", (lead) => lead.email],
  ["phone", (lead) => lead.phone ?? ""],
  ["company", (lead) => lead.company ?? ""],
  ["message", (lead) => lead.message],
  ["source_page", (lead) => lead.sourcePage],
  ["consent_at", (lead) => lead.consentAt.toISOString()],
  ["user_agent", (lead) => lead.userAgent ?? ""],
];

export const leadsCsvHeader = toCsv([columns.map(([title]) => title)]);

export function leadCsvRecord(lead: StoredLead): string {
  return toCsv([columns.map(([, value]) => value(lead))]);
}

export function leadsCsv(leads: Iterable<StoredLead>): string {
  let text = leadsCsvHeader;
  for (const lead of leads) text += leadCsvRecord(lead);
  return text;
}
