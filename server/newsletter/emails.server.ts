import { newsletterText } from "../../common/content/newsletter";
import { newsletterLink } from "../../common/newsletter/paths";
import type { Lang } from "../../common/site/pages";
import type { AppDatabase } from "../db/db.server";
import type { OutboxHandler, RenderedMail } from "../mail/outbox.server";
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
      return {
        lang: row.lang,
        to: row.email,
        subject: t.confirmSubject,
        text: t.confirmText.replace("{link}", link).replace("{days}", String(CONFIRM_DAYS)),
      };
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
      return {
        lang: row.lang,
        to: row.email,
        subject: t.welcomeSubject,
        text: t.welcomeText.replace("{link}", link),
        ...headers,
      };
    },
  };
}
