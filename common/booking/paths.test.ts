import { describe, expect, it } from "vitest";
import { calendarPath, confirmationPath, withoutMeetingToken } from "./paths";

const token = "42.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";

describe("a meeting's token in the request log", () => {
  it("is replaced in its page, its data request and its calendar file, in both languages", () => {
    expect(withoutMeetingToken(confirmationPath("fr", token))).toBe("/rendez-vous/confirmation/:token");
    expect(withoutMeetingToken(`${confirmationPath("en", token)}.data`)).toBe(
      "/en/book-a-demo/confirmation/:token.data",
    );
    expect(withoutMeetingToken(calendarPath("fr", token))).toBe("/rendez-vous/confirmation/:token/invitation.ics");
    expect(withoutMeetingToken(`/RENDEZ-VOUS/Confirmation/${token}`)).not.toContain(token);
  });

  it("leaves every other path as it is", () => {
    for (const path of ["/", "/rendez-vous", "/en/book-a-demo.data", "/contact"])
      expect(withoutMeetingToken(path)).toBe(path);
  });
});
