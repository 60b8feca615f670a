import type { Kysely } from "kysely";
import { type Database, leadRoles } from "#server/db/db.server.ts";
import { enqueue } from "#server/mail/outbox.server.ts";

/** The outbox kind of the email telling a member a lead is now theirs (ref_id: the member). */
export const LEAD_ASSIGNED = "lead.assigned";

/** The admin's choice for contact messages, in `settings`: the queue, or shared out in turn. */
export const CONTACT_ASSIGNMENT = "contact_assignment";
/** The member who received the last contact message shared out. */
const ROUND_ROBIN_LAST = "round_robin_last";

export type ContactAssignment = "queue" | "round-robin";

export async function contactAssignment(db: Kysely<Database>): Promise<ContactAssignment> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", CONTACT_ASSIGNMENT).executeTakeFirst();
  return row?.value === "round-robin" ? "round-robin" : "queue";
}

export async function setSetting(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key, value })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
    .execute();
}

/**
 * The next member in turn: the one after the last served, by id, among the active members who opted
 * in; undefined when none did. Read and moved in the lead's transaction.
 */
async function nextInTurn(db: Kysely<Database>): Promise<number | undefined> {
  const last = await db.selectFrom("settings").select("value").where("key", "=", ROUND_ROBIN_LAST).executeTakeFirst();
  const inTurn = db
    .selectFrom("users")
    .select("id")
    .where("in_round_robin", "=", 1)
    .where("disabled_at", "is", null)
    .where("role", "in", leadRoles)
    .orderBy("id")
    .limit(1);
  const next =
    (await inTurn.where("id", ">", Number(last?.value ?? 0)).executeTakeFirst()) ?? (await inTurn.executeTakeFirst());
  if (next) await setSetting(db, ROUND_ROBIN_LAST, String(next.id));
  return next?.id;
}

/**
 * Gives a new lead its owner, inside the transaction that stores it: the member given (a demo booked
 * with them), else the next in turn when contact messages are shared out, else none (the queue).
 * The history says so; a member given a contact message in turn is emailed when this deployment
 * can send email.
 */
export async function assignNewLead(
  db: Kysely<Database>,
  { leadId, ownerId, at, notify }: { leadId: number; ownerId: number | undefined; at: Date; notify: boolean },
): Promise<void> {
  const owner = ownerId ?? ((await contactAssignment(db)) === "round-robin" ? await nextInTurn(db) : undefined);
  if (owner === undefined) return;
  const member = await db.selectFrom("users").select("email").where("id", "=", owner).executeTakeFirst();
  if (!member) return;
  await db.updateTable("leads").set({ owner_id: owner }).where("id", "=", leadId).execute();
  await db
    .insertInto("lead_events")
    .values({ lead_id: leadId, at: at.toISOString(), kind: "owner", detail: member.email })
    .execute();
  // A member given a demo booked with them already has the booking's own notice: one email is enough.
  if (notify && ownerId === undefined) await enqueue(db, { kind: LEAD_ASSIGNED, leadId, refId: owner }, at);
}
