import { execFileSync } from "node:child_process";

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
