import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { type AuditLog, createAuditLog } from "#server/audit/audit.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { createPrivacyDesk } from "#server/privacy/privacy.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { sampleLead } from "#tests/support/sample-lead.ts";
import { importOf, startScript } from "#tests/support/script-process.ts";
import { createLeadInbox, type LeadInbox } from "./inbox.server";
import { parseLeadFilter } from "./inbox-filter.server";
import { leadsPrivacySource } from "./privacy.server";
import { createRetention } from "./retention.server";
import { createLeadStore, type LeadStore, type NewLead } from "./store.server";

const DAY_MS = 86_400_000;
const staff = { id: 7, email: "sam@sobrita.test" };
const quietLog = { info: () => {}, error: () => {} };

function filter(query: string) {
  const parsed = parseLeadFilter(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(`bad filter ${query}`);
  return parsed.filter;
}

describe.each(backends)("the leads inbox on $name", (backend) => {
  const database = useTestDatabase(backend);
  let clock = new Date("2026-03-01T15:00:00.000Z");
  const now = () => clock;

  async function setUp() {
    const app = await database.open();
    const audit = createAuditLog(app, now);
    return { app, audit, store: createLeadStore(app, { now }), inbox: createLeadInbox(app, audit, now) };
  }

  async function add(store: LeadStore, lead: Partial<NewLead>, key = crypto.randomUUID()) {
    return (await store.submit(sampleLead(lead), key)).id;
  }

  async function auditActions(app: AppDatabase) {
    const rows = await app.db.selectFrom("audit_log").select(["action", "details"]).orderBy("id").execute();
    return rows.map((row) => `${row.action} ${row.details ?? ""}`.trim());
  }

  it("filters by status, topic, language, dates and search words, newest first", async () => {
    const { store, inbox } = await setUp();
    clock = new Date("2026-03-07T12:00:00.000Z");
    const early = await add(store, {
      topic: "support",
      lang: "en",
      company: "Gagnon & Fils",
      email: "luc@gagnon.test",
    });
    // 23:30 on March 8 in Montréal is already March 9 in UTC: the day is the team's, not UTC's.
    clock = new Date("2026-03-09T03:30:00.000Z");
    const lateEvening = await add(store, { message: "Une question sur 100% des dossiers_" });
    clock = new Date("2026-03-10T12:00:00.000Z");
    const latest = await add(store, { firstName: "Éloïse", lastName: "Roy", company: null });
    await inbox.setStatus(latest, "contacted", staff);

    const ids = async (query: string) => (await inbox.page(filter(query))).leads.map((lead) => lead.id);
    expect(await ids("")).toEqual([latest, lateEvening, early]);
    expect(await ids("status=new")).toEqual([lateEvening, early]);
    expect(await ids("status=contacted")).toEqual([latest]);
    expect(await ids("topic=support")).toEqual([early]);
    expect(await ids("lang=en")).toEqual([early]);
    expect(await ids("from=2026-03-08&to=2026-03-08")).toEqual([lateEvening]);
    expect(await ids("from=2026-03-09")).toEqual([latest]);
    expect(await ids("q=GAGNON")).toEqual([early]);
    expect(await ids("q=luc%40gagnon")).toEqual([early]);
    expect(await ids("q=marie+tremblay")).toEqual([lateEvening, early]);
    // LIKE's wildcards are searched as the characters they are.
    expect(await ids("q=100%25")).toEqual([lateEvening]);
    expect(await ids("q=_")).toEqual([lateEvening]);
    expect(await ids("q=nobody")).toEqual([]);
    // Accents and case don't matter, either way.
    expect(await ids("q=eloise")).toEqual([latest]);
    expect(await ids("q=%C3%89LO%C3%8FSE")).toEqual([latest]);
  });

  it("pages 50 at a time by keyset, with no lead shown twice or skipped", async () => {
    const { store, inbox } = await setUp();
    const stored: number[] = [];
    for (let i = 0; i < 120; i++) {
      // Several leads share one timestamp: the id breaks the tie.
      clock = new Date(Date.UTC(2026, 2, 1, 12, Math.floor(i / 3)));
      stored.push(await add(store, { lastName: `N${i}` }));
    }
    // Unfiltered, and through the search (SQLite's trigram table, PostgreSQL's LIKE).
    for (const query of ["", "q=marie", "q=marie+n1"]) {
      const seen: number[] = [];
      const sizes: number[] = [];
      let after: Awaited<ReturnType<LeadInbox["page"]>>["next"];
      do {
        const page = await inbox.page(filter(query), { after });
        sizes.push(page.leads.length);
        seen.push(...page.leads.map((lead) => lead.id));
        after = page.next;
      } while (after);
      const expected = [...stored].reverse().filter((_, i) => query !== "q=marie+n1" || `N${119 - i}`.startsWith("N1"));
      expect(sizes, query).toEqual(query === "q=marie+n1" ? [31] : [50, 50, 20]);
      expect(seen, query).toEqual(expected);
    }
    const seen = [...stored].reverse();
    const exported: number[] = [];
    for await (const lead of inbox.all({})) exported.push(lead.id);
    expect(exported).toEqual(seen);
  });

  it("records status changes and notes with who and when, and audits them without the note", async () => {
    const { app, store, inbox } = await setUp();
    const id = await add(store, {});
    clock = new Date("2026-03-02T10:00:00.000Z");
    expect(await inbox.setStatus(id, "contacted", staff)).toBe(true);
    expect(await inbox.setStatus(id, "contacted", staff)).toBe(true);
    expect(await inbox.addNote(id, "Rappeler mardi, préfère le matin", staff)).toBe(true);
    expect(await inbox.setStatus(9999, "won", staff)).toBe(false);
    expect(await inbox.addNote(9999, "lost note", staff)).toBe(false);

    const found = await inbox.lead(id);
    expect(found?.lead.status).toBe("contacted");
    expect(found?.events).toEqual([
      expect.objectContaining({ actorEmail: staff.email, from: "new", to: "contacted", note: null, at: clock }),
      expect.objectContaining({
        actorEmail: staff.email,
        from: null,
        to: null,
        note: "Rappeler mardi, préfère le matin",
      }),
    ]);
    expect(await inbox.lead(9999)).toBeUndefined();
    const actions = await auditActions(app);
    expect(actions).toEqual(['lead.status {"from":"new","to":"contacted"}', "lead.note"]);
    expect(actions.join()).not.toContain("Rappeler");
  });

  it("saves every status change while another instance writes at the same time", async () => {
    const { app, store, inbox } = await setUp();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await add(store, {}));
    // The other instance is its own process, as in production, and writes notes on the same leads
    // while this one reads each lead, then writes it.
    const child = `
      import { createAuditLog } from ${importOf("../audit/audit.server.ts", import.meta.url)};
      import { openDatabase } from ${importOf("../db/db.server.ts", import.meta.url)};
      import { createLeadInbox } from ${importOf("./inbox.server.ts", import.meta.url)};
      const app = await openDatabase(process.argv[1]);
      const inbox = createLeadInbox(app, createAuditLog(app));
      const ids = JSON.parse(process.argv[2]);
      const staff = JSON.parse(process.argv[3]);
      process.stdout.write("writing\\n");
      for (let round = 0; round < 3; round++)
        await Promise.all(ids.map((id) => inbox.addNote(id, "Vu au congrès", staff)));
      await app.close();
    `;
    const other = startScript(child, [database.url, JSON.stringify(ids), JSON.stringify(staff)]);
    const exited = once(other, "exit");
    await once(other.stdout, "data");
    const saved = await Promise.all(ids.map((id) => inbox.setStatus(id, "qualified", staff)));
    expect(await exited).toEqual([0, null]);

    expect(saved.every(Boolean)).toBe(true);
    for (const id of ids) expect((await inbox.lead(id))?.lead.status).toBe("qualified");
    const notes = await app.db
      .selectFrom("lead_events")
      .select("lead_id")
      .where("note", "=", "Vu au congrès")
      .execute();
    expect(notes).toHaveLength(36);
  });

  it("answers an access request with every lead, note and message, and erases them all on deletion", async () => {
    const { app, audit, store, inbox } = await setUp();
    const desk = createPrivacyDesk([leadsPrivacySource(app, store)], audit as AuditLog, now);
    const mine = await add(store, { email: "Marie@Example.com" });
    await add(store, { email: "marie@example.com", message: "Deuxième demande" });
    const other = await add(store, { email: "someone@else.test" });
    await inbox.addNote(mine, "Très intéressée", staff);
    await app.db
      .insertInto("outbox")
      .values({
        kind: "lead.email",
        lead_id: mine,
        next_attempt_at: clock.toISOString(),
        created_at: clock.toISOString(),
      })
      .execute();

    const file = await desk.lookup("MARIE@example.com", staff);
    const leads = file.sources.find((source) => source.name === "leads")?.records ?? [];
    expect(leads).toHaveLength(2);
    expect(leads[0]).toMatchObject({
      id: mine,
      history: [{ note: "Très intéressée", by: staff.email }],
      messages: [{ kind: "lead.email" }],
    });
    const json = JSON.parse(await desk.export("marie@example.com", staff));
    expect(json.sources[0].records).toHaveLength(2);

    expect(await desk.erase("marie@EXAMPLE.com", staff)).toEqual({ leads: 2 });
    expect((await desk.lookup("marie@example.com", staff)).sources[0]?.records).toEqual([]);
    expect(await app.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    expect((await inbox.lead(other))?.lead.email).toBe("someone@else.test");

    const actions = await auditActions(app);
    expect(actions.filter((action) => action.startsWith("privacy."))).toEqual([
      'privacy.access {"leads":2}',
      'privacy.export {"leads":2}',
      'privacy.delete {"leads":2}',
      'privacy.access {"leads":0}',
    ]);
    expect(actions.join()).not.toMatch(/marie|Très/i);
  });

  it("retention erases leads past the period since the last exchange, once a day across instances", async () => {
    const { app, audit, store, inbox } = await setUp();
    const start = new Date("2024-01-10T12:00:00.000Z");
    clock = start;
    const untouched = await add(store, {});
    const workedOn = await add(store, {});
    clock = new Date(start.getTime() + 700 * DAY_MS);
    await inbox.addNote(workedOn, "Relancé", staff);
    const recent = await add(store, {});

    clock = new Date(start.getTime() + 731 * DAY_MS);
    const second = await database.open();
    const instances = [app, second].map((each) =>
      createRetention({ app: each, leads: createLeadStore(each, { now }), days: 730, audit, log: quietLog, now }),
    );
    const runs = await Promise.all(instances.map((instance) => instance.runDue()));
    expect(runs.filter((run) => run !== undefined)).toEqual([[untouched]]);
    expect(await instances[0]?.runDue()).toBeUndefined();
    const left = (await inbox.page({})).leads.map((lead) => lead.id).sort();
    expect(left).toEqual([workedOn, recent].sort());
    expect(await auditActions(app)).toContain('retention.purge {"removed":1,"days":730,"emails":0}');

    clock = new Date(clock.getTime() + DAY_MS);
    expect(await instances[1]?.runDue()).toEqual([]);
  });
});

describe("the inbox filter", () => {
  it("refuses values the form never offers", () => {
    for (const query of [
      "status=archived",
      "topic=x",
      "lang=de",
      "from=2026-13-01",
      "to=tomorrow",
      `q=${"a".repeat(201)}`,
    ]) {
      expect(parseLeadFilter(new URLSearchParams(query)).ok, query).toBe(false);
    }
  });

  it("turns the team's calendar days into instants across the clock change", () => {
    // March 8, 2026: Montréal moves from UTC−5 to UTC−4 at 2:00.
    expect(filter("from=2026-03-08&to=2026-03-08")).toMatchObject({
      from: new Date("2026-03-08T05:00:00.000Z"),
      until: new Date("2026-03-09T04:00:00.000Z"),
    });
  });
});
