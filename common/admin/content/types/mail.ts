import type { OutboxKind, OutboxState } from "#common/mail/outbox.ts";
import type { Message } from "#common/site/message.ts";

/** The outbox screen and the held-mail notice (issue 47, decision 072). */
export type MailText = {
  outbox: {
    title: string;
    intro: string;
    filters: { legend: string; state: string; kind: string; all: string; apply: string };
    /** The list's columns: each cell stacks what belongs together, so nine facts fit in four. */
    columns: { message: string; kind: string; state: string; times: string };
    /** One message's facts, on its own page. */
    fields: { kind: string; state: string; attempts: string; created: string; lastError: string };
    /** "{count}" */
    attemptsLine: Message<{ count: number }>;
    /** "{kind}, {lang}" */
    kindAndLang: Message<{ kind: string; lang: string }>;
    states: Record<OutboxState, string>;
    /** Every kind's name: a kind no longer queued (an old row) shows as stored. */
    kinds: Record<OutboxKind, string>;
    languages: { fr: string; en: string };
    none: string;
    newest: string;
    older: string;
    notRendered: string;
    erased: string;
    /** "{when}" */
    createdAt: Message<{ when: string }>;
    lastAttemptAt: Message<{ when: string }>;
    sentAt: Message<{ when: string }>;
    nextAttemptAt: Message<{ when: string }>;
    message: {
      /** "{id}" */
      title: Message<{ id: number }>;
      back: string;
      headers: string;
      to: string;
      replyTo: string;
      subject: string;
      language: string;
      unsubscribe: string;
      attachment: string;
      html: string;
      /** The HTML version's frame's accessible name. */
      htmlFrame: string;
      noHtml: string;
      text: string;
      notRendered: string;
      erased: string;
    };
    actions: {
      retry: string;
      send: string;
      /** Opens the confirmation; `dropConfirm` is its button, after `dropWarning`. */
      drop: string;
      dropWarning: string;
      dropConfirm: string;
      retried: string;
      dropped: string;
      stale: string;
    };
    /** The last error in words, by what went wrong; "{code}" an SMTP reply code, "{reply}" the server's words. */
    errors: {
      refused: string;
      timeout: string;
      notFound: string;
      auth: string;
      tls: string;
      connection: string;
      permanent: Message<{ code: string; reply: string }>;
      temporary: Message<{ code: string; reply: string }>;
      webhook: Message<{ reply: string }>;
      other: Message<{ reply: string }>;
    };
  };
  /** Held mail, wherever it is counted (decision 087): the status screen, the home screen, the outbox. */
  heldMail: {
    /** To admins while no SMTP_URL is set. */
    holding: Message<{ count: number }>;
    /** To admins once a server is set: held before, still waiting. */
    waiting: Message<{ count: number }>;
    /** To editors and staff, who cannot set a server: what it means, not how to fix it. */
    forMembers: Message<{ count: number }>;
    /** The button that sends them all at once, and what it says after. */
    release: Message<{ count: number }>;
    released: Message<{ count: number }>;
    /** Asked while no server is set, or once none is held any more. */
    nothingReleased: string;
    link: string;
  };
};
