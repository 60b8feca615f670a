import type { Generated } from "kysely";
import type { Lang } from "#common/site/pages.ts";
import type { IsoTimestamp } from "#server/db/timestamp.ts";

/** The registrations room's tables, as Kysely sees them; server/db/db.server.ts assembles the Database from each room's. */
/** A person registered for a webinar; the webinar itself lives with the resources. */
export interface WebinarRegistrationsTable {
  id: Generated<number>;
  webinar_id: string;
  lang: Lang;
  name: string;
  email: string;
  email_key: string;
  firm: string;
  source_page: string;
  /** The webinar's start when they registered: the retention purge counts from it. */
  starts_at: IsoTimestamp;
  created_at: IsoTimestamp;
}

/** Each message queued for a registration, once: the confirmation, both reminders, the replay. */
export interface WebinarMailingsTable {
  registration_id: number;
  kind: string;
  queued_at: IsoTimestamp;
}
