import type { OutboxKind, OutboxState } from "../../../mail/outbox";

/** The outbox screen and the held-mail notice (issue 47, decision 072). */
export type MailText = {
  outbox: {
    title: string;
    intro: string;
    /** Said at the top while no SMTP_URL is set. */
    holding: string;
    filters: { legend: string; state: string; kind: string; all: string; apply: string };
    columns: {
      created: string;
      recipient: string;
      subject: string;
      kind: string;
      lang: string;
      state: string;
      attempts: string;
      lastError: string;
      times: string;
    };
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
    lastAttemptAt: string;
    sentAt: string;
    nextAttemptAt: string;
    message: {
      /** "{id}" */
      title: string;
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
    actions: { retry: string; send: string; drop: string; retried: string; dropped: string; stale: string };
    /** The last error in words, by what went wrong; "{code}" an SMTP reply code, "{reply}" the server's words. */
    errors: {
      refused: string;
      timeout: string;
      notFound: string;
      auth: string;
      tls: string;
      connection: string;
      permanent: string;
      temporary: string;
      webhook: string;
      other: string;
    };
  };
  heldMail: {
    /** "{count}" messages held so far. */
    notice: { one: string; other: string };
    link: string;
  };
};
