import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { formatMessage } from "#common/site/message.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { textEmailHtml } from "#server/mail/email.server.tsx";
import type { OutboxHandler, RenderedMail, TextMail } from "#server/mail/outbox.server.ts";

/** The outbox kind of "a recovery code was used to sign you in" (ref_id: the member). */
export const RECOVERY_CODE_USED = "auth.recovery_code_used";
/** The outbox kind of "too many wrong codes: your authenticator's codes are refused for a while" (ref_id: the member). */
export const CODES_LOCKED = "auth.codes_locked";

/**
 * Account emails, in the member's language: a recovery code used (the count of codes left at sending
 * time, and where to get new ones), the account's codes locked (what to do if it was not them);
 * nothing that would help someone reading the mailbox sign in.
 */
export function accountEmailHandlers(
  { db }: AppDatabase,
  { siteOrigin }: { siteOrigin: string },
): Record<string, OutboxHandler> {
  /** The member a message is about, if their account is still enabled. */
  const recipient = (refId: number | null) =>
    db
      .selectFrom("users")
      .select(["id", "email", "lang"])
      .where("id", "=", refId ?? 0)
      .where("disabled_at", "is", null)
      .executeTakeFirst();
  const link = `${siteOrigin}${adminPaths.account}`;
  /** The text as written, and its HTML with the button to My account. */
  async function withHtml(mail: TextMail): Promise<RenderedMail> {
    const t = adminDictionaries[mail.lang].accounts.emails;
    return {
      ...mail,
      html: await textEmailHtml(mail, { siteOrigin, action: { href: link, label: t.button }, why: t.why }),
    };
  }
  return {
    async [RECOVERY_CODE_USED]({ refId }) {
      const to = await recipient(refId);
      if (!to) return undefined;
      const { left } = await db
        .selectFrom("recovery_codes")
        .select((eb) => eb.fn.countAll<number | string>().as("left"))
        .where("user_id", "=", to.id)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      const t = adminDictionaries[to.lang].accounts.emails;
      return withHtml({
        lang: to.lang,
        to: to.email,
        subject: t.recoverySubject,
        text: formatMessage(t.recoveryText, to.lang, { count: Number(left), link }),
      });
    },

    async [CODES_LOCKED]({ refId }) {
      const to = await recipient(refId);
      if (!to) return undefined;
      const t = adminDictionaries[to.lang].accounts.emails;
      return withHtml({
        lang: to.lang,
        to: to.email,
        subject: t.codesLockedSubject,
        text: formatMessage(t.codesLockedText, to.lang, { link }),
      });
    },
  };
}
