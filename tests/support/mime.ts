/**
 * What a received email says, for tests, read by a MIME parser (postal-mime): its subject, its
 * plain text and its calendar invitation, decoded. Hand-written decoding took a quoted-printable
 * soft line break followed by "--" for the end of a part, and cut a link in two.
 */
import PostalMime from "postal-mime";
import type { ReceivedMail } from "./smtp";

export type ReadMail = {
  subject: string;
  text: string;
  /** The text/html part, if any. */
  html?: string;
  /** The text/calendar part, if any (the parser gives its lines LF endings). */
  calendar?: string;
};

export async function readMail(mail: Pick<ReceivedMail, "raw">): Promise<ReadMail> {
  const email = await PostalMime.parse(mail.raw, { attachmentEncoding: "utf8" });
  const calendar = email.attachments.find((attachment) => attachment.mimeType === "text/calendar");
  return {
    subject: email.subject ?? "",
    text: email.text ?? "",
    html: email.html,
    calendar: typeof calendar?.content === "string" ? calendar.content : undefined,
  };
}
