import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { dictionaries } from "#common/content/dictionary.server.ts";
import type { Lang } from "#common/site/pages.ts";

export type ExportedLead = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  topic: string;
  lang: string;
  sourcePage: string;
  message: string;
};

/** The leads as an operator sees them: through the CLI, on the test server's database. */
export function exportedLeads(): ExportedLead[] {
  const out = execFileSync("node", ["--import", "tsx", "scripts/leads.ts", "export", "--format", "json"], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
    encoding: "utf8",
  });
  return JSON.parse(out) as ExportedLead[];
}

export function leadsFor(email: string): ExportedLead[] {
  return exportedLeads().filter((lead) => lead.email === email);
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@cabinet-test.ca`;
}

/** Fills the contact form as a visitor would, consent included. */
export async function fillForm(page: Page, lang: Lang, email: string) {
  const t = dictionaries[lang].pages.contact.form;
  await page.getByLabel(t.fields.firstName, { exact: true }).fill("Marie-Claude");
  await page.getByLabel(t.fields.lastName, { exact: true }).fill("Tremblay");
  await page.getByLabel(t.fields.email, { exact: true }).fill(email);
  await page.getByLabel(`${t.fields.phone} ${t.fields.optional}`, { exact: true }).fill("514 555-0123");
  await page.getByLabel(`${t.fields.company} ${t.fields.optional}`, { exact: true }).fill("Cabinet Tremblay");
  await page
    .getByLabel(t.fields.message, { exact: true })
    .fill("Bonjour, j’aimerais voir une démonstration de l’assistant.");
  await page.getByRole("checkbox").check();
}
