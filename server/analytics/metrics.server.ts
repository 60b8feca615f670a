import { Counter } from "prom-client";

/** Registered on /metrics' registry by the analytics module (decision 109). */
export const beacons = new Counter({
  name: "analytics_beacons_total",
  help: "Page-view beacons by outcome (accepted, refused) and status.",
  labelNames: ["outcome", "status"] as const,
  registers: [],
});
