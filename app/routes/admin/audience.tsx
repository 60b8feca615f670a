import { AdminTable } from "#app/admin/components/table.tsx";
import { AdminPage, Panel } from "#app/admin/components/ui.tsx";
import { audienceText } from "#common/admin/content/audience.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { formatMessage } from "#common/site/message.ts";
import { requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/audience";

/** The newsletter's confirmed list and the webinars' registrants, for admins, with their CSV files. */
export async function loader(args: Route.LoaderArgs) {
  const { lang, t } = await requireUser(args, "admin");
  const { newsletter } = service(args.context, "newsletter");
  const registrations = service(args.context, "registrations");
  const confirmed = (await newsletter.confirmed()).length;
  const suppressions = await newsletter.suppressions();
  const titles = await registrations.webinarTitles();
  const registrants = (await registrations.registrants()).map((r) => ({
    id: r.id,
    webinar: titles.get(r.webinarId) ?? r.webinarId,
    name: r.name,
    email: r.email,
    firm: r.firm,
    language: t.leads.languages[r.lang],
  }));
  return { t: audienceText[lang], lang, confirmed, suppressions, registrants };
}

export default function Audience({ loaderData }: Route.ComponentProps) {
  const { t, lang, confirmed, suppressions, registrants } = loaderData;
  const link =
    "mt-4 inline-flex min-h-11 items-center rounded-full border border-brand-200 px-5 font-semibold text-brand-800 hover:border-brand-500";
  const c = t.columns;
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 max-w-3xl text-muted">{t.intro}</p>
      <Panel id="newsletter-title" title={t.newsletter.title}>
        <p>{formatMessage(t.newsletter.confirmed, lang, { count: confirmed })}</p>
        <a href={adminPaths.newsletterExport} className={link} download>
          {t.newsletter.export}
        </a>
        <h3 className="mt-6 font-semibold text-brand-900">{t.newsletter.suppressions.title}</h3>
        <AdminTable
          label={t.newsletter.suppressions.title}
          columns={[t.newsletter.suppressions.reason, t.newsletter.suppressions.count]}
        >
          {(["unsubscribed", "erased", "refused"] as const).map((reason) => (
            <tr key={reason} className="border-line border-t">
              <th scope="row" className="px-4 py-3 text-left font-normal">
                {t.newsletter.suppressions.reasons[reason]}
              </th>
              <td className="px-4 py-3">{suppressions[reason]}</td>
            </tr>
          ))}
        </AdminTable>
      </Panel>
      <Panel id="registrants-title" title={t.webinars.title}>
        {registrants.length === 0 && <p>{t.webinars.none}</p>}
        {registrants.length > 0 && (
          <>
            <p>{formatMessage(t.webinars.count, lang, { count: registrants.length })}</p>
            <AdminTable label={t.webinars.title} columns={[c.webinar, c.name, c.email, c.firm, c.language]}>
              {registrants.map((r) => (
                <tr key={r.id} className="border-line border-t">
                  <td className="px-4 py-3">{r.webinar}</td>
                  <td className="px-4 py-3">{r.name}</td>
                  <td className="px-4 py-3">{r.email}</td>
                  <td className="px-4 py-3">{r.firm}</td>
                  <td className="px-4 py-3">{r.language}</td>
                </tr>
              ))}
            </AdminTable>
            <a href={adminPaths.registrantsExport} className={link} download>
              {t.webinars.export}
            </a>
          </>
        )}
      </Panel>
    </AdminPage>
  );
}
