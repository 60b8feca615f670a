import { createHash } from "node:crypto";
import { dictionaries } from "#common/content/dictionary.server.ts";
import type { ContactTopic } from "#common/content/types.ts";
import { contactFields, type FieldErrors, validateContact } from "#common/forms/contact-schema.ts";
import { lengthErrors } from "#common/forms/length-errors.server.ts";
import type { Lang } from "#common/site/pages.ts";
import { isUnavailable } from "#server/db/db.server.ts";
import { clientKey, type RateLimiter } from "#server/http/rate-limit.server.ts";
import { type FormStamp, type FormStamps, stampFields } from "./form-stamp.server";
import type { LeadStore } from "./store.server";

export const maxBodyBytes = 32 * 1024;

/** What reaches the service from either door: the RR action (no JavaScript) or the JSON endpoint. */
export type Submission = {
  lang: Lang;
  path: string;
  contentType: string | undefined;
  contentLength: string | undefined;
  origin: string | undefined;
  fetchSite: string | undefined;
  host: string | undefined;
  userAgent: string | undefined;
  clientIp: string;
  body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | null;
};

export type SubmissionResult =
  | { status: 200; ok: true; leadId: number }
  | { status: number; ok: false; formError?: string; fieldErrors?: FieldErrors; values?: Record<string, string> };

export type ContactService = {
  /** A new form's hidden fields: its key and signed render time. */
  newForm(): FormStamp;
  submit(submission: Submission): Promise<SubmissionResult>;
};

/**
 * A form posted from another site: the browser says so (Sec-Fetch-Site), or its Origin is neither
 * the site's nor the address it was posted to (a test server on its own port).
 */
export function isForeignPost(
  post: { origin?: string; fetchSite?: string; host?: string },
  siteOrigin: string,
): boolean {
  return (
    post.fetchSite === "cross-site" ||
    (post.origin !== undefined &&
      post.origin !== siteOrigin &&
      post.origin !== `http://${post.host}` &&
      post.origin !== `https://${post.host}`)
  );
}

class BodyTooLarge extends Error {}
class BadEncoding extends Error {}

async function* chunksOf(body: Submission["body"]): AsyncGenerator<Uint8Array> {
  if (!body) return;
  if (!("getReader" in body)) return yield* body;
  const reader = body.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
  } finally {
    reader.releaseLock();
  }
}

async function readBody(body: Submission["body"], limit: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunksOf(body)) {
    size += chunk.byteLength;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new BadEncoding();
  }
}

async function parseForm(raw: string, contentType: string): Promise<Record<string, string>> {
  const form = contentType.startsWith("multipart/form-data")
    ? await new Response(raw, { headers: { "content-type": contentType } }).formData()
    : new URLSearchParams(raw);
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && !(key in values)) values[key] = value;
  return values;
}

/**
 * The visitor's own values, to put back in the form when it comes back with errors, with the stamp
 * it came with when that is kept (`keepsStamp`).
 */
function echo(values: Record<string, string>, stamp = true): Record<string, string> {
  const kept = [...contactFields, ...(stamp ? stampFields : [])];
  return Object.fromEntries(
    kept.filter((key) => key in values).map((key) => [key, (values[key] ?? "").slice(0, 6000)]),
  );
}

export function createContactService({
  leads,
  limiter,
  stamps,
  siteOrigin,
  onStored,
  now = Date.now,
}: {
  leads: LeadStore;
  limiter: RateLimiter;
  stamps: FormStamps;
  siteOrigin: string;
  /** Called once a lead is stored, with the request it came from (for its outbox and its conversion). */
  onStored?: (submission: Submission) => void;
  now?: () => number;
}): ContactService {
  return {
    newForm: () => stamps.issue(),

    async submit(s) {
      const errors = dictionaries[s.lang].pages.contact.form.errors;
      const fail = (status: number, formError: string, values?: Record<string, string>): SubmissionResult => ({
        status,
        ok: false,
        formError,
        values,
      });

      const contentType = (s.contentType ?? "").toLowerCase();
      if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/.test(contentType))
        return fail(415, errors.unsupported);
      if (isForeignPost(s, siteOrigin)) return fail(403, errors.forbidden);
      if (Number(s.contentLength ?? 0) > maxBodyBytes) return fail(413, errors.tooLarge);
      try {
        // With several instances the count lives in the database, which may be unavailable.
        if (!(await limiter.consume(clientKey(s.clientIp)))) return fail(429, errors.rateLimited);
      } catch (error) {
        if (isUnavailable(error)) return fail(503, errors.unavailable);
        throw error;
      }

      let values: Record<string, string>;
      try {
        values = await parseForm(await readBody(s.body, maxBodyBytes), contentType);
      } catch (error) {
        return fail(
          error instanceof BodyTooLarge ? 413 : 400,
          error instanceof BodyTooLarge ? errors.tooLarge : errors.invalid,
        );
      }

      // A person never fills the hidden field, and takes more than a few seconds to write a message:
      // one who was that quick is told to wait a moment, with the stamp kept. A form rendered over a
      // day ago is refused too: the page is reloaded for a fresh one.
      const stamp = stamps.check(values);
      if (values.website || stamp === "forged") return fail(400, errors.invalid, echo(values, false));
      if (stamp === "tooFast") return fail(400, errors.tooFast, echo(values));
      if (stamp === "expired") return fail(400, errors.expired);

      const checked = validateContact(values, errors, lengthErrors(errors, s.lang));
      if (!checked.ok)
        return {
          status: 400,
          ok: false,
          formError: errors.summary,
          fieldErrors: checked.fieldErrors,
          values: echo(values),
        };

      const { consent: _, ...fields } = checked.data;
      // The key is scoped to what was sent: a replay stores once, an edited message is a new lead.
      const key = createHash("sha256")
        .update(`${values.formKey ?? ""}\n${JSON.stringify(fields)}`)
        .digest("hex");
      try {
        const stored = await leads.submit(
          {
            ...fields,
            topic: fields.topic as ContactTopic,
            lang: s.lang,
            sourcePage: s.path,
            consentAt: new Date(now()),
            userAgent: s.userAgent?.slice(0, 512) ?? null,
          },
          key,
        );
        onStored?.(s);
        return { status: 200, ok: true, leadId: stored.id };
      } catch (error) {
        if (isUnavailable(error)) return fail(503, errors.unavailable, echo(values));
        throw error;
      }
    },
  };
}
