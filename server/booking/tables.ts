import type { Generated } from "kysely";
import type { Lang } from "#common/site/pages.ts";
import type { IsoTimestamp } from "#server/db/timestamp.ts";

/** The booking room's tables, as Kysely sees them; server/db/db.server.ts assembles the Database from each room's. */
export type MeetingStatus = "booked" | "cancelled" | "no_show";

/** A demo booked by a visitor with a staff member; the visitor's answers are kept with it. */
export interface MeetingsTable {
  id: Generated<number>;
  uid: string;
  sequence: Generated<number>;
  staff_user_id: number;
  lead_id: number | null;
  start_at: IsoTimestamp;
  end_at: IsoTimestamp;
  status: Generated<MeetingStatus>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company: string;
  role: string;
  advisors: number | null;
  message: string | null;
  lang: Lang;
  time_zone: string;
  created_at: IsoTimestamp;
  cancelled_at: IsoTimestamp | null;
  cancelled_by: "visitor" | "staff" | null;
  /** Times the visitor moved it (decision 026). */
  moves: Generated<number>;
  /** The visitor's latest email about it: its outbox row, and when it is (or was) due. */
  visitor_notice_id: number | null;
  visitor_notice_at: IsoTimestamp | null;
  /** Why the visitor cancelled, if they said (optional, decision 031). */
  cancel_reason: string | null;
  /** Its meeting type's slug (decision 036). */
  meeting_type: Generated<string>;
  /** The visitor's answers to its type's questions: JSON `{ fr, en, answer }[]`, or null (migration 023). */
  answers: string | null;
}

/** A kind of meeting visitors can book, set in the back office (decision 036). */
export interface MeetingTypesTable {
  slug: string;
  name_fr: string;
  name_en: string;
  minutes: number;
  buffer_minutes: number;
  notice_minutes: number;
  horizon_days: number;
  active: number;
  is_default: number;
  position: number;
  /** JSON list of user ids; null: every member who takes demos. */
  staff_user_ids: string | null;
  /** JSON list of `{ fr, en }` labels of optional extra questions. */
  questions: string;
  updated_at: IsoTimestamp;
  /** Counted up by each save; a form sent from an older one is refused (decision 047). */
  revision: Generated<number>;
}

/** A staff member's own weekly hours (JSON), replacing the configuration's defaults. */
export interface StaffHoursTable {
  user_id: number;
  first_name: string | null;
  weekly: string;
  updated_at: IsoTimestamp;
  /** Counted up by each save (decision 047). */
  revision: Generated<number>;
}

/** What a member shows visitors besides their hours (decision 031); no row: name from the address, demos taken. */
export interface StaffProfilesTable {
  user_id: number;
  first_name: string | null;
  /** Their own Teams, Zoom or Meet room, used in place of the configured meeting place. */
  video_url: string | null;
  /** 1 while they take demos, 0 once they stopped. */
  takes_demos: Generated<number>;
  updated_at: IsoTimestamp;
  /** Counted up by each save (decision 047). */
  revision: Generated<number>;
}

export interface StaffTimeOffTable {
  id: Generated<number>;
  user_id: number;
  start_at: IsoTimestamp;
  end_at: IsoTimestamp;
  created_at: IsoTimestamp;
}
