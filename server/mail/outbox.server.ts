import type { Kysely } from "kysely";
import type { AppDatabase, Database } from "../db/db.server";
import { changedOne } from "../db/rows.server";

/** A message due for delivery, as its kind's handler receives it. */
export type OutboxMessage = {
  id: number;
  kind: string;
  leadId: number | null;
  refId: number | null;
  attempts: number;
};

/**
 * Renders and delivers one message from the rows it points at; throws to have it retried later.
 * Returning normally marks it done, including when there is nothing left to send (its lead erased).
 */
export type OutboxHandler = (message: OutboxMessage) => Promise<void>;

export type NewMessage = {
  kind: string;
  leadId?: number;
  refId?: number;
  /** Not before this time (a reminder); now by default. */
  notBefore?: Date;
};

/** Queues a message, usually in the transaction that stores what it tells about; resolves to its id. */
export async function enqueue(db: Kysely<Database>, message: NewMessage, now: Date): Promise<number> {
  const row = await db
    .insertInto("outbox")
    .values({
      kind: message.kind,
      lead_id: message.leadId ?? null,
      ref_id: message.refId ?? null,
      next_attempt_at: (message.notBefore ?? now).toISOString(),
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export type OutboxOptions = {
  app: AppDatabase;
  /** One per kind this process can deliver; messages of other kinds wait for a process that can. */
  handlers: Record<string, OutboxHandler>;
  /** Delay before the first retry; doubles on every failure. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  pollMs?: number;
  now?: () => Date;
  /** Receives no personal data: message id, kind, attempts and error code only. */
  log?: (event: string, details: Record<string, unknown>) => void;
};

export type Outbox = {
  /** Tries due messages now; calls made while a pass is queued share it. */
  kick(): void;
  /** Polls for due messages, including those left over from before a restart. */
  start(): void;
  /** Waits for the delivery in flight, then stops polling. */
  stop(): Promise<void>;
  /** Delivers every due message now; resolves to how many were delivered. */
  drain(): Promise<number>;
};

const LAST_ERROR_MAX_LENGTH = 500;
/** Longer than a delivery can take with the transports' timeouts. */
const CLAIM_MS = 5 * 60_000;

export function createOutbox(options: OutboxOptions): Outbox {
  const { db } = options.app;
  const kinds = Object.keys(options.handlers);
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  const pollMs = options.pollMs ?? 15_000;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((event, details) => console.info(JSON.stringify({ event, ...details })));

  // Passes run one after another: two overlapping passes could both pick up the same row and
  // deliver it twice.
  let queue: Promise<unknown> = Promise.resolve();
  let kickQueued = false;
  let stopped = false;
  let pollTimer: NodeJS.Timeout | undefined;

  function enqueuePass<T>(pass: () => Promise<T>): Promise<T> {
    const run = queue.then(pass);
    queue = run.catch(() => undefined);
    return run;
  }

  function reportFailure(error: unknown) {
    log("outbox.pass_failed", { code: errorCode(error) });
  }

  async function deliverDue(): Promise<number> {
    if (kinds.length === 0) return 0;
    const due = await db
      .selectFrom("outbox")
      .select(["id", "kind", "lead_id", "ref_id", "attempts", "next_attempt_at"])
      .where("sent_at", "is", null)
      .where("next_attempt_at", "<=", now().toISOString())
      .where("kind", "in", kinds)
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(500)
      .execute();

    let delivered = 0;
    for (const row of due) {
      if (stopped) break;
      if (!(await claim(row.id, row.next_attempt_at))) continue;
      const message = { id: row.id, kind: row.kind, leadId: row.lead_id, refId: row.ref_id, attempts: row.attempts };
      if (await deliver(message)) delivered += 1;
    }
    return delivered;
  }

  /**
   * Passes are serialised within a process, but other instances poll the same database: whoever
   * moves next_attempt_at first owns the delivery. If that process dies mid-send, the claim lapses
   * and the message is retried.
   */
  async function claim(id: number, nextAttemptAt: string): Promise<boolean> {
    const result = await db
      .updateTable("outbox")
      .set({ next_attempt_at: new Date(now().getTime() + CLAIM_MS).toISOString() })
      .where("id", "=", id)
      .where("sent_at", "is", null)
      .where("next_attempt_at", "=", nextAttemptAt)
      .executeTakeFirst();
    return changedOne(result);
  }

  async function deliver(message: OutboxMessage): Promise<boolean> {
    const attempts = message.attempts + 1;
    const handler = options.handlers[message.kind] as OutboxHandler;
    try {
      await handler(message);
    } catch (error) {
      const delayMs = Math.min(baseDelayMs * 2 ** (attempts - 1), maxDelayMs);
      await db
        .updateTable("outbox")
        .set({
          attempts,
          next_attempt_at: new Date(now().getTime() + delayMs).toISOString(),
          last_error: errorMessage(error),
        })
        .where("id", "=", message.id)
        .execute();
      log("outbox.failed", { id: message.id, kind: message.kind, attempts, code: errorCode(error) });
      return false;
    }
    await db
      .updateTable("outbox")
      .set({ attempts, sent_at: now().toISOString(), last_error: null })
      .where("id", "=", message.id)
      .execute();
    log("outbox.sent", { id: message.id, kind: message.kind, attempts });
    return true;
  }

  function kick() {
    if (stopped || kickQueued) return;
    kickQueued = true;
    enqueuePass(() => {
      kickQueued = false;
      return deliverDue();
    }).catch(reportFailure);
  }

  function schedulePoll() {
    pollTimer = setTimeout(async () => {
      await enqueuePass(deliverDue).catch(reportFailure);
      if (!stopped) schedulePoll();
    }, pollMs);
    // Polling alone must not keep the process alive.
    pollTimer.unref();
  }

  return {
    kick,

    start() {
      if (stopped || pollTimer) return;
      kick();
      schedulePoll();
    },

    async stop() {
      stopped = true;
      clearTimeout(pollTimer);
      await queue;
    },

    drain() {
      return enqueuePass(deliverDue);
    },
  };
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, LAST_ERROR_MAX_LENGTH);
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "UNKNOWN";
}
