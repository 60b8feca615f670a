import { data } from "react-router";
import { z } from "zod";
import { adminError, adminServices, field, requireAction, requireUser } from "../../../server/auth/guard.server";
import type { Role } from "../../../server/db/db.server";
import {
  AdminPage,
  AdminTable,
  Field,
  Notice,
  Panel,
  PostForm,
  Problem,
  SelectField,
  SubmitButton,
} from "../../admin/components/ui";
import { formatDateTime } from "../../admin/format.server";
import { setupLink } from "../../admin/paths";
import { siteUrl } from "../../site/origin.server";
import type { Route } from "./+types/users";

const roles: Role[] = ["staff", "editor", "admin"];

export async function loader(args: Route.LoaderArgs) {
  const { t, user: me, lang } = await requireUser(args, "admin");
  const users = await adminServices(args.context).auth.listUsers();
  return {
    t: t.users,
    roleNames: t.chrome.roles,
    users: users.map((user) => ({
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

/** Add, disable or reset an account: admins only, never on one's own account. */
export async function action(args: Route.ActionArgs) {
  const { user: me, form, lang, t } = await requireAction(args, "admin");
  const { auth } = adminServices(args.context);
  const actor = { id: me.id, email: me.email };
  const intent = field(form, "intent");
  if (intent === "add") {
    const email = z.email().safeParse(field(form, "email"));
    const role = roles.find((each) => each === field(form, "role"));
    if (!email.success || !role) return data({ problem: t.users.invalidEmail }, { status: 400 });
    if (await auth.userByEmail(email.data)) return data({ problem: t.users.exists }, { status: 409 });
    const { setupToken } = await auth.createUser(email.data, role, actor);
    return { notice: t.users.created, link: setupLink(siteUrl, setupToken) };
  }
  const target = await auth.userById(Number(field(form, "id")));
  if (!target || target.id === me.id) throw adminError(400, lang, "badRequest");
  if (intent === "disable") {
    await auth.disableUser(target, actor);
    return { notice: t.users.disabled };
  }
  if (intent === "reset") {
    return { notice: t.users.resetDone, link: setupLink(siteUrl, await auth.resetUser(target, actor)) };
  }
  throw adminError(400, lang, "badRequest");
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { t, roleNames, users } = loaderData;
  const result = actionData && "notice" in actionData ? actionData : undefined;
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-muted">{t.intro}</p>
      {result && (
        <Notice>
          {result.notice}
          {result.link && (
            <>
              {" "}
              {t.linkIntro} <code className="block break-all pt-2 font-mono">{result.link}</code>
            </>
          )}
        </Notice>
      )}
      {problem && <Problem>{problem}</Problem>}
      <Panel id="add-title" title={t.addTitle}>
        <PostForm>
          <input type="hidden" name="intent" value="add" />
          <Field name="email" type="email" label={t.email} autoComplete="off" required />
          <SelectField
            name="role"
            label={t.role}
            options={roles.map((role) => ({ value: role, label: roleNames[role] }))}
          />
          <div>
            <SubmitButton>{t.add}</SubmitButton>
          </div>
        </PostForm>
      </Panel>
      <h2 className="mt-10 font-semibold text-brand-900 text-xl">{t.listTitle}</h2>
      <AdminTable label={t.listTitle} columns={Object.values(t.columns)}>
        {users.map((user) => (
          <tr key={user.id} className="border-line border-t">
            <td className="px-4 py-3">
              {user.email} {user.me && <span className="text-muted">({t.you})</span>}
            </td>
            <td className="px-4 py-3">{roleNames[user.role]}</td>
            <td className="px-4 py-3">{t.status[user.status]}</td>
            <td className="px-4 py-3">{user.totp ? t.totp.on : t.totp.off}</td>
            <td className="whitespace-nowrap px-4 py-3">{user.created}</td>
            <td className="px-4 py-3">
              {!user.me && (
                <div className="flex flex-wrap gap-2">
                  {(["reset", "disable"] as const)
                    .filter((intent) => intent === "reset" || user.status !== "disabled")
                    .map((intent) => (
                      <PostForm key={intent}>
                        <input type="hidden" name="id" value={user.id} />
                        <button
                          type="submit"
                          name="intent"
                          value={intent}
                          aria-label={`${t[intent]} – ${user.email}`}
                          className="min-h-11 rounded-full border border-brand-200 px-4 font-semibold text-brand-800 hover:border-brand-500"
                        >
                          {t[intent]}
                        </button>
                      </PostForm>
                    ))}
                </div>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
