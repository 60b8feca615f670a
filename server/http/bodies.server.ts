import type { IncomingMessage } from "node:http";
import contentType from "content-type";
import getRawBody from "raw-body";
import { adminPaths, isAdminPath } from "../../app/admin/paths";
import { isBookingPostPath } from "../../app/booking/paths";
import { newsletterPostPaths } from "../../app/newsletter/paths";
import { languages, pathOf } from "../../app/site/pages";
import { isResourceRequestPath } from "../../app/site/resource-paths";
import { maxBodyBytes as contactBodyBytes } from "../leads/contact.server";

/** A request body refused before anything parsed it: 400, 413 or 415. */
export class BodyRefused extends Error {
  constructor(readonly status: 400 | 413 | 415) {
    super(`request body refused with ${status}`);
  }
}

/** Sign-in, its code step and setup carry an address, a password or a code: a few hundred bytes. */
const signInBodyBytes = 8 * 1024;
/** The back office's longest form is a lead's note. */
const backOfficeBodyBytes = 64 * 1024;
/** An editor's upload: an image or a guide's PDF of 10 MB, with the form around it. */
export const resourceUploadBytes = 11 * 1024 * 1024;
const signInPaths = new Set<string>([adminPaths.signIn, adminPaths.signInCode, adminPaths.setup]);
const contactPaths = new Set(languages.map((lang) => pathOf("contact", lang)));

/** The newsletter's forms carry an address and a box, or nothing at all (a one-click unsubscribe). */
const newsletterBodyBytes = 8 * 1024;

/** The most a form posted to `path` may carry, in bytes; undefined where no form is posted. */
export function formBodyLimit(path: string): number | undefined {
  const bare = path.replace(/\.data$/, "");
  if (signInPaths.has(bare)) return signInBodyBytes;
  if (bare.startsWith(`${adminPaths.resources}/`)) return resourceUploadBytes;
  if (isAdminPath(bare)) return backOfficeBodyBytes;
  if (isBookingPostPath(path) || contactPaths.has(bare)) return contactBodyBytes;
  if (newsletterPostPaths.has(bare) || isResourceRequestPath(bare)) return newsletterBodyBytes;
  return undefined;
}

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

/**
 * A posted form's body: its type must be a form's (parsed by `content-type`, else 415), its size
 * within `limit`, and a multipart body must parse, so that an action's `formData()` never fails on
 * what the visitor sent (400).
 */
export async function formBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  let type: string;
  try {
    type = contentType.parse(req).type;
  } catch {
    throw new BodyRefused(415);
  }
  if (!formTypes.has(type)) throw new BodyRefused(415);
  const body = await bodyWithin(req, limit);
  if (type === "multipart/form-data") {
    const headers = { "content-type": req.headers["content-type"] ?? "" };
    await new Response(new Uint8Array(body), { headers }).formData().catch(() => {
      throw new BodyRefused(400);
    });
  }
  return body;
}
