import { newsletterText } from "#common/content/newsletter.ts";
import {
  checkFields,
  type FieldErrorsOf,
  type RequestField,
  requestSchema,
  type SignupField,
  signupSchema,
} from "#common/forms/newsletter-schema.ts";
import type { Lang } from "#common/site/pages.ts";
import { isUnavailable } from "#server/db/db.server.ts";
import { clientKey, type RateLimiter } from "#server/http/rate-limit.server.ts";
import { isForeignPost } from "#server/leads/contact.server.ts";
import { type FormStamp, type FormStamps, keepsStamp, stampFields } from "#server/leads/form-stamp.server.ts";
import type { Newsletter } from "./newsletter.server";

/** A public form's POST as a route's action reads it: the values already parsed from its body. */
export type FormRequest = {
  lang: Lang;
  path: string;
  values: Record<string, string>;
  clientIp: string;
  origin?: string;
  fetchSite?: string;
  host?: string;
};

export type FormResult<F extends string, Done = object> =
  | ({ ok: true } & Done)
  | { ok: false; status: number; formError: string; fieldErrors?: FieldErrorsOf<F>; values?: Record<string, string> };

/**
 * The fields a form puts back when it comes back with errors, and the stamp it came with when that
 * is kept (`keepsStamp`): never the stamp of a refused robot.
 */
function echo(values: Record<string, string>, fields: readonly string[], stamp: boolean): Record<string, string> {
  return Object.fromEntries(
    [...fields, ...(stamp ? stampFields : [])]
      .filter((key) => key in values)
      .map((key) => [key, (values[key] ?? "").slice(0, 500)]),
  );
}

export type PublicForms = ReturnType<typeof createPublicForms>;

/**
 * What every public form of the newsletter, webinars and guides checks before its own fields, as the
 * contact form does: a page of this site, the hidden field left empty, a form rendered by the server
 * a few seconds before, and the client's rate. Then the newsletter box, optional, on any of them.
 */
export function createPublicForms({
  newsletter,
  stamps,
  limiter,
  siteOrigin,
}: {
  newsletter: Newsletter;
  stamps: FormStamps;
  limiter: RateLimiter;
  siteOrigin: string;
}) {
  async function refusal(request: FormRequest, fields: readonly string[]) {
    const errors = newsletterText[request.lang].errors;
    const stamp = stamps.check(request.values);
    const fail = (status: number, formError: string, keep = false) => ({
      ok: false as const,
      status,
      formError,
      ...(keep ? { values: echo(request.values, fields, keepsStamp(stamp)) } : {}),
    });
    if (isForeignPost(request, siteOrigin)) return fail(403, errors.invalid);
    if (request.values.website || stamp === "forged") return fail(400, errors.invalid, true);
    // A person that quick is told to wait a moment, and keeps the stamp: the next try counts from it.
    if (stamp === "tooFast") return fail(400, errors.tooFast, true);
    if (stamp === "expired") return fail(400, errors.expired, true);
    try {
      if (!(await limiter.consume(clientKey(request.clientIp)))) return fail(429, errors.rateLimited, true);
    } catch (error) {
      if (isUnavailable(error)) return fail(503, errors.unavailable, true);
      throw error;
    }
    return undefined;
  }

  /**
   * The box ticked, here or on a webinar or guide form: the same double opt-in, with the words that
   * page showed in its language.
   */
  async function subscribeFrom(request: FormRequest, email: string): Promise<void> {
    const { consent } = newsletterText[request.lang];
    await newsletter.subscribe(email, {
      wording: consent.wording,
      version: consent.version,
      sourcePage: request.path,
      lang: request.lang,
    });
  }

  const requestFields = ["name", "email", "firm", "newsletter"] as const;
  /** The newsletter page's fields, its box included: a refused form comes back as it was sent. */
  const signupFields = ["email", "consent"] as const;

  /**
   * A webinar's or guide's form checked: the guards, then name, work email and firm. Either the
   * refusal to answer with, or the fields and the values to put back should the next step fail.
   */
  async function checkRequest(
    request: FormRequest,
  ): Promise<
    | { ok: false; refusal: Extract<FormResult<RequestField>, { ok: false }> }
    | { ok: true; data: { name: string; email: string; firm: string }; values: Record<string, string> }
  > {
    // Past the guards, the stamp is this server's and stays with the form.
    const values = echo(request.values, requestFields, true);
    const refused = await refusal(request, requestFields);
    if (refused) return { ok: false, refusal: refused };
    const errors = newsletterText[request.lang].errors;
    const checked = checkFields<ReturnType<typeof requestSchema>, RequestField>(requestSchema(errors), request.values);
    if (!checked.ok)
      return {
        ok: false,
        refusal: { ok: false, status: 400, formError: errors.summary, fieldErrors: checked.fieldErrors, values },
      };
    return { ok: true, data: checked.data, values };
  }

  return {
    newForm: (): FormStamp => stamps.issue(),
    checkRequest,
    refusal,
    subscribeFrom,
    /** Whether the optional box was ticked on a webinar or guide form. */
    boxTicked: (request: FormRequest) => request.values.newsletter === "yes",

    /** The newsletter page's form: the box is the point there, so it must be ticked. */
    async signup(request: FormRequest): Promise<FormResult<SignupField>> {
      const refused = await refusal(request, signupFields);
      if (refused) return refused;
      const errors = newsletterText[request.lang].errors;
      const checked = checkFields<ReturnType<typeof signupSchema>, SignupField>(signupSchema(errors), request.values);
      if (!checked.ok)
        return {
          ok: false,
          status: 400,
          formError: errors.summary,
          fieldErrors: checked.fieldErrors,
          values: echo(request.values, signupFields, true),
        };
      try {
        await subscribeFrom(request, checked.data.email);
      } catch (error) {
        if (isUnavailable(error)) return { ok: false, status: 503, formError: errors.unavailable };
        throw error;
      }
      return { ok: true };
    },
  };
}
