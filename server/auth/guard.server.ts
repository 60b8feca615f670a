import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { $ZodType, output } from "zod/v4/core";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import type { AdminDictionary } from "#common/admin/content/types.ts";
import { type Access, roleAllows } from "#common/admin/navigation.ts";
import { adminPaths } from "#common/admin/paths.ts";
import type { Lang } from "#common/site/pages.ts";
import { type Context, requestOf, service } from "#server/http/context.server.ts";
import { sameSecret } from "./secrets.server";
import type { AdminServices } from "./services.server";
import type { User } from "./store.server";

/**
 * A loader's or action's arguments as the guards read them. `url` is the page's address: `request.url`
 * is the data request's (`/admin/leads.data?_routes=…`) on a client navigation (decision 090).
 */
export type AdminArgs = { request: Request; url: URL; context: Context };

/** The person behind a request, in their language, with their session's form token. */
export type SignedIn = {
  user: User;
  sessionId: string;
  csrfToken: string;
  lang: Lang;
  t: AdminDictionary;
  reauthenticatedAt: string | null;
};

/** The field every back-office POST form carries (see CsrfField). */
export const CSRF_FIELD = "csrf";

/** Before sign-in: French, or English when the page was asked for with ?lang=en. */
export function visitorLang(url: URL): Lang {
  return url.searchParams.get("lang") === "en" ? "en" : "fr";
}

/** The live session a request's cookie names, if any; the server asks before it reads a back-office form. */
export async function sessionOf({ auth, cookie }: AdminServices, request: Pick<Request, "headers">) {
  const sessionId = cookie.read(request);
  const session = sessionId ? await auth.session(sessionId) : undefined;
  return sessionId && session ? { sessionId, ...session } : undefined;
}

// The layout and the page's loader both ask; the session is read once per request.
const seen = new WeakMap<Request, Promise<SignedIn | undefined>>();

/** The signed-in user, or undefined: never throws, for pages open to visitors (sign-in, setup). */
export function currentUser({
  request,
  context,
}: Pick<AdminArgs, "request" | "context">): Promise<SignedIn | undefined> {
  let found = seen.get(request);
  if (!found) {
    found = (async () => {
      const session = await sessionOf(service(context, "admin"), request);
      if (!session) return undefined;
      const { user, sessionId, csrfToken, reauthenticatedAt } = session;
      return { user, sessionId, csrfToken, reauthenticatedAt, lang: user.lang, t: adminDictionaries[user.lang] };
    })();
    seen.set(request, found);
  }
  return found;
}

/** A 4xx the admin error screen shows, in the reader's language. */
export function adminError(
  status: number,
  lang: Lang,
  key: Exclude<keyof AdminDictionary["errors"], "title" | "back">,
) {
  const { errors } = adminDictionaries[lang];
  return data({ title: errors.title, message: errors[key], back: errors.back, home: adminPaths.home }, { status });
}

/**
 * For every back-office loader: the signed-in user with at least `role`. A visitor is sent to
 * sign-in (and brought back after), or gets a 401 with `api` (files, data); a lesser role gets a 403.
 */
export async function requireUser(args: AdminArgs, role: Access = "staff", { api = false } = {}): Promise<SignedIn> {
  const signedIn = await currentUser(args);
  if (!signedIn) {
    const lang = visitorLang(args.url);
    if (api) throw adminError(401, lang, "forbidden");
    const { pathname, search } = args.url;
    throw redirect(`${adminPaths.signIn}?next=${encodeURIComponent(pathname + search)}`);
  }
  if (!roleAllows(signedIn.user.role, role)) throw adminError(403, signedIn.lang, "forbidden");
  return signedIn;
}

/**
 * For every back-office action: requireUser, then the form, whose CSRF token must be this
 * session's (the server already refused a POST from another origin). The server reads a
 * back-office form only for a live session of a role that may send it (app.server.ts), so the
 * session is checked here before the form is asked for; a multipart form comes already parsed.
 */
export async function requireAction(args: AdminArgs, role: Access = "staff"): Promise<SignedIn & { form: FormData }> {
  const signedIn = await requireUser(args, role, { api: true });
  const form = requestOf(args.context).form ?? (await args.request.formData());
  const token = form.get(CSRF_FIELD);
  if (typeof token !== "string" || !sameSecret(token, signedIn.csrfToken)) {
    throw adminError(403, signedIn.lang, "staleForm");
  }
  return { ...signedIn, form };
}

/**
 * Before the most sensitive acts (exports, a privacy lookup or erasure, adding an account, a role
 * change, disabling or resetting an account, enrolling an authenticator, new recovery codes): unless the password (and code) were entered in this session in the
 * last 10 minutes, the member is sent to confirm them, then back to this page (a GET: the export
 * itself; a POST: the page the form is on, to submit again).
 */
export function requireRecentAuth(args: AdminArgs, signedIn: SignedIn): void {
  if (service(args.context, "admin").auth.isRecentlyAuthenticated(signedIn)) return;
  const { url } = args;
  const referer = args.request.headers.get("referer");
  const from = args.request.method !== "GET" && referer ? new URL(referer, url) : url;
  const back = from.origin === url.origin ? from.pathname + from.search : adminPaths.home;
  throw redirect(`${adminPaths.confirm}?next=${encodeURIComponent(back)}`);
}

/**
 * A back-office form read through its one schema, with Conform (decision 108). An error on a field
 * the member does not type (an intent, a revision, a key: `typed` lists the fields they do) means the
 * form is not one of ours, a 400. Otherwise the submission: its value, or the messages for its fields,
 * which `reply()` hands to the page (common/admin/forms/refusal.ts).
 */
export function submissionOf<S extends $ZodType>(form: FormData, schema: S, lang: Lang, typed: readonly string[]) {
  const submission = parseWithZod(form, { schema });
  if (submission.status === "success") return submission;
  const names = Object.keys(submission.error ?? {});
  if (submission.status !== "error" || names.length === 0 || names.some((name) => !typed.includes(name))) {
    throw adminError(400, lang, "badRequest");
  }
  return submission;
}

/** A form with nothing its member can get wrong (buttons, boxes, choices from a list): its value, or a 400. */
export function formValue<S extends $ZodType>(form: FormData, schema: S, lang: Lang): output<S> {
  const submission = submissionOf(form, schema, lang, []);
  if (submission.status !== "success") throw adminError(400, lang, "badRequest");
  return submission.value;
}

/**
 * Where to go after sign-in: a back-office path only, never another site. Our links always encode
 * it, so a `next` holding anything but visible ASCII (CR, LF, U+2028, which no header may carry)
 * was made by hand: a 400 in the visitor's language, never a 500 from the redirect.
 */
export function safeNext(next: string | null, url: URL): string {
  if (next && /[^\x21-\x7e]/.test(next)) throw adminError(400, visitorLang(url), "badRequest");
  if (!next || !next.startsWith(`${adminPaths.home}`) || next.startsWith("//") || next.includes("\\")) {
    return adminPaths.home;
  }
  return next;
}
