/**
 * What the TBT budget is up against on this machine (`npm run bench:tbt-floor`): Lighthouse, run as
 * `npm run bench` runs it, on a bare React Router page (bench/tbt-floor/: one heading and one
 * paragraph, hydrated, prerendered and served as files) and on some of our pages, in turns, so that
 * both meet the same machine at the same moments.
 *
 *   npm run bench:tbt-floor                               # /, /en and /contact, 10 runs each
 *   npm run bench:tbt-floor -- --runs 20 --only /,/conseillers
 *
 * For each page: TBT in every run, and where Lighthouse's list of long tasks puts the blocking time
 * between the first paint and "interactive": in the document's own tasks (parsing, style, layout,
 * paint) or in script. That list comes from one of Lantern's simulations, so its sum is close to the
 * TBT but not equal to it. And the range of Lighthouse's benchmark index over the runs: its measure of
 * how fast the machine was at each run's start. Writes bench/results/tbt-floor.md. Not part of
 * `npm test`; it builds with SITE_URL=http://127.0.0.1:4310, like `npm run bench`.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import express from "express";
import type { Result } from "lighthouse";
import { securityHeaders } from "#server/http/security-headers.server.ts";
import { audit, launchLighthouseChromium } from "./lighthouse-runner";
import { median, routePaths, wholeNumber } from "./numbers";
import { buildFor, cleanup, onCleanup, root, startServer } from "./processes";

const origin = "http://127.0.0.1:4310";
const floorOrigin = "http://127.0.0.1:4320";
const floorDir = path.join(root, "bench", "tbt-floor");
const resultsFile = path.join(root, "bench", "results", "tbt-floor.md");
const budgetMs = 25;

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "10" },
    only: { type: "string", default: "/,/en,/contact" },
  },
});
const runs = wholeNumber("runs", args.runs);
const ours = routePaths(args.only);
const pages = [
  { label: "bare React Router page", url: `${floorOrigin}/` },
  ...ours.map((each) => ({ label: each, url: `${origin}${each}` })),
];

type Measure = { tbt: number; document: number; script: number; benchmarkIndex: number };

/** Lantern's blocking time of one long task within [start, end], as Lighthouse counts it. */
function blocking(task: { startTime: number; duration: number }, start: number, end: number): number {
  const clipped = Math.min(task.startTime + task.duration, end) - Math.max(task.startTime, start);
  return clipped > 50 ? clipped - 50 : 0;
}

function measureOf(lhr: Result): Measure {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const [fcp, interactive] = [value("first-contentful-paint"), value("interactive")];
  const tasks = ((lhr.audits["long-tasks"]?.details as { items?: unknown[] } | undefined)?.items ?? []) as {
    url: string;
    startTime: number;
    duration: number;
  }[];
  const measure = {
    tbt: value("total-blocking-time"),
    document: 0,
    script: 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
  for (const task of tasks)
    measure[/\.m?js$/.test(task.url) ? "script" : "document"] += blocking(task, fcp, interactive);
  return measure;
}

function build(): void {
  buildFor(origin);
  console.log("Building the bare page …");
  const built = spawnSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: floorDir,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("building the bare page failed");
}

/**
 * With our headers, so that it meets the browser as our pages do: `Cross-Origin-Opener-Policy` puts
 * each load in a new renderer, whose first frame waits on font lookups that a reused one has cached.
 */
function serveFloor(): Promise<void> {
  const headers = securityHeaders({ https: false });
  const app = express().use(
    express.static(path.join(floorDir, "build", "client"), { setHeaders: (response) => response.set(headers) }),
  );
  return new Promise((resolve) => {
    const server = app.listen(4320, "127.0.0.1", () => resolve());
    onCleanup(() => new Promise<void>((done) => server.close(() => done())));
  });
}

const round = (ms: number) => String(Math.round(ms));

function table(measured: Map<string, Measure[]>): string {
  const rows = pages.map(({ label, url }) => {
    const each = measured.get(url) ?? [];
    const tbts = each.map((m) => m.tbt);
    const sum = (key: "document" | "script") => each.reduce((total, m) => total + m[key], 0);
    const indexes = each.map((m) => m.benchmarkIndex);
    return `| ${label} | ${each.length} | ${tbts.filter((t) => t > budgetMs).length} | ${round(median(tbts))} | ${round(Math.max(...tbts))} | ${round(sum("document"))} | ${round(sum("script"))} | ${round(Math.min(...indexes))}–${round(Math.max(...indexes))} | ${tbts.map(round).join(" ")} |`;
  });
  return [
    `| Page | Runs | Over ${budgetMs} ms | TBT median (ms) | TBT worst (ms) | Blocking in the document's tasks, all runs (ms) | Blocking in script, all runs (ms) | Benchmark index | TBT of each run (ms) |`,
    "|---|--:|--:|--:|--:|--:|--:|--:|---|",
    ...rows,
  ].join("\n");
}

async function main(): Promise<void> {
  build();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-tbt-floor-"));
  onCleanup(() => rmSync(tmp, { recursive: true, force: true }));
  await startServer(4310, { DATABASE_URL: path.join(tmp, "leads.db"), LOG_LEVEL: "warn" });
  await serveFloor();
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  const chrome = await launchLighthouseChromium(tmp);
  const flags = {
    port: chrome.port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: ["performance"],
  };
  // One run of each page that counts for nothing: a server's and a browser's first answers are slow.
  for (const { url } of pages) await audit(url, flags);
  const measured = new Map<string, Measure[]>();
  const started = new Date();
  const loadBefore = os.loadavg();
  for (let run = 1; run <= runs; run++) {
    for (const { label, url } of pages) {
      const measure = measureOf(await audit(url, flags));
      measured.set(url, [...(measured.get(url) ?? []), measure]);
      console.log(`run ${run}/${runs} ${label}: TBT ${round(measure.tbt)} ms`);
    }
  }
  const report = [
    "# TBT: a bare React Router page beside ours",
    "",
    `Measured ${started.toISOString()} by \`npm run bench:tbt-floor -- --runs ${runs} --only ${ours.join(",")}\`: Lighthouse's performance category, mobile preset, simulated throttling, pages in turns.`,
    `- CPU: ${os.cpus()[0]?.model ?? "unknown"}, ${os.cpus().length} cores; Node ${process.version}; load average at the start: ${loadBefore.map((n) => n.toFixed(2)).join(", ")}`,
    "- The blocking columns come from Lighthouse's list of long tasks, clipped to the first paint and \"interactive\": one simulation's figures, close to the TBT's but not equal to them.",
    "- Benchmark index: Lighthouse's own measure of the machine's speed at the start of each run (lowest–highest); Lighthouse's 4× CPU slowdown is meant for a machine of 1500–2000, which it brings to a mid-tier phone (its docs/throttling.md).",
    "",
    table(measured),
    "",
  ].join("\n");
  writeFileSync(resultsFile, report);
  console.log(`\n${table(measured)}\n\nWrote ${path.relative(root, resultsFile)}`);
}

try {
  await main();
} finally {
  await cleanup();
}
