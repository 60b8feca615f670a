/**
 * What a page's first frame spends in a new renderer (`npm run bench:first-frame`): cold loads in
 * Chromium, unthrottled, at Lighthouse's mobile viewport, traced with Chromium's `fonts` category.
 * Per page: the longest task of the load (usually the first frame that lays out the text), in wall and
 * thread time, and the font lookups inside it, which wait on the browser process: all of them, and the
 * one per text size and weight that asks for its rendering settings (decision 050). A task's wall time far above its thread time is waiting, and
 * Lighthouse's simulation multiplies the wall time.
 *
 *   npm run bench:first-frame                               # /, /en and /contact, 8 loads each
 *   npm run bench:first-frame -- --loads 12 --only /,/conseillers
 *
 * Pages in turns; every load in a new browser context, so a new renderer, as our
 * Cross-Origin-Opener-Policy gives Lighthouse's loads. Writes bench/results/first-frame.md. Not part
 * of `npm test`; it builds with SITE_URL=http://127.0.0.1:4310, like `npm run bench`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium } from "@playwright/test";
import { screenEmulationMetrics } from "lighthouse/core/config/constants.js";
import { chromiumLaunchOptions } from "#tests/chromium.ts";
import { median, routePaths, wholeNumber } from "./numbers";
import { buildFor, cleanup, onCleanup, root, startServer } from "./processes";

const port = 4310;
const origin = `http://127.0.0.1:${port}`;
const resultsFile = path.join(root, "bench", "results", "first-frame.md");
/** Lighthouse's mobile preset, a Moto G Power. */
const phone = screenEmulationMetrics.mobile;
const categories = ["devtools.timeline", "disabled-by-default-devtools.timeline", "fonts"];
const lookupName = "FontCache::GetFontPlatformData";
const renderStyleName = "WebSandboxSupportLinux::GetWebFontRenderStyleForStrike";

const { values: args } = parseArgs({
  options: {
    loads: { type: "string", default: "8" },
    only: { type: "string", default: "/,/en,/contact" },
  },
});
const loads = wholeNumber("loads", args.loads);
const paths = routePaths(args.only);

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string } };
};
/** Milliseconds, from the trace's microseconds. */
type LongestTask = {
  wall: number;
  thread: number;
  lookups: number;
  lookupWait: number;
  renderStyles: number;
  renderStyleWait: number;
};

const inside = (outer: TraceEvent, event: TraceEvent) =>
  event !== outer && event.ts >= outer.ts && event.ts + (event.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
const wallOf = (events: TraceEvent[]) => events.reduce((total, event) => total + (event.dur ?? 0), 0) / 1000;

/**
 * The longest of the renderer's tasks for the page at `url`, from the start of parsing to the load
 * event and the first contentful paint: usually the first frame that lays out the page's text. When it
 * is another (a load with no font lookup in it), that frame was the shorter.
 */
function longestTaskOf(events: TraceEvent[], url: string): LongestTask {
  const parse = events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith(url));
  if (!parse) throw new Error(`${url}: the trace shows no parsing of the page`);
  const thread = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === "X");
  const [task] = thread
    .filter((event) => event.name === "RunTask" && event.ts >= parse.ts)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
  if (!task) throw new Error(`${url}: the trace shows no task after parsing started`);
  const within = thread.filter((event) => inside(task, event));
  const lookups = within.filter((event) => event.name === lookupName);
  // A lookup can call another: only the outermost ones are waiting time of their own.
  const outermost = lookups.filter((lookup) => !lookups.some((other) => inside(other, lookup)));
  const renderStyles = within.filter((event) => event.name === renderStyleName);
  return {
    wall: (task.dur ?? 0) / 1000,
    thread: (task.tdur ?? 0) / 1000,
    lookups: lookups.length,
    lookupWait: wallOf(outermost),
    renderStyles: renderStyles.length,
    renderStyleWait: wallOf(renderStyles),
  };
}

async function measure(browser: Browser, url: string): Promise<LongestTask> {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: phone.mobile,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: "load" });
    // The load event can come before the first paint: wait for that as well.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return longestTaskOf(trace.traceEvents, url);
  } finally {
    await context.close();
  }
}

const ms = (value: number) => value.toFixed(1);
const spread = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;
const counts = (values: number[]) => [...new Set(values)].sort((a, b) => a - b).join(", ");

function table(measured: Map<string, LongestTask[]>): string {
  const rows = paths.map((pagePath) => {
    const each = measured.get(pagePath) ?? [];
    const of = (key: keyof LongestTask) => each.map((task) => task[key]);
    return `| ${pagePath} | ${each.length} | ${spread(of("wall"))} | ${spread(of("thread"))} | ${counts(of("lookups"))} | ${spread(of("lookupWait"))} | ${counts(of("renderStyles"))} | ${spread(of("renderStyleWait"))} |`;
  });
  return [
    "| Page | Loads | Longest task, wall (ms) | Longest task, thread (ms) | Font lookups | Their wall time (ms) | Rendering-settings calls | Their wall time (ms) |",
    "|---|--:|--:|--:|--:|--:|--:|--:|",
    ...rows,
  ].join("\n");
}

async function main(): Promise<void> {
  buildFor(origin);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-first-frame-"));
  onCleanup(() => rmSync(tmp, { recursive: true, force: true }));
  await startServer(port, { DATABASE_URL: path.join(tmp, "leads.db"), LOG_LEVEL: "warn" });
  const browser = await chromium.launch(chromiumLaunchOptions());
  onCleanup(() => browser.close());
  // One load of each page that counts for nothing: a server's and a browser's first answers are slow.
  for (const pagePath of paths) await measure(browser, `${origin}${pagePath}`);
  const measured = new Map<string, LongestTask[]>();
  const started = new Date();
  const loadBefore = os.loadavg();
  for (let load = 1; load <= loads; load++) {
    for (const pagePath of paths) {
      const frame = await measure(browser, `${origin}${pagePath}`);
      measured.set(pagePath, [...(measured.get(pagePath) ?? []), frame]);
      console.log(
        `load ${load}/${loads} ${pagePath}: longest task ${ms(frame.wall)} ms (thread ${ms(frame.thread)}), ${frame.lookups} font lookups waiting ${ms(frame.lookupWait)} ms`,
      );
    }
  }
  const report = [
    "# A page's first frame in a new renderer: the longest task of its load",
    "",
    `Measured ${started.toISOString()} by \`npm run bench:first-frame -- --loads ${loads} --only ${paths.join(",")}\`: cold loads in Chromium, unthrottled, ${phone.width}×${phone.height} at ${phone.deviceScaleFactor}×, each in a new browser context, pages in turns, traced with the \`fonts\` category.`,
    `- CPU: ${os.cpus()[0]?.model ?? "unknown"}, ${os.cpus().length} cores; Node ${process.version}; Chromium ${browser.version()}; load average at the start: ${loadBefore.map((n) => n.toFixed(2)).join(", ")}`,
    "- Longest task: the longest of the renderer's tasks from the start of parsing to the load event and the first contentful paint; usually the first frame that lays out the page's text; a load that shows no font lookup had a longer task elsewhere. Wall: its duration; thread: the CPU time its thread had in it. Times are medians, with the range in brackets.",
    `- Font lookups: \`${lookupName}\` calls in that task, and the wall time of the outermost ones. Rendering-settings calls: \`${renderStyleName}\`, one synchronous call to the browser process per text size and weight.`,
    "",
    table(measured),
    "",
  ].join("\n");
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, report);
  console.log(`\n${table(measured)}\n\nWrote ${path.relative(root, resultsFile)}`);
}

try {
  await main();
} finally {
  await cleanup();
}
