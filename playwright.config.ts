import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "./tests/chromium";
import { testFormSecret } from "./tests/support/lead-form";

function playwrightsOwnChromium(): string | undefined {
  try {
    const own = chromium.executablePath();
    return existsSync(own) ? own : undefined;
  } catch {
    return undefined;
  }
}

const executablePath = findChromium() ?? playwrightsOwnChromium();
if (!executablePath) {
  console.error(
    "No Chromium found: run `apt-get install chromium` (or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary).",
  );
  process.exit(1);
}

/** 4173, or E2E_PORT for a second checkout testing beside this one (its build made for that port). */
export const port = Number(process.env.E2E_PORT ?? 4173);
// Workers load this file again: they must find the database the main process chose, not make another.
const databaseUrl =
  process.env.E2E_DATABASE_URL ?? path.join(mkdtempSync(path.join(tmpdir(), "site-e2e-")), "leads.db");
process.env.E2E_DATABASE_URL = databaseUrl;
/** The test server's settings, passed in as configuration; production code has no test switches. */
export const serverEnv = {
  PORT: String(port),
  HOST: "127.0.0.1",
  SITE_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: databaseUrl,
  MIN_FILL_MS: "0",
  FORM_SECRET: testFormSecret,
  RATE_LIMIT_PER_MINUTE: "100000",
  SIGN_IN_ATTEMPTS_PER_IP: "100000",
  SIGN_IN_FAILURE_DELAY_MS: "1",
  ANALYTICS_EVENTS_PER_MINUTE: "100000",
  ANALYTICS_ROLLUP_MS: "500",
  LOG_LEVEL: "warn",
  // Radicale and the calendar feeds of the tests listen on loopback (decision 059).
  CALENDAR_PRIVATE_HOSTS: "127.0.0.1",
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // On 2026-11-27 this machine ran browser work about twice as slowly as the day before (decision 057,
  // docs/benchmarks.md): tests that took 10–20 s passed 30 s beside the other worker, and a chart
  // loaded after hydration took more than 5 s to appear.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath, args: chromiumArgs },
    trace: "off",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node --import tsx server/index.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    env: serverEnv,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
