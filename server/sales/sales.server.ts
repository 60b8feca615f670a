import type { Kysely, Selectable } from "kysely";
import type { Actor, AuditLog } from "#server/audit/audit.server.ts";
import { type AppDatabase, type Database, leadRoles, type Role, writeTransaction } from "#server/db/db.server.ts";
import {
  CONTACT_ASSIGNMENT,
  type ContactAssignment,
  contactAssignment,
  LEAD_ASSIGNED,
  setSetting,
} from "#server/leads/assignment.server.ts";
import { searchText } from "#server/leads/search-text.ts";
import { fromRow, keepMergedAddresses, type StoredLead } from "#server/leads/store.server.ts";
import { moveUnsentMessages, unsentMessageCount } from "#server/mail/messages.server.ts";
import { enqueue } from "#server/mail/outbox.server.ts";

/** A member acting on leads: who, for the history and the audit log, and their role, for the rules. */
export type Seller = NonNullable<Actor> & { role: Role };

/** A member who works leads: the first name they gave at setup, null if none (common/admin/member-names). */
export type Member = { id: number; email: string; firstName: string | null };

export type Duplicate = { id: number; firstName: string; lastName: string; createdAt: Date };

export type Preferences = { digest: boolean; roundRobin: boolean };

/**
 * What a merge moves from the lead that goes to the one that stays (issue 46): its history's entries
 * by kind, its meetings and its emails not yet sent, its message (as a history entry), and its next
 * step and owner when the kept lead has none. Shown before, and recorded in the audit log after.
 */
export type MergeMoves = {
  notes: number;
  statusChanges: number;
  assignments: number;
  steps: number;
  earlierMerges: number;
  meetings: number;
  emails: number;
  message: boolean;
  nextStep: boolean;
  owner: boolean;
};

/** One side of a merge, as the confirmation shows it: the lead as stored. */
export type MergeSide = StoredLead;

export type AssignOutcome = "assigned" | "unchanged" | "forbidden" | "missing";

/** What setting or completing a next step did; "none" when there was no step to complete. */
export type StepOutcome = "saved" | "none" | "forbidden" | "missing";

/**
 * Who may work a lead's next step: its owner or an admin, as for giving it to someone; anyone while
 * it waits in the queue, which is everyone's until someone takes it.
 */
export function mayWorkOn(ownerId: number | null, by: Pick<Seller, "id" | "role">): boolean {
  return by.role === "admin" || ownerId === null || ownerId === by.id;
}

export type SalesDesk = {
  /** The active members a lead can be given to, by address. */
  members(): Promise<Member[]>;
  /**
   * Gives the lead to a member, or back to the queue (null). Its owner or an admin may; anyone may
   * take an unassigned lead for themselves. Recorded in the history and the audit log; the new owner
   * is emailed unless they gave it to themselves.
   */
  assign(leadId: number, ownerId: number | null, by: Seller): Promise<AssignOutcome>;
  /**
   * Sets (or replaces) the next step: a day (YYYY-MM-DD, the team's calendar) and a short note. Only
   * those who may work on the lead (`mayWorkOn`) may.
   */
  setNextStep(leadId: number, day: string, note: string, by: Seller): Promise<StepOutcome>;
  /** Marks the next step done: it leaves the lead and stays in its history. The same people may. */
  completeNextStep(leadId: number, by: Seller): Promise<StepOutcome>;
  /** Other leads with the same email key or phone key, newest first. */
  duplicatesOf(leadId: number): Promise<Duplicate[]>;
  /**
   * Admins only: `goneId` is folded into `keepId`, which takes its history, its message (as a
   * history entry), its meetings and its pending messages; then `goneId` is erased. What moved, also
   * in the audit log; false when either lead is missing or they are the same.
   */
  merge(keepId: number, goneId: number, by: Seller): Promise<MergeMoves | false>;
  /** Both leads of a merge and what it would move, for the step that confirms it; undefined as `merge` is false. */
  mergePreview(
    keepId: number,
    goneId: number,
  ): Promise<{ keep: MergeSide; gone: MergeSide; moves: MergeMoves } | undefined>;
  /** Remembers that this member has opened this lead. */
  markRead(userId: number, leadId: number): Promise<void>;
  preferences(userId: number): Promise<Preferences>;
  setPreferences(userId: number, preferences: Preferences): Promise<void>;
  contactAssignment(): Promise<ContactAssignment>;
  setContactAssignment(mode: ContactAssignment, by: Seller): Promise<void>;
};

export function createSalesDesk(
  { db }: AppDatabase,
  audit: AuditLog,
  options: { now?: () => Date; ownerEmails?: boolean } = {},
): SalesDesk {
  const now = options.now ?? (() => new Date());
  const ownerEmails = options.ownerEmails ?? false;
  const actor = (by: Seller) => ({ id: by.id, email: by.email });
  const event = (by: Seller, leadId: number) => ({
    lead_id: leadId,
    at: now().toISOString(),
    actor_id: by.id,
    actor_email: by.email,
  });

  return {
    async members() {
      const rows = await db
        .selectFrom("users")
        .leftJoin("staff_profiles", "staff_profiles.user_id", "users.id")
        .select(["users.id", "users.email", "staff_profiles.first_name"])
        .where("users.disabled_at", "is", null)
        .where("users.role", "in", leadRoles)
        .orderBy("users.email")
        .execute();
      return rows.map((row) => ({ id: row.id, email: row.email, firstName: row.first_name }));
    },

    async assign(leadId, ownerId, by) {
      const outcome = await writeTransaction(db, async (trx) => {
        const lead = await trx.selectFrom("leads").select("owner_id").where("id", "=", leadId).executeTakeFirst();
        if (!lead) return { result: "missing" as const };
        const allowed = by.role === "admin" || lead.owner_id === by.id || (lead.owner_id === null && ownerId === by.id);
        if (!allowed) return { result: "forbidden" as const };
        if (lead.owner_id === ownerId) return { result: "unchanged" as const };
        const owner =
          ownerId === null
            ? null
            : await trx
                .selectFrom("users")
                .select(["id", "email"])
                .where("id", "=", ownerId)
                .where("disabled_at", "is", null)
                .where("role", "in", leadRoles)
                .executeTakeFirst();
        if (owner === undefined) return { result: "missing" as const };
        await trx.updateTable("leads").set({ owner_id: ownerId }).where("id", "=", leadId).execute();
        await trx
          .insertInto("lead_events")
          .values({ ...event(by, leadId), kind: "owner", detail: owner?.email ?? null })
          .execute();
        if (owner && owner.id !== by.id && ownerEmails) {
          await enqueue(trx, { kind: LEAD_ASSIGNED, leadId, refId: owner.id }, now());
        }
        return { result: "assigned" as const, from: lead.owner_id };
      });
      if (outcome.result === "assigned") {
        await audit.record({
          actor: actor(by),
          action: "lead.assign",
          target: { type: "lead", id: leadId },
          details: { from: outcome.from ?? null, to: ownerId },
        });
      }
      return outcome.result;
    },

    async setNextStep(leadId, day, note, by) {
      const outcome = await writeTransaction(db, async (trx): Promise<StepOutcome> => {
        const lead = await trx.selectFrom("leads").select("owner_id").where("id", "=", leadId).executeTakeFirst();
        if (!lead) return "missing";
        if (!mayWorkOn(lead.owner_id, by)) return "forbidden";
        await trx
          .updateTable("leads")
          .set({ next_step_on: day, next_step_note: note })
          .where("id", "=", leadId)
          .execute();
        await trx
          .insertInto("lead_events")
          .values({ ...event(by, leadId), kind: "step", detail: day, note })
          .execute();
        return "saved";
      });
      if (outcome === "saved")
        await audit.record({ actor: actor(by), action: "lead.step", target: { type: "lead", id: leadId } });
      return outcome;
    },

    async completeNextStep(leadId, by) {
      const outcome = await writeTransaction(db, async (trx): Promise<StepOutcome> => {
        const lead = await trx
          .selectFrom("leads")
          .select(["owner_id", "next_step_on", "next_step_note"])
          .where("id", "=", leadId)
          .executeTakeFirst();
        if (!lead) return "missing";
        if (!mayWorkOn(lead.owner_id, by)) return "forbidden";
        if (!lead.next_step_on) return "none";
        await trx
          .updateTable("leads")
          .set({ next_step_on: null, next_step_note: null })
          .where("id", "=", leadId)
          .execute();
        await trx
          .insertInto("lead_events")
          .values({ ...event(by, leadId), kind: "step.done", detail: lead.next_step_on, note: lead.next_step_note })
          .execute();
        return "saved";
      });
      if (outcome === "saved")
        await audit.record({ actor: actor(by), action: "lead.step_done", target: { type: "lead", id: leadId } });
      return outcome;
    },

    async duplicatesOf(leadId) {
      const keys = await db
        .selectFrom("leads")
        .select(["email_key", "phone_key"])
        .where("id", "=", leadId)
        .executeTakeFirst();
      if (!keys) return [];
      const rows = await db
        .selectFrom("leads")
        .select(["id", "first_name", "last_name", "created_at"])
        .where("id", "!=", leadId)
        .where((eb) =>
          keys.phone_key
            ? eb.or([eb("email_key", "=", keys.email_key), eb("phone_key", "=", keys.phone_key)])
            : eb("email_key", "=", keys.email_key),
        )
        .orderBy("id", "desc")
        .limit(20)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        createdAt: new Date(row.created_at),
      }));
    },

    async merge(keepId, goneId, by) {
      if (by.role !== "admin" || keepId === goneId) return false;
      const moved = await writeTransaction(db, (trx) => fold(trx, keepId, goneId, by));
      if (moved) {
        await audit.record({
          actor: actor(by),
          action: "lead.merge",
          target: { type: "lead", id: keepId },
          details: { merged: goneId, ...moved },
        });
      }
      return moved;
    },

    async mergePreview(keepId, goneId) {
      if (keepId === goneId) return undefined;
      const [keep, gone] = await bothLeads(db, keepId, goneId);
      if (!keep || !gone) return undefined;
      return { keep: fromRow(keep), gone: fromRow(gone), moves: await movesOf(db, keep, gone) };
    },

    async markRead(userId, leadId) {
      await db
        .insertInto("lead_reads")
        .values({ user_id: userId, lead_id: leadId, read_at: now().toISOString() })
        .onConflict((conflict) => conflict.columns(["user_id", "lead_id"]).doNothing())
        .execute();
    },

    async preferences(userId) {
      const row = await db
        .selectFrom("users")
        .select(["wants_digest", "in_round_robin"])
        .where("id", "=", userId)
        .executeTakeFirst();
      return { digest: row?.wants_digest === 1, roundRobin: row?.in_round_robin === 1 };
    },

    async setPreferences(userId, { digest, roundRobin }) {
      await db
        .updateTable("users")
        .set({ wants_digest: digest ? 1 : 0, in_round_robin: roundRobin ? 1 : 0 })
        .where("id", "=", userId)
        .execute();
    },

    contactAssignment: () => contactAssignment(db),

    async setContactAssignment(mode, by) {
      if (by.role !== "admin") return;
      await setSetting(db, CONTACT_ASSIGNMENT, mode);
      await audit.record({ actor: actor(by), action: "sales.contact_assignment", details: { mode } });
    },
  };

  /**
   * The merge itself, in one transaction: the history moves over with its order kept (ids are not
   * renumbered, and the page reads by id), the gone lead's message becomes an entry of the kept one's
   * history, its words join the kept lead's search text, its addresses stay findable for privacy
   * requests, and its meetings, reads and pending messages point at the kept lead before it is erased.
   */
  async function fold(trx: Kysely<Database>, keepId: number, goneId: number, by: Seller): Promise<MergeMoves | false> {
    const [keep, gone] = await bothLeads(trx, keepId, goneId);
    if (!keep || !gone) return false;
    const moves = await movesOf(trx, keep, gone);
    await trx.updateTable("lead_events").set({ lead_id: keepId }).where("lead_id", "=", goneId).execute();
    await trx
      .insertInto("lead_events")
      .values({
        ...event(by, keepId),
        kind: "merged",
        detail: JSON.stringify({
          id: gone.id,
          receivedAt: gone.created_at,
          name: `${gone.first_name} ${gone.last_name}`,
          email: gone.email,
          phone: gone.phone,
          status: gone.status,
        }),
        note: gone.message,
      })
      .execute();
    await keepMergedAddresses(trx, keepId, gone);
    await trx.updateTable("meetings").set({ lead_id: keepId }).where("lead_id", "=", goneId).execute();
    await moveUnsentMessages(trx, goneId, keepId);
    await trx
      .updateTable("leads")
      .set({
        search_text: searchText([keep.search_text, gone.search_text]),
        owner_id: keep.owner_id ?? gone.owner_id,
        next_step_on: keep.next_step_on ?? gone.next_step_on,
        next_step_note: keep.next_step_on ? keep.next_step_note : gone.next_step_note,
      })
      .where("id", "=", keepId)
      .execute();
    await trx.deleteFrom("leads").where("id", "=", goneId).execute();
    return moves;
  }
}

type LeadRow = Selectable<Database["leads"]>;

async function bothLeads(db: Kysely<Database>, keepId: number, goneId: number) {
  return Promise.all(
    [keepId, goneId].map((id) => db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst()),
  );
}

/** What folding `gone` into `keep` moves, read before anything moves. */
async function movesOf(db: Kysely<Database>, keep: LeadRow, gone: LeadRow): Promise<MergeMoves> {
  const events = await db
    .selectFrom("lead_events")
    .select(["kind", "from_status"])
    .where("lead_id", "=", gone.id)
    .execute();
  const meetings = await db
    .selectFrom("meetings")
    .select((eb) => eb.fn.countAll().as("total"))
    .where("lead_id", "=", gone.id)
    .executeTakeFirstOrThrow();
  const emails = await unsentMessageCount(db, gone.id);
  const count = (test: (event: (typeof events)[number]) => boolean) => events.filter(test).length;
  return {
    notes: count((event) => event.kind === null && event.from_status === null),
    statusChanges: count((event) => event.kind === null && event.from_status !== null),
    assignments: count((event) => event.kind === "owner"),
    steps: count((event) => event.kind === "step" || event.kind === "step.done"),
    earlierMerges: count((event) => event.kind === "merged"),
    meetings: Number(meetings.total),
    emails,
    message: gone.message.trim() !== "",
    nextStep: keep.next_step_on === null && gone.next_step_on !== null,
    owner: keep.owner_id === null && gone.owner_id !== null,
  };
}
