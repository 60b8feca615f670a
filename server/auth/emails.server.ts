import { adminDictionaries } from "../../app/admin/content/dictionary.server";
import { adminPaths } from "../../app/admin/paths";
import type { AppDatabase } from "../db/db.server";
import type { Mailer } from "../mail/mailer.server";
import type { OutboxHandler } from "../mail/outbox.server";

/** The outbox kind of "a recovery code was used to sign you in" (ref_id: the member). */
export const RECOVERY_CODE_USED = "auth.recovery_code_used";

/**
 * Account emails, in the member's language: the count of codes left at sending time, and where to
 * get new ones; nothing that would help someone reading the mailbox sign in.
 */
export function accountEmailHandlers(
  { db }: AppDatabase,
  mailer: Mailer,
  { siteOrigin }: { siteOrigin: string },
): Record<string, OutboxHandler> {
  return {
    async [RECOVERY_CODE_USED]({ refId }) {
      const to = await db
        .selectFrom("users")
        .select(["id", "email", "lang"])
        .where("id", "=", refId ?? 0)
        .where("disabled_at", "is", null)
        .executeTakeFirst();
      if (!to) return;
      const { left } = await db
        .selectFrom("recovery_codes")
        .select((eb) => eb.fn.countAll<number | string>().as("left"))
        .where("user_id", "=", to.id)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      const t = adminDictionaries[to.lang].accounts.emails;
      await mailer.send({
        to: to.email,
        subject: t.recoverySubject,
        text: t.recoveryText
          .replace("{count}", String(Number(left)))
          .replace("{link}", `${siteOrigin}${adminPaths.account}`),
      });
    },
  };
}
