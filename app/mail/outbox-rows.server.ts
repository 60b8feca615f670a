import type { MailText } from "#common/admin/content/types/mail.ts";
import { errorInWords } from "#common/mail/error-words.ts";
import { isOutboxKind } from "#common/mail/outbox.ts";
import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import type { OutboxEntry } from "#server/mail/outbox-desk.server.ts";

export type OutboxRow = ReturnType<typeof outboxRow>;

/** A kind in words; one no longer queued (an old row) shows as stored. */
export function kindName(kind: string, t: MailText["outbox"]): string {
  return isOutboxKind(kind) ? t.kinds[kind] : kind;
}

/** One message as the screens show it: words, never codes; times in the reader's language. */
export function outboxRow(entry: OutboxEntry, t: MailText["outbox"], lang: Lang, when: (iso: string) => string) {
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
    kindAndLang: language ? formatMessage(t.kindAndLang, lang, { kind, lang: language }) : kind,
    state: entry.state,
    stateLabel: t.states[entry.state],
    attempts: entry.attempts,
    attemptsLine: formatMessage(t.attemptsLine, lang, { count: entry.attempts }),
    error: entry.lastError ? errorInWords(entry.lastError, t.errors, lang) : "",
    times: [
      formatMessage(t.createdAt, lang, { when: when(entry.createdAt) }),
      entry.lastAttemptAt && formatMessage(t.lastAttemptAt, lang, { when: when(entry.lastAttemptAt) }),
      entry.sentAt && formatMessage(t.sentAt, lang, { when: when(entry.sentAt) }),
      entry.state === "queued" && formatMessage(t.nextAttemptAt, lang, { when: when(entry.nextAttemptAt) }),
    ].filter((line): line is string => Boolean(line)),
  };
}

/** A message's id from its address; anything but a positive whole number is no message. */
export function outboxId(params: { id?: string }): number | undefined {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
