import { data } from "react-router";
import { visitorLang } from "../../../server/auth/guard.server";
import { AdminPage } from "../../admin/components/ui";
import { adminDictionaries } from "../../admin/content/dictionary.server";
import type { Route } from "./+types/weekly-report-stop";

/**
 * The link in every weekly report: following it turns the report off, with no sign-in and nothing
 * else to click. A mail program's one-click unsubscribe (RFC 8058) posts to the same address.
 */
async function stop({ request, context }: Route.LoaderArgs) {
  const t = adminDictionaries[visitorLang(request)].analyticsPaths.weekly;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const stopped = context.analytics ? await context.analytics.reports.stop(token) : undefined;
  // A second click finds the link used: the report is off all the same, so say so kindly.
  if (!stopped) return data({ title: t.stoppedTitle, message: t.stopInvalid }, { status: 410 });
  return { title: t.stoppedTitle, message: t.stopped };
}

export const loader = stop;
export const action = stop;

export default function WeeklyReportStop({ loaderData, actionData }: Route.ComponentProps) {
  const { title, message } = actionData ?? loaderData;
  return (
    <AdminPage title={title}>
      <p className="mt-4 max-w-2xl">{message}</p>
    </AdminPage>
  );
}
