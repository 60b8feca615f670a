import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from "kysely";
import type { Database } from "#server/db/db.server.ts";

/**
 * What other rooms may ask of the outbox's messages (issue 54, item 3): the outbox owns its table, and
 * a capability reads or withdraws the messages about its own rows only through these. Each takes the
 * caller's transaction, so a message goes or stays with what it tells about.
 */

/** A message about someone, as an access request lists it. */
export type MessageAbout = { kind: string; queuedAt: string; sentAt: string | null; attempts: number };

/** The messages about a lead, or about one of a capability's rows (a meeting, a registration) of the given kinds. */
export function messagesAbout(
  db: Kysely<Database>,
  about: { leadId: number } | { refId: number; kinds: readonly string[] },
): Promise<MessageAbout[]> {
  let query = db.selectFrom("outbox").select(["kind", "created_at as queuedAt", "sent_at as sentAt", "attempts"]);
  query =
    "leadId" in about
      ? query.where("lead_id", "=", about.leadId)
      : query.where("ref_id", "=", about.refId).where("kind", "in", about.kinds);
  return query.orderBy("id").execute();
}

/** Erases every message, sent or not, about these rows of a capability (an erasure request): they point at them without a foreign key. */
export async function eraseMessagesAbout(
  trx: Kysely<Database>,
  refIds: number[],
  kinds: readonly string[],
): Promise<void> {
  if (refIds.length === 0) return;
  await trx.deleteFrom("outbox").where("ref_id", "in", refIds).where("kind", "in", kinds).execute();
}

/** Withdraws a message not yet sent (one sent stays, as the record of what was said). */
export async function withdrawUnsent(trx: Kysely<Database>, id: number): Promise<void> {
  await trx.deleteFrom("outbox").where("id", "=", id).where("sent_at", "is", null).execute();
}

/** Withdraws the messages not yet sent about a row whose kinds start with `kindPrefix` (a moved meeting's reminders). */
export async function withdrawUnsentAbout(trx: Kysely<Database>, refId: number, kindPrefix: string): Promise<void> {
  await trx
    .deleteFrom("outbox")
    .where("ref_id", "=", refId)
    .where("kind", "like", `${kindPrefix}%`)
    .where("sent_at", "is", null)
    .execute();
}

/** True, in a query over `leads`, for a lead with a message still on its way: retention keeps it until sent. */
export function hasQueuedMessage(eb: ExpressionBuilder<Database, "leads">) {
  return eb.exists(
    eb
      .selectFrom("outbox")
      .select("outbox.id")
      .whereRef("outbox.lead_id", "=", "leads.id")
      .where("outbox.state", "=", "queued"),
  );
}

/** A merged lead's messages not yet sent now tell about the lead it was merged into. */
export async function moveUnsentMessages(trx: Kysely<Database>, fromLeadId: number, toLeadId: number): Promise<void> {
  await trx
    .updateTable("outbox")
    .set({ lead_id: toLeadId })
    .where("lead_id", "=", fromLeadId)
    .where("sent_at", "is", null)
    .execute();
}

/** How many messages about a lead are not yet sent. */
export async function unsentMessageCount(db: Kysely<Database>, leadId: number): Promise<number> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll().as("total"))
    .where("lead_id", "=", leadId)
    .where("sent_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Queues one message of `kind` per row, the first at `firstAt` and each next `intervalMs` later: that spacing paces them. */
export async function enqueueSpaced(
  trx: Kysely<Database>,
  kind: string,
  refIds: number[],
  { firstAt, intervalMs, now }: { firstAt: Date; intervalMs: number; now: Date },
): Promise<void> {
  if (refIds.length === 0) return;
  await trx
    .insertInto("outbox")
    .values(
      refIds.map((refId, index) => ({
        kind,
        ref_id: refId,
        next_attempt_at: new Date(firstAt.getTime() + index * intervalMs).toISOString(),
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

/** Drops the messages of `kind` not yet sent (queued or held) about the rows `refIds` selects: a stopped send. */
export async function dropWaiting(
  trx: Kysely<Database>,
  kind: string,
  // biome-ignore lint/suspicious/noExplicitAny: any query that selects the rows' ids.
  refIds: SelectQueryBuilder<Database, any, { id: number }>,
  now: Date,
): Promise<void> {
  await trx
    .updateTable("outbox")
    .set({ state: "dropped", last_attempt_at: now.toISOString() })
    .where("kind", "=", kind)
    .where("state", "in", ["queued", "held"])
    .where("ref_id", "in", refIds)
    .execute();
}
