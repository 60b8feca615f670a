import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { leadsPrivacySource } from "#server/leads/privacy.server.ts";
import { createLeadStore } from "#server/leads/store.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { sampleLead } from "#tests/support/sample-lead.ts";
import { mergedAddressesMigration } from "./022-merged-addresses";

describe.each(backends)("migration 022 on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("fills the merged addresses from the merges recorded before it, so privacy requests still find them", async () => {
    const app = await database.open();
    const store = createLeadStore(app);
    const kept = (await store.submit(sampleLead({ email: "kept@cabinet.test" }), crypto.randomUUID())).id;
    const other = (await store.submit(sampleLead({ email: "other@cabinet.test" }), crypto.randomUUID())).id;
    // Merge events as the merge wrote them before migration 022, one of them with no address to read.
    const merged = (detail: string) => ({
      lead_id: kept,
      at: "2026-03-01T12:00:00.000Z",
      actor_id: null,
      actor_email: "admin@sobrita.test",
      from_status: null,
      to_status: null,
      note: "Ancien message",
      kind: "merged" as const,
      detail,
    });
    await app.db
      .insertInto("lead_events")
      .values([
        merged(JSON.stringify({ id: 900, email: "Gone.Lead@Example.com", name: "Gone Lead" })),
        merged(JSON.stringify({ id: 901, email: "gone.lead@example.com" })),
        merged("not JSON"),
      ])
      .execute();
    const unknown = app.db as unknown as Kysely<unknown>;
    await mergedAddressesMigration.down?.(unknown);
    await mergedAddressesMigration.up(unknown);

    expect(await app.db.selectFrom("lead_merged_addresses").selectAll().execute()).toEqual([
      { lead_id: kept, email: "gone.lead@example.com" },
    ]);
    const privacy = leadsPrivacySource(app, store);
    expect((await privacy.find("GONE.lead@example.com")).map((lead) => (lead as { id: number }).id)).toEqual([kept]);
    expect(await privacy.erase("gone.lead@example.com")).toBe(1);
    expect((await privacy.find("other@cabinet.test")).map((lead) => (lead as { id: number }).id)).toEqual([other]);
    expect(await app.db.selectFrom("lead_merged_addresses").selectAll().execute()).toEqual([]);
  });
});
