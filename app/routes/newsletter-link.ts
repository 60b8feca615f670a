import { redirect } from "react-router";
import { requestOf, service } from "#server/http/context.server.ts";
import type { Route } from "./+types/newsletter-link";

/**
 * A newsletter link, counted on its way (decision 078): the issue, the link and the day, nothing
 * about the reader (no cookie, no address, no identifier in the link); then on to where it points.
 * Only the issue's own links: it redirects nowhere else.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { issues } = service(context, "newsletter");
  const issue = Number(params.issue);
  const link = Number(params.link);
  const target =
    Number.isSafeInteger(issue) && issue > 0 && Number.isSafeInteger(link) && link >= 0
      ? await issues.click(issue, link, requestOf(context).clientIp)
      : undefined;
  if (!target) throw new Response(null, { status: 404 });
  return redirect(target, { status: 302, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
