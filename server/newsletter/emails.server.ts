import { newsletterText } from "#common/content/newsletter.ts";
import { newsletterIssueText } from "#common/content/newsletter-issue.ts";
import { newsletterLink } from "#common/newsletter/paths.ts";
import { site } from "#common/site/config.ts";
import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { textEmailHtml } from "#server/mail/email.server.tsx";
import type { OutboxHandler, RenderedMail } from "#server/mail/outbox.server.ts";
import { CONFIRM_DAYS, NEWSLETTER_CONFIRM_EMAIL, NEWSLETTER_WELCOME_EMAIL, suppressionHash } from "./newsletter.server";

/**
 * What every newsletter email carries: the visible one-click link and the headers a mail program
 * uses for its own unsubscribe button, which POSTs to the same address (RFC 8058).
 */
export function unsubscribeParts(
  siteOrigin: string,
  lang: Lang,
  token: string,
): { link: string; headers: Pick<RenderedMail, "list" | "headers"> } {
  const link = `${siteOrigin}${newsletterLink("unsubscribe", lang, token)}`;
  return {
    link,
    headers: {
      list: { unsubscribe: { url: link, comment: newsletterText[lang].emails.unsubscribeLabel } },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    },
  };
}

/**
 * The confirmation request goes to a pending address only; a newsletter email only to a confirmed
 * address that is not on the suppression list, checked again when it is sent.
 */
export function newsletterEmailHandlers(
  app: AppDatabase,
  { siteOrigin }: { siteOrigin: string },
): Record<string, OutboxHandler> {
  const subscriber = (id: number) =>
    app.db.selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();

  return {
    async [NEWSLETTER_CONFIRM_EMAIL]({ refId }) {
      if (refId === null) return undefined;
      const row = await subscriber(refId);
      if (!row || row.status !== "pending" || !row.confirm_token) return undefined;
      const t = newsletterText[row.lang].emails;
      const link = `${siteOrigin}${newsletterLink("confirm", row.lang, row.confirm_token)}`;
      const mail = {
        lang: row.lang,
        to: row.email,
        subject: t.confirmSubject,
        text: formatMessage(t.confirmText, row.lang, { link, days: CONFIRM_DAYS }),
      };
      const action = { href: link, label: t.confirmButton };
      return { ...mail, html: await textEmailHtml(mail, { siteOrigin, action, why: t.confirmWhy }) };
    },

    async [NEWSLETTER_WELCOME_EMAIL]({ refId }) {
      if (refId === null) return undefined;
      const row = await subscriber(refId);
      if (!row || row.status !== "confirmed") return undefined;
      const suppressed = await app.db
        .selectFrom("newsletter_suppressions")
        .select("email_hash")
        .where("email_hash", "=", suppressionHash(row.email))
        .executeTakeFirst();
      if (suppressed) return undefined;
      const t = newsletterText[row.lang].emails;
      const { link, headers } = unsubscribeParts(siteOrigin, row.lang, row.unsubscribe_token);
      const mail = {
        lang: row.lang,
        to: row.email,
        subject: t.welcomeSubject,
        text: formatMessage(t.welcomeText, row.lang, { link }),
        ...headers,
      };
      // No button: its one link leaves the list. Its reason is every issue's, the subscription confirmed.
      const why = formatMessage(newsletterIssueText[row.lang].why, row.lang, { name: site.name });
      return { ...mail, html: await textEmailHtml(mail, { siteOrigin, why }) };
    },
  };
}
