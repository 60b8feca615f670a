import type { Kysely, Updateable } from "kysely";
import type { OutboxKind } from "#common/mail/outbox.ts";
import type { Lang } from "#common/site/pages.ts";
import { type AppDatabase, type Database, writeTransaction } from "#server/db/db.server.ts";
import { changedOne } from "#server/db/rows.server.ts";
import type { Mailer, MailMessage } from "./mailer.server";
import type { OutboxTable } from "./tables";

/** A message due, as its kind's handler receives it. */
export type OutboxMessage = {
  id: number;
  kind: string;
  leadId: number | null;
  refId: number | null;
  attempts: number;
};

/**
 * An email as its recipient gets it, rendered by its kind's handler (decision 072): the outbox keeps
 * it on the message's row, shows it in the back office, and sends it through the one transport.
 */
export type RenderedMail = {
  to: Address;
  subject: string;
  /** The language it is written in. */
  lang: Lang;
  text: string;
  /** Every email a person receives is branded HTML with its text part (decision 104). */
  html: string;
  replyTo?: Address;
  /** List-Unsubscribe, as nodemailer writes it. */
  list?: MailMessage["list"];
  /** Other header lines (List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** An invitation or event the mail program offers to add to a calendar. */
  icalEvent?: { method: string; filename: string; content: string };
};

/** A rendered email before its HTML part is drawn from its text (decision 104). */
export type TextMail = Omit<RenderedMail, "html">;

/** A message as the outbox stored it: one queued before every email had its HTML part may lack it. */
export type StoredMail = TextMail & { html?: string };

type Address = string | { name: string; address: string };

/**
 * Renders one email from the rows the message points at, as they are when it is due; resolves to
 * undefined when there is nothing left to send (its lead erased, its meeting cancelled); throws to
 * have it tried again later.
 */
export type OutboxHandler = (message: OutboxMessage) => Promise<RenderedMail | undefined>;

/**
 * How a message left the queue, or came back to it (an admin's retry or release), as the capability
 * that queued it hears it. "refused" is a refusal for good (an SMTP 5xx), tried again only when an
 * admin asks.
 */
export type Outcome = "sent" | "held" | "dropped" | "refused" | "queued";

/**
 * Hears the outcomes of one kind's messages (issue 54, item 3), in the transaction that records each
 * on the outbox's row: what the capability keeps of it commits with it, or neither does.
 */
export type OutcomeListener = (
  trx: Kysely<Database>,
  message: Pick<OutboxMessage, "id" | "leadId" | "refId">,
  outcome: Outcome,
) => Promise<void>;

/** Records a change of state on a message's row and tells its kind's listener, in one transaction. */
async function settle(
  db: Kysely<Database>,
  listeners: Readonly<Record<string, OutcomeListener>>,
  message: Pick<OutboxMessage, "id" | "kind" | "leadId" | "refId">,
  outcome: Outcome,
  values: Updateable<OutboxTable>,
): Promise<void> {
  const listener = listeners[message.kind];
  if (!listener) {
    await db.updateTable("outbox").set(values).where("id", "=", message.id).execute();
    return;
  }
  await writeTransaction(db, async (trx) => {
    await trx.updateTable("outbox").set(values).where("id", "=", message.id).execute();
    await listener(trx, message, outcome);
  });
}

/** Delivers a message that is not an email (a webhook) itself; throws to have it tried again later. */
export type OutboxSender = (message: OutboxMessage) => Promise<void>;

export type NewMessage = {
  /** One of the kinds the outbox screen names (common/mail/outbox.ts). */
  kind: OutboxKind;
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
  /** One per email kind: every process renders every email, sent or held. */
  handlers: Record<string, OutboxHandler>;
  /** The transport emails go through; without one (no SMTP_URL), each is rendered and held. */
  mailer?: Pick<Mailer, "send">;
  /** Messages that are not emails (webhooks), one per kind this process can deliver; others wait for a process that can. */
  senders?: Record<string, OutboxSender>;
  /**
   * Kinds sent only when nothing else is due (the newsletter's copies, decision 079): their rows are
   * spaced in time when queued, which paces them, and contact, booking and account mail never waits
   * behind them, even after a restart leaves many overdue.
   */
  background?: string[];
  /** Delay before the first retry; doubles on every failure. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  pollMs?: number;
  now?: () => Date;
  /** Receives no personal data: message id, kind, attempts and error code only. */
  log?: (event: string, details: Record<string, unknown>) => void;
  /** Each kind's listener, told of its messages' outcomes (issue 54, item 3). */
  listeners?: Readonly<Record<string, OutcomeListener>>;
  /** Told of each attempt's outcome, for the metrics. */
  onOutcome?: (kind: string, outcome: "sent" | "failed" | "retry" | "held" | "dropped") => void;
};

export type Outbox = {
  /** Tries due messages now; calls made while a pass is queued share it. */
  kick(): void;
  /** Polls for due messages, including those left over from before a restart. */
  start(): void;
  /** Waits for the delivery in flight, then stops polling. */
  stop(): Promise<void>;
  /** Delivers every due message now; resolves to how many are done (sent, held, or with nothing left to send). */
  drain(): Promise<number>;
};

const LAST_ERROR_MAX_LENGTH = 500;
/** Longer than a delivery can take with the transports' timeouts. */
const CLAIM_MS = 5 * 60_000;

export function createOutbox(options: OutboxOptions): Outbox {
  const { db } = options.app;
  const senders = options.senders ?? {};
  const kinds = [...Object.keys(options.handlers), ...Object.keys(senders)];
  const background = kinds.filter((kind) => options.background?.includes(kind));
  const foreground = kinds.filter((kind) => !background.includes(kind));
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  const pollMs = options.pollMs ?? 15_000;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((event, details) => console.info(JSON.stringify({ event, ...details })));
  const onOutcome = options.onOutcome ?? (() => {});
  const listeners = options.listeners ?? {};
  const settleAs = (message: OutboxMessage, outcome: Outcome, values: Updateable<OutboxTable>) =>
    settle(db, listeners, message, outcome, values);

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

  function due(ofKinds: string[], limit: number) {
    return db
      .selectFrom("outbox")
      .select(["id", "kind", "lead_id", "ref_id", "attempts", "next_attempt_at"])
      .where("state", "=", "queued")
      .where("next_attempt_at", "<=", now().toISOString())
      .where("kind", "in", ofKinds)
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(limit)
      .execute();
  }

  async function deliverRows(rows: Awaited<ReturnType<typeof due>>): Promise<number> {
    let delivered = 0;
    for (const row of rows) {
      if (stopped) break;
      if (!(await claim(row.id, row.next_attempt_at))) continue;
      const message = { id: row.id, kind: row.kind, leadId: row.lead_id, refId: row.ref_id, attempts: row.attempts };
      if (await deliver(message)) delivered += 1;
    }
    return delivered;
  }

  async function deliverDue(): Promise<number> {
    if (kinds.length === 0) return 0;
    let delivered = foreground.length ? await deliverRows(await due(foreground, 500)) : 0;
    // One background message at a time, each after whatever else has come due meanwhile.
    while (background.length && !stopped) {
      const next = await due(background, 1);
      if (next.length === 0) break;
      if (foreground.length) delivered += await deliverRows(await due(foreground, 500));
      delivered += await deliverRows(next);
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
      .where("state", "=", "queued")
      .where("next_attempt_at", "=", nextAttemptAt)
      .executeTakeFirst();
    return changedOne(result);
  }

  /** Renders the message (an email) and sends or holds it, or has its sender deliver it; true once it is done. */
  async function deliver(message: OutboxMessage): Promise<boolean> {
    const attempts = message.attempts + 1;
    const at = now().toISOString();
    let rendered: RenderedMail | undefined;
    try {
      const sender = senders[message.kind];
      if (sender) await sender(message);
      else {
        rendered = await (options.handlers[message.kind] as OutboxHandler)(message);
        if (!rendered) {
          await settleAs(message, "dropped", { state: "dropped", last_attempt_at: at });
          log("outbox.dropped", { id: message.id, kind: message.kind });
          onOutcome(message.kind, "dropped");
          return true;
        }
        if (!options.mailer) {
          // No SMTP_URL: kept, readable in the back office, never sent blind nor lost.
          await settleAs(message, "held", { ...columnsOf(rendered), state: "held", last_attempt_at: at });
          log("outbox.held", { id: message.id, kind: message.kind });
          onOutcome(message.kind, "held");
          return true;
        }
        await options.mailer.send(mailOf(rendered));
      }
    } catch (error) {
      // An SMTP 5xx is a refusal for good: tried again only when an admin asks.
      const permanent = smtpCode(error) >= 500;
      const delayMs = Math.min(baseDelayMs * 2 ** (attempts - 1), maxDelayMs);
      const values = {
        ...(rendered && columnsOf(rendered)),
        state: permanent ? ("failed" as const) : ("queued" as const),
        attempts,
        last_attempt_at: at,
        next_attempt_at: new Date(now().getTime() + delayMs).toISOString(),
        last_error: errorText(error),
      };
      // A retry is no outcome: the message is still on its way.
      if (permanent) await settleAs(message, "refused", values);
      else await update(message.id, values);
      log("outbox.failed", { id: message.id, kind: message.kind, attempts, code: errorCode(error) });
      onOutcome(message.kind, permanent ? "failed" : "retry");
      return false;
    }
    await settleAs(message, "sent", {
      ...(rendered && columnsOf(rendered)),
      state: "sent",
      attempts,
      sent_at: at,
      last_attempt_at: at,
      last_error: null,
    });
    log("outbox.sent", { id: message.id, kind: message.kind, attempts });
    onOutcome(message.kind, "sent");
    return true;
  }

  async function update(id: number, values: Updateable<OutboxTable>) {
    await db.updateTable("outbox").set(values).where("id", "=", id).execute();
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

/** What the row keeps of a rendered email: the listed fields in columns, the rest as JSON. */
function columnsOf(mail: RenderedMail) {
  const { to, subject, lang, text, html, ...rest } = mail;
  return {
    recipient: typeof to === "string" ? to : to.address,
    subject,
    lang,
    body_text: text,
    body_html: html ?? null,
    envelope: JSON.stringify({ to, ...rest }),
  };
}

/** The message the transport sends, from what a row keeps. */
export function mailOf(mail: StoredMail): MailMessage {
  const { lang: _lang, ...message } = mail;
  return message;
}

/** A stored message as it was rendered; undefined once its content was erased. */
export function renderedOf(row: {
  subject: string | null;
  lang: string | null;
  body_text: string | null;
  body_html: string | null;
  envelope: string | null;
}): StoredMail | undefined {
  if (row.envelope === null || row.subject === null || row.body_text === null) return undefined;
  const rest = JSON.parse(row.envelope) as Omit<RenderedMail, "subject" | "lang" | "text" | "html">;
  return {
    ...rest,
    subject: row.subject,
    lang: row.lang === "en" ? "en" : "fr",
    text: row.body_text,
    ...(row.body_html !== null && { html: row.body_html }),
  };
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = smtpCode(error) || errorCode(error);
  return `${code} ${message}`.slice(0, LAST_ERROR_MAX_LENGTH);
}

/** The SMTP server's reply code (nodemailer's responseCode), or 0 when it never answered. */
function smtpCode(error: unknown): number {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" ? code : 0;
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "UNKNOWN";
}
