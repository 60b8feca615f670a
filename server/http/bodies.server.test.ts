import http, { createServer, type OutgoingHttpHeaders, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BodyRefused, formBody, maxFormParts } from "./bodies.server";

const limit = 1024;

/**
 * Answers each POST with the status formBody gives it and, when read, the body it read, or a
 * multipart form's fields as parsed (`name=value` lines; a file as `name=file:size`). A refusal's
 * reason comes as its text. `?limit=` reads up to another limit.
 */
let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) => {
    const asked = new URL(req.url ?? "/", "http://x").searchParams.get("limit");
    formBody(req, asked ? Number(asked) : limit).then(
      ({ bytes, form }) => {
        const fields =
          form &&
          [...form].map(([name, value]) => `${name}=${typeof value === "string" ? value : `file:${value.size}`}`);
        res.writeHead(200, { "Content-Type": "text/plain" }).end(fields ? fields.join("\n") : bytes);
      },
      (error: unknown) => {
        const status = error instanceof BodyRefused ? error.status : 500;
        res
          .writeHead(status, { Connection: "close", "Content-Type": "text/plain" })
          .end(error instanceof BodyRefused ? (error.reason ?? "") : "");
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Posts `chunks` (chunked unless a Content-Length is given); the status, and what came back. */
function post(
  headers: OutgoingHttpHeaders,
  chunks: (string | Buffer)[],
  path = "/",
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ port, host: "127.0.0.1", method: "POST", headers, path }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (chunk: Buffer) => parts.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() }));
    });
    // The server may stop reading and close before the whole body is written.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

const form = { "content-type": "application/x-www-form-urlencoded" };

describe("formBody", () => {
  it("reads a form within the limit, chunked or with a length", async () => {
    expect(await post(form, ["email=a%40example.com", "&password=x"])).toEqual({
      status: 200,
      body: "email=a%40example.com&password=x",
    });
    const body = `note=${"é".repeat(400)}`;
    expect(await post({ ...form, "content-length": Buffer.byteLength(body) }, [body])).toEqual({ status: 200, body });
  });

  it("refuses a chunked body past the limit with 413, whatever its chunks", async () => {
    expect((await post(form, ["a=", "x".repeat(limit)])).status).toBe(413);
    expect(
      (
        await post(
          form,
          Array.from({ length: 200 }, () => "x".repeat(64)),
        )
      ).status,
    ).toBe(413);
  });

  it("refuses a body said to be too long with 413, before reading it", async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        // The head alone: the server answers without waiting for a body it will not read.
        socket.write(
          "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 104857600\r\n\r\n",
        );
      });
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk;
      });
      socket.on("close", () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it("refuses anything but a form with 415: another type, none, or a malformed one", async () => {
    for (const type of ["application/json", "text/plain", "application/x-www-form-urlencoded;;", "multipart/"]) {
      expect((await post({ "content-type": type }, ["{}"])).status, type).toBe(415);
    }
    expect((await post({}, ["a=1"])).status).toBe(415);
  });

  it("reads a multipart form that parses, and refuses one that does not with 400", async () => {
    const boundary = "----sobrita";
    const good = `--${boundary}\r\nContent-Disposition: form-data; name="code"\r\n\r\n123456\r\n--${boundary}--\r\n`;
    const type = { "content-type": `multipart/form-data; boundary=${boundary}` };
    expect(await post(type, [good])).toEqual({ status: 200, body: "code=123456" });
    expect((await post(type, ["not a multipart body"])).status).toBe(400);
    expect((await post({ "content-type": "multipart/form-data" }, [good])).status).toBe(400);
  });
});

describe("formBody's multipart parts", () => {
  const boundary = "b";
  const type = { "content-type": `multipart/form-data; boundary=${boundary}` };
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const end = `--${boundary}--\r\n`;

  it(`reads up to ${maxFormParts} fields and files, each once`, async () => {
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="été.png"\r\nContent-Type: image/png\r\n\r\nPNG!\r\n`;
    const fields = Array.from({ length: maxFormParts - 1 }, (_, i) => field(`f${i}`, "é"));
    const answer = await post(type, [fields.join(""), file, end], "/?limit=65536");
    expect(answer.status).toBe(200);
    expect(answer.body.split("\n")).toEqual([...fields.map((_, i) => `f${i}=é`), "image=file:4"]);
  });

  it(`refuses a form of more than ${maxFormParts} parts with 413, even where its bytes are within the limit`, async () => {
    const fields = Array.from({ length: maxFormParts + 1 }, () => field("a", "x"));
    expect(await post(type, [fields.join(""), end], "/?limit=65536")).toEqual({ status: 413, body: "tooManyParts" });
  });

  it("refuses 200,000 parts in 10 MB with 413: the parser stops at the part past the limit", async () => {
    // undici's formData() took 450-670 ms to parse them all, the event loop stalled meanwhile.
    const many = Buffer.from(field("a", "x").repeat(200_000) + end);
    expect(await post(type, [many], `/?limit=${16 * 1024 * 1024}`)).toEqual({ status: 413, body: "tooManyParts" });
  });
});
