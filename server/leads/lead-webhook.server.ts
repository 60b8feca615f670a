import { createHmac } from "node:crypto";
import type { AppDatabase } from "#server/db/db.server.ts";
import type { OutboxSender } from "#server/mail/outbox.server.ts";
import { fromRow, type StoredLead } from "./store.server";

/** The outbox kind of a new lead POSTed to the CRM's webhook. */
export const LEAD_WEBHOOK = "lead.webhook";

export type WebhookTarget = { url: string; secret: string };

/** What the CRM receives; docs/back-office.md documents it. The browser's user agent stays here. */
export function webhookPayload(lead: StoredLead) {
  const { userAgent: _kept, ...shared } = lead;
  return { event: "lead.created", lead: shared };
}

/**
 * The signature a receiver recomputes: HMAC-SHA256 of "<timestamp>.<body>" with the shared secret,
 * in hex. The timestamp inside the signed text lets the receiver refuse an old request replayed.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

const timeoutMs = 10_000;

/**
 * POSTs the lead as JSON. Any answer but a 2xx (or no answer in 10 s) throws, so the outbox tries
 * again later; a retry carries the same X-Webhook-Id, so the receiver can ignore a repeat.
 */
export function leadWebhookHandler(app: AppDatabase, target: WebhookTarget, now = () => new Date()): OutboxSender {
  return async ({ id, leadId }) => {
    if (leadId === null) return;
    const row = await app.db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
    // Erased before it could be sent: nothing left to tell.
    if (!row) return;
    const body = JSON.stringify(webhookPayload(fromRow(row)));
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const response = await fetch(target.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-webhook-id": String(id),
        "x-webhook-timestamp": timestamp,
        "x-webhook-signature": webhookSignature(target.secret, timestamp, body),
      },
      body,
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}
