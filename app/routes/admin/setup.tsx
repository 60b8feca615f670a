import { data, redirect } from "react-router";
import { AdminPage, CodeField, Field, Problem, SubmitButton } from "#app/admin/components/ui.tsx";
import { RecoveryCodes } from "#app/auth/recovery-codes.tsx";
import { TotpEnrolment } from "#app/auth/totp-enrolment.tsx";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { setupForm } from "#common/admin/forms/sign-in.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { formValue, visitorLang } from "#server/auth/guard.server.ts";
import { requestOf, service } from "#server/http/context.server.ts";
import type { Route } from "./+types/setup";

/** The one-time link from `npm run users -- add`: the token rides in the query, which no log line keeps. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const page = token ? await service(context, "admin").auth.setupPage(token) : undefined;
  if (!page) {
    const t = adminDictionaries[visitorLang(url)].setup;
    return data({ valid: false as const, t }, { status: 410 });
  }
  const { setup: t, staffProfile } = adminDictionaries[page.user.lang];
  const { email, role } = page.user;
  return { valid: true as const, t, staffProfile, token, email, role, enrolment: page.enrolment };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { token, firstName, password, confirm, code } = formValue(
    await request.formData(),
    setupForm,
    visitorLang(url),
  );
  const { auth, cookie } = service(context, "admin");
  // The first name visitors will book with (decision 031): asked before the link is used up.
  const page = await auth.setupPage(token);
  if (page && !firstName) return data({ problem: "firstName" as const }, { status: 400 });
  const result = await auth.completeSetup(
    token,
    { password, confirm, code },
    { ip: requestOf(context).clientIp, userAgent: request.headers.get("user-agent")?.slice(0, 512) ?? null },
  );
  if (result.kind === "done") {
    if (page) await service(context, "booking").store.setStaffProfile(page.user.id, { firstName }, new Date());
    // Signed in at once; with an authenticator, the recovery codes are shown here, once.
    const headers = { "Set-Cookie": cookie.set(result.sessionId) };
    if (!result.recoveryCodes) throw redirect(adminPaths.home, { headers });
    const { accounts } = adminDictionaries[result.user.lang];
    return data(
      { recoveryCodes: result.recoveryCodes, t: accounts.recovery, title: accounts.signIn.setupSignedIn },
      // Said outright: the loader, run after, finds the link spent (410), and an action's status wins.
      { status: 200, headers },
    );
  }
  if (result.kind === "invalidLink") return data({ problem: "invalid" as const }, { status: 410 });
  const problem = result.kind === "password" ? result.problem : result.kind;
  // The first name stays filled in; passwords are typed again.
  return data({ problem, firstName }, { status: 400 });
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "recoveryCodes" in actionData) {
    return (
      <AdminPage title={actionData.title}>
        <RecoveryCodes codes={actionData.recoveryCodes} t={actionData.t} continueHref={adminPaths.home} />
      </AdminPage>
    );
  }
  const problem = actionData?.problem;
  if (!loaderData.valid || problem === "invalid") {
    const { t } = loaderData;
    return (
      <AdminPage title={t.invalidTitle}>
        <p className="mt-4 max-w-2xl">{t.invalid}</p>
      </AdminPage>
    );
  }
  const { t, staffProfile, token, email, role, enrolment } = loaderData;
  const passwordRefused = (["tooShort", "common", "containsEmail", "containsCompany"] as const).some(
    (each) => each === problem,
  );
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-muted">
        {t.intro} <strong className="text-ink">{email}</strong>
      </p>
      {problem && (
        <Problem>{problem === "firstName" ? staffProfile.setupFirstNameMissing : t.problems[problem]}</Problem>
      )}
      <form method="post" className="mt-4">
        <input type="hidden" name="token" value={token} />
        <input type="text" name="email" value={email} autoComplete="username" readOnly hidden />
        <Field
          name="firstName"
          label={staffProfile.setupFirstName}
          hint={staffProfile.setupFirstNameHint}
          autoComplete="given-name"
          required
          invalid={problem === "firstName"}
          autoFocus={problem === "firstName"}
          defaultValue={actionData && "firstName" in actionData ? actionData.firstName : undefined}
        />
        <Field
          name="password"
          type="password"
          label={t.password}
          hint={t.passwordHint}
          autoComplete="new-password"
          required
          invalid={passwordRefused}
          autoFocus={passwordRefused}
        />
        <Field
          name="confirm"
          type="password"
          label={t.confirm}
          autoComplete="new-password"
          required
          invalid={problem === "mismatch"}
          autoFocus={problem === "mismatch"}
        />
        <fieldset className="mt-8 max-w-2xl rounded-card border border-line bg-white p-5">
          <legend className="px-1 font-semibold text-brand-900 text-lg">{t.totpTitle}</legend>
          <p>{role === "admin" ? t.totpRequired : t.totpOptional}</p>
          <p className="mt-2 text-muted">{t.totpSteps}</p>
          <TotpEnrolment enrolment={enrolment} t={t} />
          <CodeField
            label={t.code}
            hint={t.codeHint}
            required={role === "admin"}
            invalid={problem === "totpWrong" || problem === "totpRequired"}
          />
        </fieldset>
        <SubmitButton>{t.submit}</SubmitButton>
      </form>
    </AdminPage>
  );
}
