import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/**
 * What the operator's monitoring scrapes at /metrics (issue 47, decision 073), in the Prometheus
 * text format through prom-client. One registry per process; the plumbing's metrics are here, and each
 * capability's are in its own folder, registered by its module (decision 109). Only prom-client is
 * imported: the jobs and calendars import this file, and must not load React before production mode
 * is set (the route labels, which need React Router, are in route-label.server.ts).
 */
export const registry = new Registry();

export const requestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Requests answered, by route pattern (never the raw path; `*` for a refused method), method (GET, HEAD, POST or other) and status, with their latency.",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const jobRuns = new Counter({
  name: "job_runs_total",
  help: "Scheduled job runs by job and outcome (ok, failed).",
  labelNames: ["job", "outcome"] as const,
  registers: [registry],
});

let defaultsCollected = false;

/** The methods the site answers; any other is counted as `other`, as its name is the client's to choose. */
const namedMethods = new Set(["GET", "HEAD", "POST"]);

/**
 * Times each request and counts it under its route's pattern once answered. Anyone can send a request,
 * and each new set of labels stays in memory until restart, so the labels take few values (issue 52):
 * three methods and `other`, and one route, `*`, for every method refused (405) whatever the path.
 */
export function observeRequest(req: IncomingMessage, res: ServerResponse, label: () => string): void {
  const end = requestDuration.startTimer();
  res.once("finish", () => {
    const method = namedMethods.has(req.method ?? "") ? (req.method as string) : "other";
    const route = res.statusCode === 405 ? "*" : label();
    end({ route, method, status: String(res.statusCode) });
  });
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * /metrics: 404 unless METRICS_TOKEN is set, then 401 without `Authorization: Bearer <token>`. The
 * token is compared as SHA-256 hashes in constant time, so neither its length nor its first
 * differing byte shows in the answer's timing. Never cached, never indexed.
 */
export function metricsEndpoint(options: { token: string | undefined }) {
  if (!defaultsCollected) {
    collectDefaultMetrics({ register: registry });
    defaultsCollected = true;
  }
  const expected = options.token === undefined ? undefined : digest(options.token);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex");
    if (!expected) return plain(res, 404, "Not found");
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
    if (!timingSafeEqual(digest(given), expected)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      return plain(res, 401, "Unauthorized");
    }
    res.statusCode = 200;
    res.setHeader("Content-Type", registry.contentType);
    res.end(await registry.metrics());
  };
}

function plain(res: ServerResponse, status: number, text: string) {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(text);
}
