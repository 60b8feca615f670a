import nodemailer from "nodemailer";
import type { AppDatabase } from "../db/db.server";
import type { NewLead } from "../leads/store.server";

export type NotifierOptions = {
  app: AppDatabase;
  smtpUrl: string;
  from: string;
  to: { appointments: string; support: string };
  /** Delay before the first retry; doubles on every failure. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  pollMs?: number;
  now?: () => Date;
  /** Receives no personal data: lead id, attempts and error code only. */
  log?: (event: string, details: Record<string, unknown>) => void;
};

export type Notifier = {
  /** Tries pending notifications now; calls made while a pass is queued share it. */
  kick(): void;
  /** Polls for due notifications, including those left over from before a restart. */
  start(): void;
  /** Waits for the send in flight, then closes the SMTP transport. */
  stop(): Promise<void>;
  /** Sends every due notification now; resolves to how many were sent. */
  drain(): Promise<number>;
};

/** A notification due for sending, with the lead it tells about. */
type PendingNotification = Omit<NewLead, "consentAt" | "userAgent"> & {
  id: number;
  leadId: number;
  attempts: number;
  nextAttemptAt: string;
  createdAt: string;
};

const LAST_ERROR_MAX_LENGTH = 500;
/** Longer than a send can take with the transport timeouts below. */
const CLAIM_MS = 5 * 60_000;

export function createNotifier(options: NotifierOptions): Notifier {
  const { db } = options.app;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  const pollMs = options.pollMs ?? 15_000;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((event, details) => console.info(JSON.stringify({ event, ...details })));
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // Bounded so a silent SMTP server cannot hold stop() for nodemailer's default ten minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  // Passes run one after another: two overlapping passes could both pick up
  // the same row and email it twice.
  let queue: Promise<unknown> = Promise.resolve();
  let kickQueued = false;
  let stopped = false;
  let pollTimer: NodeJS.Timeout | undefined;

  function enqueue<T>(pass: () => Promise<T>): Promise<T> {
    const run = queue.then(pass);
    queue = run.catch(() => undefined);
    return run;
  }

  function reportFailure(error: unknown) {
    log("notifier.pass_failed", { code: errorCode(error) });
  }

  async function sendDue(): Promise<number> {
    const due = await db
      .selectFrom("notifications")
      .innerJoin("leads", "leads.id", "notifications.lead_id")
      .select([
        "notifications.id as id",
        "notifications.lead_id as leadId",
        "notifications.attempts as attempts",
        "notifications.next_attempt_at as nextAttemptAt",
        "leads.first_name as firstName",
        "leads.last_name as lastName",
        "leads.email as email",
        "leads.phone as phone",
        "leads.company as company",
        "leads.topic as topic",
        "leads.message as message",
        "leads.lang as lang",
        "leads.source_page as sourcePage",
        "leads.created_at as createdAt",
      ])
      .where("notifications.sent_at", "is", null)
      .where("notifications.next_attempt_at", "<=", now().toISOString())
      .orderBy("notifications.next_attempt_at")
      .orderBy("notifications.id")
      .execute();

    let sent = 0;
    for (const notification of due) {
      if (stopped) break;
      if (await deliver(notification)) sent += 1;
    }
    return sent;
  }

  /**
   * Passes are serialised within a process, but another process (a second server
   * during a deploy) may poll the same database: whoever moves next_attempt_at
   * first owns the send. If that process dies mid-send, the claim lapses and the
   * notification is retried.
   */
  async function claim(notification: PendingNotification): Promise<boolean> {
    const result = await db
      .updateTable("notifications")
      .set({ next_attempt_at: new Date(now().getTime() + CLAIM_MS).toISOString() })
      .where("id", "=", notification.id)
      .where("sent_at", "is", null)
      .where("next_attempt_at", "=", notification.nextAttemptAt)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async function deliver(notification: PendingNotification): Promise<boolean> {
    if (!(await claim(notification))) return false;
    const attempts = notification.attempts + 1;
    try {
      await transport.sendMail(composeEmail(notification, options));
    } catch (error) {
      const delayMs = Math.min(baseDelayMs * 2 ** (attempts - 1), maxDelayMs);
      await db
        .updateTable("notifications")
        .set({
          attempts,
          next_attempt_at: new Date(now().getTime() + delayMs).toISOString(),
          last_error: errorMessage(error),
        })
        .where("id", "=", notification.id)
        .execute();
      log("notification.failed", { leadId: notification.leadId, attempts, code: errorCode(error) });
      return false;
    }
    await db
      .updateTable("notifications")
      .set({ attempts, sent_at: now().toISOString(), last_error: null })
      .where("id", "=", notification.id)
      .execute();
    log("notification.sent", { leadId: notification.leadId, attempts });
    return true;
  }

  function kick() {
    if (stopped || kickQueued) return;
    kickQueued = true;
    enqueue(() => {
      kickQueued = false;
      return sendDue();
    }).catch(reportFailure);
  }

  function schedulePoll() {
    pollTimer = setTimeout(async () => {
      await enqueue(sendDue).catch(reportFailure);
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
      transport.close();
    },

    drain() {
      return enqueue(sendDue);
    },
  };
}

function composeEmail(notification: PendingNotification, options: NotifierOptions) {
  const name = singleLine(`${notification.firstName} ${notification.lastName}`);
  const { topic } = notification;
  return {
    from: options.from,
    to: topic === "support" ? options.to.support : options.to.appointments,
    replyTo: { name, address: singleLine(notification.email) },
    subject: `Nouvelle demande (${topic}) : ${name}`,
    text: [
      `Demande n° ${notification.leadId}`,
      `Sujet : ${topic}`,
      `Nom : ${name}`,
      `Courriel : ${singleLine(notification.email)}`,
      `Téléphone : ${singleLine(notification.phone ?? "-")}`,
      `Entreprise : ${singleLine(notification.company ?? "-")}`,
      `Langue : ${notification.lang}`,
      `Page : ${singleLine(notification.sourcePage)}`,
      `Reçue le : ${notification.createdAt}`,
      "",
      "Message :",
      notification.message,
    ].join("\n"),
  };
}

/** Visitor text kept to one line: no line breaks or control characters, so none can start a new header. */
function singleLine(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, LAST_ERROR_MAX_LENGTH);
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "UNKNOWN";
}
