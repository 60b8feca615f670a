import type { MailText } from "#common/admin/content/types/mail.ts";
import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";

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
export function errorInWords(lastError: string, words: ErrorWords, lang: Lang): string {
  const [code = "", ...rest] = lastError.split(" ");
  const detail = rest.join(" ").trim();
  if (/^[45]\d\d$/.test(code)) {
    // nodemailer prefixes the server's reply with its own words; the reply is what the team needs.
    const reply = detail.replace(/^.*?:\s*(?=[45]\d\d\b)/, "");
    return formatMessage(Number(code) >= 500 ? words.permanent : words.temporary, lang, { code, reply });
  }
  // nodemailer files every socket error under ESOCKET (or ECONNECTION), the system's own code in its
  // message: « connect ECONNREFUSED 127.0.0.1:2525 » was a refusal, not a cut connection.
  const known = byCode[systemCode(detail) ?? code] ?? byCode[code];
  if (known) return words[known];
  const webhook = /^webhook answered (\d+)$/.exec(detail);
  if (webhook) return formatMessage(words.webhook, lang, { reply: webhook[1] ?? "" });
  return formatMessage(words.other, lang, { reply: detail || lastError });
}

/** The first code in a message that names what went wrong more exactly than "connection". */
function systemCode(detail: string): string | undefined {
  return detail.match(/\bE[A-Z_]+\b/g)?.find((each) => byCode[each] !== undefined && byCode[each] !== "connection");
}
