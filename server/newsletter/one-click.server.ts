import type { RequestHandler } from "express";
import { newsletterText } from "#common/content/newsletter.ts";
import { newsletterPath } from "#common/newsletter/paths.ts";
import { formatMessage } from "#common/site/message.ts";
import { langOfPath, languages } from "#common/site/pages.ts";
import type { Newsletter } from "./newsletter.server";

/** Where mail programs POST their one-click unsubscribe: the unsubscribe page's own address. */
export const oneClickPaths = languages.map((lang) => newsletterPath("unsubscribe", lang));

/** Whether a posted body is RFC 8058's `List-Unsubscribe=One-Click`, urlencoded or multipart. */
function isOneClick(body: unknown, form: FormData | undefined): boolean {
  const value = form
    ? form.get("List-Unsubscribe")
    : Buffer.isBuffer(body)
      ? new URLSearchParams(body.toString("utf8")).get("List-Unsubscribe")
      : null;
  return value === "One-Click";
}

/**
 * A mail program's unsubscribe button (RFC 8058): a POST of `List-Unsubscribe=One-Click` from its
 * own servers, with whatever Origin they send, so it is answered here rather than by a page action
 * (React Router refuses an action from another origin). The token is its proof; it takes effect at
 * once. Any other POST (the page's own button) goes on to the page's action.
 */
export function oneClickUnsubscribe(newsletter: Newsletter): RequestHandler {
  return async (req, res, next) => {
    if (!isOneClick(req.body, res.locals.form as FormData | undefined)) return next();
    try {
      const token = typeof req.query.token === "string" ? req.query.token : "";
      const email = await newsletter.unsubscribe(token);
      const lang = langOfPath(req.path);
      const t = newsletterText[lang].unsubscribe;
      res
        .status(email ? 200 : 404)
        .type("text/plain")
        .send(email ? formatMessage(t.done, lang, { email }) : t.invalid);
    } catch (error) {
      next(error);
    }
  };
}
