import { langOfPath } from "#common/site/pages.ts";
import type { Issues } from "./issues.server";
import type { Newsletter } from "./newsletter.server";
import type { FormRequest, PublicForms } from "./public-form.server";

/** What the newsletter's pages, and the webinar and guide forms, get from the server. */
export type NewsletterDesk = {
  newsletter: Newsletter;
  forms: PublicForms;
  /** The issues the team writes and sends (decision 078). */
  issues: Issues;
};

/**
 * A page's POST as the public forms read it: the parsed values and the headers that say where it came
 * from. `url` is the page's address, which the action is given (`request.url` may be its `.data` one).
 */
export async function formRequestOf(request: Request, url: URL, clientIp: string | undefined): Promise<FormRequest> {
  const values: Record<string, string> = {};
  for (const [key, value] of (await request.formData()).entries())
    if (typeof value === "string" && !(key in values)) values[key] = value;
  return {
    lang: langOfPath(url.pathname),
    path: url.pathname,
    values,
    clientIp: clientIp ?? "unknown",
    origin: request.headers.get("origin") ?? undefined,
    fetchSite: request.headers.get("sec-fetch-site") ?? undefined,
    host: request.headers.get("host") ?? undefined,
  };
}
