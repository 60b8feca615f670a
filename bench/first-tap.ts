import { type Browser, chromium } from "@playwright/test";
import { chromiumArgs } from "../tests/chromium";

/** The phone the "first usable tap" is measured on: Slow 4G, a 4× slower CPU, 375 px wide. */
const phone = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4, width: 375, height: 800 };

/**
 * From navigation start: the first contentful paint and the moment the menu starts to open. And the
 * tap's own response: from the touch that opened it (its event timestamp) to the opening, the part
 * that is the page's and the browser's, without the time this harness takes to learn of the paint.
 */
export type TapTiming = { firstPaint: number; firstTap: number; tapResponse: number };

/**
 * The harness's floor: a page with nothing but a menu button, its popover and a paragraph, no style
 * sheet and no script. What it takes from paint to open menu is the harness's reaction and the
 * browser's input path on this profile: the part no page can remove.
 */
export const barePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bare page</title><style>button { margin: 1rem; min-width: 3rem; min-height: 3rem }</style></head>
<body><header><button type="button" popovertarget="menu">Menu</button><nav id="menu" popover><a href="/">Home</a></nav></header>
<main><h1>Bare page</h1><p>${"A paragraph of text. ".repeat(40)}</p></main></body></html>`;

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
 * and again, as an impatient visitor would. The page itself says when it has painted and when the menu
 * starts to open, through bindings it calls once each: polling it instead (a `page.evaluate` every few
 * milliseconds) took the main thread from the page, and on this 4× slower CPU pushed its first paint
 * back by 0.2 to 0.3 s, and the first tap with it. Returns, from navigation start, the first contentful
 * paint, the moment the menu starts to open, and the response to the tap that opened it.
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
    let firstPaint = 0;
    let firstTap = 0;
    let tapResponse = 0;
    let markPainted = () => {};
    const painted = new Promise<void>((resolve) => {
      markPainted = resolve;
    });
    await page.exposeBinding("notePaint", (_source, at: number) => {
      firstPaint ||= at;
      markPainted();
    });
    await page.exposeBinding("noteMenuOpen", (_source, at: number, touchedAt: number) => {
      if (firstTap) return;
      firstTap = at;
      tapResponse = at - touchedAt;
    });
    await page.addInitScript(() => {
      const bindings = globalThis as unknown as {
        notePaint(at: number): void;
        noteMenuOpen(at: number, touchedAt: number): void;
      };
      let touchedAt = 0;
      document.addEventListener(
        "pointerdown",
        (event) => {
          touchedAt = event.timeStamp;
        },
        true,
      );
      new PerformanceObserver((list) => {
        const paint = list.getEntriesByName("first-contentful-paint")[0];
        if (paint) bindings.notePaint(paint.startTime);
      }).observe({ type: "paint", buffered: true });
      // beforetoggle fires in the task that opens the popover (toggle comes a task later); it does not
      // bubble, but a capturing listener on the document still hears it.
      document.addEventListener(
        "beforetoggle",
        (event) => {
          if ((event as ToggleEvent).newState === "open") bindings.noteMenuOpen(performance.now(), touchedAt);
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
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    const contentful = new Promise<void>((resolve) => {
      cdp.on("Page.lifecycleEvent", (event) => {
        if (event.name === "firstContentfulPaint") resolve();
      });
    });
    await page.goto(url, { waitUntil: "commit" });
    // Nobody taps a page that has not painted yet: its unstyled layout may put a link there.
    await Promise.race([painted, contentful]);
    for (let attempt = 0; attempt < 2000 && !firstTap; attempt++) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    }
    if (!firstTap) throw new Error(`${url}: the menu never opened after 2000 taps`);
    if (page.url() !== url) throw new Error(`${url}: a tap landed elsewhere and opened ${page.url()}`);
    return { firstPaint, firstTap, tapResponse };
  } finally {
    await context.close();
  }
}
