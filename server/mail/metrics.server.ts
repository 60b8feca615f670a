import { Counter, Gauge } from "prom-client";
import type { AppDatabase } from "#server/db/db.server.ts";
import { outboxDepth } from "./outbox-desk.server";

/** Registered on /metrics' registry by the mail module (decision 109). */
export const outboxDeliveries = new Counter({
  name: "outbox_deliveries_total",
  help: "Outbox attempts by kind and outcome: sent, held (no SMTP_URL), retry (a transient failure), failed (refused for good), dropped.",
  labelNames: ["kind", "outcome"] as const,
  registers: [],
});

/** Messages in the outbox by state, counted from the database each time /metrics is read. */
export function outboxMessages(database: AppDatabase) {
  return new Gauge({
    name: "outbox_messages",
    help: "Messages in the outbox by state, counted when /metrics is read.",
    labelNames: ["state"] as const,
    registers: [],
    async collect() {
      this.reset();
      for (const { state, count } of await outboxDepth(database)) this.set({ state }, count);
    },
  });
}
