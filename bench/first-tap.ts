import { type Browser, chromium } from "@playwright/test";
import { chromiumArgs } from "../tests/chromium";

/** The phone the "first usable tap" is measured on: Slow 4G, a 4× slower CPU, 375 px wide. */
const phone = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4, width: 375, height: 800 };

export type TapTiming = { firstPaint: number; firstTap: number };

export async function launchPhoneBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/**
 * Loads `url` cold on the phone profile and taps the menu button as soon as it is on screen, again
 * and again until the menu is open. Returns, from navigation start, the first contentful paint and
 * the moment the menu was seen open.
 */
export async function firstUsableTap(browser: Browser, url: string): Promise<TapTiming> {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: phone.latencyMs,
      downloadThroughput: (phone.downKbps * 1000) / 8,
      uploadThroughput: (phone.upKbps * 1000) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdown });
    await page.goto(url, { waitUntil: "commit" });
    const button = page.locator("button[popovertarget]");
    await button.waitFor({ state: "visible" });
    for (let attempt = 0; attempt < 50; attempt++) {
      await button.tap();
      const openedAt = await page.evaluate(() =>
        document.querySelector("[popover]:popover-open") ? performance.now() : 0,
      );
      if (openedAt) {
        const firstPaint = await page.evaluate(
          () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        );
        return { firstPaint, firstTap: openedAt };
      }
    }
    throw new Error(`${url}: the menu never opened after 50 taps`);
  } finally {
    await context.close();
  }
}
