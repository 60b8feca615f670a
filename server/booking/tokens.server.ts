import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The links in a visitor's emails open their meeting without an account: `id.signature`, the
 * signature an HMAC of the meeting's id and UID. The UID never changes, so a moved meeting keeps its
 * link; nobody can make a link for another meeting without the secret.
 */
export function createMeetingTokens(secret: string) {
  const sign = (id: number, uid: string) =>
    createHmac("sha256", secret).update(`meeting\n${id}\n${uid}`).digest("base64url");
  return {
    tokenOf(meeting: { id: number; uid: string }): string {
      return `${meeting.id}.${sign(meeting.id, meeting.uid)}`;
    },
    /** The meeting id a token claims; check it with `matches` once the meeting is read. */
    idOf(token: string): number | undefined {
      const match = /^(\d{1,12})\.[\w-]{43}$/.exec(token);
      return match ? Number(match[1]) : undefined;
    },
    matches(token: string, meeting: { id: number; uid: string }): boolean {
      const expected = Buffer.from(this.tokenOf(meeting));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type MeetingTokens = ReturnType<typeof createMeetingTokens>;
