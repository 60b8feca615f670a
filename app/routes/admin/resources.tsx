import { Link } from "react-router";
import { AdminTable } from "#app/admin/components/table.tsx";
import { AdminPage } from "#app/admin/components/ui.tsx";
import { formatDateTime } from "#common/admin/format.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { languages } from "#common/site/pages.ts";
import { requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/resources";

/** Every item, newest change first, with its status and whether its translation is missing. */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang } = await requireUser(args, "editor");
  const items = await service(args.context, "resources").store.list();
  return {
    t: t.resources,
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      kind: item.kind,
      lang: item.lang,
      status: item.status === "scheduled" && item.publishAt && item.publishAt <= new Date() ? "published" : item.status,
      missing: languages.filter((each) => !item.pairLangs.includes(each)),
      updated: formatDateTime(item.updatedAt.toISOString(), lang),
    })),
  };
}

export default function Resources({ loaderData: { t, items } }: Route.ComponentProps) {
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-muted">{t.intro}</p>
      <p className="mt-4">
        <Link
          to={adminPaths.resourceNew}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          {t.newItem}
        </Link>
      </p>
      {items.length === 0 ? (
        <p className="mt-6 text-muted">{t.none}</p>
      ) : (
        <AdminTable label={t.title} columns={Object.values(t.columns)}>
          {items.map((item) => (
            <tr key={item.id} className="border-line border-t">
              <td className="px-4 py-3">
                <Link to={`${adminPaths.resources}/${item.id}`} className="font-semibold text-brand-700 underline">
                  {item.title}
                </Link>
              </td>
              <td className="px-4 py-3">{t.kinds[item.kind]}</td>
              <td className="px-4 py-3">{t.langs[item.lang]}</td>
              <td className="px-4 py-3">{t.status[item.status]}</td>
              <td className="px-4 py-3">
                {item.missing.length ? (
                  <strong className="text-accent-700">
                    {t.missingTranslation} ({item.missing.map((each) => t.langs[each]).join(", ")})
                  </strong>
                ) : (
                  t.translated
                )}
              </td>
              <td className="whitespace-nowrap px-4 py-3">{item.updated}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminPage>
  );
}
