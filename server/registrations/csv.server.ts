import type { AudienceText } from "#common/admin/content/audience.ts";
import type { AdminDictionary } from "#common/admin/content/types.ts";
import { montrealTime, toCsv } from "#server/export/csv.server.ts";
import type { Registrant } from "./registrations.server";

/** Webinar registrants as CSV, the webinar named by its title where it is still published. */
export function registrantsCsv(
  registrants: Iterable<Registrant>,
  titles: ReadonlyMap<string, string>,
  t: AudienceText,
  languages: AdminDictionary["leads"]["languages"],
): string {
  const c = t.columns;
  const rows = [[c.webinar, c.name, c.email, c.firm, c.language, c.registered]];
  for (const r of registrants)
    rows.push([
      titles.get(r.webinarId) ?? r.webinarId,
      r.name,
      r.email,
      r.firm,
      languages[r.lang],
      montrealTime(new Date(r.createdAt)),
    ]);
  return toCsv(rows);
}
