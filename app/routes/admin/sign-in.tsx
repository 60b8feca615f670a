import { data, redirect } from "react-router";
import { AdminPage, Field, Notice, Problem, SubmitButton } from "#app/admin/components/ui.tsx";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { formatDateTime } from "#common/admin/format.server.ts";
import { signInForm } from "#common/admin/forms/sign-in.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { formatMessage } from "#common/site/message.ts";
import { otherLang } from "#common/site/pages.ts";
import { currentUser, formValue, safeNext, visitorLang } from "#server/auth/guard.server.ts";
import { requestOf, service } from "#server/http/context.server.ts";
import type { Route } from "./+types/sign-in";

const notices = ["signedOut", "setupDone", "sessionEnded", "totpFailed"] as const;
type NoticeKey = (typeof notices)[number];

export async function loader(args: Route.LoaderArgs) {
  const { url } = args;
  const next = safeNext(url.searchParams.get("next"), url);
  if (await currentUser(args)) throw redirect(next);
  const lang = visitorLang(url);
  const { signIn, chrome } = adminDictionaries[lang];
  const done = url.searchParams.get("done");
  const notice = notices.includes(done as NoticeKey) ? signIn[done as NoticeKey] : undefined;
  // Before signing in, the page's language is chosen here; afterwards it is the user's setting.
  const other = otherLang(lang);
  const switchTo = new URLSearchParams({ next, ...(other === "en" ? { lang: "en" } : {}) });
  return { t: signIn, next, notice, other, otherName: chrome.otherLanguage, switchHref: `?${switchTo}` };
}

/**
 * Email and password, by a plain form POST. Success opens a new session (a cookie the browser
 * brought is never adopted) or, for an account with TOTP, a short pending one for the code step.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { auth, cookie } = service(context, "admin");
  const { email, password, ...sent } = formValue(await request.formData(), signInForm, visitorLang(url));
  const next = safeNext(sent.next, url);
  const ip = requestOf(context).clientIp;
  const result = await auth.signIn({
    email,
    password,
    ip,
    userAgent: request.headers.get("user-agent"),
  });
  const lang = visitorLang(url);
  const { signIn: t, accounts } = adminDictionaries[lang];
  if (result.kind === "rateLimited") return data({ error: t.rateLimited, email }, { status: 429 });
  if (result.kind === "failed") {
    // Locks are kept per typed address, account or not (decision 025): saying so tells nothing about who has one.
    const until = await auth.lockedUntil(email, ip);
    const error = until ? formatMessage(accounts.signIn.locked, lang, { time: formatDateTime(until, lang) }) : t.failed;
    return data({ error, email }, { status: 401 });
  }
  const target = result.kind === "totpNeeded" ? `${adminPaths.signInCode}?next=${encodeURIComponent(next)}` : next;
  throw redirect(target, { headers: { "Set-Cookie": cookie.set(result.sessionId) } });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t, next, notice, other, otherName, switchHref } = loaderData;
  return (
    <div className="max-w-md">
      <AdminPage title={t.title}>
        <p className="mt-2 text-muted">{t.intro}</p>
        <p className="mt-2">
          <a href={switchHref} lang={other} className="font-semibold text-brand-600 underline">
            {otherName}
          </a>
        </p>
        {notice && !actionData && <Notice>{notice}</Notice>}
        {actionData?.error && <Problem id="sign-in-error">{actionData.error}</Problem>}
        <form method="post" className="mt-4">
          <input type="hidden" name="next" value={next} />
          <Field
            name="email"
            type="email"
            label={t.email}
            autoComplete="username"
            defaultValue={actionData?.email}
            required
          />
          <Field name="password" type="password" label={t.password} autoComplete="current-password" required />
          <SubmitButton>{t.submit}</SubmitButton>
        </form>
      </AdminPage>
    </div>
  );
}
