import { existsSync, readFileSync } from "node:fs";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createLeadStore } from "#server/leads/store.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { sampleLead } from "#tests/support/sample-lead.ts";
import type { AppDatabase } from "./db.server";

/** Words nobody else writes, and the three-letter pieces the search index keeps of them. */
const marker = "qzjxqvwk";
const trigrams = ["qzj", "zjx", "jxq", "xqv", "qvw", "vwk"];

async function storeLead(app: AppDatabase, email: string) {
  const store = createLeadStore(app);
  await store.submit(sampleLead({ email, lastName: `Nom${marker}`, message: `Mon secret ${marker}.` }), email);
  await store.submit(sampleLead({ email: "someone.else@example.com", message: "Autre demande." }), "other");
  return store;
}

describe.each(backends)("erasing a lead on $name", (backend) => {
  const database = useTestDatabase(backend);

  it.runIf(backend.name === "sqlite")("leaves none of its words in the database's files", async () => {
    const app = await database.open();
    const store = await storeLead(app, "secret@example.com");
    const files = () =>
      [database.url, `${database.url}-wal`]
        .filter(existsSync)
        .map((file) => readFileSync(file).toString("latin1"))
        .join("");
    expect(files()).toContain(marker);

    expect(await store.deleteByEmail("SECRET@example.com")).toBe(1);
    const bytes = files();
    expect(bytes).not.toContain(marker);
    expect(trigrams.filter((piece) => bytes.includes(piece))).toEqual([]);
    // The other lead is still there, and still found by its words.
    expect(bytes).toContain("Autre demande.");
  });

  it.runIf(backend.name === "postgres")("rewrites the leads table into a new file", async () => {
    const app = await database.open();
    const store = await storeLead(app, "secret@example.com");
    const fileOf = async () =>
      (await sql<{ node: string }>`select pg_relation_filenode('leads')::text as node`.execute(app.db)).rows[0]?.node;
    const before = await fileOf();
    expect(await store.deleteByEmail("secret@example.com")).toBe(1);
    expect(await fileOf()).not.toBe(before);
    expect((await store.list()).map((lead) => lead.email)).toEqual(["someone.else@example.com"]);
  });
});
