import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on a console error, an uncaught exception or a CSP violation in the page,
 * unless it says which errors it expects.
 */
/**
 * The page's scripts have taken over: on a public page, the site script has wired its controls
 * (issue 56: `data-site-ready`, common/site/controls.ts); in the back office, React has hydrated the
 * document (its root element carries React's internal fiber key).
 */
const hydrated = () =>
  document.documentElement.hasAttribute("data-site-ready") ||
  Object.keys(document.documentElement).some((key) => key.startsWith("__reactFiber"));

/**
 * After a form's answer has come back as a new document: wait until it has loaded (a page sent back to
 * a fragment keeps scrolling to it until then, so a click can land beside its button) and, with
 * scripts, hydrated (so what is typed next is not typed into a page about to be re-rendered).
 */
export async function settled(page: Page, javaScriptEnabled: boolean): Promise<void> {
  await page.waitForLoadState("load");
  if (javaScriptEnabled) await page.waitForFunction(hydrated, undefined, { timeout: 10_000 });
}

export const test = base.extend<{
  expectedConsoleErrors: RegExp | null;
  /** False for tests of the page as it is before (or without) its module scripts. */
  awaitHydration: boolean;
  consoleGuard: undefined;
  failureNote: undefined;
}>({
  awaitHydration: [true, { option: true }],
  // A test that types or clicks must not race hydration: goto resolves once the page is interactive.
  page: async ({ page, javaScriptEnabled, awaitHydration }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && awaitHydration) {
        await page.waitForFunction(hydrated, undefined, { timeout: 10_000 }).catch((error: Error) => {
          // The page sent itself elsewhere (the stored language preference): the next page hydrates.
          if (!/context was destroyed|navigat/i.test(error.message)) throw error;
        });
      }
      return response;
    };
    await use(page);
  },
  expectedConsoleErrors: [null, { option: true }],
  consoleGuard: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!expectedConsoleErrors?.test(text)) problems.push(`console.error: ${text}`);
      });
      page.on("pageerror", (error) => {
        if (!expectedConsoleErrors?.test(error.message)) problems.push(`uncaught: ${error.message}`);
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(undefined);
      expect(problems, "the page reported errors").toEqual([]);
    },
    { auto: true },
  ],
  // CI prints a failure's text attachments, not its error-context file: say where the page stood.
  failureNote: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const where = await page
        .evaluate(() => {
          const texts = (selector: string) =>
            [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim()).filter(Boolean);
          return [`alerts: ${texts('[role="alert"]').join(" | ")}`, `h1: ${texts("h1").join(" | ")}`, location.href];
        })
        .catch((error: Error) => [`no page to read: ${error.message}`]);
      await testInfo.attach("where the page stood", { body: where.join("\n"), contentType: "text/plain" });
    },
    { auto: true },
  ],
});

/**
 * Leave a test server's page before the server stops, so nothing the page still loads (the route
 * manifest it fetches when idle) meets a closed port. A plain navigation: the fixture's goto waits
 * for a hydration a blank page never has.
 */
export async function leaveForBlank(page: Page): Promise<void> {
  if (page.isClosed()) return;
  await page.evaluate(() => window.location.assign("about:blank"));
  await page.waitForURL("about:blank");
}

export { expect };

/**
 * Presses Tab on a page that opened at a fragment (a form's answer without script). Chromium moves
 * Tab's starting point to the fragment's element in a frame after that element is parsed, the moment
 * it becomes :target; a Tab sent before then starts at the top of the page, which made these tests race.
 */
export async function tabFromFragment(page: Page): Promise<void> {
  const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
  await expect(page.locator(":target")).toHaveAttribute("id", id);
  await page.keyboard.press("Tab");
}

/**
 * Declares `tests` twice, the browser's JavaScript on then off, in blocks titled "with JavaScript"
 * and "without JavaScript" (or by `title`): every form must work both ways. `tests` is told which,
 * for the little that differs (focus moved by script, accessibility checks of the hydrated page).
 */
export function withAndWithoutJavaScript(
  tests: (javaScriptEnabled: boolean) => void,
  title: (javaScriptEnabled: boolean) => string = (on) => (on ? "with JavaScript" : "without JavaScript"),
): void {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(title(javaScriptEnabled), () => {
      test.use({ javaScriptEnabled });
      tests(javaScriptEnabled);
    });
  }
}
