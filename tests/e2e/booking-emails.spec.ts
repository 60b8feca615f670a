import { dictionaries } from "#common/content/dictionary.server.ts";
import { pathOf } from "#common/site/pages.ts";
import { createAdminUser } from "#tests/support/admin.ts";
import { dayTimes, openDay } from "#tests/support/booking-page.ts";
import { property, propertyLine, readCalendar } from "#tests/support/ics.ts";
import { readMail } from "#tests/support/mime.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { expect, test } from "./fixtures";
import { startServer, tempDatabase } from "./server-process";

/**
 * A demo booked in the browser reaches the real SMTP test server: the visitor's invitation parses
 * as a REQUEST for the meeting, organised by the staff member; moving it keeps its UID and raises
 * its SEQUENCE; cancelling it sends a CANCEL. The staff member hears of each change at once; the
 * visitor, at most once every ten minutes. The meeting's token never reaches the request log.
 */
test("the invitations that reach the mail server are correct calendar files", async ({ browser }) => {
  test.setTimeout(90_000);
  const smtp = await startSmtpServer();
  const database = tempDatabase();
  const staff = await createAdminUser(database, { role: "staff", email: "sophie.roy@sobrita.test" });
  const server = await startServer(0, {
    DATABASE_URL: database,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LOG_LEVEL: "info",
  });
  const context = await browser.newContext({ timezoneId: "America/Toronto" });
  const page = await context.newPage();
  const { t, fields } = { t: dictionaries.en.pages.booking, fields: dictionaries.en.pages.contact.form.fields };
  try {
    await page.goto(`${server.url}${pathOf("booking", "en")}`);
    const time = dayTimes(page).first();
    const start = new URL(`${server.url}${await time.getAttribute("href")}`).searchParams.get("time") ?? "";
    await time.click();
    await page.getByLabel(fields.firstName, { exact: true }).fill("Julie");
    await page.getByLabel(fields.lastName, { exact: true }).fill("Gagnon");
    await page.getByLabel(fields.email).fill("julie@cabinet-gagnon.ca");
    await page.getByLabel(t.fields.company).fill("Cabinet Gagnon");
    await page.getByLabel(t.roles.mga).check();
    await page.getByLabel(fields.consent).check();
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.confirmation.booked })).toBeVisible();

    // The visitor's invitation and the staff member's notice (the team's lead email may come too).
    const invitationTo = (address: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(address));
    const calendarOf = async (address: string, index: number) => {
      const mail = invitationTo(address)[index];
      return readCalendar((mail && (await readMail(mail)).calendar) ?? "");
    };
    await expect.poll(() => invitationTo("julie@cabinet-gagnon.ca").length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => invitationTo(staff.email).length, { timeout: 15_000 }).toBe(1);
    const first = await calendarOf("julie@cabinet-gagnon.ca", 0);
    expect(property(first, "METHOD")).toBe("REQUEST");
    const event = first.components.find((component) => component.type === "VEVENT");
    if (!event) throw new Error("no VEVENT");
    const uid = property(event, "UID");
    expect(property(event, "SEQUENCE")).toBe("0");
    expect(property(event, "DTSTART")).toBe(start.replace(/[-:]/g, "").replace(/\.000Z$/, "Z"));
    expect(propertyLine(event, "ORGANIZER")?.value.toLowerCase()).toBe(`mailto:${staff.email}`);
    expect(propertyLine(event, "ATTENDEE")?.value.toLowerCase()).toBe("mailto:julie@cabinet-gagnon.ca");

    const token = new URL(page.url()).pathname.split("/").at(-1) ?? "";

    // Moved: the same event, one sequence later, in the staff member's notice.
    await page.getByRole("link", { name: t.confirmation.reschedule }).click();
    await (await openDay(page, 4)).first().click();
    await page.getByRole("button", { name: t.reschedule.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.confirmation.rescheduled })).toBeVisible();
    await expect.poll(() => invitationTo(staff.email).length, { timeout: 15_000 }).toBe(2);
    const moved = await calendarOf(staff.email, 1);
    const movedEvent = moved.components[0];
    if (!movedEvent) throw new Error("no VEVENT");
    expect(property(movedEvent, "UID")).toBe(uid);
    expect(property(movedEvent, "SEQUENCE")).toBe("1");

    // Cancelled: a CANCEL for that event.
    await page.getByText(t.confirmation.cancel, { exact: true }).click();
    await page.getByRole("button", { name: t.confirmation.cancelConfirm }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.confirmation.cancelled })).toBeVisible();
    await expect.poll(() => invitationTo(staff.email).length, { timeout: 15_000 }).toBe(3);
    const cancelled = await calendarOf(staff.email, 2);
    expect(property(cancelled, "METHOD")).toBe("CANCEL");
    expect(property(cancelled.components[0] ?? cancelled, "UID")).toBe(uid);
    expect(property(cancelled.components[0] ?? cancelled, "STATUS")).toBe("CANCELLED");
    // The visitor's news of both waits ten minutes after their invitation: one email so far, not three.
    // The staff's notices are queued after the visitor's and have arrived, so the visitor's would have too.
    expect(invitationTo("julie@cabinet-gagnon.ca")).toHaveLength(1);

    await expect.poll(() => server.stdout()).toContain("/confirmation/:token");
    expect(server.stdout()).not.toContain(token);
  } finally {
    await context.close();
    await server.stop();
    await smtp.close();
  }
});
