import { randomBytes } from "node:crypto";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { createAdminUser, signIn } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { oneEvent } from "#tests/support/calendars.ts";
import { calendarText, htmlPage, startIcsServer, type TestIcsServer } from "#tests/support/ics-server.ts";
import { serverEnv } from "../../playwright.config";
import { expect, settled, test, withAndWithoutJavaScript } from "./fixtures";

/**
 * Issue 44, item 1, from the back office's form: a member who gives an address inside the server's
 * network is told in words, in the page's language, that it leads to a private network, and the
 * service there receives no request. It listens on 127.0.0.2; the site names only 127.0.0.1 in
 * CALENDAR_PRIVATE_HOSTS (playwright.config.ts).
 */
let inside: TestIcsServer;
/** On 127.0.0.1, which the site may read (playwright.config.ts): a web page where a calendar was expected. */
let outside: TestIcsServer;
test.beforeAll(async () => {
  [inside, outside] = await Promise.all([startIcsServer("127.0.0.2"), startIcsServer()]);
});
test.afterAll(() => Promise.all([inside?.close(), outside?.close()]));

const requestsInside = () => [...inside.hits.values()].reduce((sum, hits) => sum + hits, 0);

withAndWithoutJavaScript((javaScriptEnabled) => {
  test.use({ awaitHydration: javaScriptEnabled });
  // The refusal is a 400, which the browser reports when the form is sent by fetch.
  test.use({ expectedConsoleErrors: /status of 400/ });

  for (const lang of ["fr", "en"] as const) {
    test(`${lang}: an address inside the network is refused in words, and nothing is asked of it`, async ({ page }) => {
      const t = adminDictionaries[lang];
      const c = t.calendarScreen;
      const member = await createAdminUser(serverEnv.DATABASE_URL, { role: "staff", lang });
      const path = `/${randomBytes(6).toString("hex")}/calendar.ics`;
      inside.serve(path, calendarText(oneEvent("DTSTART:20261202T150000Z", "DTEND:20261202T160000Z")));
      const before = requestsInside();
      await signIn(page.context().request, member);
      await page.goto(adminPaths.availability);

      for (const address of [`${inside.origin}${path}`, `http://0x7f000002:${new URL(inside.origin).port}${path}`]) {
        await settled(page, javaScriptEnabled);
        await page.getByLabel(c.url).fill(address);
        await expect(page.getByLabel(c.url)).toHaveValue(address);
        await page.getByRole("button", { name: c.connect }).click();
        await expect(page.getByRole("alert")).toContainText(t.calendars.errors.privateNetwork);
        await expect(page.getByLabel(c.url)).toHaveAttribute("aria-invalid", "true");
      }
      await expect(page.getByText(c.connected)).toHaveCount(0);
      expect(requestsInside()).toBe(before);
    });
  }

  for (const lang of ["fr", "en"] as const) {
    test(`${lang}: an unreadable address is explained in the page's words, kept in the field, and the password is not sent back`, async ({
      page,
    }) => {
      const t = adminDictionaries[lang];
      const c = t.calendarScreen;
      const member = await createAdminUser(serverEnv.DATABASE_URL, { role: "staff", lang });
      // Outlook's HTML link instead of its ICS link: tried as a CalDAV account, where tsdav finds no principal.
      const address = `${outside.origin}/owa/calendar/${randomBytes(6).toString("hex")}/calendar.html`;
      outside.serve(new URL(address).pathname, htmlPage);
      await signIn(page.context().request, member);
      await page.goto(adminPaths.availability);

      // The help comes before the field, a service a section, opened on demand.
      const outlook = c.help.services[0] ?? { name: "", steps: [] };
      await page.getByText(outlook.name, { exact: true }).click();
      await expect(page.getByText(outlook.steps[1] ?? "")).toBeVisible();

      await page.getByLabel(c.url).fill(address);
      await page.getByLabel(c.username).fill("marie");
      await page.getByLabel(c.password).fill("a-secret-app-password");
      await page.getByRole("button", { name: c.connect }).click();

      const summary = page.getByRole("alert").filter({ hasText: c.notConnected });
      await expect(summary).toContainText(t.calendars.errors.notCalDav);
      await expect(page.getByText("principal")).toHaveCount(0);
      if (javaScriptEnabled) await expect(summary).toBeFocused();
      await expect(page.getByLabel(c.url)).toHaveValue(address);
      await expect(page.getByLabel(c.url)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(c.username)).toHaveValue("marie");
      await expect(page.getByLabel(c.password)).toHaveValue("");
      expect(await page.content()).not.toContain("a-secret-app-password");
      await summary.getByRole("link", { name: c.url }).click();
      await expect(page.getByLabel(c.url)).toBeFocused();
      if (javaScriptEnabled) await expectAccessible(page, `availability, a calendar refused (${lang})`);
      await expect(page.getByText(c.connected)).toHaveCount(0);
    });
  }
});
