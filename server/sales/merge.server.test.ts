import { describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { createLeadInbox } from "#server/leads/inbox.server.ts";
import { createLeadStore } from "#server/leads/store.server.ts";
import { backends } from "#tests/support/backends.ts";
import { addStaff } from "#tests/support/booking.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { sampleLead } from "#tests/support/sample-lead.ts";
import { createSalesDesk, type Seller } from "./sales.server";

const now = () => new Date("2026-03-02T15:00:00.000Z");

/** A merge is confirmed first (issue 46): both leads shown, what moves listed; the audit log says what moved. */
describe.each(backends)("merging two leads on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("shows both leads and what would move, then moves it and records it in the audit log", async () => {
    const app = await database.open();
    const audit = createAuditLog(app, now);
    const store = createLeadStore(app, { now });
    const sales = createSalesDesk(app, audit, { now });
    const inbox = createLeadInbox(app, audit, now);
    const adminId = await addStaff(app, { email: "admin@sobrita.test", role: "admin" });
    const admin: Seller = { id: adminId, email: "admin@sobrita.test", role: "admin" };
    const add = async (email: string, message: string) =>
      (await store.submit(sampleLead({ email, message }), crypto.randomUUID())).id;
    const keep = await add("marie@example.com", "Premier message");
    const gone = await add("marie.t@example.com", "Deuxième message");
    await inbox.addNote(gone, "Rappeler lundi", admin);
    await inbox.addNote(gone, "Laissé un message", admin);
    await inbox.setStatus(gone, "contacted", admin);
    await sales.assign(gone, adminId, admin);
    await sales.setNextStep(gone, "2026-03-09", "Envoyer la soumission", admin);

    const preview = await sales.mergePreview(keep, gone);
    expect(preview?.keep).toMatchObject({ id: keep, email: "marie@example.com", ownerId: null, nextStepOn: null });
    expect(preview?.gone).toMatchObject({ id: gone, email: "marie.t@example.com", status: "contacted" });
    const moves = {
      notes: 2,
      statusChanges: 1,
      assignments: 1,
      steps: 1,
      earlierMerges: 0,
      meetings: 0,
      emails: 0,
      message: true,
      nextStep: true,
      owner: true,
    };
    expect(preview?.moves).toEqual(moves);
    // Looking changes nothing.
    expect(await inbox.lead(gone)).toBeDefined();
    expect(await sales.mergePreview(keep, keep)).toBeUndefined();
    expect(await sales.mergePreview(keep, 999_999)).toBeUndefined();

    expect(await sales.merge(keep, gone, admin)).toEqual(moves);
    expect(await inbox.lead(gone)).toBeUndefined();
    expect(await sales.mergePreview(keep, gone)).toBeUndefined();
    const [entry] = (await audit.page({ limit: 20 })).entries.filter((each) => each.action === "lead.merge");
    expect(entry).toMatchObject({ targetType: "lead", targetId: String(keep), details: { merged: gone, ...moves } });
  });
});
