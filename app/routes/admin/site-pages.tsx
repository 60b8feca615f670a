import { Link } from "react-router";
import { AdminTable } from "#app/admin/components/table.tsx";
import { AdminPage } from "#app/admin/components/ui.tsx";
import { formatDateTime } from "#common/admin/format.server.ts";
import { sitePagePath } from "#common/admin/paths.ts";
import { formatMessage } from "#common/site/message.ts";
import { requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/site-pages";

/**
 * Every editable page and the footer (issue 55): its name, which words the site shows or will (the
 * dictionaries', a published version, a draft, or one scheduled, with its time on Montréal's clock),
 * and how many of its fields wait to be reviewed since the other language changed.
 */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang } = await requireUser(args, "editor");
  const s = t.sitePages;
  const pages = await service(args.context, "sitePages").list();
  return {
    t: { title: s.title, intro: s.intro, columns: s.columns },
    pages: pages.map((page) => ({
      key: page.key,
      href: sitePagePath(page.key),
      name: s.pages[page.key],
      state:
        page.state === "scheduled" && page.publishAt
          ? formatMessage(s.states.scheduled, lang, { when: formatDateTime(page.publishAt.toISOString(), lang) })
          : s.states[page.state === "scheduled" ? "draft" : page.state],
      toReview: page.toReview,
      toReviewText: page.toReview > 0 ? formatMessage(s.toReviewCount, lang, { count: page.toReview }) : s.noneToReview,
    })),
  };
}

export default function SitePages({ loaderData: { t, pages } }: Route.ComponentProps) {
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 max-w-prose text-muted">{t.intro}</p>
      <AdminTable label={t.title} columns={[t.columns.page, t.columns.state, t.columns.toReview]}>
        {pages.map((page) => (
          <tr key={page.key} className="border-line border-t">
            <td className="px-4 py-3">
              <Link to={page.href} className="font-semibold text-brand-700 underline">
                {page.name}
              </Link>
            </td>
            <td className="px-4 py-3">{page.state}</td>
            <td className="px-4 py-3">
              {page.toReview > 0 ? <strong className="text-accent-700">{page.toReviewText}</strong> : page.toReviewText}
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
