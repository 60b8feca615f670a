import { Link } from "react-router";
import { adminError, adminServices, requireUser } from "../../../server/auth/guard.server";
import { chosenFilters, filterQuery, parseCursor, parseLeadFilter } from "../../../server/leads/inbox-filter.server";
import { AdminPage, AdminTable, Field, SelectField, SubmitButton } from "../../admin/components/ui";
import { formatDateTime } from "../../admin/format.server";
import { leadStatuses } from "../../admin/lead-status";
import { roleAllows } from "../../admin/navigation";
import { adminPaths, leadPath } from "../../admin/paths";
import { contactTopics } from "../../forms/contact-schema";
import { languages } from "../../site/pages";
import type { Route } from "./+types/leads";

/**
 * The inbox: a GET form of filters (so a filtered view is a link), 50 leads a page, newest first.
 * A page with search words is written to the audit log with them.
 */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang, user } = await requireUser(args);
  const params = new URL(args.request.url).searchParams;
  const parsed = parseLeadFilter(params);
  if (!parsed.ok) throw adminError(400, lang, "badRequest");
  const after = parseCursor(params.get("after"));
  const { leads: inbox, audit } = adminServices(args.context);
  const { leads, next } = await inbox.page(parsed.filter, { after });
  // A search is a look for someone: who searched for what is logged, words and all.
  if (parsed.fields.q) {
    await audit.record({
      actor: { id: user.id, email: user.email },
      action: "leads.search",
      details: { ...chosenFilters(parsed.fields), shown: leads.length, ...(after ? { after } : {}) },
    });
  }
  const tl = t.leads;
  return {
    t: tl,
    fields: parsed.fields,
    filtered: filterQuery(parsed.fields) !== "",
    deep: after !== undefined,
    newestHref: `${adminPaths.leads}${filterQuery(parsed.fields)}`,
    olderHref: next ? `${adminPaths.leads}${filterQuery(parsed.fields, { after: String(next) })}` : undefined,
    exportHref: roleAllows(user.role, "admin") ? `${adminPaths.leadsExport}${filterQuery(parsed.fields)}` : undefined,
    choices: {
      status: leadStatuses.map((value) => ({ value, label: tl.statuses[value] })),
      topic: contactTopics.map((value) => ({ value, label: tl.topics[value] })),
      lang: languages.map((value) => ({ value, label: tl.languages[value] })),
    },
    leads: leads.map((lead) => ({
      id: lead.id,
      href: leadPath(lead.id),
      received: formatDateTime(lead.createdAt.toISOString(), lang),
      name: `${lead.firstName} ${lead.lastName}`,
      email: lead.email,
      company: lead.company ?? "",
      topic: tl.topics[lead.topic] ?? lead.topic,
      language: tl.languages[lead.lang],
      status: lead.status,
      statusLabel: tl.statuses[lead.status],
    })),
  };
}

const statusTone: Record<string, string> = {
  new: "bg-brand-50 text-brand-900 border-brand-200",
  spam: "bg-surface text-muted border-line",
};

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { t, fields, filtered, deep, leads, choices, newestHref, olderHref, exportHref } = loaderData;
  const link = "font-semibold text-brand-600 underline";
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-muted">{t.intro}</p>
      <details className="mt-6 max-w-4xl rounded-card border border-line bg-white p-5" open={filtered || undefined}>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-900 text-lg">
          {t.filtersTitle}
        </summary>
        <form method="get" action={adminPaths.leads} className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            name="status"
            label={t.status}
            options={choices.status}
            defaultValue={fields.status}
            any={t.any}
          />
          <SelectField name="topic" label={t.topic} options={choices.topic} defaultValue={fields.topic} any={t.any} />
          <SelectField name="lang" label={t.language} options={choices.lang} defaultValue={fields.lang} any={t.any} />
          <Field name="from" type="date" label={t.from} defaultValue={fields.from} />
          <Field name="to" type="date" label={t.to} defaultValue={fields.to} />
          <Field name="q" type="search" label={t.search} hint={t.searchHint} defaultValue={fields.q} />
          <div className="flex flex-wrap items-center gap-6 sm:col-span-2 lg:col-span-3">
            <SubmitButton>{t.apply}</SubmitButton>
            {filtered && (
              <Link className={`mt-6 ${link}`} to={adminPaths.leads}>
                {t.clear}
              </Link>
            )}
          </div>
        </form>
      </details>
      {exportHref && (
        <p className="mt-4">
          {/* A file, not a page: a plain link, so the router leaves it to the browser. */}
          <a className={link} href={exportHref} download>
            {t.export}
          </a>
          <span className="block text-muted text-sm">{t.exportHint}</span>
        </p>
      )}
      {leads.length === 0 ? (
        <p className="mt-6">{t.none}</p>
      ) : (
        <>
          <p className="mt-6 text-muted text-sm">{t.shown.replace("{count}", String(leads.length))}</p>
          <AdminTable label={t.title} columns={Object.values(t.columns)}>
            {leads.map((lead) => (
              <tr key={lead.id} className="border-line border-t">
                <td className="whitespace-nowrap px-4 py-3">{lead.received}</td>
                <td className="px-4 py-3">
                  <Link className={link} to={lead.href} aria-label={`${t.open} ${lead.name}, ${lead.received}`}>
                    {lead.name}
                  </Link>
                  <span className="block text-muted">{lead.email}</span>
                </td>
                <td className="px-4 py-3">{lead.company}</td>
                <td className="px-4 py-3">{lead.topic}</td>
                <td className="px-4 py-3">{lead.language}</td>
                <td className="px-4 py-3">
                  <span
                    className={`inline-block rounded-full border px-3 py-1 ${statusTone[lead.status] ?? "border-line bg-white text-ink"}`}
                  >
                    {lead.statusLabel}
                  </span>
                </td>
              </tr>
            ))}
          </AdminTable>
        </>
      )}
      <nav aria-label={t.title} className="mt-6 flex gap-6">
        {deep && (
          <Link className={link} to={newestHref}>
            {t.newest}
          </Link>
        )}
        {olderHref && (
          <Link className={link} to={olderHref}>
            {t.older}
          </Link>
        )}
      </nav>
    </AdminPage>
  );
}
