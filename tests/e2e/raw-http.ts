import { connect } from "node:net";

export type RawResponse = { status: number; head: string; body: string; timedOut: boolean };

/**
 * Sends bytes exactly as given, for requests no client library would send (bad methods, lying
 * lengths, broken encodings), and reads whatever comes back within `timeoutMs`.
 */
export function rawRequest(
  port: number,
  bytes: Buffer | string,
  { timeoutMs = 5000, endAfterWrite = false } = {},
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (timedOut: boolean) => {
      if (done) return;
      done = true;
      socket.destroy();
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: rest.join("\r\n\r\n"), timedOut });
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    socket.on("connect", () => {
      socket.write(bytes);
      if (endAfterWrite) socket.end();
    });
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      // One response is all we wait for: stop once its declared body has arrived.
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(text.slice(0, split))?.[1];
      if (split !== -1 && length && Buffer.byteLength(text.slice(split + 4), "latin1") >= Number(length)) {
        clearTimeout(timer);
        finish(false);
      }
    });
    socket.on("close", () => {
      clearTimeout(timer);
      finish(false);
    });
    socket.on("error", () => {
      clearTimeout(timer);
      finish(false);
    });
  });
}
