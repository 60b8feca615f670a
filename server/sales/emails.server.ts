import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { formatTime } from "#common/admin/format.server.ts";
import { adminPaths, leadPath } from "#common/admin/paths.ts";
import { site } from "#common/site/config.ts";
import { siteDay } from "#common/site/day.ts";
import { formatMessage } from "#common/site/message.ts";
import { htmlLang } from "#common/site/pages.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { LEAD_ASSIGNED } from "#server/leads/assignment.server.ts";
import { type EmailAction, textEmailHtml } from "#server/mail/email.server.tsx";
import type { OutboxHandler, RenderedMail, TextMail } from "#server/mail/outbox.server.ts";

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
  /** The text as written, and its HTML with the button to the back office. */
  const withHtml = async (mail: TextMail, action: EmailAction, why: string): Promise<RenderedMail> => ({
    ...mail,
    html: await textEmailHtml(mail, { siteOrigin, action, why }),
  });

  return {
    async [LEAD_ASSIGNED]({ leadId, refId }) {
      const to = await member(refId);
      // A lead erased, or a member gone, before it could be sent: nothing left to tell.
      if (!to || leadId === null) return undefined;
      const t = adminDictionaries[to.lang].sales.emails;
      const link = `${siteOrigin}${leadPath(leadId)}`;
      return withHtml(
        {
          lang: to.lang,
          to: to.email,
          subject: t.assignedSubject,
          text: formatMessage(t.assignedText, to.lang, { link }),
        },
        { href: link, label: t.assignedButton },
        t.assignedWhy,
      );
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
        return Number(total);
      };
      const t = adminDictionaries[to.lang].sales.emails;
      const date = new Intl.DateTimeFormat(htmlLang[to.lang], { dateStyle: "full", timeZone: site.timeZone });
      const link = `${siteOrigin}${adminPaths.leads}`;
      const times = meetings.map((m) => formatTime(new Date(m.start_at), to.lang)).join(", ");
      return withHtml(
        {
          lang: to.lang,
          to: to.email,
          subject: formatMessage(t.digestSubject, to.lang, { day: date.format(at) }),
          text: formatMessage(t.digestText, to.lang, {
            meetings: meetings.length ? formatMessage(t.digestMeetings, to.lang, { times }) : t.digestNoMeeting,
            due: await count("due"),
            new: await count("new"),
            link,
          }),
        },
        { href: link, label: t.digestButton },
        t.digestWhy,
      );
    },
  };
}
