import { type Browser, chromium } from "@playwright/test";
import { chromiumArgs } from "../tests/chromium";

/** The phone the "first usable tap" is measured on: Slow 4G, a 4× slower CPU, 375 px wide. */
const phone = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4, width: 375, height: 800 };

export type TapTiming = { firstPaint: number; firstTap: number };

export async function launchPhoneBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/** Where the menu button sits at 375 px: read once on a warm load, since the layout does not move (CLS 0). */
async function menuButtonCentre(browser: Browser, url: string): Promise<{ x: number; y: number }> {
  const context = await browser.newContext({ viewport: { width: phone.width, height: phone.height }, isMobile: true });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.locator("button[popovertarget]").boundingBox();
    if (!box) throw new Error(`${url}: no menu button on screen at ${phone.width} px`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * Loads `url` cold on the phone profile and, from its first paint, taps where the menu button is, again
 * and again, as an impatient visitor would. The page itself notes when the menu starts to open, so the
 * round trips of Playwright's own checks add nothing to the figure (they added 0.3 to 0.6 s). Returns,
 * from navigation start, the first contentful paint and that moment.
 */
export async function firstUsableTap(browser: Browser, url: string): Promise<TapTiming> {
  const { x, y } = await menuButtonCentre(browser, url);
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const noted = globalThis as { menuOpenedAt?: number };
      // beforetoggle fires in the task that opens the popover (toggle comes a task later); it does not
      // bubble, but a capturing listener on the document still hears it.
      document.addEventListener(
        "beforetoggle",
        (event) => {
          if ((event as ToggleEvent).newState === "open") noted.menuOpenedAt ??= performance.now();
        },
        true,
      );
    });
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
    for (let attempt = 0; attempt < 2000; attempt++) {
      // Right after the commit the document may still be replacing the blank one: read again next time.
      const state = await page
        .evaluate(() => ({
          painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
          openedAt: (globalThis as { menuOpenedAt?: number }).menuOpenedAt ?? 0,
        }))
        .catch(() => ({ painted: 0, openedAt: 0 }));
      if (state.openedAt) {
        if (page.url() !== url) throw new Error(`${url}: a tap landed elsewhere and opened ${page.url()}`);
        return { firstPaint: state.painted, firstTap: state.openedAt };
      }
      // Nobody taps a page that has not painted yet: its unstyled layout may put a link there.
      if (!state.painted) continue;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    }
    throw new Error(`${url}: the menu never opened after 2000 tries`);
  } finally {
    await context.close();
  }
}
