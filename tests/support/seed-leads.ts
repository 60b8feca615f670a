import { openDatabase } from "#server/db/db.server.ts";
import { createLeadStore, type NewLead } from "#server/leads/store.server.ts";
import { sampleLead } from "./sample-lead";

/** Stores leads straight into a test server's database, as the contact form would; returns their ids. */
export async function seedLeads(databaseUrl: string, leads: Partial<NewLead>[]): Promise<number[]> {
  const app = await openDatabase(databaseUrl);
  try {
    const store = createLeadStore(app);
    const ids: number[] = [];
    for (const lead of leads) ids.push((await store.submit(sampleLead(lead), crypto.randomUUID())).id);
    return ids;
  } finally {
    await app.close();
  }
}
