import { Link } from "react-router";
import { AdminTable } from "#app/admin/components/table.tsx";
import { AdminPage } from "#app/admin/components/ui.tsx";
import { newsletterIssuesText } from "#common/admin/content/newsletter-issues.ts";
import { formatDateTime } from "#common/admin/format.server.ts";
import { adminPaths, newsletterIssuePath } from "#common/admin/paths.ts";
import { formatMessage } from "#common/site/message.ts";
import { requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/newsletter";

/** The newsletter's issues, newest first, with their state, when they go or went, and how many were sent. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireUser(args, "editor");
  const { issues } = service(args.context, "newsletter");
  const t = newsletterIssuesText[lang];
  const list = await issues.list();
  return {
    t,
    issues: await Promise.all(
      list.map(async (issue) => {
        const when = issue.queuedAt ?? issue.scheduledAt;
        const counts =
          issue.state === "draft" || issue.state === "scheduled" ? undefined : await issues.counts(issue.id);
        return {
          id: issue.id,
          subject: issue.subject,
          language: t.languages[issue.lang],
          state: t.states[issue.state],
          held: counts?.held ? formatMessage(t.heldCopies, lang, { count: counts.held }) : "",
          when: when ? formatDateTime(when, lang) : "",
          counts: counts ? formatMessage(t.countsLine, lang, { sent: counts.sent, recipients: counts.recipients }) : "",
        };
      }),
    ),
  };
}

export default function Newsletter({ loaderData: { t, issues } }: Route.ComponentProps) {
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 max-w-3xl text-muted">{t.intro}</p>
      <p className="mt-4">
        <Link
          to={adminPaths.newsletterNew}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          {t.newIssue}
        </Link>
      </p>
      {issues.length === 0 ? (
        <p className="mt-6 text-muted">{t.none}</p>
      ) : (
        <AdminTable label={t.title} columns={Object.values(t.columns)}>
          {issues.map((issue) => (
            <tr key={issue.id} className="border-line border-t">
              <th scope="row" className="px-4 py-3 text-left font-normal">
                <Link to={newsletterIssuePath(issue.id)} className="font-semibold text-brand-700 underline">
                  {issue.subject}
                </Link>
              </th>
              <td className="px-4 py-3">{issue.language}</td>
              <td className="px-4 py-3">
                {issue.state}
                {issue.held && <span className="block">{issue.held}</span>}
              </td>
              <td className="px-4 py-3">{issue.when}</td>
              <td className="px-4 py-3">{issue.counts}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminPage>
  );
}
