import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { adminDictionaries } from "../../common/admin/content/dictionary.server";
import { formatTime } from "../../common/admin/format.server";
import { adminPaths, leadPath } from "../../common/admin/paths";
import { site } from "../../common/site/config";
import { siteDay } from "../../common/site/day";
import { htmlLang } from "../../common/site/pages";
import type { AppDatabase } from "../db/db.server";
import { LEAD_ASSIGNED } from "../leads/assignment.server";
import type { OutboxHandler } from "../mail/outbox.server";

/** The outbox kind of a member's morning digest (ref_id: the member). */
export const SALES_DIGEST = "sales.digest";

/**
 * The sales emails, in the member's language. Neither carries a lead's content (Law 25: email is
 * not the place for it): the assignment email is a link, the digest counts and times.
 */
export function salesEmailHandlers(
  { db }: AppDatabase,
  { siteOrigin, now = () => new Date() }: { siteOrigin: string; now?: () => Date },
): Record<string, OutboxHandler> {
  const member = (id: number | null) =>
    db
      .selectFrom("users")
      .select(["id", "email", "lang"])
      .where("id", "=", id ?? 0)
      .where("disabled_at", "is", null)
      .executeTakeFirst();

  return {
    async [LEAD_ASSIGNED]({ leadId, refId }) {
      const to = await member(refId);
      // A lead erased, or a member gone, before it could be sent: nothing left to tell.
      if (!to || leadId === null) return undefined;
      const t = adminDictionaries[to.lang].sales.emails;
      return {
        lang: to.lang,
        to: to.email,
        subject: t.assignedSubject,
        text: t.assignedText.replace("{link}", `${siteOrigin}${leadPath(leadId)}`),
      };
    },

    async [SALES_DIGEST]({ refId }) {
      const to = await member(refId);
      if (!to) return undefined;
      const at = now();
      const today = siteDay(at);
      const [year, month, day] = today.split("-").map(Number) as [number, number, number];
      const start = new TZDate(year, month - 1, day, site.timeZone);
      const meetings = await db
        .selectFrom("meetings")
        .select("start_at")
        .where("staff_user_id", "=", to.id)
        .where("status", "=", "booked")
        .where("start_at", ">=", new Date(start.getTime()).toISOString())
        .where("start_at", "<", new Date(addDays(start, 1).getTime()).toISOString())
        .orderBy("start_at")
        .execute();
      const count = async (query: "due" | "new") => {
        let leads = db.selectFrom("leads").where("owner_id", "=", to.id);
        leads = query === "due" ? leads.where("next_step_on", "<=", today) : leads.where("status", "=", "new");
        const { total } = await leads
          .select((eb) => eb.fn.countAll<number | string>().as("total"))
          .executeTakeFirstOrThrow();
        return String(Number(total));
      };
      const t = adminDictionaries[to.lang].sales.emails;
      const date = new Intl.DateTimeFormat(htmlLang[to.lang], { dateStyle: "full", timeZone: site.timeZone });
      return {
        lang: to.lang,
        to: to.email,
        subject: t.digestSubject.replace("{day}", date.format(at)),
        text: t.digestText
          .replace(
            "{meetings}",
            meetings.length
              ? t.digestMeetings.replace(
                  "{times}",
                  meetings.map((m) => formatTime(new Date(m.start_at), to.lang)).join(", "),
                )
              : t.digestNoMeeting,
          )
          .replace("{due}", await count("due"))
          .replace("{new}", await count("new"))
          .replace("{link}", `${siteOrigin}${adminPaths.leads}`),
      };
    },
  };
}
