import { test as base, expect } from "@playwright/test";

/**
 * Every test fails on a console error, an uncaught exception or a CSP violation in the page,
 * unless it says which errors it expects.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp | null; consoleGuard: undefined }>({
  expectedConsoleErrors: [null, { option: true }],
  consoleGuard: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!expectedConsoleErrors?.test(text)) problems.push(`console.error: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
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
});

export { expect };
