import { data } from "react-router";
import { AdminPage, SubmitButton } from "#app/admin/components/ui.tsx";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { visitorLang } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/weekly-report-stop";

/**
 * The link in every weekly report. Following it only asks: mail scanners open links, and must not
 * turn the report off. The button, or a mail program's one-click unsubscribe (RFC 8058), posts to
 * the same address, with no sign-in: the token is the proof.
 */
export function loader({ url }: Route.LoaderArgs) {
  const t = adminDictionaries[visitorLang(url)].analyticsPaths.weekly;
  return { title: t.confirmTitle, message: t.confirmText, button: t.confirmButton };
}

export async function action({ url, context }: Route.ActionArgs) {
  const t = adminDictionaries[visitorLang(url)].analyticsPaths.weekly;
  const token = url.searchParams.get("token") ?? "";
  const stopped = await service(context, "analytics").reports.stop(token);
  // A second click finds the link used: the report is off all the same, so say so kindly.
  if (!stopped) return data({ title: t.stoppedTitle, message: t.stopInvalid }, { status: 410 });
  return { title: t.stoppedTitle, message: t.stopped };
}

export default function WeeklyReportStop({ loaderData, actionData }: Route.ComponentProps) {
  const { title, message } = actionData ?? loaderData;
  return (
    <AdminPage title={title}>
      <p className="mt-4 max-w-2xl">{message}</p>
      {actionData ? null : (
        <form method="post">
          <SubmitButton>{loaderData.button}</SubmitButton>
        </form>
      )}
    </AdminPage>
  );
}
