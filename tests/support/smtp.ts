/**
 * A real SMTP server (the smtp-server package) on loopback that keeps what it receives, for the
 * notifier's unit tests and the browser tests alike: free of Vitest and Playwright.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  envelopeFrom: string | undefined;
  envelopeTo: string[];
  /** The message as it arrived, headers and body. */
  raw: string;
  /** Unfolded header lines, in order. */
  headers: string[];
  body: string;
};

export type TestSmtpServer = {
  port: number;
  messages: ReceivedMail[];
  /** While on, every recipient is refused for good (550), as a server that will not take the mail. */
  refuse(on: boolean): void;
  close(): Promise<void>;
};

/**
 * Listens on `port` (0: any free one, read back from `port`). With `tls`, offers STARTTLS with that
 * key and certificate, however weak: what the client refuses is the client's choice.
 */
export async function startSmtpServer(port = 0, tls?: { key: string; cert: string }): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    ...(tls ? { ...tls, ciphers: "DEFAULT@SECLEVEL=0" } : { disabledCommands: ["STARTTLS"] }),
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      const refusal = Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const split = raw.indexOf("\r\n\r\n");
        messages.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          headers: raw
            .slice(0, split)
            .replace(/\r\n[ \t]+/g, " ")
            .split("\r\n"),
          body: raw.slice(split + 4),
        });
        callback();
      });
    },
  });
  // A client that refuses the certificate hangs up in the handshake: said by the client, not here.
  if (tls) server.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    refuse(on) {
      refusing = on;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
