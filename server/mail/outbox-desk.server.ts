import { type Selectable, sql } from "kysely";
import type { OutboxState } from "#common/mail/outbox.ts";
import type { Actor, AuditLog } from "#server/audit/audit.server.ts";
import { type AppDatabase, writeTransaction } from "#server/db/db.server.ts";
import type { PrivacySource } from "#server/privacy/privacy.server.ts";
import { type Outcome, type OutcomeListener, renderedOf, type StoredMail } from "./outbox.server";
import type { OutboxTable } from "./tables";

/** One message as the back office lists it: no body. */
export type OutboxEntry = {
  id: number;
  kind: string;
  recipient: string | null;
  subject: string | null;
  lang: string | null;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  sentAt: string | null;
  nextAttemptAt: string;
};

export type OutboxFilter = { state?: OutboxState; kind?: string };
export type OutboxPage = { entries: OutboxEntry[]; nextBefore?: number };

const listed = [
  "id",
  "kind",
  "recipient",
  "subject",
  "lang",
  "state",
  "attempts",
  "last_error",
  "created_at",
  "last_attempt_at",
  "sent_at",
  "next_attempt_at",
] as const;

type ListedRow = Pick<Selectable<OutboxTable>, (typeof listed)[number]>;

const entryOf = (row: ListedRow): OutboxEntry => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  lang: row.lang,
  state: row.state,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at,
  lastAttemptAt: row.last_attempt_at,
  sentAt: row.sent_at,
  nextAttemptAt: row.next_attempt_at,
});

const DAY_MS = 86_400_000;
/** Ids per UPDATE: well under both databases' bound-parameter limits. */
const CHUNK = 500;

/**
 * The back office's outbox (issue 47, decision 072): every message newest first, by state and kind,
 * a page at a time by id (an index ends in it for each filter, so a page costs the same at the
 * 100,000th message as at the first); one message as its recipient reads it; a failed or held
 * message sent again, every held one at once, a queued one dropped; one opened; each in the audit log.
 */
export function createOutboxDesk(
  { db }: AppDatabase,
  {
    audit,
    holding,
    kinds,
    paced = {},
    listeners = {},
    onQueued = () => {},
    now = () => new Date(),
  }: {
    audit: AuditLog;
    /** True without SMTP_URL: new emails are held, not sent. */
    holding: boolean;
    /** The kinds this server queues, for the screen's filter. */
    kinds: readonly string[];
    /** Kinds whose messages leave one interval apart (ms), released as they were first queued. */
    paced?: Readonly<Record<string, number>>;
    /** Each kind's listener, told when a message of its kind is sent again or dropped here. */
    listeners?: Readonly<Record<string, OutcomeListener>>;
    onQueued?: () => void;
    now?: () => Date;
  },
) {
  /**
   * Moves the messages `ids` names that are in one of `from` states, and tells each one's listener, in
   * one transaction; resolves to how many moved.
   */
  function move(
    ids: readonly number[],
    from: readonly OutboxState[],
    values: { state: OutboxState; next_attempt_at?: string },
    outcome: Outcome,
  ): Promise<number> {
    return writeTransaction(db, async (trx) => {
      const moved = await trx
        .updateTable("outbox")
        .set(values)
        .where("id", "in", ids)
        .where("state", "in", from)
        .returning(["id", "kind", "lead_id", "ref_id"])
        .execute();
      for (const row of moved)
        await listeners[row.kind]?.(trx, { id: row.id, leadId: row.lead_id, refId: row.ref_id }, outcome);
      return moved.length;
    });
  }

  return {
    holding,
    kinds,

    /** How many messages are held: the home screen says so while mail is held. */
    async heldCount(): Promise<number> {
      const { count } = await db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("state", "=", "held")
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async page(filter: OutboxFilter, before?: number, limit = 50): Promise<OutboxPage> {
      let query = db
        .selectFrom("outbox")
        .select(listed)
        .orderBy("id", "desc")
        .limit(limit + 1);
      if (filter.state) query = query.where("state", "=", filter.state);
      if (filter.kind) query = query.where("kind", "=", filter.kind);
      if (before !== undefined) query = query.where("id", "<", before);
      const rows = await query.execute();
      const entries = rows.slice(0, limit).map(entryOf);
      return rows.length > limit ? { entries, nextBefore: entries.at(-1)?.id } : { entries };
    },

    /**
     * One message as its recipient reads it. Opening one is in the audit log, as opening a lead is: it
     * shows a lead's message, meeting tokens, confirmation and guide links.
     */
    async message(
      id: number,
      reader: NonNullable<Actor>,
    ): Promise<{ entry: OutboxEntry; mail: StoredMail | undefined } | undefined> {
      const row = await db
        .selectFrom("outbox")
        .select([...listed, "body_text", "body_html", "envelope"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return undefined;
      await audit.record({ actor: reader, action: "outbox.view", target: { type: "outbox", id } });
      return { entry: entryOf(row), mail: renderedOf(row) };
    },

    /** Sends a failed or held message again at once; false when it is neither (any more). */
    async retry(id: number, actor: NonNullable<Actor>): Promise<boolean> {
      const moved = await move(
        [id],
        ["failed", "held"],
        { state: "queued", next_attempt_at: now().toISOString() },
        "queued",
      );
      if (moved === 0) return false;
      await audit.record({ actor, action: "outbox.retry", target: { type: "outbox", id } });
      onQueued();
      return true;
    },

    /**
     * Sends every held message, once SMTP_URL is set: held mail never leaves on its own (decision 087).
     * Each leaves now, a paced kind's one interval after the other; each is rendered again when it
     * goes, as any retry is. Resolves to how many.
     */
    async releaseHeld(actor: NonNullable<Actor>): Promise<number> {
      if (holding) return 0;
      const held = await db
        .selectFrom("outbox")
        .select(["id", "kind"])
        .where("state", "=", "held")
        .orderBy("id")
        .execute();
      // Each message's time: now, or for a paced kind (a newsletter's copies) one interval after the last.
      const at = now().getTime();
      const seen = new Map<string, number>();
      const byTime = new Map<string, number[]>();
      for (const { id, kind } of held) {
        const index = seen.get(kind) ?? 0;
        seen.set(kind, index + 1);
        const when = new Date(at + index * (paced[kind] ?? 0)).toISOString();
        byTime.set(when, [...(byTime.get(when) ?? []), id]);
      }
      let released = 0;
      for (const [when, ids] of byTime)
        for (let start = 0; start < ids.length; start += CHUNK)
          released += await move(
            ids.slice(start, start + CHUNK),
            ["held"],
            { state: "queued", next_attempt_at: when },
            "queued",
          );
      if (released === 0) return 0;
      await audit.record({ actor, action: "outbox.release", details: { count: released } });
      onQueued();
      return released;
    },

    /** Drops a message still waiting; false when it is not queued (any more). */
    async drop(id: number, actor: NonNullable<Actor>): Promise<boolean> {
      if ((await move([id], ["queued"], { state: "dropped" }, "dropped")) === 0) return false;
      await audit.record({ actor, action: "outbox.drop", target: { type: "outbox", id } });
      return true;
    },
  };
}

export type OutboxDesk = ReturnType<typeof createOutboxDesk>;

/** How many messages are in each state: the metrics' outbox depth. */
export async function outboxDepth({ db }: AppDatabase): Promise<{ state: string; count: number }[]> {
  const rows = await db
    .selectFrom("outbox")
    .select(["state", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy("state")
    .execute();
  return rows.map((row) => ({ state: row.state, count: Number(row.count) }));
}

/**
 * Erases what messages said (recipient, subject, bodies, and the error that may quote the address)
 * once they are older than the retention period the privacy policy states (LEAD_RETENTION_DAYS),
 * whatever their state: a sent message from when it was sent, any other from when it was queued. The
 * row stays, as a count; one never sent is dropped, so nothing of it is sent or offered again. Run by
 * the daily retention job. Resolves to how many were erased.
 */
export async function eraseContentPastRetention({ db }: AppDatabase, days: number, at: Date): Promise<number> {
  const cutoff = new Date(at.getTime() - days * DAY_MS).toISOString();
  const erased = await db
    .updateTable("outbox")
    .set((eb) => ({
      ...Object.fromEntries(contentColumns.map((column) => [column, null])),
      state: eb.case().when("state", "=", "sent").then("sent").else("dropped").end().$castTo<OutboxState>(),
    }))
    .where((eb) => eb.fn.coalesce("sent_at", "created_at"), "<", cutoff)
    // Not yet erased: still to be sent, or still saying something.
    .where((eb) =>
      eb.or([
        eb("state", "not in", ["sent", "dropped"]),
        ...contentColumns.map((column) => eb(column, "is not", null)),
      ]),
    )
    .returning("id")
    .execute();
  return erased.length;
}

/** What a message says, and whom to: erased after the retention period. */
const contentColumns = ["recipient", "subject", "body_text", "body_html", "envelope", "last_error"] as const;

/**
 * The messages addressed to a person, for an access or deletion request: rendered messages hold
 * their words. Erasing takes the messages out (those about a lead or a meeting also go with it).
 */
export function outboxPrivacySource({ db }: AppDatabase): PrivacySource {
  const sameRecipient = (email: string) => sql<boolean>`lower(recipient) = lower(${email})`;
  return {
    name: "emails",

    async find(email) {
      return db
        .selectFrom("outbox")
        .select(["kind", "subject", "state", "created_at as queuedAt", "sent_at as sentAt"])
        .where(sameRecipient(email))
        .orderBy("id")
        .execute();
    },

    async erase(email) {
      const erased = await db.deleteFrom("outbox").where(sameRecipient(email)).returning("id").execute();
      return erased.length;
    },
  };
}
