import { describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { leadsPrivacySource } from "#server/leads/privacy.server.ts";
import { createLeadStore } from "#server/leads/store.server.ts";
import { createPrivacyDesk } from "#server/privacy/privacy.server.ts";
import { backends } from "#tests/support/backends.ts";
import { addStaff, sampleVisitor } from "#tests/support/booking.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { sampleLead } from "#tests/support/sample-lead.ts";
import { bookingKind } from "./booking.server";
import { meetingsPrivacySource } from "./privacy.server";
import { createBookingStore } from "./store.server";

const NOW = new Date("2026-11-23T13:00:00.000Z");
const admin = { id: 1, email: "admin@sobrita.test" };
const question = { fr: "Combien de conseillers\u00a0?", en: "How many advisors?" };

describe.each(backends)("privacy requests with meetings on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("finds a person's meetings with their messages and answers, and erases them with the demo lead", async () => {
    const app = await database.open();
    const leads = createLeadStore(app);
    const bookings = createBookingStore(app);
    const desk = createPrivacyDesk(
      [meetingsPrivacySource(app), leadsPrivacySource(app, leads)],
      createAuditLog(app, () => NOW),
    );
    const staff = await addStaff(app);
    const booked = await bookings.book(
      {
        start: new Date("2026-11-24T15:00:00.000Z"),
        end: new Date("2026-11-24T15:30:00.000Z"),
        candidates: [staff],
        bufferMinutes: 15,
        maxFutureBookings: 3,
        messages: (meeting) => [{ kind: bookingKind("confirmation", "visitor"), refId: meeting.id }],
        lead: async (trx) =>
          (await leads.insertWithin(trx, sampleLead({ email: "prospect@example.com", topic: "demo" }), "k1")).id,
      },
      sampleVisitor({ email: "Prospect@Example.com", answers: [{ ...question, answer: "Quarante conseillers" }] }),
      NOW,
    );
    if (!booked.ok) throw new Error("not booked");
    const other = await bookings.book(
      {
        start: new Date("2026-11-25T15:00:00.000Z"),
        end: new Date("2026-11-25T15:30:00.000Z"),
        candidates: [staff],
        bufferMinutes: 15,
        maxFutureBookings: 3,
        messages: () => [],
      },
      sampleVisitor({ email: "someone@else.test" }),
      NOW,
    );

    const file = await desk.lookup("prospect@example.com", admin);
    const meetings = file.sources.find((source) => source.name === "meetings")?.records ?? [];
    expect(meetings).toHaveLength(1);
    expect(meetings[0]).toMatchObject({
      id: booked.meeting.id,
      messages: [{ kind: bookingKind("confirmation", "visitor") }],
      answers: [{ ...question, answer: "Quarante conseillers" }],
    });

    expect(await desk.erase("PROSPECT@example.com", admin)).toEqual({ meetings: 1, leads: 1 });
    expect(await app.db.selectFrom("meetings").select(["email", "answers"]).execute()).toEqual([
      { email: "someone@else.test", answers: null },
    ]);
    expect(await app.db.selectFrom("outbox").selectAll().where("ref_id", "=", booked.meeting.id).execute()).toEqual([]);
    expect(other.ok).toBe(true);
  });
});
