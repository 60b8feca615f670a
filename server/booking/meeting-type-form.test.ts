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
    expect(meetingTypeChanges(form, [])).toEqual({
      name: { fr: "Partenariat agent général", en: "MGA partnership" },
      minutes: 45,
      bufferMinutes: 15,
      noticeMinutes: 1440,
      horizonDays: 45,
      active: true,
      staffUserIds: null,
      questions: [],
    });
    expect(meetingTypeChanges({ ...form, staffUserIds: ["3", "5", "3"] }, [])?.staffUserIds).toEqual([3, 5]);
  });

  it("refuses a blank name, a length out of bounds, a number that is not whole, or a made-up member", () => {
    expect(meetingTypeChanges({ ...form, nameEn: " " }, [])).toBeUndefined();
    expect(meetingTypeChanges({ ...form, minutes: "5" }, [])).toBeUndefined();
    expect(meetingTypeChanges({ ...form, minutes: "300" }, [])).toBeUndefined();
    expect(meetingTypeChanges({ ...form, bufferMinutes: "7.5" }, [])).toBeUndefined();
    expect(meetingTypeChanges({ ...form, horizonDays: "0" }, [])).toBeUndefined();
    expect(meetingTypeChanges({ ...form, staffUserIds: ["abc"] }, [])).toBeUndefined();
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
