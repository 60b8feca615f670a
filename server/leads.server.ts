import type { Selectable } from "kysely";
import type { ContactTopic } from "../app/content/types";
import type { Lang } from "../app/site/pages";
import type { AppDatabase, LeadsTable } from "./db.server";

export type NewLead = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: ContactTopic;
  message: string;
  lang: Lang;
  sourcePage: string;
  consentAt: Date;
  userAgent: string | null;
};

export type StoredLead = NewLead & { id: number; createdAt: Date };

export type LeadStore = {
  /**
   * Stores the lead and its pending notification together. Replaying the same
   * idempotency key (a double click, a retried request) stores nothing new.
   */
  submit(lead: NewLead, idempotencyKey: string): Promise<{ id: number; created: boolean }>;
  /** Newest first. */
  list(): Promise<StoredLead[]>;
  /** Case-insensitive on the email; returns how many leads were erased. */
  deleteByEmail(email: string): Promise<number>;
  /** Erases leads received more than `days` days ago; returns how many. */
  purgeOlderThan(days: number): Promise<number>;
  count(): Promise<number>;
};

const DAY_MS = 86_400_000;

export function createLeadStore(app: AppDatabase, options: { now?: () => Date } = {}): LeadStore {
  const { db } = app;
  const now = options.now ?? (() => new Date());

  return {
    async submit(lead, idempotencyKey) {
      if (idempotencyKey.trim() === "") throw new Error("An idempotency key is required");
      return db.transaction().execute(async (trx) => {
        const createdAt = now().toISOString();
        // ON CONFLICT rather than check-then-insert: two racing requests cannot both insert.
        const inserted = await trx
          .insertInto("leads")
          .values({ ...toRow(lead), idempotency_key: idempotencyKey, created_at: createdAt })
          .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
          .returning("id")
          .executeTakeFirst();

        if (inserted) {
          await trx.insertInto("notifications").values({ lead_id: inserted.id, next_attempt_at: createdAt }).execute();
          return { id: inserted.id, created: true };
        }

        const existing = await trx
          .selectFrom("leads")
          .select("id")
          .where("idempotency_key", "=", idempotencyKey)
          .executeTakeFirstOrThrow();
        return { id: existing.id, created: false };
      });
    },

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
      // lower() on both sides so the folding rules are the database's, whatever they are.
      const result = await db
        .deleteFrom("leads")
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", eb.fn("lower", [eb.val(email)])))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async purgeOlderThan(days) {
      if (!Number.isFinite(days) || days < 0) throw new RangeError(`Invalid retention period: ${days} days`);
      const cutoff = new Date(now().getTime() - days * DAY_MS).toISOString();
      const result = await db.deleteFrom("leads").where("created_at", "<", cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
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
  return {
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

function fromRow(row: Selectable<LeadsTable>): StoredLead {
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
  };
}
