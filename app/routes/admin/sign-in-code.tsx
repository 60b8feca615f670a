import { redirect } from "react-router";
import { adminServices, field, safeNext } from "../../../server/auth/guard.server";
import { AdminPage, Field, SubmitButton } from "../../admin/components/ui";
import { adminDictionaries } from "../../admin/content/dictionary.server";
import { adminPaths } from "../../admin/paths";
import type { Route } from "./+types/sign-in-code";

const restart = (done?: string) => redirect(done ? `${adminPaths.signIn}?done=${done}` : adminPaths.signIn);

/** The TOTP step: only with the pending session the password step just opened. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, cookie } = adminServices(context);
  const pendingId = cookie.read(request);
  const pending = pendingId ? await auth.session(pendingId, { pendingTotp: true }) : undefined;
  if (!pending) throw restart();
  return {
    t: adminDictionaries[pending.user.lang].signIn,
    next: safeNext(new URL(request.url).searchParams.get("next"), request),
  };
}

/** One try: a wrong or replayed code ends the pending session, and the person starts again. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, cookie } = adminServices(context);
  const form = await request.formData();
  const next = safeNext(field(form, "next"), request);
  const pendingId = cookie.read(request);
  const result = pendingId
    ? await auth.signInTotp(pendingId, field(form, "code"), context.clientIp ?? "unknown")
    : { kind: "failed" as const };
  if (result.kind !== "signedIn") throw restart("totpFailed");
  throw redirect(next, { headers: { "Set-Cookie": cookie.set(result.sessionId) } });
}

export default function SignInCode({ loaderData }: Route.ComponentProps) {
  const { t, next } = loaderData;
  return (
    <div className="max-w-md">
      <AdminPage title={t.totpTitle}>
        <p className="mt-2 text-muted">{t.totpIntro}</p>
        <form method="post" className="mt-4">
          <input type="hidden" name="next" value={next} />
          <Field
            name="code"
            label={t.code}
            hint={t.codeHint}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]{6}"
            required
          />
          <SubmitButton>{t.verify}</SubmitButton>
        </form>
        <p className="mt-6">
          <a className="font-semibold text-brand-600 underline" href={adminPaths.signIn}>
            {t.restart}
          </a>
        </p>
      </AdminPage>
    </div>
  );
}
