import { data } from "react-router";
import { AdminTable } from "#app/admin/components/table.tsx";
import {
  AdminPage,
  ErrorSummary,
  Field,
  ItemButton,
  Panel,
  PostForm,
  panelForms,
  SelectField,
  SubmitButton,
} from "#app/admin/components/ui.tsx";
import { formatDateTime } from "#common/admin/format.server.ts";
import { refusedFields } from "#common/admin/forms/refusal.ts";
import { addFields, usersForm } from "#common/admin/forms/users.ts";
import { adminPaths, setupLink } from "#common/admin/paths.ts";
import { roles } from "#common/admin/roles.ts";
import { formatMessage } from "#common/site/message.ts";
import { siteUrl } from "#common/site/origin.server.ts";
import { adminError, requireAction, requireRecentAuth, requireUser, submissionOf } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/users";

/** The form that adds an account, and each account's cell of buttons: the panels their forms answer in. */
const addId = "add-title";
const actionsId = (id: number) => `user-${id}-actions` as const;

export async function loader(args: Route.LoaderArgs) {
  const { t, user: me, lang } = await requireUser(args, "admin");
  const { auth } = service(args.context, "admin");
  const users = await auth.listUsers();
  const extras = await Promise.all(
    users.map(async (user) => ({
      lockedUntil: await auth.accountLockedUntil(user),
      sessions: (await auth.sessionsOf(user)).length,
    })),
  );
  return {
    t: t.users,
    ta: t.accounts.users,
    roleNames: t.chrome.roles,
    users: users.map((user, index) => ({
      sessions: extras[index]?.sessions ?? 0,
      locked: extras[index]?.lockedUntil
        ? formatMessage(t.accounts.users.locked, lang, { time: formatDateTime(extras[index].lockedUntil, lang) })
        : undefined,
      id: user.id,
      email: user.email,
      role: user.role,
      status: user.disabledAt ? ("disabled" as const) : user.passwordHash ? ("active" as const) : ("pending" as const),
      totp: Boolean(user.totpSecret),
      created: formatDateTime(user.createdAt, lang),
      me: user.id === me.id,
    })),
  };
}

/**
 * Add, disable, reset, unlock an account, change its role or end its sessions: admins only, never on
 * one's own account. Adding, disabling, resetting and a role change need a recent password (and code).
 */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireAction(args, "admin");
  const { user: me, form, lang, t } = signedIn;
  const { auth } = service(args.context, "admin");
  const actor = { id: me.id, email: me.email };
  // Only the new account's address can be typed wrong: the other fields are the page's own.
  const submission = submissionOf(form, usersForm(t.users), lang, addFields);
  if (submission.status !== "success") {
    requireRecentAuth(args, signedIn);
    return data({ panel: addId, refused: submission.reply() }, { status: 400 });
  }
  const sent = submission.value;
  if (sent.intent === "add") {
    // A new account outlives the session that made it: a stolen session must not leave one behind.
    requireRecentAuth(args, signedIn);
    if (await auth.userByEmail(sent.email)) return data({ panel: addId, problem: t.users.exists }, { status: 409 });
    const { setupToken } = await auth.createUser(sent.email, sent.role, actor);
    return { panel: addId, notice: t.users.created, link: setupLink(siteUrl, setupToken) };
  }
  const target = await auth.userById(sent.id);
  if (!target || target.id === me.id) throw adminError(400, lang, "badRequest");
  const panel = actionsId(target.id);
  switch (sent.intent) {
    case "unlock":
      await auth.liftLocks(target, actor);
      return { panel, notice: t.accounts.users.unlocked };
    case "endSessions":
      await auth.endSessionsOf(target, actor);
      return { panel, notice: t.accounts.users.sessionsEnded };
  }
  requireRecentAuth(args, signedIn);
  switch (sent.intent) {
    case "role":
      if (sent.role === target.role) throw adminError(400, lang, "badRequest");
      await auth.changeRole(target, sent.role, actor);
      return { panel, notice: t.accounts.users.roleChanged };
    case "disable":
      await auth.disableUser(target, actor);
      return { panel, notice: t.users.disabled };
    case "reset":
      return { panel, notice: t.users.resetDone, link: setupLink(siteUrl, await auth.resetUser(target, actor)) };
  }
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { t, ta, roleNames, users } = loaderData;
  const link = actionData && "link" in actionData ? actionData.link : undefined;
  const refused = actionData && "refused" in actionData ? actionData.refused : undefined;
  const { summary, messageOf, typed } = refusedFields(refused, { email: t.email });
  const { actionOf, answerIn } = panelForms(adminPaths.users, [
    actionData && !("refused" in actionData)
      ? {
          ...actionData,
          more: link && (
            <>
              {" "}
              {t.linkIntro} <code className="block break-all pt-2 font-mono">{link}</code>
            </>
          ),
        }
      : undefined,
  ]);
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-muted">{t.intro}</p>
      <Panel id={addId} title={t.addTitle}>
        {answerIn(addId)}
        {summary.length > 0 && <ErrorSummary title={t.refused} errors={summary} />}
        <PostForm action={actionOf(addId)}>
          <input type="hidden" name="intent" value="add" />
          <Field
            name="email"
            type="email"
            label={t.email}
            autoComplete="off"
            required
            defaultValue={typed("email")}
            error={messageOf("email")}
          />
          <SelectField
            name="role"
            label={t.role}
            defaultValue={typed("role")}
            options={roles.map((role) => ({ value: role, label: roleNames[role] }))}
          />
          <div>
            <SubmitButton>{t.add}</SubmitButton>
          </div>
        </PostForm>
      </Panel>
      <h2 className="mt-10 font-semibold text-brand-900 text-xl">{t.listTitle}</h2>
      <AdminTable
        label={t.listTitle}
        columns={[...Object.values(t.columns).slice(0, -1), ta.sessions, t.columns.actions]}
      >
        {users.map((user) => (
          <tr key={user.id} className="border-line border-t">
            <td className="px-4 py-3">
              {user.email} {user.me && <span className="text-muted">({t.you})</span>}
            </td>
            <td className="px-4 py-3">{roleNames[user.role]}</td>
            <td className="px-4 py-3">
              {t.status[user.status]}
              {user.locked && <span className="block font-semibold text-accent-700">{user.locked}</span>}
            </td>
            <td className="px-4 py-3">{user.totp ? t.totp.on : t.totp.off}</td>
            <td className="whitespace-nowrap px-4 py-3">{user.created}</td>
            <td className="px-4 py-3">{user.sessions}</td>
            <td id={actionsId(user.id)} className="px-4 py-3">
              {!user.me && (
                <div className="flex flex-wrap gap-2">
                  {(["reset", "disable", "role", "unlock", "endSessions"] as const)
                    .filter((intent) => intent !== "disable" || user.status !== "disabled")
                    .filter((intent) => intent !== "unlock" || user.locked)
                    .filter((intent) => intent !== "endSessions" || user.sessions > 0)
                    .map((intent) => {
                      const otherRole = user.role === "admin" ? "staff" : "admin";
                      const label =
                        intent === "role"
                          ? ta.makeRole[otherRole]
                          : intent === "reset" || intent === "disable"
                            ? t[intent]
                            : ta[intent];
                      return (
                        <ItemButton
                          key={intent}
                          action={actionOf(actionsId(user.id))}
                          intent={intent}
                          keyValue={user.id}
                          fields={intent === "role" ? { role: otherRole } : undefined}
                          label={label}
                          ariaLabel={`${label} – ${user.email}`}
                        />
                      );
                    })}
                </div>
              )}
              {answerIn(actionsId(user.id))}
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
