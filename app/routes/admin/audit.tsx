import { Link } from "react-router";
import { AdminTable } from "#app/admin/components/table.tsx";
import { AdminPage } from "#app/admin/components/ui.tsx";
import { formatDateTime } from "#common/admin/format.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/audit";

const PAGE_SIZE = 50;

/** Newest first, 50 a page, by id (keyset: a page costs the same however deep). */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang } = await requireUser(args, "admin");
  const before = Number(args.url.searchParams.get("before"));
  const page = await service(args.context, "admin").audit.page({
    before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
    limit: PAGE_SIZE,
  });
  return {
    t: t.audit,
    deep: Number.isSafeInteger(before) && before > 0,
    nextBefore: page.nextBefore,
    entries: page.entries.map((entry) => ({
      id: entry.id,
      at: formatDateTime(entry.at, lang),
      actor: entry.actorEmail ?? t.audit.nobody,
      action: t.audit.actions[entry.action] ?? entry.action,
      target: entry.targetType ? `${entry.targetType} #${entry.targetId}` : "",
      details: Object.entries(entry.details)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(", "),
    })),
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { t, entries, nextBefore, deep } = loaderData;
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-muted">{t.intro}</p>
      {entries.length === 0 ? (
        <p className="mt-6">{t.none}</p>
      ) : (
        <AdminTable label={t.title} columns={Object.values(t.columns)}>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-line border-t">
              <td className="whitespace-nowrap px-4 py-3">{entry.at}</td>
              <td className="px-4 py-3">{entry.actor}</td>
              <td className="px-4 py-3">{entry.action}</td>
              <td className="px-4 py-3">{entry.target}</td>
              <td className="px-4 py-3 font-mono text-xs">{entry.details}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <nav aria-label={t.title} className="mt-6 flex gap-6">
        {deep && (
          <Link className="font-semibold text-brand-600 underline" to={adminPaths.audit}>
            {t.newest}
          </Link>
        )}
        {nextBefore && (
          <Link className="font-semibold text-brand-600 underline" to={`${adminPaths.audit}?before=${nextBefore}`}>
            {t.older}
          </Link>
        )}
      </nav>
    </AdminPage>
  );
}
