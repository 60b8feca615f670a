import type { IncomingMessage } from "node:http";
import Busboy from "@fastify/busboy";
import contentType from "content-type";
import getRawBody from "raw-body";

/**
 * A request body refused before any action saw it: 400, 413 or 415; `tooManyParts` when a multipart
 * form holds more than `maxFormParts` fields and files.
 */
export class BodyRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly reason?: "tooManyParts",
    /** With `tooManyParts`: the most the form may hold. */
    readonly maxParts = maxFormParts,
  ) {
    super(`request body refused with ${status}${reason ? ` (${reason})` : ""}`);
  }
}

/**
 * The most fields and files one multipart form may hold. An upload has four (its token, its intent,
 * the file, an image's text); the back office's longest form, a resource, about thirty. A route may
 * say more (`PostRoute.parts`): the home page's editor sends every field in both languages with its image.
 */
export const maxFormParts = 50;

/**
 * A request's body, read by `raw-body` up to `limit` bytes whether it comes with a length or
 * chunked: a body said or found to be longer is refused (413) as soon as it is known, and reading
 * stops there. A request cut short is refused with 400.
 */
export async function bodyWithin(req: IncomingMessage, limit: number): Promise<Buffer> {
  try {
    return await getRawBody(req, { limit, length: req.headers["content-length"] });
  } catch (error) {
    throw new BodyRefused((error as getRawBody.RawBodyError).status === 413 ? 413 : 400);
  }
}

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** A posted form as read: its bytes, and a multipart body's fields and files, parsed once. */
export type PostedForm = { bytes: Buffer; form?: FormData };

/**
 * A posted form's body: its type must be a form's (parsed by `content-type`, else 415), its size
 * within `limit`, and a multipart body must parse within `maxFormParts` fields and files (else 400,
 * or 413 with `tooManyParts`), so that no action ever parses a form the server has not.
 */
export async function formBody(req: IncomingMessage, limit: number, parts = maxFormParts): Promise<PostedForm> {
  let type: string;
  try {
    type = contentType.parse(req).type;
  } catch {
    throw new BodyRefused(415);
  }
  if (!formTypes.has(type)) throw new BodyRefused(415);
  const bytes = await bodyWithin(req, limit);
  if (type !== "multipart/form-data") return { bytes };
  return { bytes, form: await multipartForm(bytes, req.headers["content-type"] ?? "", limit, parts) };
}

/** The parser is fed this much at a time, so that it stops soon after the part past the limit. */
const feedBytes = 64 * 1024;

/**
 * A multipart body's fields and files, by busboy, which counts the parts as it finds them: past
 * `maxFormParts`, the rest is neither searched nor parsed (thousands of tiny parts cost a parser
 * far more than their bytes). A field may be as long as the body itself.
 */
async function multipartForm(bytes: Buffer, type: string, limit: number, parts: number): Promise<FormData> {
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({ headers: { "content-type": type }, limits: { parts, fieldSize: limit } });
  } catch {
    throw new BodyRefused(400);
  }
  const form = new FormData();
  let refused: BodyRefused | undefined;
  parser.on("field", (name, value) => form.append(name, value));
  parser.on("file", (name, stream, filename, _encoding, mimeType) => {
    const chunks: Buffer<ArrayBuffer>[] = [];
    stream.on("data", (chunk: Buffer<ArrayBuffer>) => chunks.push(chunk));
    stream.on("end", () => form.append(name, new File(chunks, filename ?? "", { type: mimeType })));
  });
  parser.on("partsLimit", () => {
    refused = new BodyRefused(413, "tooManyParts", parts);
  });
  const done = new Promise<void>((resolve) => {
    parser.on("finish", resolve);
    parser.on("error", () => {
      refused ??= new BodyRefused(400);
      resolve();
    });
  });
  for (let at = 0; at < bytes.length && !refused; at += feedBytes) {
    if (!parser.write(bytes.subarray(at, at + feedBytes))) {
      await Promise.race([new Promise((resolve) => parser.once("drain", resolve)), done]);
    }
  }
  if (!refused) {
    parser.end();
    await done;
  }
  if (refused) {
    parser.destroy();
    throw refused;
  }
  return form;
}
