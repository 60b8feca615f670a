import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { LeadStatus } from "#common/admin/lead-status.ts";
import type { Actor, AuditLog } from "#server/audit/audit.server.ts";
import { type AppDatabase, type Database, writeTransaction } from "#server/db/db.server.ts";
import type { DialectName } from "#server/db/dialect.ts";
import { rowsChanged } from "#server/db/rows.server.ts";
import type { LeadCursor, LeadFilter } from "./inbox-filter.server";
import { fold } from "./search-text";
import { fromRow, type StoredLead } from "./store.server";
import type { LeadEventKind } from "./tables";

export type LeadSummary = Pick<
  StoredLead,
  "id" | "createdAt" | "firstName" | "lastName" | "email" | "company" | "topic" | "lang" | "status" | "nextStepOn"
> & {
  ownerId: number | null;
  ownerEmail: string | null;
  /** False when the reader has not opened it yet (always true without a reader). */
  read: boolean;
};

export type LeadEvent = {
  id: number;
  at: Date;
  actorEmail: string | null;
  from: LeadStatus | null;
  to: LeadStatus | null;
  note: string | null;
  /** Null for a status change or a note; otherwise an assignment, a next step, a step done or a merge. */
  kind: LeadEventKind | null;
  detail: string | null;
};

export type InboxPage = { leads: LeadSummary[]; next?: LeadCursor };

export type LeadInbox = {
  /** Newest first, `limit` at a time (keyset: a deep page costs what the first does). */
  page(filter: LeadFilter, options?: { after?: LeadCursor; limit?: number; readerId?: number }): Promise<InboxPage>;
  /** How many leads the filter keeps, per status (the filter's own status left aside). */
  counts(filter: LeadFilter): Promise<Partial<Record<LeadStatus, number>>>;
  /** The leads just newer and just older than this one among those the filter keeps. */
  neighbours(filter: LeadFilter, id: number): Promise<{ newer?: number; older?: number }>;
  /** Every lead the filter matches, newest first, read in chunks. */
  all(filter: LeadFilter): AsyncGenerator<StoredLead>;
  /** The lead with its history, oldest event first; undefined if there is none with this id. */
  lead(id: number): Promise<{ lead: StoredLead; events: LeadEvent[] } | undefined>;
  /** Records the change and who made it; false if the lead is gone. Setting the same status is a no-op. */
  setStatus(id: number, to: LeadStatus, actor: NonNullable<Actor>): Promise<boolean>;
  /** False if the lead is gone. */
  addNote(id: number, note: string, actor: NonNullable<Actor>): Promise<boolean>;
};

export const inboxPageSize = 50;
const exportChunk = 1_000;

/**
 * The team's side of the leads: the inbox list, a lead's detail and history, status changes and
 * notes. Status changes and notes are also written to the audit log, which names the lead but
 * never copies a note.
 */
export function createLeadInbox({ db, dialect }: AppDatabase, audit: AuditLog, now = () => new Date()): LeadInbox {
  /** The filter's leads after the cursor, newest first. */
  function newestFirst(filter: LeadFilter, after: LeadCursor | undefined, limit: number) {
    const { query, order } = leadsMatching(db, dialect, filter);
    return (after === undefined ? query : query.where(order, "<", after)).orderBy(order, "desc").limit(limit);
  }

  return {
    async page(filter, { after, limit = inboxPageSize, readerId } = {}) {
      // No join for the owners' addresses: PostgreSQL would then sort every match before the limit.
      const rows = await newestFirst(filter, after, limit + 1)
        .select([
          "leads.id",
          "leads.created_at",
          "leads.first_name",
          "leads.last_name",
          "leads.email",
          "leads.company",
          "leads.topic",
          "leads.lang",
          "leads.status",
          "leads.next_step_on",
          "leads.owner_id",
        ])
        .select((eb) =>
          (readerId === undefined
            ? eb.val(1)
            : eb
                .selectFrom("lead_reads")
                .select(eb.val(1).as("one"))
                .whereRef("lead_reads.lead_id", "=", "leads.id")
                .where("lead_reads.user_id", "=", readerId)
          ).as("was_read"),
        )
        .execute();
      const shown = rows.slice(0, limit);
      const ownerIds = [...new Set(shown.map((row) => row.owner_id).filter((id) => id !== null))];
      const owners = new Map(
        ownerIds.length
          ? (await db.selectFrom("users").select(["id", "email"]).where("id", "in", ownerIds).execute()).map((user) => [
              user.id,
              user.email,
            ])
          : [],
      );
      return {
        leads: shown.map((row) => ({
          id: row.id,
          createdAt: new Date(row.created_at),
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          company: row.company,
          topic: row.topic,
          lang: row.lang,
          status: row.status,
          nextStepOn: row.next_step_on,
          ownerId: row.owner_id,
          ownerEmail: row.owner_id === null ? null : (owners.get(row.owner_id) ?? null),
          read: row.was_read !== null,
        })),
        next: rows.length > limit ? shown.at(-1)?.id : undefined,
      };
    },

    async counts(filter) {
      const { query } = leadsMatching(db, dialect, { ...filter, status: undefined });
      const rows = await query
        .select(["leads.status", (eb) => eb.fn.countAll<number | string>().as("total")])
        .groupBy("leads.status")
        .execute();
      // PostgreSQL returns count(*) as a bigint string.
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.total)]));
    },

    async neighbours(filter, id) {
      const { query, order } = leadsMatching(db, dialect, filter);
      const [newer, older] = await Promise.all([
        query.where(order, ">", id).orderBy(order, "asc").limit(1).select("leads.id").executeTakeFirst(),
        query.where(order, "<", id).orderBy(order, "desc").limit(1).select("leads.id").executeTakeFirst(),
      ]);
      return { newer: newer?.id, older: older?.id };
    },

    async *all(filter) {
      let after: LeadCursor | undefined;
      do {
        const rows = await newestFirst(filter, after, exportChunk).selectAll("leads").execute();
        for (const row of rows) yield fromRow(row);
        after = rows.length === exportChunk ? rows.at(-1)?.id : undefined;
      } while (after !== undefined);
    },

    async lead(id) {
      const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      const events = await db.selectFrom("lead_events").selectAll().where("lead_id", "=", id).orderBy("id").execute();
      return {
        lead: fromRow(row),
        events: events.map((event) => ({
          id: event.id,
          at: new Date(event.at),
          actorEmail: event.actor_email,
          from: event.from_status,
          to: event.to_status,
          note: event.note,
          kind: event.kind,
          detail: event.detail,
        })),
      };
    },

    async setStatus(id, to, actor) {
      const from = await writeTransaction(db, async (trx) => {
        const lead = await trx.selectFrom("leads").select("status").where("id", "=", id).executeTakeFirst();
        if (!lead || lead.status === to) return lead?.status;
        await trx.updateTable("leads").set({ status: to }).where("id", "=", id).execute();
        await trx
          .insertInto("lead_events")
          .values({ ...by(actor, now()), lead_id: id, from_status: lead.status, to_status: to })
          .execute();
        return lead.status;
      });
      if (from === undefined) return false;
      if (from !== to) {
        await audit.record({ actor, action: "lead.status", target: { type: "lead", id }, details: { from, to } });
      }
      return true;
    },

    async addNote(id, note, actor) {
      const added = await db
        .insertInto("lead_events")
        .columns(["lead_id", "at", "actor_id", "actor_email", "note"])
        .expression((eb) =>
          eb
            .selectFrom("leads")
            .select((inner) => [
              "id",
              inner.val(by(actor, now()).at).as("at"),
              inner.val(actor.id).as("actor_id"),
              inner.val(actor.email).as("actor_email"),
              inner.val(note).as("note"),
            ])
            .where("id", "=", id),
        )
        .executeTakeFirst();
      if (rowsChanged(added) === 0) return false;
      await audit.record({ actor, action: "lead.note", target: { type: "lead", id } });
      return true;
    },
  };
}

function by(actor: NonNullable<Actor>, at: Date) {
  return { at: at.toISOString(), actor_id: actor.id, actor_email: actor.email };
}

/**
 * The leads a filter keeps, and the column that orders them; each search word must appear in the
 * name, email, company or message. On SQLite, words of three characters or more go through the
 * trigram table, joined from its side and ordered by its rowid (the lead's id), so the newest
 * matches come first without reading the others; on PostgreSQL, LIKE uses the trigram index itself.
 */
function leadsMatching(db: Kysely<Database>, dialect: DialectName, filter: LeadFilter) {
  const words = fold(filter.q ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const indexed = dialect === "sqlite" ? words.filter((word) => [...word].length >= 3) : [];
  let query = db.selectFrom("leads");
  let order: "leads.id" | "leads_search.rowid" = "leads.id";
  if (indexed.length) {
    const phrases = indexed.map((word) => `"${word.replaceAll('"', '""')}"`).join(" AND ");
    query = query
      .innerJoin("leads_search", "leads_search.rowid", "leads.id")
      .where(sql<boolean>`leads_search match ${phrases}`) as unknown as typeof query;
    order = "leads_search.rowid";
  }
  if (filter.status) query = query.where("leads.status", "=", filter.status);
  if (filter.owner !== undefined) {
    query = query.where("leads.owner_id", filter.owner === null ? "is" : "=", filter.owner);
  }
  if (filter.dueBy) query = query.where("leads.next_step_on", "<=", filter.dueBy);
  if (filter.topic) query = query.where("leads.topic", "=", filter.topic);
  if (filter.lang) query = query.where("leads.lang", "=", filter.lang);
  if (filter.from) query = query.where("leads.created_at", ">=", filter.from.toISOString());
  if (filter.until) query = query.where("leads.created_at", "<", filter.until.toISOString());
  for (const word of words) if (!indexed.includes(word)) query = query.where(containsWord(word));
  return { query: query as SelectQueryBuilder<Database, "leads" | "leads_search", object>, order };
}

function containsWord(word: string) {
  // LIKE's own wildcards in the search are literal characters. Both sides are folded already.
  const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<boolean>`leads.search_text like ${pattern} escape '\\'`;
}
