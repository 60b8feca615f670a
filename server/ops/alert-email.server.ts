import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { formatDateTime } from "#common/admin/format.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { formatBytes, formatShare } from "#common/ops/format.ts";
import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import { calendarErrorText, isCalendarErrorCode } from "#server/calendars/calendar-error.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { textEmailHtml } from "#server/mail/email.server.tsx";
import type { OutboxHandler } from "#server/mail/outbox.server.ts";
import { type AlertDetails, OPS_ALERT } from "./alerts.server";

/** The subject and paragraph of one alert, in the admin's language. */
function alertWords(details: AlertDetails, lang: Lang): { subject: string; body: string } {
  const t = adminDictionaries[lang].alerts;
  const when = (iso: string) => formatDateTime(iso, lang);
  switch (details.kind) {
    case "outboxStuck":
      return {
        subject: t.outboxStuck.subject,
        body: formatMessage(t.outboxStuck.body, lang, { due: when(details.due) }),
      };
    case "calendarFailing": {
      const { code, detail } = details.error;
      return {
        subject: t.calendarFailing.subject,
        body: formatMessage(t.calendarFailing.body, lang, {
          owner: details.owner,
          calendar: details.calendar,
          since: when(details.since),
          error: isCalendarErrorCode(code) ? calendarErrorText({ code, detail }, lang) : code,
        }),
      };
    }
    case "backupLate":
      return details.latest
        ? {
            subject: t.backupLate.subject,
            body: formatMessage(t.backupLate.body, lang, { dir: details.dir, at: when(details.latest) }),
          }
        : { subject: t.backupMissing.subject, body: formatMessage(t.backupMissing.body, lang, { dir: details.dir }) };
    case "diskLow":
      return {
        subject: t.diskLow.subject,
        body: formatMessage(t.diskLow.body, lang, {
          free: formatBytes(details.freeBytes, lang),
          total: formatBytes(details.totalBytes, lang),
          share: formatShare(details.freeBytes / details.totalBytes, lang),
          path: details.path,
        }),
      };
  }
}

/**
 * An alert's email to one admin, in their language, from what was seen when it was raised
 * (decision 075); nothing to send once the account is gone, disabled or no longer an admin.
 */
export function alertEmailHandlers(
  { db }: AppDatabase,
  { siteOrigin }: { siteOrigin: string },
): Record<string, OutboxHandler> {
  return {
    async [OPS_ALERT]({ refId }) {
      const row = await db
        .selectFrom("ops_alerts")
        .innerJoin("users", "users.id", "ops_alerts.user_id")
        .select(["ops_alerts.details", "users.email", "users.lang"])
        .where("ops_alerts.id", "=", refId ?? 0)
        .where("users.role", "=", "admin")
        .where("users.disabled_at", "is", null)
        .executeTakeFirst();
      if (!row) return undefined;
      const t = adminDictionaries[row.lang].alerts;
      const { subject, body } = alertWords(JSON.parse(row.details) as AlertDetails, row.lang);
      const link = `${siteOrigin}${adminPaths.status}`;
      const mail = {
        lang: row.lang,
        to: row.email,
        subject: `${t.subjectPrefix}${subject}`,
        text: [t.greeting, body, formatMessage(t.seeStatus, row.lang, { link }), t.why].join("\n\n"),
      };
      // Its reason is the text's last paragraph: the footer does not repeat it.
      return { ...mail, html: await textEmailHtml(mail, { siteOrigin, action: { href: link, label: t.button } }) };
    },
  };
}
