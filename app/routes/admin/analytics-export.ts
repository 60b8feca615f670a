import { siteDay } from "#common/site/day.ts";
import { dashboardReports } from "#server/analytics/dashboard.server.ts";
import { parseRange } from "#server/analytics/report.server.ts";
import { adminError, requireRecentAuth, requireUser } from "#server/auth/guard.server.ts";
import { toCsv } from "#server/export/csv.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/analytics-export";

/** One table of the analytics page as CSV (`?table=sources&range=…`): plain values, formulas made inert. */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args, "staff", { api: true });
  requireRecentAuth(args, signedIn);
  const { t, lang } = signedIn;
  const analytics = service(args.context, "analytics");
  const params = args.url.searchParams;
  const range = parseRange(params, siteDay(Date.now()));
  const id = params.get("table");
  if (!range || !id) throw adminError(400, lang, "badRequest");
  const [report, paths] = await dashboardReports(analytics, range, lang, t);
  const tables = [
    ...report.tables,
    ...paths.tables,
    ...paths.funnels.flatMap((funnel) => [funnel.steps, funnel.byChannel]),
  ];
  const table = tables.find((table) => table.id === id);
  if (!table) throw adminError(400, lang, "badRequest");
  const csv = toCsv([table.columns, ...table.rows.map((row) => row.map((cell) => cell.value))]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${id}-${range.from}-${range.to}.csv"`,
    },
  });
}
