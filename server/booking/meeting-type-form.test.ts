import { describe, expect, it } from "vitest";
import { meetingQuestions, meetingTypeChanges } from "./meeting-type-form";

const form = {
  nameFr: " Partenariat agent général ",
  nameEn: "MGA partnership",
  minutes: "45",
  bufferMinutes: "15",
  noticeMinutes: "1440",
  horizonDays: "45",
  active: true,
  staffUserIds: [],
};

describe("the meeting type form", () => {
  it("reads a filled form; no member ticked is every member who takes demos", () => {
    expect(meetingTypeChanges(form, [], [3, 5])).toEqual({
      changes: {
        name: { fr: "Partenariat agent général", en: "MGA partnership" },
        minutes: 45,
        bufferMinutes: 15,
        noticeMinutes: 1440,
        horizonDays: 45,
        active: true,
        staffUserIds: null,
        questions: [],
      },
    });
    const ticked = meetingTypeChanges({ ...form, staffUserIds: ["3", "5", "3"] }, [], [3, 5]);
    expect("changes" in ticked && ticked.changes.staffUserIds).toEqual([3, 5]);
  });

  it("flags each field out of bounds, all at once, and a length of 0 on the length alone", () => {
    expect(meetingTypeChanges({ ...form, minutes: "0" }, [], [3])).toEqual({ errors: { minutes: "minutes" } });
    expect(
      meetingTypeChanges(
        { ...form, nameEn: " ", minutes: "300", bufferMinutes: "7.5", horizonDays: "0", noticeMinutes: "x" },
        [{ fr: "Combien ?", en: "" }],
        [3],
      ),
    ).toEqual({
      errors: {
        nameEn: "nameEn",
        minutes: "minutes",
        bufferMinutes: "bufferMinutes",
        noticeMinutes: "noticeMinutes",
        horizonDays: "horizonDays",
        questions: "questions",
      },
    });
  });

  it("refuses a type no one bookable could take: a ticked member who cannot host, or no host at all", () => {
    // An editor (id 7) ticked alone, or beside a host, or a made-up member: the hosts field says why.
    expect(meetingTypeChanges({ ...form, staffUserIds: ["7"] }, [], [3])).toEqual({
      errors: { staff: "staffNotHost" },
    });
    expect(meetingTypeChanges({ ...form, staffUserIds: ["3", "7"] }, [], [3])).toEqual({
      errors: { staff: "staffNotHost" },
    });
    expect(meetingTypeChanges({ ...form, staffUserIds: ["abc"] }, [], [3])).toEqual({
      errors: { staff: "staffNotHost" },
    });
    // Nobody ticked is every host: with none, no time could be offered.
    expect(meetingTypeChanges(form, [], [])).toEqual({ errors: { staff: "staffNone" } });
  });

  it("reads the question rows in order, blank rows left out, and refuses a half-filled, too long or sixth question", () => {
    const blank = { fr: " ", en: "" };
    const asked = { fr: " Combien de conseillers\u00a0? ", en: "How many advisors?" };
    expect(meetingQuestions([blank, asked, blank])).toEqual([
      { fr: "Combien de conseillers\u00a0?", en: "How many advisors?" },
    ]);
    expect(meetingQuestions([blank, blank])).toEqual([]);
    expect(meetingQuestions([{ fr: "Combien\u00a0?", en: "" }])).toBeUndefined();
    expect(meetingQuestions([{ fr: "x".repeat(201), en: "x" }])).toBeUndefined();
    expect(meetingQuestions([{ fr: "Deux\nlignes", en: "Two lines" }])).toBeUndefined();
    expect(meetingQuestions(Array.from({ length: 5 }, () => asked))).toHaveLength(5);
    expect(meetingQuestions(Array.from({ length: 6 }, () => asked))).toBeUndefined();
  });
});
