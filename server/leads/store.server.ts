import { type Expression, type Kysely, type Selectable, type SqlBool, sql, type Transaction } from "kysely";
import type { LeadStatus } from "#common/admin/lead-status.ts";
import type { LeadTopic } from "#common/content/types.ts";
import type { OutboxKind } from "#common/mail/outbox.ts";
import type { Lang } from "#common/site/pages.ts";
import { type AppDatabase, type Database, writeTransaction } from "#server/db/db.server.ts";
import { scrubErased } from "#server/db/erasure.server.ts";
import { rowsChanged } from "#server/db/rows.server.ts";
import { hasQueuedMessage } from "#server/mail/messages.server.ts";
import { enqueue } from "#server/mail/outbox.server.ts";
import { assignNewLead } from "./assignment.server";
import { contactKeys } from "./contact-keys";
import { searchText } from "./search-text";
import type { LeadsTable } from "./tables";

export type NewLead = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: LeadTopic;
  message: string;
  lang: Lang;
  sourcePage: string;
  consentAt: Date;
  userAgent: string | null;
  /**
   * The member who follows it up (a demo booked with them). Without one, a contact message goes to
   * the unassigned queue, or to the next member in the round-robin when an admin has turned it on.
   */
  ownerId?: number;
};

export type StoredLead = Omit<NewLead, "ownerId"> & {
  id: number;
  createdAt: Date;
  status: LeadStatus;
  ownerId: number | null;
  nextStepOn: string | null;
  nextStepNote: string | null;
};

export type LeadStore = {
  /**
   * Stores the lead and its outbox messages together. Replaying the same
   * idempotency key (a double click, a retried request) stores nothing new.
   */
  submit(lead: NewLead, idempotencyKey: string): Promise<{ id: number; created: boolean }>;
  /** Stores the lead and its outbox messages in a transaction the caller holds (a booking's), at once. */
  insertWithin(
    trx: Transaction<Database>,
    lead: NewLead,
    idempotencyKey: string,
  ): Promise<{ id: number; created: boolean }>;
  /** Newest first. */
  list(): Promise<StoredLead[]>;
  /** Case-insensitive on the email; returns how many leads were erased. */
  deleteByEmail(email: string): Promise<number>;
  /**
   * Erases leads whose last exchange (received, or the team's latest status change or note) is more
   * than `days` days old, but none with a message still pending; returns the ids erased.
   */
  purgeOlderThan(days: number): Promise<number[]>;
  count(): Promise<number>;
};

const DAY_MS = 86_400_000;
/** Leads written in one transaction at most: a burst is committed in a few syncs, none too long. */
const maxBatch = 100;

type Pending = {
  lead: NewLead;
  idempotencyKey: string;
  resolve: (result: { id: number; created: boolean }) => void;
  reject: (error: unknown) => void;
};

export type LeadStoreOptions = {
  now?: () => Date;
  /** The outbox kinds queued with each new lead: those this deployment can deliver (email, webhook). */
  outboxKinds?: readonly OutboxKind[];
  /** Whether a member given a new lead is emailed (the deployment can send email). */
  ownerEmails?: boolean;
};

/** Erasing a lead erases its history and its meetings with it (ON DELETE CASCADE). */
const leadTables = ["leads", "lead_events", "lead_merged_addresses", "meetings"] as const;

/**
 * A lead that is this person's: by its own address, or by an address of a lead merged into it
 * (`lead_merged_addresses`, written by the merge). Case is folded.
 */
export function leadOfAddress(email: string): Expression<SqlBool> {
  return sql<SqlBool>`(lower(leads.email) = lower(${email}) or leads.id in (
    select lead_id from lead_merged_addresses where email = ${email.toLowerCase()}))`;
}

/**
 * A merge keeps the gone lead's address, and those of the leads merged into it before, on the kept
 * lead, so a privacy request under any of them still finds it. Run before the gone lead is deleted.
 */
export async function keepMergedAddresses(
  trx: Kysely<Database>,
  keepId: number,
  gone: { id: number; email: string },
): Promise<void> {
  await trx
    .insertInto("lead_merged_addresses")
    .values({ lead_id: keepId, email: gone.email.toLowerCase() })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await trx
    .insertInto("lead_merged_addresses")
    .columns(["lead_id", "email"])
    .expression((eb) =>
      eb
        .selectFrom("lead_merged_addresses")
        .select([eb.val(keepId).as("lead_id"), "email"])
        .where("lead_id", "=", gone.id),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export function createLeadStore(app: AppDatabase, options: LeadStoreOptions = {}): LeadStore {
  const { db } = app;
  const now = options.now ?? (() => new Date());
  const outboxKinds = options.outboxKinds ?? [];
  const ownerEmails = options.ownerEmails ?? false;

  async function insertOne(trx: Transaction<Database>, lead: NewLead, idempotencyKey: string) {
    const at = now();
    const createdAt = at.toISOString();
    // ON CONFLICT rather than check-then-insert: two racing requests cannot both insert.
    const inserted = await trx
      .insertInto("leads")
      .values({ ...toRow(lead), idempotency_key: idempotencyKey, created_at: createdAt })
      .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) {
      for (const kind of outboxKinds) await enqueue(trx, { kind, leadId: inserted.id }, at);
      await assignNewLead(trx, { leadId: inserted.id, ownerId: lead.ownerId, at, notify: ownerEmails });
      return { id: inserted.id, created: true };
    }
    const existing = await trx
      .selectFrom("leads")
      .select("id")
      .where("idempotency_key", "=", idempotencyKey)
      .executeTakeFirstOrThrow();
    return { id: existing.id, created: false };
  }

  /** One transaction for these leads, tried again when the database reports a transient conflict. */
  function write(items: Pending[]): Promise<Array<{ id: number; created: boolean }>> {
    return writeTransaction(db, async (trx) => {
      const out = [];
      for (const item of items) out.push(await insertOne(trx, item.lead, item.idempotencyKey));
      return out;
    });
  }

  /**
   * Group commit: the leads that arrive while a transaction is being written wait for the next one,
   * and go in together. Each is still answered only after the commit that holds it, so the promise
   * "acknowledged once durably written" stands, at one disk sync per batch instead of per lead.
   * If the batch fails, each lead is written on its own, so one bad lead fails only itself.
   */
  const queue: Pending[] = [];
  let writing = false;
  async function flush() {
    if (writing || queue.length === 0) return;
    writing = true;
    const batch = queue.splice(0, maxBatch);
    try {
      const results = await write(batch);
      for (const [i, item] of batch.entries()) item.resolve(results[i] as { id: number; created: boolean });
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else
        for (const item of batch)
          await write([item]).then(([result]) => item.resolve(result as { id: number; created: boolean }), item.reject);
    } finally {
      writing = false;
      if (queue.length) setImmediate(flush);
    }
  }

  return {
    submit(lead, idempotencyKey) {
      if (idempotencyKey.trim() === "") return Promise.reject(new Error("An idempotency key is required"));
      return new Promise((resolve, reject) => {
        queue.push({ lead, idempotencyKey, resolve, reject });
        setImmediate(flush);
      });
    },

    insertWithin: insertOne,

    async list() {
      const rows = await db
        .selectFrom("leads")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map(fromRow);
    },

    async deleteByEmail(email) {
      // Leads merged into another go with it: the kept lead holds their address and message.
      const result = await db.deleteFrom("leads").where(leadOfAddress(email)).executeTakeFirst();
      const erased = rowsChanged(result);
      if (erased > 0) await scrubErased(app, leadTables);
      return erased;
    },

    async purgeOlderThan(days) {
      if (!Number.isFinite(days) || days < 0) throw new RangeError(`Invalid retention period: ${days} days`);
      const cutoff = new Date(now().getTime() - days * DAY_MS).toISOString();
      // Kept for `days` after the last exchange (the lead, or the team's latest status change or
      // note), as the privacy policy says; and a lead whose message is still on its way (queued) stays until sent.
      const removed = await db
        .deleteFrom("leads")
        .where("created_at", "<", cutoff)
        .where((eb) => eb.not(hasQueuedMessage(eb)))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("lead_events")
                .select("lead_events.id")
                .whereRef("lead_events.lead_id", "=", "leads.id")
                .where("lead_events.at", ">=", cutoff),
            ),
          ),
        )
        .returning("id")
        .execute();
      if (removed.length > 0) await scrubErased(app, leadTables);
      return removed.map((row) => row.id).sort((a, b) => a - b);
    },

    async count() {
      const { total } = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll().as("total"))
        .executeTakeFirstOrThrow();
      // PostgreSQL returns count(*) as a bigint string.
      return Number(total);
    },
  };
}

function toRow(lead: NewLead) {
  const keys = contactKeys(lead.email, lead.phone);
  return {
    email_key: keys.emailKey,
    phone_key: keys.phoneKey,
    search_text: searchText([lead.firstName, lead.lastName, lead.email, lead.company, lead.message]),
    first_name: lead.firstName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    topic: lead.topic,
    message: lead.message,
    lang: lead.lang,
    source_page: lead.sourcePage,
    consent_at: lead.consentAt.toISOString(),
    user_agent: lead.userAgent,
  };
}

export function fromRow(row: Selectable<LeadsTable>): StoredLead {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    topic: row.topic,
    message: row.message,
    lang: row.lang,
    sourcePage: row.source_page,
    consentAt: new Date(row.consent_at),
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at),
    status: row.status,
    ownerId: row.owner_id,
    nextStepOn: row.next_step_on,
    nextStepNote: row.next_step_note,
  };
}
