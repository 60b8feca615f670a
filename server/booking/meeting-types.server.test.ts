import { describe, expect, it } from "vitest";
import { backends } from "../../tests/support/backends";
import { addStaff, sampleVisitor } from "../../tests/support/booking";
import { useTestDatabase } from "../../tests/support/database";
import { createMeetingTypeStore } from "./meeting-types.server";
import { createBookingStore } from "./store.server";

const NOW = new Date("2026-11-23T13:00:00.000Z");

describe.each(backends)("meeting types on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("starts with the 30-minute demo as the default and the 45-minute MGA partnership", async () => {
    const types = createMeetingTypeStore(await database.open());
    const [demo, partnership] = await types.list();
    expect(demo).toMatchObject({ slug: "demo", minutes: 30, bufferMinutes: 15, noticeMinutes: 120, isDefault: true });
    expect(partnership).toMatchObject({
      slug: "mga-partnership",
      name: { fr: "Partenariat agent général", en: "MGA partnership" },
      minutes: 45,
      active: true,
      isDefault: false,
      staffUserIds: null,
      questions: [],
    });
    expect((await types.defaultType()).slug).toBe("demo");
  });

  it("saves a type's settings, members and questions, but keeps the default active", async () => {
    const app = await database.open();
    const types = createMeetingTypeStore(app);
    const staff = await addStaff(app);
    const partnership = await types.get("mga-partnership");
    if (!partnership) throw new Error("no partnership type");
    const changes = {
      ...partnership,
      minutes: 60,
      active: false,
      staffUserIds: [staff],
      questions: [{ fr: "Combien de conseillers ?", en: "How many advisors?" }],
    };
    expect(await types.update("mga-partnership", changes, NOW)).toBe(true);
    expect(await types.get("mga-partnership")).toMatchObject({
      minutes: 60,
      active: false,
      staffUserIds: [staff],
      questions: changes.questions,
    });
    const demo = await types.defaultType();
    await types.update("demo", { ...demo, active: false }, NOW);
    expect((await types.defaultType()).active).toBe(true);
    expect(await types.update("nothing", changes, NOW)).toBe(false);
  });

  it("records the type a meeting was booked as, the demo unless told", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const staff = await addStaff(app);
    const request = (start: string, meetingType?: string) => ({
      start: new Date(start),
      end: new Date(new Date(start).getTime() + 45 * 60_000),
      candidates: [staff],
      bufferMinutes: 15,
      maxFutureBookings: 3,
      messages: () => [],
      meetingType,
    });
    const partnership = await store.book(request("2026-11-24T15:00:00.000Z", "mga-partnership"), sampleVisitor(), NOW);
    const demo = await store.book(request("2026-11-25T15:00:00.000Z"), sampleVisitor(), NOW);
    expect(partnership.ok && partnership.meeting.meetingType).toBe("mga-partnership");
    expect(demo.ok && demo.meeting.meetingType).toBe("demo");
  });
});
