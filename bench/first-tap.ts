import { type Browser, type CDPSession, chromium, type Page } from "@playwright/test";
import { chromiumArgs } from "#tests/chromium.ts";

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
 * What the page tells the harness, through bindings it calls once each (or once per change): polling
 * it instead (a `page.evaluate` every few milliseconds) took the main thread from the page, and on
 * this 4× slower CPU pushed its first paint back by 0.2 to 0.3 s, and the first tap with it.
 */
type PageReports = {
  /** Resolves at the first contentful paint, the page's own report or the browser's, whichever is first. */
  painted: Promise<void>;
  firstPaint(): number;
  /** The first opening of the menu, from navigation start, and the touch that caused it; 0 before it. */
  firstOpen(): { at: number; touchedAt: number };
  /** How often the menu closed after opening. */
  closings(): number;
  /**
   * Resolves once the script has hydrated the header, with when (from navigation start): the menu
   * button gets its `aria-expanded` from the first effects, in the same pass as any effect that would
   * close the menu.
   */
  hydrated: Promise<number>;
};

/** A cold load of `url` on the phone profile, committed but not yet painted, with its reports. */
async function coldPhoneLoad(page: Page, url: string): Promise<{ cdp: CDPSession; reports: PageReports }> {
  let firstPaint = 0;
  let open = { at: 0, touchedAt: 0 };
  let closings = 0;
  let markPainted = () => {};
  const painted = new Promise<void>((resolve) => {
    markPainted = resolve;
  });
  let markHydrated = (_at: number) => {};
  const hydrated = new Promise<number>((resolve) => {
    markHydrated = resolve;
  });
  await page.exposeBinding("notePaint", (_source, at: number) => {
    firstPaint ||= at;
    markPainted();
  });
  await page.exposeBinding("noteMenu", (_source, state: string, at: number, touchedAt: number) => {
    if (state === "closed") closings += 1;
    else if (!open.at) open = { at, touchedAt };
  });
  await page.exposeBinding("noteHydrated", (_source, at: number) => markHydrated(at));
  await page.addInitScript(() => {
    const bindings = globalThis as unknown as {
      notePaint(at: number): void;
      noteMenu(state: string, at: number, touchedAt: number): void;
      noteHydrated(at: number): void;
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
    // beforetoggle fires in the task that opens or closes the popover (toggle comes a task later); it
    // does not bubble, but a capturing listener on the document still hears it.
    document.addEventListener(
      "beforetoggle",
      (event) => bindings.noteMenu((event as ToggleEvent).newState, performance.now(), touchedAt),
      true,
    );
    const hydration = new MutationObserver(() => {
      if (!document.querySelector("button[popovertarget][aria-expanded]")) return;
      hydration.disconnect();
      bindings.noteHydrated(performance.now());
    });
    hydration.observe(document, { subtree: true, attributeFilter: ["aria-expanded"] });
  });
  const cdp = await page.context().newCDPSession(page);
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
  return {
    cdp,
    reports: {
      // Nobody taps a page that has not painted yet: its unstyled layout may put a link there.
      painted: Promise.race([painted, contentful]),
      firstPaint: () => firstPaint,
      firstOpen: () => open,
      closings: () => closings,
      hydrated,
    },
  };
}

async function tap(cdp: CDPSession, { x, y }: { x: number; y: number }): Promise<void> {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

async function phonePage(browser: Browser): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    isMobile: true,
    hasTouch: true,
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/**
 * Loads `url` cold on the phone profile and, from its first paint, taps where the menu button is, again
 * and again, as an impatient visitor would. Returns, from navigation start, the first contentful
 * paint, the moment the menu starts to open, and the response to the tap that opened it.
 */
export async function firstUsableTap(browser: Browser, url: string): Promise<TapTiming> {
  const button = await menuButtonCentre(browser, url);
  const { page, close } = await phonePage(browser);
  try {
    const { cdp, reports } = await coldPhoneLoad(page, url);
    await reports.painted;
    for (let attempt = 0; attempt < 2000 && !reports.firstOpen().at; attempt++) await tap(cdp, button);
    const { at, touchedAt } = reports.firstOpen();
    if (!at) throw new Error(`${url}: the menu never opened after 2000 taps`);
    if (page.url() !== url) throw new Error(`${url}: a tap landed elsewhere and opened ${page.url()}`);
    return { firstPaint: reports.firstPaint(), firstTap: at, tapResponse: at - touchedAt };
  } finally {
    await close();
  }
}

/**
 * What one tap did: the menu opened and was still open once the page had hydrated; it opened and the
 * script closed it (nobody tapped again); or it never opened.
 */
export type FirstTapOutcome = "opened" | "undone" | "lost";
export type FirstTap = {
  outcome: FirstTapOutcome;
  /** From the touch to the opening, ms: long when the tap waited behind a task of the page's. */
  tapResponse: number;
  /** From navigation start, ms: the tap's touch, and the moment the script had hydrated the header. */
  tappedAt: number;
  hydratedAt: number;
};

/** However slow the phone profile, a page hydrates well within this; past it, the load is reported as failed. */
const hydrationWaitMs = 20_000;

/**
 * Loads `url` cold on the phone profile and taps the menu button once, as soon as the page says it has
 * painted: on this profile that is before the page's script has started, or while it runs. Then waits
 * until the script has hydrated the header, and says whether that one tap opened the menu, and whether
 * it was still open then.
 */
export async function firstTap(browser: Browser, url: string): Promise<FirstTap> {
  const button = await menuButtonCentre(browser, url);
  const { page, close } = await phonePage(browser);
  try {
    const { cdp, reports } = await coldPhoneLoad(page, url);
    await reports.painted;
    await tap(cdp, button);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${url}: not hydrated ${hydrationWaitMs} ms after the tap`)),
        hydrationWaitMs,
      );
    });
    const hydratedAt = await Promise.race([reports.hydrated, timeout]).finally(() => clearTimeout(timer));
    if (page.url() !== url) throw new Error(`${url}: the tap landed elsewhere and opened ${page.url()}`);
    // A tap sent before the script started opens the menu before it hydrates; one sent while it runs
    // may be handled later: the opening is reported by then, or never.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const { at, touchedAt } = reports.firstOpen();
    const stillOpen = await page.evaluate(() => Boolean(document.querySelector("[popover]:popover-open")));
    const outcome: FirstTapOutcome = !at ? "lost" : stillOpen && reports.closings() === 0 ? "opened" : "undone";
    return { outcome, tapResponse: at ? at - touchedAt : Number.NaN, tappedAt: touchedAt, hydratedAt };
  } finally {
    await close();
  }
}
