import { Counter } from "prom-client";

/** Registered on /metrics' registry by the calendars module (decision 109). */
export const calendarReads = new Counter({
  name: "calendar_reads_total",
  help: "Members' calendar reads by outcome: ok, or the failure's code.",
  labelNames: ["outcome"] as const,
  registers: [],
});
