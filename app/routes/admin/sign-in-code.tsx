import { data, redirect } from "react-router";
import { AdminPage, CodeField, Field, Problem, SubmitButton } from "#app/admin/components/ui.tsx";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { formatDateTime } from "#common/admin/format.server.ts";
import { signInCodeForm } from "#common/admin/forms/sign-in.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { formatMessage } from "#common/site/message.ts";
import { formValue, safeNext, visitorLang } from "#server/auth/guard.server.ts";
import { requestOf, service } from "#server/http/context.server.ts";
import type { Route } from "./+types/sign-in-code";

const restart = (done?: string) => redirect(done ? `${adminPaths.signIn}?done=${done}` : adminPaths.signIn);

async function pendingOf({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { auth, cookie } = service(context, "admin");
  const pendingId = cookie.read(request);
  const pending = pendingId ? await auth.session(pendingId, { pendingTotp: true }) : undefined;
  return pendingId && pending ? { pendingId, user: pending.user } : undefined;
}

/** The TOTP step: only with the pending session the password step just opened. */
export async function loader(args: Route.LoaderArgs) {
  const pending = await pendingOf(args);
  if (!pending) throw restart();
  const { signIn, accounts } = adminDictionaries[pending.user.lang];
  return {
    t: signIn,
    ta: accounts.signIn,
    next: safeNext(args.url.searchParams.get("next"), args.url),
  };
}

/**
 * A code from the authenticator ("123 456" too) or a recovery code. A wrong one leaves the step open
 * for another try, a few times; then the pending session ends and the person starts again. While the
 * account's authenticator codes are locked, the page says until when and opens the recovery form.
 */
export async function action(args: Route.ActionArgs) {
  const { auth, cookie } = service(args.context, "admin");
  const sent = formValue(await args.request.formData(), signInCodeForm, visitorLang(args.url));
  const next = safeNext(sent.next, args.url);
  const pending = await pendingOf(args);
  if (!pending) throw restart("totpFailed");
  const ip = requestOf(args.context).clientIp;
  const recovery = sent.intent === "recovery";
  const result = recovery
    ? await auth.signInRecovery(pending.pendingId, sent.recovery, ip)
    : await auth.signInTotp(pending.pendingId, sent.code, ip);
  if (result.kind === "failed") throw restart("totpFailed");
  const { accounts } = adminDictionaries[pending.user.lang];
  if (result.kind === "retry") {
    const problem = formatMessage(accounts.signIn.codeRetry, pending.user.lang, { count: result.left });
    return data({ problem, recovery, locked: false }, { status: 400 });
  }
  if (result.kind === "codesLocked") {
    const problem = formatMessage(accounts.signIn.codesLocked, pending.user.lang, {
      time: formatDateTime(result.until, pending.user.lang),
    });
    return data({ problem, recovery, locked: true }, { status: 429 });
  }
  throw redirect(next, { headers: { "Set-Cookie": cookie.set(result.sessionId) } });
}

export default function SignInCode({ loaderData, actionData }: Route.ComponentProps) {
  const { t, ta, next } = loaderData;
  const locked = actionData?.locked;
  // Codes refused unchecked are not wrong: the focus goes to the recovery code, the way in meanwhile.
  const wrong = actionData && !actionData.recovery && !locked;
  const wrongRecovery = actionData?.recovery;
  return (
    <div className="max-w-md">
      <AdminPage title={t.totpTitle}>
        <p className="mt-2 text-muted">{t.totpIntro}</p>
        {actionData && <Problem id="code-error">{actionData.problem}</Problem>}
        <form method="post" className="mt-4">
          <input type="hidden" name="next" value={next} />
          <CodeField label={t.code} hint={t.codeHint} invalid={wrong} />
          <SubmitButton>{t.verify}</SubmitButton>
        </form>
        <details className="mt-8" open={wrongRecovery || locked}>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">{ta.recoveryTitle}</summary>
          <form method="post">
            <input type="hidden" name="next" value={next} />
            <input type="hidden" name="intent" value="recovery" />
            <Field
              name="recovery"
              label={ta.recoveryCode}
              hint={ta.recoveryHint}
              autoComplete="off"
              required
              invalid={wrongRecovery}
              autoFocus={wrongRecovery || locked}
            />
            <SubmitButton>{ta.recoverySubmit}</SubmitButton>
          </form>
        </details>
        <p className="mt-6">
          <a className="font-semibold text-brand-600 underline" href={adminPaths.signIn}>
            {t.restart}
          </a>
        </p>
      </AdminPage>
    </div>
  );
}
