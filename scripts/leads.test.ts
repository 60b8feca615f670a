import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/db.server.ts";
import { createLeadStore, type NewLead } from "#server/leads/store.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { sampleLead as storedLead } from "#tests/support/sample-lead.ts";
import { formulaStart, readCsv } from "#tests/support/spreadsheet.ts";
import { runLeadsCli } from "./leads";

const DAY_MS = 86_400_000;

/** The lead these tests store: no phone, no user agent, a one-word message. */
function sampleLead(overrides: Partial<NewLead> = {}): NewLead {
  return storedLead({
    phone: null,
    message: "Bonjour",
    consentAt: new Date("2025-06-01T11:59:00.000Z"),
    userAgent: null,
    ...overrides,
  });
}

let env: Record<string, string>;

/** Stores leads received `daysAgo` days before now, oldest first. */
async function seed(leads: { lead: NewLead; daysAgo: number; pending?: boolean }[]): Promise<void> {
  const app = await openDatabase(env.DATABASE_URL as string);
  try {
    for (const [index, { lead, daysAgo, pending }] of leads.entries()) {
      const receivedAt = new Date(Date.now() - daysAgo * DAY_MS);
      const outboxKinds = pending ? (["lead.email"] as const) : [];
      await createLeadStore(app, { now: () => receivedAt, outboxKinds }).submit(lead, `key-${index}`);
    }
  } finally {
    await app.close();
  }
}

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runLeadsCli(argv, { out: (text) => out.push(text), err: (text) => err.push(text) }, env);
  return { code, out: out.join(""), err: err.join("") };
}

describe.each(backends)("leads CLI on $name", (backend) => {
  const database = useTestDatabase(backend);

  beforeEach(() => {
    env = { DATABASE_URL: database.url };
  });

  it("lists leads newest first in a table", async () => {
    await seed([
      { lead: sampleLead({ firstName: "Older", email: "older@example.com" }), daysAgo: 2 },
      { lead: sampleLead({ firstName: "Newer", lang: "en", topic: "support", company: null }), daysAgo: 1 },
    ]);

    const { code, out, err } = await cli("list");

    expect(code).toBe(0);
    expect(err).toBe("");
    const lines = out.trimEnd().split("\n");
    expect(lines[0]?.split(/\s{2,}/)).toEqual(["id", "created_at", "lang", "topic", "name", "email", "company"]);
    expect(lines[2]).toMatch(/^2\s+\S+Z\s+en\s+support\s+Newer Tremblay\s+marie@example\.com$/);
    expect(lines[3]).toMatch(/^1\s+\S+Z\s+fr\s+demo\s+Older Tremblay\s+older@example\.com\s+Cabinet Tremblay$/);
  });

  it("keeps terminal control sequences out of the table", async () => {
    await seed([{ lead: sampleLead({ firstName: "\u001b[2JMarie\r\nFake row" }), daysAgo: 0 }]);
    const { out } = await cli("list");
    expect(out).not.toContain("\u001b");
    expect(out.trimEnd().split("\n")).toHaveLength(3);
  });

  it("says so when there are no leads", async () => {
    expect(await cli("list")).toEqual({ code: 0, out: "No leads.\n", err: "" });
  });

  it("exports CSV for a French spreadsheet: every cell quoted, formulas inert, words, Montréal time", async () => {
    await seed([
      {
        lead: sampleLead({
          firstName: '=HYPERLINK("http://evil.test","click")',
          lastName: "Bélanger",
          company: 'Tremblay, fils & "associés"',
          phone: "+1 514 555 0100",
          message: 'Ligne 1\nx;=HYPERLINK("http://evil.test")',
          userAgent: "Mozilla/5.0 (the-agent)",
        }),
        daysAgo: 0,
      },
    ]);

    const { code, out } = await cli("export", "--format", "csv");

    expect(code).toBe(0);
    expect(out.startsWith("\ufeff")).toBe(true);
    expect(out).not.toContain("the-agent");
    const [header, row, ...rest] = readCsv(out, ",");
    expect(rest).toEqual([]);
    expect(header).toEqual([
      "N°",
      "Reçue le (heure de Montréal)",
      "Statut",
      "Langue",
      "Sujet",
      "Prénom",
      "Nom",
      "Courriel",
      "Téléphone",
      "Entreprise",
      "Message",
      "Page d’origine",
      "Consentement donné le (heure de Montréal)",
    ]);
    expect(row).toEqual([
      "1",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      "Nouvelle",
      "Français",
      "Démonstration",
      `'=HYPERLINK("http://evil.test","click")`,
      "Bélanger",
      "marie@example.com",
      "'+1 514 555 0100",
      'Tremblay, fils & "associés"',
      `Ligne 1\nx;'=HYPERLINK("http://evil.test")`,
      "/contact",
      // 11:59 UTC on 1 June is 7:59 in Montréal, on daylight time.
      "2025-06-01 07:59",
    ]);
    for (const separator of [",", ";"] as const) {
      expect(
        readCsv(out, separator)
          .flat()
          .filter((cell) => formulaStart.test(cell)),
      ).toEqual([]);
    }
  });

  it("exports CSV in English on request, a winter time on Montréal's standard time", async () => {
    await seed([{ lead: sampleLead({ consentAt: new Date("2025-01-15T17:30:00.000Z") }), daysAgo: 0 }]);
    const { out } = await cli("export", "--format", "csv", "--lang", "en");
    const [header, row] = readCsv(out, ",");
    expect(header?.slice(0, 5)).toEqual(["No.", "Received (Montréal time)", "Status", "Language", "Topic"]);
    expect(row?.slice(2, 5)).toEqual(["New", "French", "Demo"]);
    expect(row?.at(-1)).toBe("2025-01-15 12:30");
    expect((await cli("export", "--format", "csv", "--lang", "de")).code).toBe(2);
  });

  it("exports JSON", async () => {
    await seed([{ lead: sampleLead(), daysAgo: 0 }]);

    const { code, out } = await cli("export", "--format", "json");

    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual([
      expect.objectContaining({
        id: 1,
        firstName: "Marie",
        email: "marie@example.com",
        consentAt: "2025-06-01T11:59:00.000Z",
        createdAt: expect.stringMatching(/Z$/),
      }),
    ]);
  });

  it("deletes a person's leads by email, ignoring case", async () => {
    await seed([
      { lead: sampleLead({ email: "Marie@Example.com" }), daysAgo: 1 },
      { lead: sampleLead({ email: "marie@example.com" }), daysAgo: 0 },
      { lead: sampleLead({ email: "other@example.com" }), daysAgo: 0 },
    ]);

    expect(await cli("delete", "--email", "MARIE@example.com")).toEqual({
      code: 0,
      out: "Deleted 2 lead(s).\n",
      err: "",
    });
    expect((await cli("export", "--format", "json")).out).not.toMatch(/marie@/i);
  });

  it("purges leads older than a number of days, once confirmed, keeping any whose notification is pending", async () => {
    await seed([
      { lead: sampleLead({ firstName: "Old" }), daysAgo: 400 },
      { lead: sampleLead({ firstName: "Unsent" }), daysAgo: 400, pending: true },
      { lead: sampleLead({ firstName: "Recent" }), daysAgo: 10 },
    ]);
    const firstNames = async () =>
      (JSON.parse((await cli("export", "--format", "json")).out) as { firstName: string }[]).map(
        (lead) => lead.firstName,
      );

    const unconfirmed = await cli("purge", "--older-than", "365");
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.err).toContain("add --yes to confirm");
    expect(await firstNames()).toHaveLength(3);

    expect(await cli("purge", "--older-than", "365", "--yes")).toEqual({
      code: 0,
      out: "Purged 1 lead(s) older than 365 days.\n",
      err: "",
    });
    expect(await firstNames()).toEqual(["Recent", "Unsent"]);
  });

  it.runIf(backend.name === "sqlite")(
    "backs up into a folder and removes the backups older than the days kept, nothing else",
    async () => {
      await seed([{ lead: sampleLead({ firstName: "Saved" }), daysAgo: 0 }]);
      const dir = mkdtempSync(join(tmpdir(), "backups-"));
      const stamp = (daysAgo: number) =>
        `leads-${new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 19).replaceAll(":", "")}Z.db`;
      const [old, recent] = [stamp(31), stamp(29)];
      for (const name of [old, recent, "notes.txt", "leads-old.db"]) writeFileSync(join(dir, name), "x");
      try {
        const { code, out } = await cli("backup", dir);
        expect(code).toBe(0);
        expect(out).toContain(`Removed ${join(dir, old)} (older than 30 days).`);
        const left = readdirSync(dir).sort();
        expect(left).toHaveLength(4);
        expect(left).toEqual(expect.arrayContaining([recent, "notes.txt", "leads-old.db"]));
        const fresh = left.find((name) => /^leads-\d{4}-\d{2}-\d{2}T\d{6}Z\.db$/.test(name) && name !== recent);
        expect(out).toContain(`to ${join(dir, fresh as string)}.`);

        // Never the one just taken, even when nothing older is kept.
        const again = await cli("backup", dir, "--keep-days", "0");
        expect(again.out).toContain(`Removed ${join(dir, recent)}`);
        const newest = readdirSync(dir).filter((name) => /^leads-.*Z\.db$/.test(name));
        expect(newest).toHaveLength(1);
        env = { DATABASE_URL: join(dir, "restored.db") };
        expect((await cli("restore", join(dir, newest[0] as string))).code).toBe(0);
        expect((await cli("list")).out).toContain("Saved Tremblay");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.each([
    [[]],
    [["unknown"]],
    [["list", "extra"]],
    [["export"]],
    [["export", "--format", "xml"]],
    [["delete"]],
    [["delete", "--email"]],
    [["purge", "--older-than", "soon"]],
    [["purge", "--older-than", "-1", "--yes"]],
    [["backup"]],
    [["backup", "dir", "--keep-days", "a month"]],
    [["restore", "a", "b"]],
    [["list", "--verbose"]],
  ])("prints usage and exits 2 for %j", async (argv) => {
    const { code, out, err } = await cli(...argv);
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toContain("Usage: npm run leads -- <command>");
  });
});
