import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { parseConnectionUrl } from "nodemailer/lib/shared";

export type MailMessage = Mail.Options;

/** The one SMTP transport every outbox handler sends through. */
export type Mailer = {
  from: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY: every message is signed by nodemailer when set. */
export type DkimKey = { domainName: string; keySelector: string; privateKey: string };

export function createMailer(smtpUrl: string, from: string, dkim?: DkimKey): Mailer {
  const transport = nodemailer.createTransport({
    // Given as `url`, nodemailer would read the URL alone and drop every option below.
    ...parseConnectionUrl(smtpUrl),
    ...(dkim && { dkim }),
    // Bounded so a silent SMTP server cannot hold a shutdown for nodemailer's default ten minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    from,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/** Visitor text kept to one line: no line breaks or control characters, so none can start a new header. */
export function singleLine(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}
