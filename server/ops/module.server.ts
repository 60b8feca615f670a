import type { Ground, ServerModule } from "#server/module.server.ts";
import { alertEmailHandlers } from "./alert-email.server";
import { createAlerts } from "./alerts.server";
import { readBuildInfo } from "./build-info.server";
import { createStatusService, dataDirOf } from "./status.server";

/**
 * "Is everything working?" (decisions 074 and 075): the status screen's answer, and an email to the
 * admins when something needs them.
 */
export function opsModule(
  { env, log, database, siteOrigin, kick }: Ground,
  { buildDir }: { buildDir: string },
): ServerModule {
  const status = createStatusService({
    app: database,
    backupDir: env.BACKUP_DIR,
    dataDir: dataDirOf(env.DATABASE_URL),
    build: readBuildInfo(buildDir),
  });
  return {
    name: "ops",
    services: { status },
    emails: alertEmailHandlers(database, { siteOrigin }),
    jobs: [createAlerts({ app: database, status, onQueued: kick, log: (event, details) => log.warn(details, event) })],
  };
}
