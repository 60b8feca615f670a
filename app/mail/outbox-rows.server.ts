import type { MailText } from "../../common/admin/content/types/mail";
import { errorInWords } from "../../common/mail/error-words";
import { isOutboxKind } from "../../common/mail/outbox";
import type { OutboxEntry } from "../../server/mail/outbox-desk.server";

export type OutboxRow = ReturnType<typeof outboxRow>;

/** A kind in words; one no longer queued (an old row) shows as stored. */
export function kindName(kind: string, t: MailText["outbox"]): string {
  return isOutboxKind(kind) ? t.kinds[kind] : kind;
}

/** One message as the screens show it: words, never codes; times in the reader's language. */
export function outboxRow(entry: OutboxEntry, t: MailText["outbox"], when: (iso: string) => string) {
  const rendered = entry.subject !== null;
  // A sent message whose recipient is gone had its content erased; any other has not been written yet.
  const blank = entry.state === "sent" ? t.erased : t.notRendered;
  const kind = kindName(entry.kind, t);
  const language = entry.lang === "fr" || entry.lang === "en" ? t.languages[entry.lang] : "";
  return {
    id: entry.id,
    created: when(entry.createdAt),
    recipient: entry.recipient ?? blank,
    subject: entry.subject ?? blank,
    rendered,
    kind,
    kindAndLang: language ? t.kindAndLang.replace("{kind}", kind).replace("{lang}", language) : kind,
    state: entry.state,
    stateLabel: t.states[entry.state],
    attempts: entry.attempts,
    attemptsLine: t.attemptsLine.replace("{count}", String(entry.attempts)),
    error: entry.lastError ? errorInWords(entry.lastError, t.errors) : "",
    times: [
      t.createdAt.replace("{when}", when(entry.createdAt)),
      entry.lastAttemptAt && t.lastAttemptAt.replace("{when}", when(entry.lastAttemptAt)),
      entry.sentAt && t.sentAt.replace("{when}", when(entry.sentAt)),
      entry.state === "queued" && t.nextAttemptAt.replace("{when}", when(entry.nextAttemptAt)),
    ].filter((line): line is string => Boolean(line)),
  };
}

/** A message's id from its address; anything but a positive whole number is no message. */
export function outboxId(params: { id?: string }): number | undefined {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
