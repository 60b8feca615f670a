import type { AudienceText } from "#common/admin/content/audience.ts";
import type { AdminDictionary } from "#common/admin/content/types.ts";
import { montrealTime, toCsv } from "#server/export/csv.server.ts";
import type { ConfirmedSubscriber } from "./newsletter.server";

/** The confirmed list as CSV, with the consent each address confirmed (decision 025's CSV rules). */
export function newsletterCsv(
  subscribers: Iterable<ConfirmedSubscriber>,
  t: AudienceText,
  languages: AdminDictionary["leads"]["languages"],
): string {
  const h = t.newsletterCsv;
  const rows = [[h.email, h.language, h.confirmed, h.sourcePage, h.wordingVersion]];
  for (const s of subscribers)
    rows.push([s.email, languages[s.lang], montrealTime(new Date(s.confirmedAt)), s.sourcePage, s.wordingVersion]);
  return toCsv(rows);
}
