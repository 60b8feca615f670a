import type { Page } from "@playwright/test";
import { dictionaries } from "../../app/content/dictionary.server";
import type { Lang } from "../../app/site/pages";

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
