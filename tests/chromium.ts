import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/** Flags that keep Chromium from calling home: the network here is closed, and our tests must not leak. */
export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

/** A Chromium to drive: PLAYWRIGHT_CHROMIUM_PATH, then Debian's, then Playwright's own download. */
export function findChromium(): string | undefined {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, "/usr/bin/chromium"];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: findChromium(), args: chromiumArgs };
}
