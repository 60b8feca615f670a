import { lazy, Suspense } from "react";
import { Form } from "react-router";
import { TableScroll } from "#app/admin/components/table.tsx";
import { AdminPage, useAdmin } from "#app/admin/components/ui.tsx";
import { useEnhanced } from "#app/hooks/use-enhanced.ts";
import { formatDateTime } from "#common/admin/format.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { siteDay } from "#common/site/day.ts";
import { formatMessage } from "#common/site/message.ts";
import { type PageId, pathOf } from "#common/site/pages.ts";
import { dashboardReports } from "#server/analytics/dashboard.server.ts";
import { parseRange, type Range, type ReportTable, rangeQuery } from "#server/analytics/report.server.ts";
import { adminError, requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/analytics";

// Only this page loads the chart library, and only in the browser.
const VisitsChart = lazy(() => import("#app/analytics/visits-chart.tsx"));

export async function loader(args: Route.LoaderArgs) {
  const { t, lang } = await requireUser(args);
  const analytics = service(args.context, "analytics");
  const today = siteDay(Date.now());
  const range = parseRange(args.url.searchParams, today);
  if (!range) throw adminError(400, lang, "badRequest");
  const p = t.analyticsPaths;
  const [[report, paths], rolledAt, live] = await Promise.all([
    dashboardReports(analytics, range, lang, t),
    analytics.store.rolledAt(today),
    // Views still in this instance's buffer are written first: "right now" means now.
    analytics
      .flush()
      .then(() => analytics.store.live(new Date(Date.now() - 30 * 60_000))),
  ]);
  return {
    t: t.analytics,
    p,
    paths,
    live: {
      visitors: formatMessage(p.live.visitors, lang, { count: live.visitors }),
      pages: live.pages.map((row) => ({
        path: row.page === "404" ? t.analytics.values.notFound : pathOfRow(row.page, row.lang),
        visitors: row.visitors,
      })),
    },
    range,
    today,
    query: rangeQuery(range),
    updated: rolledAt ? `${t.analytics.updatedAt} ${formatDateTime(rolledAt, lang)}` : t.analytics.notRolledYet,
    ...report,
  };
}

/** A page's address in the language it was viewed in; its id when the route table no longer has it. */
function pathOfRow(page: string, lang: string): string {
  try {
    return pathOf(page as PageId, lang === "en" ? "en" : "fr");
  } catch {
    return page;
  }
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { t, p, paths, live, range, today, query, updated, summary, series, tables } = loaderData;
  const { user } = useAdmin();
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-muted">{t.intro}</p>
      <RangeForm t={t} range={range} today={today} />
      <p className="mt-4 text-muted text-sm">{updated}</p>
      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {summary.map((item) => (
          <div key={item.label} className="rounded-card border border-line bg-white p-4">
            <dt className="text-muted text-sm">{item.label}</dt>
            <dd className="mt-1 font-bold text-2xl text-brand-900">{item.text}</dd>
            <dd className="mt-1 text-muted text-sm">{item.change}</dd>
          </div>
        ))}
      </dl>
      <figure aria-labelledby="chart-title" className="mt-8 rounded-card border border-line bg-white p-4">
        <figcaption>
          <h2 id="chart-title" className="font-bold text-brand-900 text-xl">
            {t.chartTitle}
          </h2>
          <p className="mt-1 text-muted text-sm">{t.chartDescription}</p>
        </figcaption>
        <div aria-hidden="true" className="mt-4 h-72">
          <ClientOnly>
            <Suspense fallback={null}>
              <VisitsChart points={series} names={{ visitors: t.summary.visitors, views: t.summary.views }} />
            </Suspense>
          </ClientOnly>
        </div>
      </figure>
      {tables.map((table) => (
        <TableSection key={table.id} table={table} query={query} t={t} />
      ))}
      <section aria-labelledby="funnels-title" className="mt-12">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="funnels-title" className="font-bold text-2xl text-brand-900">
            {p.funnels.title}
          </h2>
          {user?.role === "admin" && (
            <a
              href={adminPaths.analyticsFunnels}
              className="inline-flex min-h-11 items-center font-semibold text-brand-600 underline"
            >
              {p.funnels.manage}
            </a>
          )}
        </div>
        {paths.funnels.map((funnel) => (
          <div key={funnel.key}>
            <TableSection table={funnel.steps} query={query} t={t} />
            <TableSection table={funnel.byChannel} query={query} t={t} />
          </div>
        ))}
      </section>
      {paths.tables.map((table) => (
        <TableSection key={table.id} table={table} query={query} t={t} />
      ))}
      {/* Not a landmark of its own, as the tables above: its table's scrolling region is one, by the same name. */}
      <div className="mt-12 rounded-card border border-line bg-white p-4">
        <h2 id="live-title" className="font-bold text-brand-900 text-xl">
          {p.live.title}
        </h2>
        <p className="mt-2 font-semibold text-lg">{live.visitors}</p>
        <p className="mt-1 text-muted text-sm">{p.live.intro}</p>
        {live.pages.length === 0 ? (
          <p className="mt-4">{p.live.none}</p>
        ) : (
          <TableScroll label={p.live.title}>
            <table className="w-full text-left text-sm">
              <thead className="bg-surface">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t.columns.page}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t.columns.visitors}
                  </th>
                </tr>
              </thead>
              <tbody>
                {live.pages.map((row) => (
                  <tr key={row.path} className="border-line border-t">
                    <th scope="row" className="px-4 py-2 font-normal">
                      {row.path}
                    </th>
                    <td className="px-4 py-2 text-right tabular-nums">{row.visitors}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </div>
      <ul className="mt-10 list-disc space-y-2 pl-6 text-muted text-sm">
        {t.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </AdminPage>
  );
}

/** A plain GET form: the range is in the address, so a view can be bookmarked and works without JavaScript. */
function RangeForm({ t, range, today }: { t: Route.ComponentProps["loaderData"]["t"]; range: Range; today: string }) {
  return (
    <Form method="get" className="mt-6 rounded-card border border-line bg-white p-4">
      <fieldset>
        <legend className="font-semibold text-brand-900">{t.rangeLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {Object.entries(t.ranges).map(([kind, label]) => (
            <label key={kind} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="range" value={kind} defaultChecked={range.kind === kind} className="size-5" />
              {label}
            </label>
          ))}
        </div>
        <div className="mt-2 flex flex-wrap items-end gap-4">
          <DateField name="from" label={t.from} value={range.from} max={today} />
          <DateField name="to" label={t.to} value={range.to} max={today} />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {t.show}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}

function DateField({ name, label, value, max }: { name: string; label: string; value: string; max: string }) {
  return (
    <label className="block">
      <span className="block text-sm">{label}</span>
      <input
        type="date"
        name={name}
        defaultValue={value}
        max={max}
        className="mt-1 min-h-11 rounded-md border border-muted bg-white px-3 text-ink"
      />
    </label>
  );
}

/** Renders its children only after hydration: the chart measures the page and is drawn by script. */
function ClientOnly({ children }: { children: React.ReactNode }) {
  return useEnhanced() ? children : null;
}

/** One table of figures with its heading, its note and its CSV link. */
function TableSection({
  table,
  query,
  t,
}: {
  table: ReportTable;
  query: string;
  t: Route.ComponentProps["loaderData"]["t"];
}) {
  return (
    // Not a landmark of its own: the table's scrolling region below already is one, by the same name.
    <div className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`table-${table.id}`} className="font-bold text-brand-900 text-xl">
          {table.title}
        </h2>
        <a
          href={`${adminPaths.analyticsExport}?table=${table.id}&${query}`}
          download
          className="inline-flex min-h-11 items-center font-semibold text-brand-600 underline"
        >
          {t.exportCsv}
          <span className="sr-only"> – {table.title}</span>
        </a>
      </div>
      {table.note && <p className="mt-1 text-muted text-sm">{table.note}</p>}
      {table.rows.length === 0 ? (
        <p className="mt-4">{t.empty}</p>
      ) : (
        <TableScroll label={table.title}>
          <table className="w-full text-left text-sm">
            <thead className="bg-surface">
              <tr>
                {table.columns.map((heading, column) => (
                  <th key={heading} scope="col" className={`px-4 py-3 font-semibold ${column > 0 ? "text-right" : ""}`}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row[0]?.value} className="border-line border-t">
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <th key={table.columns[column]} scope="row" className="px-4 py-2 font-normal">
                        {cell.text}
                      </th>
                    ) : (
                      <td key={table.columns[column]} className="whitespace-nowrap px-4 py-2 text-right tabular-nums">
                        {cell.text}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
