import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Lang } from "#common/site/pages.ts";
import { type AppDatabase, type Database, writeTransaction } from "#server/db/db.server.ts";
import { scrubErased } from "#server/db/erasure.server.ts";
import { rowsChanged } from "#server/db/rows.server.ts";
import { every } from "#server/jobs/schedule.server.ts";
import { enqueue } from "#server/mail/outbox.server.ts";
import { createRecipientLimit, type RecipientLimit } from "#server/mail/recipient-limit.server.ts";
import type { PrivacySource } from "#server/privacy/privacy.server.ts";
import type { NewsletterSuppressionsTable } from "./tables";

/** The outbox kinds: the confirmation request (the only mail before confirming), then the welcome. */
export const NEWSLETTER_CONFIRM_EMAIL = "newsletter.confirm";
export const NEWSLETTER_WELCOME_EMAIL = "newsletter.welcome";

/** A confirmation link works this long; a new signup sends a new one. */
export const CONFIRM_DAYS = 7;
/** At most one confirmation email per address in this time, whoever keeps typing it in. */
const CONFIRM_RESEND_MS = 24 * 3_600_000;
const DAY_MS = 86_400_000;
/** A signup never confirmed is erased after this many days. */
export const PENDING_DAYS = 30;
/** The proof of a withdrawn consent is kept this long (CASL: the sender must be able to show consent). */
export const WITHDRAWN_PROOF_DAYS = 3 * 365;

/** What the person saw when they ticked the box: kept in the ledger as it was. */
export type ConsentShown = { wording: string; version: string; sourcePage: string; lang: Lang };

/**
 * What a signup did; the visitor hears the same answer whichever it is, so the form never tells who
 * is subscribed. "mailbox-limited": the mailbox or its domain had its hour's share of the forms'
 * emails (decision 064), so nothing was written or sent.
 */
export type SignupOutcome = "confirmation-queued" | "already-confirmed" | "confirmation-recent" | "mailbox-limited";

/** A confirmation link's state: its button to press, the address already confirmed, or a dead link. */
export type ConfirmState = "ask" | "already" | "invalid";

/** An unsubscribe link's state: its button to press, the address already out, or an unknown link. */
export type UnsubscribeState = "ask" | "done" | "invalid";

/** How many addresses the suppression list holds, by why. */
export type SuppressionCounts = Record<NewsletterSuppressionsTable["reason"], number>;

export type ConfirmedSubscriber = {
  email: string;
  lang: Lang;
  confirmedAt: string;
  sourcePage: string;
  wordingVersion: string;
};

/** The address as one person's: the same row whatever its case or surrounding spaces. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The suppression list keeps this, never the address, so it can outlive an erasure. */
export function suppressionHash(email: string): string {
  return createHash("sha256").update(emailKey(email)).digest("hex");
}

const newToken = () => randomBytes(24).toString("base64url");

export function createNewsletter(
  app: AppDatabase,
  options: { now?: () => Date; onQueued?: () => void; recipients?: RecipientLimit } = {},
) {
  const { db } = app;
  const now = options.now ?? (() => new Date());
  const recipients = options.recipients ?? createRecipientLimit({ now: () => now().getTime() });
  const queued = () => options.onQueued?.();

  async function withdraw(trx: Kysely<Database>, subscriberId: number, email: string, at: string) {
    await trx
      .updateTable("newsletter_subscribers")
      .set({ status: "unsubscribed", unsubscribed_at: at, confirm_token: null })
      .where("id", "=", subscriberId)
      .execute();
    await trx
      .updateTable("newsletter_consents")
      .set({ withdrawn_at: at })
      .where("subscriber_id", "=", subscriberId)
      .where("withdrawn_at", "is", null)
      .execute();
    await trx
      .insertInto("newsletter_suppressions")
      .values({ email_hash: suppressionHash(email), reason: "unsubscribed", at })
      .onConflict((oc) => oc.column("email_hash").doNothing())
      .execute();
  }

  /**
   * What a confirmation link's page shows: the button while the link works; "already" once the
   * address is confirmed, for the same link opened again (the token stays with a confirmed address
   * until it unsubscribes); "invalid" for an expired, withdrawn or unknown link.
   */
  async function confirmState(token: string): Promise<ConfirmState> {
    if (!token) return "invalid";
    const row = await db
      .selectFrom("newsletter_subscribers")
      .select(["status", "confirm_sent_at"])
      .where("confirm_token", "=", token)
      .executeTakeFirst();
    if (row?.status === "confirmed") return "already";
    if (row?.status !== "pending" || !row.confirm_sent_at) return "invalid";
    return now().getTime() - new Date(row.confirm_sent_at).getTime() < CONFIRM_DAYS * DAY_MS ? "ask" : "invalid";
  }

  /**
   * The retention the privacy policy states: a signup never confirmed goes after 30 days, an
   * unsubscribed address with its ledger after 3 years; their suppression hashes stay. Returns how
   * many addresses were erased.
   */
  async function purge(): Promise<number> {
    const at = now().getTime();
    const pendingBefore = new Date(at - PENDING_DAYS * DAY_MS).toISOString();
    const withdrawnBefore = new Date(at - WITHDRAWN_PROOF_DAYS * DAY_MS).toISOString();
    const gone = await writeTransaction(db, async (trx) => {
      // Someone who had unsubscribed and asked again without confirming is back to unsubscribed:
      // the proof of the earlier withdrawal keeps its own three years.
      await trx
        .updateTable("newsletter_subscribers")
        .set({ status: "unsubscribed", confirm_token: null })
        .where("status", "=", "pending")
        .where("unsubscribed_at", "is not", null)
        .where("confirm_sent_at", "<", pendingBefore)
        .execute();
      return trx
        .deleteFrom("newsletter_subscribers")
        .where(({ and, or, eb }) =>
          or([
            and([eb("status", "=", "pending"), eb("confirm_sent_at", "<", pendingBefore)]),
            and([eb("status", "=", "unsubscribed"), eb("unsubscribed_at", "<", withdrawnBefore)]),
          ]),
        )
        .executeTakeFirst();
    });
    const erased = rowsChanged(gone);
    if (erased > 0) await scrubErased(app, ["newsletter_subscribers", "newsletter_consents"]);
    return erased;
  }

  return {
    confirmState,

    /**
     * A ticked box: the consent goes in the ledger, and a confirmation email is queued. An address on
     * the suppression list may ask again (CASL: a new express consent); it stays suppressed until the
     * person confirms from their own inbox.
     */
    async subscribe(email: string, shown: ConsentShown): Promise<SignupOutcome> {
      const at = now();
      const iso = at.toISOString();
      const outcome = await writeTransaction(db, async (trx) => {
        const existing = await trx
          .selectFrom("newsletter_subscribers")
          .select(["id", "status", "confirm_sent_at"])
          .where("email_key", "=", emailKey(email))
          .executeTakeFirst();
        if (existing?.status === "confirmed") return "already-confirmed" as const;
        const recent =
          existing?.status === "pending" &&
          existing.confirm_sent_at !== null &&
          at.getTime() - new Date(existing.confirm_sent_at).getTime() < CONFIRM_RESEND_MS;
        if (recent) return "confirmation-recent" as const;
        if (!(await recipients.allows(trx, email))) return "mailbox-limited" as const;
        const token = newToken();
        let id: number;
        if (existing) {
          id = existing.id;
          await trx
            .updateTable("newsletter_subscribers")
            .set({
              email: email.trim(),
              lang: shown.lang,
              status: "pending",
              confirm_token: token,
              confirm_sent_at: iso,
            })
            .where("id", "=", id)
            .execute();
        } else {
          const row = await trx
            .insertInto("newsletter_subscribers")
            .values({
              email: email.trim(),
              email_key: emailKey(email),
              lang: shown.lang,
              status: "pending",
              confirm_token: token,
              confirm_sent_at: iso,
              unsubscribe_token: newToken(),
              created_at: iso,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          id = row.id;
        }
        await trx
          .insertInto("newsletter_consents")
          .values({
            subscriber_id: id,
            given_at: iso,
            source_page: shown.sourcePage,
            lang: shown.lang,
            wording: shown.wording,
            wording_version: shown.version,
          })
          .execute();
        await enqueue(trx, { kind: NEWSLETTER_CONFIRM_EMAIL, refId: id }, at);
        return "confirmation-queued" as const;
      });
      if (outcome === "confirmation-queued") queued();
      return outcome;
    },

    /**
     * The confirmation page's button: the address becomes confirmed, its pending consent says how, the
     * suppression (if any) is lifted by this new consent, and the welcome email is queued. Pressed
     * again (another tab, the back button), it finds the address already confirmed.
     */
    async confirm(token: string): Promise<"done" | "already" | "invalid"> {
      const state = await confirmState(token);
      if (state !== "ask") return state;
      const at = now();
      const iso = at.toISOString();
      const confirmed = await writeTransaction(db, async (trx) => {
        const row = await trx
          .updateTable("newsletter_subscribers")
          .set({ status: "confirmed", confirmed_at: iso, unsubscribed_at: null })
          .where("confirm_token", "=", token)
          .where("status", "=", "pending")
          .returning(["id", "email"])
          .executeTakeFirst();
        if (!row) return false;
        await trx
          .updateTable("newsletter_consents")
          .set({ confirmed_at: iso, confirmed_by: "email-link-button" })
          .where("subscriber_id", "=", row.id)
          .where("confirmed_at", "is", null)
          .where("withdrawn_at", "is", null)
          .execute();
        await trx.deleteFrom("newsletter_suppressions").where("email_hash", "=", suppressionHash(row.email)).execute();
        await enqueue(trx, { kind: NEWSLETTER_WELCOME_EMAIL, refId: row.id }, at);
        return true;
      });
      // Another press won the race: the address is confirmed by now, or the link was withdrawn.
      if (!confirmed) return (await confirmState(token)) === "already" ? "already" : "invalid";
      queued();
      return "done";
    },

    /**
     * What the unsubscribe link's page shows. Opening it changes nothing (mail scanners follow links);
     * its button, or a mail program's one-click POST, calls `unsubscribe`.
     */
    async unsubscribeState(token: string): Promise<{ state: UnsubscribeState; email?: string }> {
      if (!token) return { state: "invalid" };
      const row = await db
        .selectFrom("newsletter_subscribers")
        .select(["status", "email"])
        .where("unsubscribe_token", "=", token)
        .executeTakeFirst();
      if (!row) return { state: "invalid" };
      return { state: row.status === "unsubscribed" ? "done" : "ask", email: row.email };
    },

    /**
     * The unsubscribe page's button and the one-click POST (RFC 8058): takes effect at once. A link
     * used twice finds the person already out, which is still a success. Resolves to the address, or
     * undefined for an unknown link.
     */
    async unsubscribe(token: string): Promise<string | undefined> {
      if (!token) return undefined;
      const iso = now().toISOString();
      return writeTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom("newsletter_subscribers")
          .select(["id", "email", "status"])
          .where("unsubscribe_token", "=", token)
          .executeTakeFirst();
        if (!row) return undefined;
        if (row.status !== "unsubscribed") await withdraw(trx, row.id, row.email, iso);
        return row.email;
      });
    },

    purge,

    /** The purge every hour, on every instance (it is idempotent); returns the function that stops it. */
    startPurge(log: (error: unknown) => void, everyMs = 3_600_000): () => void {
      return every(everyMs, purge, log, { record: { job: "newsletter-purge", db, now } });
    },

    async isSuppressed(email: string): Promise<boolean> {
      const row = await db
        .selectFrom("newsletter_suppressions")
        .select("email_hash")
        .where("email_hash", "=", suppressionHash(email))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The suppression list's size by reason, for the audience page: it holds hashes, never addresses. */
    async suppressions(): Promise<SuppressionCounts> {
      const counts: SuppressionCounts = { unsubscribed: 0, erased: 0, refused: 0 };
      const rows = await db
        .selectFrom("newsletter_suppressions")
        .select(["reason", (eb) => eb.fn.countAll<number | string>().as("count")])
        .groupBy("reason")
        .execute();
      for (const row of rows) counts[row.reason] = Number(row.count);
      return counts;
    },

    /** The confirmed list, oldest first, with the consent each address confirmed: for the admins' CSV. */
    async confirmed(): Promise<ConfirmedSubscriber[]> {
      const rows = await db
        .selectFrom("newsletter_subscribers as s")
        .innerJoin("newsletter_consents as c", "c.subscriber_id", "s.id")
        .select([
          "s.id",
          "s.email",
          "s.lang",
          "s.confirmed_at",
          "c.source_page",
          "c.wording_version",
          "c.confirmed_at as consent_confirmed_at",
        ])
        .where("s.status", "=", "confirmed")
        .where("c.confirmed_at", "is not", null)
        .where("c.withdrawn_at", "is", null)
        .orderBy("s.confirmed_at")
        .orderBy("c.confirmed_at", "desc")
        .execute();
      const seen = new Set<number>();
      const list: ConfirmedSubscriber[] = [];
      for (const row of rows) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        list.push({
          email: row.email,
          lang: row.lang,
          confirmedAt: row.confirmed_at ?? row.consent_confirmed_at ?? "",
          sourcePage: row.source_page,
          wordingVersion: row.wording_version,
        });
      }
      return list;
    },
  };
}

export type Newsletter = ReturnType<typeof createNewsletter>;

/**
 * Access and erasure requests: the address, its status and its whole consent ledger. Erasing it
 * leaves only its hash on the suppression list, so an erased person is never mailed again either.
 */
export function newsletterPrivacySource(app: AppDatabase, now = () => new Date()): PrivacySource {
  const { db } = app;
  return {
    name: "newsletter",
    async find(email) {
      const subscriber = await db
        .selectFrom("newsletter_subscribers")
        .select(["id", "email", "lang", "status", "created_at", "confirmed_at", "unsubscribed_at"])
        .where("email_key", "=", emailKey(email))
        .executeTakeFirst();
      if (!subscriber) return [];
      const consents = await db
        .selectFrom("newsletter_consents")
        .select([
          "given_at",
          "source_page",
          "lang",
          "wording",
          "wording_version",
          "confirmed_at",
          "confirmed_by",
          "withdrawn_at",
        ])
        .where("subscriber_id", "=", subscriber.id)
        .orderBy("id")
        .execute();
      const { id: _, ...fields } = subscriber;
      return [{ ...fields, consents }];
    },
    async erase(email) {
      const erased = await writeTransaction(db, async (trx) => {
        const gone = await trx
          .deleteFrom("newsletter_subscribers")
          .where("email_key", "=", emailKey(email))
          .executeTakeFirst();
        const erased = rowsChanged(gone);
        if (erased > 0)
          await trx
            .insertInto("newsletter_suppressions")
            .values({ email_hash: suppressionHash(email), reason: "erased", at: now().toISOString() })
            .onConflict((oc) => oc.column("email_hash").doNothing())
            .execute();
        return erased;
      });
      if (erased > 0) await scrubErased(app, ["newsletter_subscribers", "newsletter_consents"]);
      return erased;
    },
  };
}
