/**
 * An outbox message's states (decision 072). queued: waiting for its first or next try (a transient
 * failure is tried again, its error kept); sent; failed: refused for good (an SMTP 5xx) until an
 * admin retries it; held: rendered and kept, since no SMTP_URL is set; dropped: nothing left to send
 * (what it was about was erased or cancelled), or dropped by an admin.
 */
export const outboxStates = ["queued", "sent", "failed", "held", "dropped"] as const;
export type OutboxState = (typeof outboxStates)[number];
