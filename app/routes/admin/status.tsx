import { AdminPage } from "#app/admin/components/ui.tsx";
import {
  BuildSection,
  CalendarsSection,
  JobsSection,
  OutboxSection,
  Overall,
  StorageSection,
} from "#app/ops/status-sections.tsx";
import { statusView } from "#app/ops/status-view.server.ts";
import { requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/status";

/** "Is everything working?" (issue 47, decision 074): admins only, read fresh on every visit. */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang } = await requireUser(args, "admin");
  const status = await service(args.context, "status").status();
  const { holding } = service(args.context, "admin").outbox;
  return { t: t.status, view: statusView(status, t.status, lang, { holding, words: t.heldMail }) };
}

export default function Status({ loaderData }: Route.ComponentProps) {
  const { t, view } = loaderData;
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 max-w-3xl text-muted">{t.intro}</p>
      <Overall view={view} t={t} />
      <JobsSection view={view} t={t} />
      <CalendarsSection view={view} t={t} />
      <OutboxSection view={view} t={t} />
      <StorageSection view={view} t={t} />
      <BuildSection view={view} t={t} />
    </AdminPage>
  );
}
