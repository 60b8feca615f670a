import type { AdminDictionary } from "#common/admin/content/types.ts";
import { formatDateTime, formatDay } from "#common/admin/format.server.ts";
import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import type { LeadEvent } from "#server/leads/inbox.server.ts";

/** What a history entry says: its heading line and its text (a note, a step, a merged message). */
export function eventLines(event: LeadEvent, t: AdminDictionary, lang: Lang) {
  const base = { at: formatDateTime(event.at.toISOString(), lang), by: event.actorEmail ?? "", note: event.note };
  const h = t.sales.history;
  // A step's detail is its day, written in words; other kinds keep an address or a record there.
  const day = () => formatDay(event.detail ?? "", lang);
  switch (event.kind) {
    case "owner":
      return { ...base, change: event.detail ? formatMessage(h.assigned, lang, { owner: event.detail }) : h.queued };
    case "step":
      return { ...base, change: formatMessage(h.step, lang, { day: day() }) };
    case "step.done":
      return { ...base, change: formatMessage(h.stepDone, lang, { day: day() }) };
    case "merged": {
      const gone = JSON.parse(event.detail ?? "{}") as { id: number; name: string; receivedAt: string };
      return {
        ...base,
        change: formatMessage(h.merged, lang, {
          id: gone.id,
          name: gone.name,
          when: formatDateTime(gone.receivedAt, lang),
        }),
      };
    }
    default:
      return {
        ...base,
        change:
          event.from && event.to
            ? formatMessage(t.lead.changed, lang, {
                from: t.leads.statuses[event.from],
                to: t.leads.statuses[event.to],
              })
            : undefined,
      };
  }
}
