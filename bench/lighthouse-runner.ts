/**
 * Lighthouse as both Lighthouse benchmarks run it: one Chromium of our own, and a run made again when
 * Chromium failed to record its trace.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { chromiumArgs, findChromium } from "#tests/chromium.ts";
import { onCleanup } from "./processes";

/** The Chromium Lighthouse drives, with its profile in `dir`, stopped at cleanup. */
export async function launchLighthouseChromium(dir: string): Promise<{ chromePath: string; port: number }> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error("No Chromium: apt-get install chromium, or set PLAYWRIGHT_CHROMIUM_PATH.");
  const userDataDir = path.join(dir, "chromium");
  mkdirSync(userDataDir);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromiumArgs,
    userDataDir,
    logLevel: "silent",
    // Our own handler stops the server as well.
    handleSIGINT: false,
  });
  onCleanup(() => chrome.kill());
  return { chromePath, port: chrome.port };
}

/**
 * Chromium now and then fails to record a trace (Lighthouse says "Please run Lighthouse again"):
 * that run is made again, twice at most. Any other error stops the benchmark.
 */
const traceFlakes = new Set(["NO_NAVSTART", "NO_TRACING_STARTED"]);

export async function audit(url: string, flags: Flags): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, flags))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = lhr.runtimeError;
    if (!error) return lhr;
    if (!traceFlakes.has(error.code) || attempt === 3) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.warn(`  ${url}: ${error.code}, running it again`);
  }
}
