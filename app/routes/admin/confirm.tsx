import { data, redirect } from "react-router";
import { AdminPage, CodeField, Field, PostForm, Problem, SubmitButton } from "#app/admin/components/ui.tsx";
import { confirmForm } from "#common/admin/forms/sign-in.ts";
import { formValue, requireAction, requireUser, safeNext } from "#server/auth/guard.server.ts";
import { requestOf, service } from "#server/http/context.server.ts";
import type { Route } from "./+types/confirm";

/**
 * Re-authentication before a sensitive act: the password, and the code where TOTP is enrolled.
 * A plain form; on success the member goes back to `next` (a back-office path only). Any role may
 * be asked (an editor's new recovery codes), so any role confirms.
 */
export async function loader(args: Route.LoaderArgs) {
  const { t, user } = await requireUser(args, "member");
  return {
    t: t.accounts.reauth,
    email: user.email,
    totp: Boolean(user.totpSecret),
    next: safeNext(args.url.searchParams.get("next"), args.url),
  };
}

export async function action(args: Route.ActionArgs) {
  const { user, form, sessionId, lang } = await requireAction(args, "member");
  const { password, code, ...sent } = formValue(form, confirmForm, lang);
  const next = safeNext(sent.next, args.url);
  const confirmed = await service(args.context, "admin").auth.reauthenticate(sessionId, user, {
    password,
    code,
    ip: requestOf(args.context).clientIp,
  });
  if (confirmed) throw redirect(next);
  return data({ failed: true }, { status: 401 });
}

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t, email, totp, next } = loaderData;
  return (
    <div className="max-w-md">
      <AdminPage title={t.title}>
        <p className="mt-2 text-muted">{t.intro}</p>
        {actionData?.failed && <Problem id="confirm-error">{t.failed}</Problem>}
        <PostForm>
          <input type="hidden" name="next" value={next} />
          <input type="text" name="email" value={email} autoComplete="username" readOnly hidden />
          <Field
            name="password"
            type="password"
            label={t.password}
            autoComplete="current-password"
            required
            invalid={actionData?.failed}
            autoFocus={actionData?.failed}
          />
          {totp && <CodeField label={t.code} hint={t.codeHint} />}
          <SubmitButton>{t.submit}</SubmitButton>
        </PostForm>
        <p className="mt-6">
          <a className="font-semibold text-brand-600 underline" href={next}>
            {t.cancel}
          </a>
        </p>
      </AdminPage>
    </div>
  );
}
