import type { MailText } from "../admin/content/types/mail";
import { formatMessage } from "../site/message";

type ErrorWords = MailText["outbox"]["errors"];

/** Transport error codes (Node's and nodemailer's) by what they mean to the team. */
const byCode: Record<string, keyof ErrorWords> = {
  ECONNREFUSED: "refused",
  ETIMEDOUT: "timeout",
  ETIMEOUT: "timeout",
  ENOTFOUND: "notFound",
  EAI_AGAIN: "notFound",
  EDNS: "notFound",
  EAUTH: "auth",
  ENOAUTH: "auth",
  ETLS: "tls",
  ESOCKET: "connection",
  ECONNRESET: "connection",
  EPIPE: "connection",
  ECONNECTION: "connection",
};

/**
 * A message's last error (as the outbox stores it: the SMTP reply code or the error's code, then
 * its message) in plain words for the outbox screen (decision 072).
 */
export function errorInWords(lastError: string, words: ErrorWords): string {
  const [code = "", ...rest] = lastError.split(" ");
  const detail = rest.join(" ").trim();
  if (/^[45]\d\d$/.test(code)) {
    // nodemailer prefixes the server's reply with its own words; the reply is what the team needs.
    const reply = detail.replace(/^.*?:\s*(?=[45]\d\d\b)/, "");
    return fill(Number(code) >= 500 ? words.permanent : words.temporary, code, reply);
  }
  // nodemailer files every socket error under ESOCKET (or ECONNECTION), the system's own code in its
  // message: « connect ECONNREFUSED 127.0.0.1:2525 » was a refusal, not a cut connection.
  const known = byCode[systemCode(detail) ?? code] ?? byCode[code];
  if (known) return words[known];
  const webhook = /^webhook answered (\d+)$/.exec(detail);
  if (webhook) return fill(words.webhook, "", webhook[1] ?? "");
  return fill(words.other, "", detail || lastError);
}

/** The first code in a message that names what went wrong more exactly than "connection". */
function systemCode(detail: string): string | undefined {
  return detail.match(/\bE[A-Z_]+\b/g)?.find((each) => byCode[each] !== undefined && byCode[each] !== "connection");
}

function fill(template: string, code: string, reply: string): string {
  return formatMessage(template, lang, { code, reply });
}
