import type { Page } from "@playwright/test";
import { dictionaries } from "../../app/content/dictionary.server";
import type { Lang } from "../../app/site/pages";

/**
 * Fills the booking page's details as an advisor (Julie Gagnon) would, consent included, found by
 * their labels in the page's language. The number of advisors is optional on the form.
 */
export async function fillBookingDetails(page: Page, lang: Lang, email: string, options: { advisors?: string } = {}) {
  const { booking, contact } = dictionaries[lang].pages;
  const fields = contact.form.fields;
  await page.getByLabel(fields.firstName, { exact: true }).fill("Julie");
  await page.getByLabel(fields.lastName, { exact: true }).fill("Gagnon");
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(booking.fields.company).fill("Cabinet Gagnon");
  await page.getByLabel(booking.roles.advisor).check();
  if (options.advisors) await page.getByLabel(booking.fields.advisors).fill(options.advisors);
  await page.getByLabel(fields.consent).check();
}
