import { describe, expect, it } from "vitest";
import { backends } from "#tests/support/backends.ts";
import { addStaff, changeMeetingType, sampleVisitor } from "#tests/support/booking.ts";
import { useTestDatabase } from "#tests/support/database.ts";
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
    expect(await types.update("mga-partnership", changes, { revision: partnership.revision, now: NOW })).toBe("saved");
    expect(await types.get("mga-partnership")).toMatchObject({
      minutes: 60,
      active: false,
      staffUserIds: [staff],
      questions: changes.questions,
      revision: partnership.revision + 1,
    });
    expect(await changeMeetingType(types, "demo", { active: false }, NOW)).toBe("saved");
    expect((await types.defaultType()).active).toBe(true);
    expect(await types.update("nothing", changes, { revision: 0, now: NOW })).toBe("missing");
  });

  it("refuses a save made from a revision another admin has saved over, and changes nothing", async () => {
    const types = createMeetingTypeStore(await database.open());
    const opened = await types.get("mga-partnership");
    if (!opened) throw new Error("no partnership type");
    // Two admins opened the same page; the first saves 60 minutes, in the same millisecond as the second.
    const first = { revision: opened.revision, now: NOW };
    expect(await types.update("mga-partnership", { ...opened, minutes: 60 }, first)).toBe("saved");
    expect(await types.update("mga-partnership", { ...opened, bufferMinutes: 0 }, first)).toBe("stale");
    expect(await types.get("mga-partnership")).toMatchObject({ minutes: 60, bufferMinutes: 15 });
    // Told so, the second admin saves again from what is there now.
    expect(await changeMeetingType(types, "mga-partnership", { bufferMinutes: 0 }, NOW)).toBe("saved");
    expect(await types.get("mga-partnership")).toMatchObject({ minutes: 60, bufferMinutes: 0 });
  });

  it("lists as hosts only the members booking may offer: never an editor, a member turned off, not set up or not taking demos", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const host = await addStaff(app, { email: `hosts-a-${process.pid}@sobrita.ca` });
    const admin = await addStaff(app, { email: `hosts-b-${process.pid}@sobrita.ca`, role: "admin" });
    const editor = await addStaff(app, { role: "editor" });
    const pending = await addStaff(app, { setUp: false });
    const away = await addStaff(app);
    await store.setStaffProfile(away, { takesDemos: false }, NOW);
    const gone = await addStaff(app);
    await app.db.updateTable("users").set({ disabled_at: NOW.toISOString() }).where("id", "=", gone).execute();
    await store.setStaffProfile(host, { firstName: "Marie" }, NOW);
    const hosts = await store.hosts();
    expect(hosts.map((member) => member.id)).toEqual([host, admin]);
    expect(hosts[0]).toMatchObject({ firstName: "Marie" });
    expect(hosts.map((member) => member.id)).not.toContain(editor);
    expect([pending, away, gone].some((id) => hosts.some((member) => member.id === id))).toBe(false);
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
