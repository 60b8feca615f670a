import type { Kysely } from "kysely";
import type { Database } from "#server/db/db.server.ts";
import { windowCounter } from "#server/http/rate-limit.server.ts";
import { mailboxOf } from "#server/leads/contact-keys.ts";

/** The hour over which a public form's emails to one person are counted. */
const HOUR_MS = 3_600_000;

/** At most this many emails an hour from the public forms to one mailbox, whatever its +tags (issue 44). */
export const EMAILS_PER_MAILBOX_PER_HOUR = 3;
/** The default for one domain an hour, however many mailboxes: an attacker can make up local parts. */
export const EMAILS_PER_DOMAIN_PER_HOUR = 50;

/**
 * Whether a public form may queue one more email to an address (decision 064): a confirmation or a
 * registration, to someone who only typed an address in, so to anyone. Counted per mailbox
 * (`mailboxOf`: case, +tags and Gmail's dots aside) and per domain, in the clock's hour, in the
 * rate-limit table, so every instance shares the counts. Asked in the transaction that queues the
 * email: a count commits with the email it allowed. The domain counts only emails its mailbox allowed,
 * so one person's flood does not use up their colleagues' share.
 */
export type RecipientLimit = { allows(trx: Kysely<Database>, email: string): Promise<boolean> };

export function createRecipientLimit({
  perMailbox = EMAILS_PER_MAILBOX_PER_HOUR,
  perDomain = EMAILS_PER_DOMAIN_PER_HOUR,
  now = Date.now,
}: {
  perMailbox?: number;
  perDomain?: number;
  now?: () => number;
} = {}): RecipientLimit {
  const count = windowCounter({ windowMs: HOUR_MS, now });
  return {
    async allows(trx, email) {
      const { mailbox, domain } = mailboxOf(email);
      if ((await count(trx, `mailbox:${mailbox}`)) > perMailbox) return false;
      return (await count(trx, `domain:${domain}`)) <= perDomain;
    },
  };
}
