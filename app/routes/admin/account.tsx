import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { data, redirect } from "react-router";
import { AdminTable } from "#app/admin/components/table.tsx";
import {
  AdminPage,
  Checkbox,
  CodeField,
  ErrorSummary,
  Field,
  Panel,
  type PanelAnswer,
  PostForm,
  Problem,
  panelForms,
  SelectField,
  SubmitButton,
} from "#app/admin/components/ui.tsx";
import { RecoveryCodes, recoveryCodesId } from "#app/auth/recovery-codes.tsx";
import { TotpEnrolment } from "#app/auth/totp-enrolment.tsx";
import type { AdminDictionary } from "#common/admin/content/types.ts";
import { formatDateTime } from "#common/admin/format.server.ts";
import { accountForm, passwordFields } from "#common/admin/forms/account.ts";
import { refusedFields } from "#common/admin/forms/refusal.ts";
import { roleAllows } from "#common/admin/navigation.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { formatMessage } from "#common/site/message.ts";
import { type Lang, languages } from "#common/site/pages.ts";
import type { NewPasswordProblem, OpenSession } from "#server/auth/auth.server.ts";
import { describeDevice, sameNetwork, shownAddress } from "#server/auth/devices.server.ts";
import { adminError, requireAction, requireRecentAuth, requireUser, submissionOf } from "#server/auth/guard.server.ts";
import { requestOf, service } from "#server/http/context.server.ts";
import type { Route } from "./+types/account";

/** Each panel's heading, where its forms post and its answers show (decision 049). */
const panels = {
  language: "language-title",
  password: "password-title",
  totp: "totp-title",
  recovery: "recovery-title",
  sales: "sales-title",
  assignment: "assignment-title",
  weekly: "weekly-title",
  sessions: "sessions-title",
} as const;
type PanelId = (typeof panels)[keyof typeof panels];
/** What a save says, and the panel it says it in (the one its form posted to). */
function answerOf(url: URL, t: AdminDictionary, lang: Lang): PanelAnswer<PanelId> | undefined {
  const done = url.searchParams.get("done");
  if (done === "saved") return { panel: panels.language, notice: t.account.saved };
  if (done === "passwordChanged") {
    const count = url.searchParams.get("count") ?? "0";
    return { panel: panels.password, notice: formatMessage(t.account.password.changed, lang, { count }) };
  }
  if (done === "weeklySaved") return { panel: panels.weekly, notice: t.analyticsPaths.weekly.saved };
  if (done === "preferencesSaved" || done === "assignmentSaved") {
    return { panel: done === "preferencesSaved" ? panels.sales : panels.assignment, notice: t.sales[done] };
  }
  if (done === "ended" || done === "gone" || done === "endedOthers") {
    const count = url.searchParams.get("count") ?? "0";
    return { panel: panels.sessions, notice: formatMessage(t.accounts.sessions[done], lang, { count }) };
  }
  return undefined;
}

/** A session as its owner reads it: device and browser in words, times on the team's clock, the network. */
function sessionRow(session: OpenSession, clientIp: string, lang: Lang, t: AdminDictionary["accounts"]["sessions"]) {
  const { browser, os } = describeDevice(session.userAgent);
  const place = !session.ip
    ? t.unknownPlace
    : sameNetwork(session.ip, clientIp)
      ? t.thisNetwork
      : formatMessage(t.otherNetwork, lang, { ip: shownAddress(session.ip) });
  return {
    id: session.idHash,
    device: formatMessage(t.device, lang, { browser: browser ?? t.unknownBrowser, os: os ?? t.unknownOs }),
    started: formatDateTime(session.createdAt, lang),
    lastUsed: formatDateTime(session.lastSeenAt, lang),
    place,
    current: session.current,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { t, user, sessionId, lang } = await requireUser(args, "member");
  const { auth } = service(args.context, "admin");
  const clientIp = requestOf(args.context).clientIp;
  const sessions = (await auth.sessionsOf(user, sessionId)).map((each) =>
    sessionRow(each, clientIp, lang, t.accounts.sessions),
  );
  const sales = service(args.context, "sales");
  // An editor works on resources only: no leads' digest, turn or analytics report to choose.
  const worksLeads = roleAllows(user.role, "staff");
  const reports = worksLeads ? service(args.context, "analytics").reports : undefined;
  return {
    ts: t.sales,
    preferences: worksLeads ? await sales.preferences(user.id) : undefined,
    assignment: user.role === "admin" ? await sales.contactAssignment() : undefined,
    t: t.account,
    weekly: t.analyticsPaths.weekly,
    weeklyOn: reports ? await reports.isSubscribed(user.id) : undefined,
    setupT: t.setup,
    languageNames: t.chrome.languages,
    email: user.email,
    passwordHint: t.setup.passwordHint,
    lang: user.lang,
    totpOn: Boolean(user.totpSecret),
    enrolment: user.totpSecret ? undefined : await auth.totpEnrolment(user),
    answer: answerOf(args.url, t, lang),
    ta: t.accounts,
    sessions,
    recoveryLeft: user.totpSecret ? await auth.recoveryCodesLeft(user) : undefined,
  };
}

/** Language, password, TOTP enrolment, and "sign out everywhere": one form each, told apart by `intent`. */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireAction(args, "member");
  const { user, form, lang, sessionId, t } = signedIn;
  const { auth, cookie } = service(args.context, "admin");
  const submission = submissionOf(form, accountForm, lang, []);
  if (submission.status !== "success") throw adminError(400, lang, "badRequest");
  const sent = submission.value;
  switch (sent.intent) {
    case "language":
      await auth.setLanguage(user, sent.lang);
      throw redirect(`${adminPaths.account}?done=saved`);
    case "password": {
      // The current password is the proof asked here: a stolen session without it changes nothing.
      const { current, password, confirm } = sent;
      const changed = await auth.changePassword(sessionId, user, {
        current,
        password,
        confirm,
        ip: requestOf(args.context).clientIp,
      });
      if (changed.kind === "done") throw redirect(`${adminPaths.account}?done=passwordChanged&count=${changed.ended}`);
      const words = t.account.password;
      const messages = (problems: NewPasswordProblem[]) =>
        problems.map((problem) => (problem === "same" ? words.same : t.setup.problems[problem]));
      const rules = changed.problems.filter((each) => each !== "mismatch");
      // Each field to blame, and everything wrong with it (issue 52); the passwords are never sent back.
      const fieldErrors: Record<string, string[]> = {
        ...(changed.current ? { current: [words.currentWrong] } : {}),
        ...(rules.length > 0 ? { password: messages(rules) } : {}),
        ...(changed.problems.includes("mismatch") ? { confirm: [t.setup.problems.mismatch] } : {}),
      };
      return data({ password: submission.reply({ fieldErrors, hideFields: [...passwordFields] }) }, { status: 400 });
    }
    case "totp":
      // A new authenticator and its recovery codes would let a stolen session keep the account: the
      // password (and code) again first.
      requireRecentAuth(args, signedIn);
      // The recovery codes are shown once, in this answer, never stored in a form the browser could keep.
      if (await auth.confirmTotp(user, sent.code)) return { recoveryCodes: await auth.newRecoveryCodes(user) };
      return data({ totpWrong: true }, { status: 400 });
    case "recoveryCodes":
      if (!user.totpSecret) break;
      requireRecentAuth(args, signedIn);
      return { recoveryCodes: await auth.newRecoveryCodes(user) };
    case "endSession": {
      const ended = await auth.endSession(user, sent.session, { id: user.id, email: user.email });
      throw redirect(`${adminPaths.account}?done=${ended ? "ended" : "gone"}`);
    }
    case "endOthers": {
      const count = await auth.endOtherSessions(user, sessionId);
      throw redirect(`${adminPaths.account}?done=endedOthers&count=${count}`);
    }
    case "weeklyReport": {
      if (!roleAllows(user.role, "staff")) break;
      const on = sent.weekly;
      await service(args.context, "analytics").reports.set(user.id, on, new Date());
      await service(args.context, "admin").audit.record({
        actor: { id: user.id, email: user.email },
        action: "account.weekly_report",
        details: { on },
      });
      throw redirect(`${adminPaths.account}?done=weeklySaved`);
    }
    case "signOutEverywhere":
      await auth.signOutEverywhere(user);
      throw redirect(`${adminPaths.signIn}?done=signedOut`, { headers: { "Set-Cookie": cookie.clear() } });
    case "salesPreferences":
      if (!roleAllows(user.role, "staff")) break;
      await service(args.context, "sales").setPreferences(user.id, {
        digest: sent.digest,
        roundRobin: sent.roundRobin,
      });
      throw redirect(`${adminPaths.account}?done=preferencesSaved`);
    case "contactAssignment":
      if (user.role !== "admin") break;
      await service(args.context, "sales").setContactAssignment(sent.mode, {
        id: user.id,
        email: user.email,
        role: user.role,
      });
      throw redirect(`${adminPaths.account}?done=assignmentSaved`);
  }
  throw adminError(400, lang, "badRequest");
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const {
    t,
    weekly,
    weeklyOn,
    setupT,
    languageNames,
    email,
    passwordHint,
    lang,
    totpOn,
    enrolment,
    answer,
    ts,
    preferences,
    assignment,
    ta,
    sessions,
    recoveryLeft,
  } = loaderData;
  const totpWrong = actionData && "totpWrong" in actionData;
  const passwordReply = actionData && "password" in actionData ? actionData.password : undefined;
  const recoveryCodes = actionData && "recoveryCodes" in actionData ? actionData.recoveryCodes : undefined;
  const { actionOf, answerIn } = panelForms<PanelId | typeof recoveryCodesId>(adminPaths.account, [answer]);
  const columns = ta.sessions.columns;
  return (
    <AdminPage title={t.title}>
      <Panel id={panels.language} title={t.languageTitle}>
        {answerIn(panels.language)}
        <PostForm action={actionOf(panels.language)}>
          <input type="hidden" name="intent" value="language" />
          <SelectField
            name="lang"
            label={t.language}
            defaultValue={lang}
            options={languages.map((each) => ({ value: each, label: languageNames[each], lang: each }))}
            className="mt-4"
            labelClassName="block font-semibold"
            controlClassName="mt-2 min-h-11 rounded-md border border-muted bg-white px-3"
          />
          <div>
            <SubmitButton>{t.save}</SubmitButton>
          </div>
        </PostForm>
      </Panel>
      <PasswordPanel
        t={t.password}
        email={email}
        hint={passwordHint}
        reply={passwordReply}
        action={actionOf(panels.password)}
        answer={answerIn(panels.password)}
      />
      <Panel id={panels.totp} title={t.totpTitle}>
        <p className="mt-2">{totpOn ? t.totpOn : t.totpOff}</p>
        {enrolment && (
          // A wrong code comes back here: the field focuses itself, which brings it into view.
          <PostForm action={actionOf(recoveryCodesId)}>
            <input type="hidden" name="intent" value="totp" />
            <p className="mt-4 text-muted">{t.enrolIntro}</p>
            {totpWrong && <Problem>{t.totpWrong}</Problem>}
            <TotpEnrolment enrolment={enrolment} t={setupT} />
            <CodeField label={setupT.code} hint={setupT.codeHint} invalid={totpWrong} />
            <SubmitButton>{t.confirm}</SubmitButton>
          </PostForm>
        )}
      </Panel>
      {recoveryCodes && <RecoveryCodes codes={recoveryCodes} t={ta.recovery} continueHref={adminPaths.account} />}
      {recoveryLeft !== undefined && (
        <Panel id={panels.recovery} title={ta.recovery.title}>
          <p className="mt-2">{ta.recovery.intro}</p>
          <p className="mt-2 font-semibold">{formatMessage(ta.recovery.left, lang, { count: recoveryLeft })}</p>
          <PostForm action={actionOf(recoveryCodesId)}>
            <SubmitButton name="intent" value="recoveryCodes">
              {ta.recovery.regenerate}
            </SubmitButton>
          </PostForm>
        </Panel>
      )}
      {preferences && (
        <Panel id={panels.sales} title={ts.preferencesTitle}>
          {answerIn(panels.sales)}
          <PostForm action={actionOf(panels.sales)}>
            <input type="hidden" name="intent" value="salesPreferences" />
            <Checkbox name="digest" label={ts.digest} hint={ts.digestHint} checked={preferences.digest} />
            <Checkbox
              name="roundRobin"
              label={ts.roundRobin}
              hint={ts.roundRobinHint}
              checked={preferences.roundRobin}
            />
            <SubmitButton>{ts.savePreferences}</SubmitButton>
          </PostForm>
        </Panel>
      )}
      {assignment && (
        <Panel id={panels.assignment} title={ts.assignmentTitle}>
          {answerIn(panels.assignment)}
          <PostForm action={actionOf(panels.assignment)}>
            <input type="hidden" name="intent" value="contactAssignment" />
            <fieldset className="mt-4">
              <legend className="font-semibold text-brand-900">{ts.assignmentIntro}</legend>
              {(["queue", "round-robin"] as const).map((mode) => (
                <label key={mode} className="mt-2 flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="mode"
                    value={mode}
                    defaultChecked={assignment === mode}
                    className="size-5"
                  />
                  {mode === "queue" ? ts.assignmentQueue : ts.assignmentRoundRobin}
                </label>
              ))}
            </fieldset>
            <SubmitButton>{ts.saveAssignment}</SubmitButton>
          </PostForm>
        </Panel>
      )}
      {weeklyOn !== undefined && (
        <Panel id={panels.weekly} title={weekly.legend}>
          {answerIn(panels.weekly)}
          <PostForm action={actionOf(panels.weekly)}>
            <input type="hidden" name="intent" value="weeklyReport" />
            <Checkbox name="weekly" label={weekly.label} hint={weekly.hint} checked={weeklyOn} />
            <SubmitButton>{weekly.save}</SubmitButton>
          </PostForm>
        </Panel>
      )}
      <Panel id={panels.sessions} title={ta.sessions.title}>
        {answerIn(panels.sessions)}
        <p className="mt-2">{ta.sessions.intro}</p>
        <AdminTable label={ta.sessions.label} columns={Object.values(columns)} stacked>
          {sessions.map((session) => (
            <tr key={session.id} className="border-line border-t">
              <td className="px-4 py-3">
                {session.device}
                {session.current && <strong className="block text-brand-800">{ta.sessions.current}</strong>}
              </td>
              <td data-label={columns.started} className="whitespace-nowrap px-4 py-3">
                {session.started}
              </td>
              <td data-label={columns.lastUsed} className="whitespace-nowrap px-4 py-3">
                {session.lastUsed}
              </td>
              <td data-label={columns.place} className="px-4 py-3">
                {session.place}
              </td>
              <td className="px-4 py-3">
                {!session.current && (
                  <PostForm action={actionOf(panels.sessions)}>
                    <input type="hidden" name="session" value={session.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="endSession"
                      aria-label={`${ta.sessions.end} – ${session.device}, ${session.lastUsed}`}
                      className="min-h-11 rounded-full border border-brand-200 px-4 font-semibold text-brand-800 hover:border-brand-500"
                    >
                      {ta.sessions.end}
                    </button>
                  </PostForm>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
        {sessions.length > 1 && (
          <PostForm action={actionOf(panels.sessions)}>
            <SubmitButton name="intent" value="endOthers">
              {ta.sessions.endOthers}
            </SubmitButton>
          </PostForm>
        )}
        <p className="mt-6">{t.sessionsIntro}</p>
        <PostForm>
          <SubmitButton name="intent" value="signOutEverywhere">
            {t.signOutEverywhere}
          </SubmitButton>
        </PostForm>
      </Panel>
    </AdminPage>
  );
}

/**
 * The member's own password: the current one, a new one and its confirmation. A refusal names
 * everything wrong at once, in a summary linked to the fields; passwords are never sent back, so all
 * are typed again.
 */
function PasswordPanel({
  t,
  email,
  hint,
  reply,
  action,
  answer,
}: {
  t: AdminDictionary["account"]["password"];
  email: string;
  hint: string;
  reply?: SubmissionResult;
  action: string;
  answer: ReactNode;
}) {
  const labels = { current: t.current, password: t.next, confirm: t.confirm };
  // Every message in the summary, each linked to its field; under a field, all of its own.
  const { summary, messageOf } = refusedFields(reply, labels, (name) => `password-${name}`);
  const field = (name: keyof typeof labels, autoComplete: string, fieldHint?: string) => (
    <Field
      id={`password-${name}`}
      name={name}
      type="password"
      label={labels[name]}
      hint={fieldHint}
      error={messageOf(name)}
      autoComplete={autoComplete}
      required
    />
  );
  return (
    <Panel id={panels.password} title={t.title}>
      {answer}
      {summary.length > 0 && <ErrorSummary title={t.refused} errors={summary} />}
      <p className="mt-2">{t.intro}</p>
      <PostForm action={action}>
        <input type="hidden" name="intent" value="password" />
        {/* Password managers file the new password under this address. */}
        <input type="text" name="email" value={email} autoComplete="username" readOnly hidden />
        {field("current", "current-password")}
        {field("password", "new-password", hint)}
        {field("confirm", "new-password")}
        <SubmitButton>{t.submit}</SubmitButton>
      </PostForm>
    </Panel>
  );
}
