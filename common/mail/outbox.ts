/**
 * An outbox message's states (decision 072). queued: waiting for its first or next try (a transient
 * failure is tried again, its error kept); sent; failed: refused for good (an SMTP 5xx) until an
 * admin retries it; held: rendered and kept, since no SMTP_URL is set; dropped: nothing left to send
 * (what it was about was erased or cancelled), or dropped by an admin.
 */
export const outboxStates = ["queued", "sent", "failed", "held", "dropped"] as const;
export type OutboxState = (typeof outboxStates)[number];

/**
 * Every kind of message the site queues, by the name its handler (or webhook sender) is registered
 * under: `enqueue` takes only these, and the outbox screen names each in words (`outbox.kinds`), so a
 * new kind cannot be queued unnamed.
 */
export const outboxKinds = [
  "lead.email",
  "lead.webhook",
  "lead.assigned",
  "sales.digest",
  "analytics.weekly_report",
  "auth.recovery_code_used",
  "auth.codes_locked",
  "newsletter.confirm",
  "newsletter.welcome",
  "newsletter.issue",
  "newsletter.test",
  "booking.confirmation.visitor",
  "booking.confirmation.staff",
  "booking.reminder.visitor",
  "booking.reminder.staff",
  "booking.cancellation.visitor",
  "booking.cancellation.staff",
  "webinar.confirmation",
  "webinar.reminder_24h",
  "webinar.reminder_1h",
  "webinar.replay",
  "guide.link",
  "ops.alert",
] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export function isOutboxKind(value: string): value is OutboxKind {
  return (outboxKinds as readonly string[]).includes(value);
}
