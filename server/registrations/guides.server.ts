import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { newsletterText } from "#common/content/newsletter.ts";
import type { RequestField } from "#common/forms/newsletter-schema.ts";
import { formatMessage } from "#common/site/message.ts";
import { type AppDatabase, isUnavailable, writeTransaction } from "#server/db/db.server.ts";
import type { LeadStore } from "#server/leads/store.server.ts";
import { enqueue } from "#server/mail/outbox.server.ts";
import { createRecipientLimit, type RecipientLimit } from "#server/mail/recipient-limit.server.ts";
import type { FormRequest, FormResult, PublicForms } from "#server/newsletter/public-form.server.ts";

/** A gated guide as its page knows it; `downloadPath` is where the resources serve its file. */
export type GatedGuide = { id: string; title: string; downloadPath: string };

/** The outbox kind of the email that carries a guide's link (lead_id: the request, ref_id: the guide). */
export const GUIDE_LINK_EMAIL = "guide.link";

/** A download link works this long: long enough to come back to, short enough not to be passed round for good. */
export const DOWNLOAD_DAYS = 7;

/**
 * The guide's download link, signed: `?expires=…&signature=…`, an HMAC of the guide's id and the
 * expiry time. The resources' download route checks it with `valid` before serving the file, so
 * the file stays behind the form without a session.
 */
export function createGuideLinks(secret: string, now: () => Date = () => new Date()) {
  const sign = (guideId: string, expires: number) =>
    createHmac("sha256", secret).update(`guide\n${guideId}\n${expires}`).digest("base64url");
  return {
    linkFor(guide: GatedGuide): string {
      const expires = Math.floor(now().getTime() / 1000) + DOWNLOAD_DAYS * 86_400;
      return `${guide.downloadPath}?expires=${expires}&signature=${sign(guide.id, expires)}`;
    },
    valid(guideId: string, params: URLSearchParams): boolean {
      const expires = Number(params.get("expires"));
      if (!Number.isSafeInteger(expires) || expires * 1000 <= now().getTime()) return false;
      const expected = Buffer.from(sign(guideId, expires));
      const given = Buffer.from(params.get("signature") ?? "");
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type GuideLinks = ReturnType<typeof createGuideLinks>;

/** "Claire Tremblay" as the inbox's first and last names; a single word is a first name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const at = name.lastIndexOf(" ");
  return at === -1 ? { firstName: name, lastName: "" } : { firstName: name.slice(0, at), lastName: name.slice(at + 1) };
}

/**
 * A gated guide's form: the request becomes a lead with topic "guide" (the team sees who asked for
 * what), the optional newsletter box its own double opt-in, and the answer carries the signed link,
 * which an email queued with the lead carries too (issue 46, item 19): a page closed too soon loses nothing.
 */
export function createGuideRequests({
  app,
  leads,
  forms,
  links,
  onStored,
  now = () => new Date(),
  recipients = createRecipientLimit({ now: () => now().getTime() }),
}: {
  app: AppDatabase;
  leads: LeadStore;
  forms: PublicForms;
  links: GuideLinks;
  onStored?: () => void;
  /** The per-mailbox limit every public form's email answers to (decision 064): the lead is kept either way. */
  recipients?: RecipientLimit;
  now?: () => Date;
}) {
  return {
    /** Whether a download link is one this server signed, for this guide, and still valid. */
    downloadAllowed: (guideId: string, params: URLSearchParams) => links.valid(guideId, params),

    async requestGuide(
      request: FormRequest,
      guide: GatedGuide,
    ): Promise<FormResult<RequestField, { downloadUrl: string }>> {
      const checked = await forms.checkRequest(request);
      if (!checked.ok) return checked.refusal;
      const { values } = checked;
      const t = newsletterText[request.lang];
      const { name, email, firm } = checked.data;
      const message = formatMessage(t.guide.leadMessage, request.lang, { title: guide.title });
      // A replayed form (a double click) stores one lead; the same person asking again is a new one.
      const key = createHash("sha256")
        .update(`${request.values.formKey ?? ""}\n${guide.id}\n${email}`)
        .digest("hex");
      try {
        await writeTransaction(app.db, async (trx) => {
          const lead = await leads.insertWithin(
            trx,
            {
              ...splitName(name),
              email,
              phone: null,
              company: firm,
              topic: "guide",
              message,
              lang: request.lang,
              sourcePage: request.path,
              consentAt: now(),
              userAgent: null,
            },
            key,
          );
          if (lead.created && (await recipients.allows(trx, email)))
            await enqueue(trx, { kind: GUIDE_LINK_EMAIL, leadId: lead.id, refId: Number(guide.id) }, now());
        });
        onStored?.();
        if (forms.boxTicked(request)) await forms.subscribeFrom(request, email);
      } catch (error) {
        if (isUnavailable(error)) return { ok: false, status: 503, formError: t.errors.unavailable, values };
        throw error;
      }
      return { ok: true, downloadUrl: links.linkFor(guide) };
    },
  };
}

export type GuideRequests = ReturnType<typeof createGuideRequests>;
