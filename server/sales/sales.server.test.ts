import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { LEAD_ASSIGNED } from "#server/leads/assignment.server.ts";
import { createLeadInbox } from "#server/leads/inbox.server.ts";
import { leadsPrivacySource } from "#server/leads/privacy.server.ts";
import { createLeadStore, type NewLead } from "#server/leads/store.server.ts";
import { createMailer } from "#server/mail/mailer.server.ts";
import { createOutbox } from "#server/mail/outbox.server.ts";
import { backends } from "#tests/support/backends.ts";
import { addStaff } from "#tests/support/booking.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { expectBrandedHtml } from "#tests/support/email-html.ts";
import { readMail } from "#tests/support/mime.ts";
import { sampleLead } from "#tests/support/sample-lead.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { createDigest, DIGEST_JOB } from "./digest.server";
import { SALES_DIGEST, salesEmailHandlers } from "./emails.server";
import { parseInboxView } from "./inbox-view.server";
import { createSalesDesk, type Seller } from "./sales.server";

const quietLog = { info: () => {}, error: () => {} };

describe.each(backends)("the sales desk on $name", (backend) => {
  const database = useTestDatabase(backend);
  let clock = new Date("2026-03-02T15:00:00.000Z");
  const now = () => clock;

  async function setUp() {
    const app = await database.open();
    const audit = createAuditLog(app, now);
    const store = createLeadStore(app, { now, ownerEmails: true });
    const sales = createSalesDesk(app, audit, { now, ownerEmails: true });
    const inbox = createLeadInbox(app, audit, now);
    const member = async (email: string, role: "admin" | "staff" = "staff"): Promise<Seller> => {
      const id = await addStaff(app, { email });
      if (role === "admin") await app.db.updateTable("users").set({ role }).where("id", "=", id).execute();
      return { id, email, role };
    };
    const add = async (lead: Partial<NewLead> = {}) => (await store.submit(sampleLead(lead), crypto.randomUUID())).id;
    return { app, audit, store, sales, inbox, member, add };
  }

  async function ownerOf(app: AppDatabase, id: number) {
    const row = await app.db.selectFrom("leads").select("owner_id").where("id", "=", id).executeTakeFirstOrThrow();
    return row.owner_id;
  }

  async function queued(app: AppDatabase, kind: string) {
    const rows = await app.db
      .selectFrom("outbox")
      .select(["lead_id", "ref_id"])
      .where("kind", "=", kind)
      .orderBy("id")
      .execute();
    return rows.map((row) => [row.lead_id, row.ref_id]);
  }

  async function auditActions(app: AppDatabase) {
    const rows = await app.db.selectFrom("audit_log").select(["action", "details"]).orderBy("id").execute();
    return rows.map((row) => `${row.action} ${row.details ?? ""}`.trim());
  }

  it("gives a booked demo to its member, sends contact messages to the queue, or in turn when an admin says so", async () => {
    const { app, sales, member, add } = await setUp();
    const julie = await member("julie@sobrita.test");
    const marc = await member("marc@sobrita.test");
    const admin = await member("admin@sobrita.test", "admin");
    const booked = await add({ ownerId: julie.id });
    const contact = await add();
    expect(await ownerOf(app, booked)).toBe(julie.id);
    expect(await ownerOf(app, contact)).toBeNull();
    // The booking's own notice tells the member about a demo: no second email.
    expect(await queued(app, LEAD_ASSIGNED)).toEqual([]);

    await sales.setPreferences(julie.id, { digest: false, roundRobin: true });
    await sales.setPreferences(marc.id, { digest: false, roundRobin: true });
    await sales.setContactAssignment("round-robin", admin);
    const turns = [await add(), await add(), await add()];
    expect(await Promise.all(turns.map((id) => ownerOf(app, id)))).toEqual([julie.id, marc.id, julie.id]);
    expect(await queued(app, LEAD_ASSIGNED)).toEqual([
      [turns[0], julie.id],
      [turns[1], marc.id],
      [turns[2], julie.id],
    ]);
  });

  it("lets the owner or an admin reassign, a member take an unassigned lead, and nobody else; each change audited and emailed", async () => {
    const { app, sales, inbox, member, add } = await setUp();
    const julie = await member("julie@sobrita.test");
    const marc = await member("marc@sobrita.test");
    const admin = await member("admin@sobrita.test", "admin");
    const id = await add();

    expect(await sales.assign(id, marc.id, julie)).toBe("forbidden");
    expect(await sales.assign(id, julie.id, julie)).toBe("assigned");
    expect(await sales.assign(id, julie.id, marc)).toBe("forbidden");
    expect(await sales.assign(id, marc.id, julie)).toBe("assigned");
    expect(await sales.assign(id, null, admin)).toBe("assigned");
    expect(await sales.assign(9999, julie.id, admin)).toBe("missing");

    expect(await ownerOf(app, id)).toBeNull();
    // Taking a lead for oneself sends no email; being given one does.
    expect(await queued(app, LEAD_ASSIGNED)).toEqual([[id, marc.id]]);
    expect(await auditActions(app)).toEqual([
      `lead.assign {"from":null,"to":${julie.id}}`,
      `lead.assign {"from":${julie.id},"to":${marc.id}}`,
      `lead.assign {"from":${marc.id},"to":null}`,
    ]);
    const found = await inbox.lead(id);
    expect(found?.events.map((event) => [event.kind, event.detail, event.actorEmail])).toEqual([
      ["owner", "julie@sobrita.test", "julie@sobrita.test"],
      ["owner", "marc@sobrita.test", "julie@sobrita.test"],
      ["owner", null, "admin@sobrita.test"],
    ]);
  });

  it("lists my leads, what is due by today in Montréal, and the queue, with counts, unread marks and neighbours", async () => {
    const { sales, inbox, member, add } = await setUp();
    const julie = await member("julie@sobrita.test");
    const marc = await member("marc@sobrita.test");
    const [mineOld, queue, mineNew, marcs] = [
      await add({ ownerId: julie.id }),
      await add(),
      await add({ ownerId: julie.id }),
      await add({ ownerId: marc.id }),
    ];
    await inbox.setStatus(mineOld, "contacted", julie);
    await sales.setNextStep(mineOld, "2026-03-02", "Rappeler", julie);
    await sales.setNextStep(mineNew, "2026-03-03", "Envoyer la soumission", julie);
    await sales.setNextStep(marcs, "2026-03-01", "Rappeler", marc);
    await sales.markRead(julie.id, mineNew);
    // 23:30 on March 2 in Montréal is March 3 in UTC: "today" is still the 2nd.
    const at = new Date("2026-03-03T04:30:00.000Z");
    const view = (query: string) => {
      const parsed = parseInboxView(new URLSearchParams(query), julie.id, at);
      if (!parsed) throw new Error(query);
      return parsed.filter;
    };
    const ids = async (query: string) =>
      (await inbox.page(view(query), { readerId: julie.id })).leads.map((lead) => [lead.id, lead.read]);

    expect(await ids("")).toEqual([
      [mineNew, true],
      [mineOld, false],
    ]);
    expect(await ids("view=due")).toEqual([[mineOld, false]]);
    expect(await ids("view=unassigned")).toEqual([[queue, false]]);
    expect((await ids("view=all")).map(([id]) => id)).toEqual([marcs, mineNew, queue, mineOld]);
    expect(await inbox.counts(view("status=new"))).toEqual({ new: 1, contacted: 1 });
    expect(await inbox.neighbours(view(""), mineNew)).toEqual({ newer: undefined, older: mineOld });
    expect(await inbox.neighbours(view("view=all"), queue)).toEqual({ newer: mineNew, older: mineOld });
    expect(parseInboxView(new URLSearchParams("view=theirs"), julie.id, at)).toBeUndefined();
  });

  it("keeps a done step in the history", async () => {
    const { sales, inbox, member, add } = await setUp();
    const julie = await member("julie@sobrita.test");
    const id = await add({ ownerId: julie.id });
    expect(await sales.completeNextStep(id, julie)).toBe("none");
    await sales.setNextStep(id, "2026-03-04", "Appeler Marie", julie);
    expect(await sales.completeNextStep(id, julie)).toBe("saved");
    const found = await inbox.lead(id);
    expect(found?.lead.nextStepOn).toBeNull();
    expect(found?.events.slice(1).map((event) => [event.kind, event.detail, event.note])).toEqual([
      ["step", "2026-03-04", "Appeler Marie"],
      ["step.done", "2026-03-04", "Appeler Marie"],
    ]);
  });

  it("lets only the owner or an admin set or complete another member's next step, anyone while the lead is queued", async () => {
    const { app, sales, inbox, member, add } = await setUp();
    const julie = await member("julie@sobrita.test");
    const marc = await member("marc@sobrita.test");
    const admin = await member("admin@sobrita.test", "admin");
    const julies = await add({ ownerId: julie.id });
    await sales.setNextStep(julies, "2026-03-04", "Appeler Marie", julie);
    // Another member can neither replace Julie's step nor mark it done: it stays hers, and nothing is recorded.
    expect(await sales.setNextStep(julies, "2026-03-09", "Offrir un rabais", marc)).toBe("forbidden");
    expect(await sales.completeNextStep(julies, marc)).toBe("forbidden");
    const kept = await inbox.lead(julies);
    expect([kept?.lead.nextStepOn, kept?.lead.nextStepNote]).toEqual(["2026-03-04", "Appeler Marie"]);
    expect(kept?.events.filter((event) => event.actorEmail === marc.email)).toEqual([]);
    const audited = await app.db
      .selectFrom("audit_log")
      .select("actor_id")
      .where("action", "like", "lead.step%")
      .execute();
    expect(audited.map((row) => row.actor_id)).toEqual([julie.id]);
    // An admin may, and anyone may on a lead still in the queue; a lead that does not exist is missing.
    expect(await sales.completeNextStep(julies, admin)).toBe("saved");
    const queued = await add();
    expect(await sales.setNextStep(queued, "2026-03-05", "Rappeler", marc)).toBe("saved");
    expect(await sales.setNextStep(999_999, "2026-03-05", "Rappeler", admin)).toBe("missing");
  });

  it("links leads with the same email (case and Gmail dots aside) or phone, and merges them, keeping every entry", async () => {
    const { app, sales, inbox, member, add } = await setUp();
    const admin = await member("admin@sobrita.test", "admin");
    const julie = await member("julie@sobrita.test");
    const first = await add({ email: "Marie.Tremblay@Gmail.com", phone: "514 555-0100", message: "Premier message" });
    const second = await add({ email: "marietremblay@gmail.com", phone: null, message: "Deuxième message" });
    const third = await add({ email: "autre@example.com", phone: "+1 (514) 555-0100" });
    const stranger = await add({ email: "marie.tremblay@example.com", phone: "418 555 0199" });
    await inbox.addNote(second, "Note sur la deuxième", julie);
    await inbox.setStatus(second, "contacted", julie);

    expect((await sales.duplicatesOf(first)).map((each) => each.id)).toEqual([third, second]);
    expect((await sales.duplicatesOf(second)).map((each) => each.id)).toEqual([first]);
    expect(await sales.duplicatesOf(stranger)).toEqual([]);

    expect(await sales.merge(first, second, julie)).toBe(false);
    expect(await sales.merge(first, second, admin)).toBeTruthy();
    expect(await inbox.lead(second)).toBeUndefined();
    const kept = await inbox.lead(first);
    expect(kept?.events.map((event) => event.note ?? `${event.from}→${event.to}`)).toEqual([
      "Note sur la deuxième",
      "new→contacted",
      "Deuxième message",
    ]);
    expect(kept?.events.at(-1)?.kind).toBe("merged");
    expect(JSON.parse(kept?.events.at(-1)?.detail ?? "{}")).toMatchObject({
      id: second,
      email: "marietremblay@gmail.com",
    });
    // Its words are found on the kept lead.
    expect((await inbox.page({ q: "deuxième" })).leads.map((lead) => lead.id)).toEqual([first]);
    expect(await auditActions(app)).toContainEqual(expect.stringContaining(`lead.merge {"merged":${second},`));

    // A privacy request under the merged lead's address finds the lead that holds it, and erases it.
    const privacy = leadsPrivacySource(app, createLeadStore(app, { now }));
    expect((await privacy.find("MarieTremblay@gmail.com")).map((lead) => (lead as { id: number }).id)).toEqual([first]);
    expect(await privacy.find("marietrembla_@gmail.com")).toEqual([]);
    expect(await privacy.erase("marietremblay@gmail.com")).toBe(1);
    expect(await inbox.lead(first)).toBeUndefined();
    expect(await inbox.lead(stranger)).toBeDefined();
    expect(await app.db.selectFrom("lead_merged_addresses").selectAll().execute()).toEqual([]);
  });

  it("keeps the addresses of leads merged into a merged lead: a privacy request under any of them finds the last kept lead", async () => {
    const { app, sales, member, add } = await setUp();
    const admin = await member("admin@sobrita.test", "admin");
    const oldest = await add({ email: "Paul.Roy@Example.com", phone: "514 555-0111" });
    const middle = await add({ email: "paul@roy.test", phone: "514 555-0111" });
    const kept = await add({ email: "p.roy@cabinet.test", phone: "514 555-0111" });
    const other = await add({ email: "autre@cabinet.test" });
    expect(await sales.merge(middle, oldest, admin)).toBeTruthy();
    expect(await sales.merge(kept, middle, admin)).toBeTruthy();

    const privacy = leadsPrivacySource(app, createLeadStore(app, { now }));
    const found = async (email: string) => (await privacy.find(email)).map((lead) => (lead as { id: number }).id);
    expect(await found("paul.roy@example.com")).toEqual([kept]);
    expect(await found("PAUL@ROY.TEST")).toEqual([kept]);
    expect(await found("p.roy@cabinet.test")).toEqual([kept]);
    expect(await privacy.erase("paul.roy@example.com")).toBe(1);
    expect(await found("paul@roy.test")).toEqual([]);
    expect(await found("autre@cabinet.test")).toEqual([other]);
    expect(await app.db.selectFrom("lead_merged_addresses").selectAll().execute()).toEqual([]);
  });

  it("queues the morning digest once per weekday from 8:00 in Montréal, for the members who want it", async () => {
    const { app, sales, member } = await setUp();
    const julie = await member("julie@sobrita.test");
    await member("marc@sobrita.test");
    await sales.setPreferences(julie.id, { digest: true, roundRobin: false });
    const digestAt = (iso: string) => createDigest({ app, log: quietLog, now: () => new Date(iso) });
    // Monday 7:59 in Montréal (EST, UTC-5), then 8:00 on two instances, then Saturday.
    expect(await digestAt("2026-03-02T12:59:00.000Z").runDue()).toBeUndefined();
    expect(await digestAt("2026-03-02T13:00:00.000Z").runDue()).toBe(1);
    expect(await digestAt("2026-03-02T13:05:00.000Z").runDue()).toBeUndefined();
    expect(await digestAt("2026-03-07T14:00:00.000Z").runDue()).toBeUndefined();
    expect(await queued(app, SALES_DIGEST)).toEqual([[null, julie.id]]);
    const runs = await app.db.selectFrom("job_runs").select("run_on").where("job", "=", DIGEST_JOB).execute();
    expect(runs).toEqual([{ run_on: "2026-03-02" }]);
  });

  describe("emails", () => {
    let smtp: TestSmtpServer;
    beforeEach(async () => {
      smtp = await startSmtpServer();
    });
    afterEach(async () => {
      await smtp.close();
    });

    it("tells the owner with a link and nothing of the lead, and sends the digest in the member's language", async () => {
      const { app, sales, member, add } = await setUp();
      clock = new Date("2026-03-02T13:00:00.000Z");
      const julie = await member("julie@sobrita.test");
      await app.db.updateTable("users").set({ lang: "en" }).where("id", "=", julie.id).execute();
      const admin = await member("admin@sobrita.test", "admin");
      const id = await add({ firstName: "Secrète", message: "Confidentiel" });
      await sales.assign(id, julie.id, admin);
      await sales.setNextStep(id, "2026-03-01", "Rappeler", julie);
      await sales.setPreferences(julie.id, { digest: true, roundRobin: false });
      await createDigest({ app, log: quietLog, now }).runDue();
      const mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, "site@sobrita.test");
      const outbox = createOutbox({
        app,
        handlers: salesEmailHandlers(app, { siteOrigin: "https://sobrita.test", now }),
        mailer,
        now,
        log: () => {},
      });
      expect(await outbox.drain()).toBe(2);
      mailer.close();
      const [assigned, digest] = await Promise.all(smtp.messages.map(readMail));
      expect(assigned?.subject).toBe("A lead was assigned to you");
      expect(assigned?.text).toContain(`https://sobrita.test/admin/leads/${id}`);
      expect(assigned?.text).not.toContain("Secrète");
      expect(digest?.subject).toBe("Your day, Monday, March 2, 2026");
      expect(digest?.text).toContain("Follow-ups due today or overdue: 1");
      expect(digest?.text).toContain("New leads in your name: 1");
      expect(digest?.text).not.toContain("Secrète");
      const t = adminDictionaries.en.sales.emails;
      const origin = "https://sobrita.test";
      expectBrandedHtml(assigned?.html, { lang: "en", origin, button: t.assignedButton, text: assigned?.text });
      expectBrandedHtml(digest?.html, { lang: "en", origin, button: t.digestButton, text: digest?.text });
    });
  });
});
