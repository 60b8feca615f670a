import { expect, type Page } from "@playwright/test";
import { dayTimesId } from "#app/booking/booking-times.tsx";
import { dictionaries } from "#common/content/dictionary.server.ts";
import type { Lang } from "#common/site/pages.ts";

/** Who books: an advisor by default, a general agent where a test needs one. */
export type Booker = { firstName: string; lastName: string; company: string; role: "advisor" | "mga" | "other" };

const advisor: Booker = { firstName: "Julie", lastName: "Gagnon", company: "Cabinet Gagnon", role: "advisor" };

/**
 * Fills the booking page's details as the booker would, consent included, found by their labels in
 * the page's language. The number of advisors is optional on the form.
 */
export async function fillBookingDetails(
  page: Page,
  lang: Lang,
  email: string,
  options: { advisors?: string; who?: Booker } = {},
) {
  const { booking, contact } = dictionaries[lang].pages;
  const fields = contact.form.fields;
  const who = options.who ?? advisor;
  await page.getByLabel(fields.firstName, { exact: true }).fill(who.firstName);
  await page.getByLabel(fields.lastName, { exact: true }).fill(who.lastName);
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(booking.fields.company).fill(who.company);
  await page.getByLabel(booking.roles[who.role]).check();
  if (options.advisors) await page.getByLabel(booking.fields.advisors).fill(options.advisors);
  await page.getByLabel(fields.consent).check();
}

/** The booking page's free days, in the month view: each a link to the page that lists its times. */
export const dayLinks = (page: Page) => page.locator("#moments table a");

/** The heading of the day the booking page lists: its date and how many times it has. */
export const dayHeading = (page: Page) => page.locator(`#${dayTimesId}`);

/** The times of the day the booking page lists. */
export const dayTimes = (page: Page) => page.locator(`#moments ul[aria-labelledby="${dayTimesId}"] a`);

/** Lists the n-th free day's times (counting from 1), with or without JavaScript, and returns them. */
export async function openDay(page: Page, day: number) {
  const link = dayLinks(page).nth(day - 1);
  await link.click();
  await expect(link).toHaveAttribute("aria-current", "date");
  return dayTimes(page);
}
