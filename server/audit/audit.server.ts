import type { AppDatabase } from "#server/db/db.server.ts";

/** Who acted: a signed-in user, or nobody known (a failed sign-in, the command-line tool). */
export type Actor = { id: number; email: string } | null;

export type AuditEntry = {
  actor: Actor;
  /** Dotted, stable names: `auth.sign_in`, `user.create`, `lead.status`, `lead.export`, `privacy.delete`… */
  action: string;
  target?: { type: string; id: string | number };
  /** Small facts about the act (a new status, a row count); never a copy of personal content. */
  details?: Record<string, string | number | boolean | null>;
};

export type AuditRecord = {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
};

export type AuditPage = { entries: AuditRecord[]; nextBefore?: number };

export type AuditLog = {
  record(entry: AuditEntry): Promise<void>;
  /** Newest first, `limit` at a time; pass `nextBefore` back for the next page. */
  page(options?: { before?: number; limit?: number }): Promise<AuditPage>;
};

/**
 * Append-only: nothing here updates or deletes an entry. The actor's email is copied so the entry
 * still says who after the account is gone.
 */
export function createAuditLog({ db }: AppDatabase, now: () => Date = () => new Date()): AuditLog {
  return {
    async record({ actor, action, target, details }) {
      await db
        .insertInto("audit_log")
        .values({
          at: now().toISOString(),
          actor_id: actor?.id ?? null,
          actor_email: actor?.email ?? null,
          action,
          target_type: target?.type ?? null,
          target_id: target ? String(target.id) : null,
          details: details ? JSON.stringify(details) : null,
        })
        .execute();
    },

    async page({ before, limit = 50 } = {}) {
      let query = db
        .selectFrom("audit_log")
        .selectAll()
        .orderBy("id", "desc")
        .limit(limit + 1);
      if (before !== undefined) query = query.where("id", "<", before);
      const rows = await query.execute();
      const entries = rows.slice(0, limit).map((row) => ({
        id: Number(row.id),
        at: row.at,
        actorEmail: row.actor_email,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : {},
      }));
      return { entries, nextBefore: rows.length > limit ? entries.at(-1)?.id : undefined };
    },
  };
}
