import { Link } from "react-router";
import { AdminPage, CsrfField, Field, SelectField, SubmitButton } from "#app/admin/components/ui.tsx";
import { useDocumentLang } from "#app/hooks/use-lang.ts";
import { Overdue } from "#app/leads/overdue.tsx";
import { formatDateTime, formatDay } from "#common/admin/format.server.ts";
import { leadStatuses } from "#common/admin/lead-status.ts";
import { memberLabels } from "#common/admin/member-names.ts";
import { roleAllows } from "#common/admin/navigation.ts";
import { adminPaths, leadPath } from "#common/admin/paths.ts";
import { leadTopics } from "#common/forms/contact-schema.ts";
import { siteDay } from "#common/site/day.ts";
import { formatMessage } from "#common/site/message.ts";
import { languages } from "#common/site/pages.ts";
import { adminError, requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import { chosenFilters, filterQuery, parseCursor } from "#server/leads/inbox-filter.server.ts";
import { inboxViews, parseInboxView, viewQuery } from "#server/sales/inbox-view.server.ts";
import type { Route } from "./+types/leads";

/**
 * The inbox: a view (my leads by default, due today, unassigned, everyone's), each a plain link; a
 * GET form of filters with the search box always in sight; counts per status; 50 leads a page,
 * newest first, each with its status and a form to change it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang, user } = await requireUser(args);
  const { url } = args;
  const now = new Date();
  const parsed = parseInboxView(url.searchParams, user.id, now);
  if (!parsed) throw adminError(400, lang, "badRequest");
  const { view, filter, fields, query } = parsed;
  const after = parseCursor(url.searchParams.get("after"));
  const { leads: inbox, audit } = service(args.context, "admin");
  const [{ leads, next }, counts, members] = await Promise.all([
    inbox.page(filter, { after, readerId: user.id }),
    // The view's own counts, whatever the filters: a broad search or a topic would make the page
    // count tens of thousands of leads at every visit (decision 030).
    inbox.counts({ owner: filter.owner, dueBy: filter.dueBy }),
    service(args.context, "sales").members(),
  ]);
  // Owners by name (issue 46); one no longer active by the address the lead kept.
  const ownerNames = new Map(memberLabels(members).map((member) => [member.id, member.label]));
  // A search is a look for someone: who searched for what is logged, words and all.
  if (fields.q) {
    await audit.record({
      actor: { id: user.id, email: user.email },
      action: "leads.search",
      details: { ...chosenFilters(fields), shown: leads.length, ...(after ? { after } : {}) },
    });
  }
  const tl = t.leads;
  const ts = t.sales;
  const today = siteDay(now);
  const withStatus = (status: string) =>
    `${adminPaths.leads}${filterQuery({ ...fields, status }, view === "mine" ? {} : { view })}`;
  return {
    t: tl,
    ts,
    view,
    fields,
    filtered: Object.entries(fields).some(([key, value]) => key !== "q" && value !== ""),
    shown: formatMessage(tl.shown, lang, { count: leads.length }),
    // "Mes demandes" with nothing in it and nothing asked: say so, and where the unassigned ones are.
    noneMine:
      view === "mine" && after === undefined && Object.values(fields).every((value) => value === "")
        ? { text: tl.noneMine, link: tl.noneMineLink, href: `${adminPaths.leads}${viewQuery("unassigned")}` }
        : undefined,
    here: `${adminPaths.leads}${query}`,
    deep: after !== undefined,
    views: inboxViews.map((each) => ({
      view: each,
      label: ts.views[each],
      href: `${adminPaths.leads}${viewQuery(each)}`,
    })),
    counts: leadStatuses.map((status) => ({
      status,
      label: formatMessage(ts.count, lang, { status: tl.statuses[status], count: counts[status] ?? 0 }),
      href: withStatus(status),
      current: fields.status === status,
    })),
    newestHref: `${adminPaths.leads}${query}`,
    olderHref: next
      ? `${adminPaths.leads}${filterQuery(fields, { ...(view === "mine" ? {} : { view }), after: String(next) })}`
      : undefined,
    exportHref: roleAllows(user.role, "admin") ? `${adminPaths.leadsExport}${filterQuery(fields)}` : undefined,
    choices: {
      status: leadStatuses.map((value) => ({ value, label: tl.statuses[value] })),
      topic: leadTopics.map((value) => ({ value, label: tl.topics[value] })),
      lang: languages.map((value) => ({ value, label: tl.languages[value] })),
    },
    leads: leads.map((lead) => ({
      id: lead.id,
      href: `${leadPath(lead.id)}${query}`,
      received: formatDateTime(lead.createdAt.toISOString(), lang),
      name: `${lead.firstName} ${lead.lastName}`,
      email: lead.email,
      company: lead.company ?? "",
      topic: tl.topics[lead.topic] ?? lead.topic,
      language: tl.languages[lead.lang],
      status: lead.status,
      statusLabel: tl.statuses[lead.status],
      owner: (lead.ownerId !== null && ownerNames.get(lead.ownerId)) || lead.ownerEmail || ts.unassigned,
      due: lead.nextStepOn ? formatMessage(ts.dueOn, lang, { day: formatDay(lead.nextStepOn, lang) }) : undefined,
      // The team's calendar says when a step is late, as the "due" view does.
      overdue: lead.nextStepOn !== null && lead.nextStepOn < today,
      read: lead.read,
    })),
  };
}

const statusTone: Record<string, string> = {
  new: "bg-brand-50 text-brand-900 border-brand-200",
  spam: "bg-surface text-muted border-line",
};

export default function Leads({ loaderData }: Route.ComponentProps) {
  const lang = useDocumentLang();
  const {
    t,
    ts,
    view,
    fields,
    filtered,
    shown,
    noneMine,
    here,
    deep,
    views,
    counts,
    leads,
    choices,
    newestHref,
    olderHref,
    exportHref,
  } = loaderData;
  const link = "font-semibold text-brand-600 underline";
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-muted">{t.intro}</p>
      <nav aria-label={ts.views.label} className="mt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {views.map((each) => (
            <li key={each.view}>
              <Link
                className={`inline-flex min-h-11 items-center ${each.view === view ? "font-bold text-brand-900 underline decoration-2 underline-offset-8" : link}`}
                to={each.href}
                aria-current={each.view === view ? "page" : undefined}
              >
                {each.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={adminPaths.leads} className="mt-4 max-w-4xl">
        {view !== "mine" && <input type="hidden" name="view" value={view} />}
        <div className="flex flex-wrap items-end gap-x-4">
          <div className="grow">
            <Field name="q" type="search" label={t.search} hint={t.searchHint} defaultValue={fields.q} />
          </div>
          <SubmitButton>{ts.searchButton}</SubmitButton>
        </div>
        <details className="mt-6 rounded-card border border-line bg-white p-5" open={filtered || undefined}>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-900 text-lg">
            {t.filtersTitle}
          </summary>
          <div className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
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
          </div>
          <div className="flex flex-wrap items-center gap-6">
            <SubmitButton>{t.apply}</SubmitButton>
            {(filtered || fields.q) && (
              <Link className={`mt-6 ${link}`} to={views.find((each) => each.view === view)?.href ?? adminPaths.leads}>
                {t.clear}
              </Link>
            )}
          </div>
        </details>
      </form>
      <nav aria-label={ts.countsLabel} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {counts.map((count) => (
            <li key={count.status}>
              <Link
                to={count.href}
                aria-current={count.current ? "true" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-3 text-sm ${count.current ? "border-brand-600 bg-brand-50 font-bold text-brand-900" : "border-line bg-white text-ink"}`}
              >
                {count.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
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
        noneMine ? (
          <p className="mt-6">
            {noneMine.text}{" "}
            <Link className={link} to={noneMine.href}>
              {noneMine.link}
            </Link>
          </p>
        ) : (
          <p className="mt-6">{t.none}</p>
        )
      ) : (
        <>
          <p className="mt-6 text-muted text-sm">{shown}</p>
          <ul aria-label={t.title} className="mt-2 divide-y divide-line rounded-card border border-line bg-white">
            {leads.map((lead) => (
              <li key={lead.id} className="grid gap-x-6 gap-y-2 p-4 lg:grid-cols-[1fr_auto]">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    {!lead.read && (
                      <span className="inline-flex items-center gap-1 font-semibold text-accent-700 text-sm">
                        <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-accent-700" />
                        {ts.unread}
                      </span>
                    )}
                    <Link
                      className={`${link} ${lead.read ? "" : "font-bold"}`}
                      to={lead.href}
                      aria-label={`${t.open} ${lead.name}, ${lead.received}`}
                    >
                      {lead.name}
                    </Link>
                    <span
                      className={`inline-block rounded-full border px-3 py-0.5 text-sm ${statusTone[lead.status] ?? "border-line bg-white text-ink"}`}
                    >
                      {lead.statusLabel}
                    </span>
                  </p>
                  <p className="mt-1 break-words text-muted text-sm">
                    {[lead.received, lead.email, lead.company, lead.topic, lead.language].filter(Boolean).join(" · ")}
                  </p>
                  <p className="mt-1 text-sm">
                    {formatMessage(ts.owner, lang, { owner: lead.owner })}
                    {lead.due && <span className="ml-3 font-semibold">{lead.due}</span>}
                    {lead.overdue && <Overdue label={ts.overdue} />}
                  </p>
                </div>
                <form method="post" action={`${lead.href.split("?")[0]}`} className="flex items-end gap-2">
                  <CsrfField />
                  <input type="hidden" name="intent" value="status" />
                  <input type="hidden" name="back" value={here} />
                  <label className="sr-only" htmlFor={`status-${lead.id}`}>
                    {formatMessage(ts.statusOf, lang, { name: lead.name })}
                  </label>
                  <select
                    id={`status-${lead.id}`}
                    name="status"
                    defaultValue={lead.status}
                    className="min-h-11 rounded-md border border-muted bg-white px-3 text-ink"
                  >
                    {choices.status.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                  <button
                    type="submit"
                    className="min-h-11 rounded-full border border-brand-600 px-4 font-semibold text-brand-700"
                  >
                    {ts.changeStatus}
                  </button>
                </form>
              </li>
            ))}
          </ul>
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
