import { type Kysely, sql, type Updateable } from "kysely";
import { firstNameOf } from "#common/admin/member-names.ts";
import type { Lang } from "#common/site/pages.ts";
import { type Database, leadRoles } from "#server/db/db.server.ts";
import { changedOne, rowsChanged } from "#server/db/rows.server.ts";
import type { Interval } from "./availability";
import type { WeeklyHours } from "./config";

/** What a member shows visitors besides their hours (decision 031). */
export type StaffProfile = { firstName: string | null; videoUrl: string | null; takesDemos: boolean };

/** The member a meeting is with, as the visitor and the calendar name them, and their own video room if any. */
export type StaffMember = { id: number; email: string; firstName: string; lang: Lang; videoUrl: string | null };

/** A save made from a form: "stale" when someone saved since the revision the form showed (decision 047). */
export type RevisedSave = "saved" | "stale";

/** A member's hours or profile: one row each, written only from the revision a form showed. */
type MemberTable = "staff_hours" | "staff_profiles";

/**
 * Writes a member's row of `table` only if it is still at `revision`, the one the form showed; a
 * member with no row yet is at revision 0. Without a revision (the account's setup), the row is
 * written whatever it holds. Each write counts the revision up; of two saves made from the same
 * revision, exactly one lands, the first save included (the insert gives way to one made meanwhile).
 */
async function saveRevised<T extends MemberTable>(
  db: Kysely<Database>,
  table: T,
  userId: number,
  values: Omit<Updateable<Database[T]>, "user_id" | "revision">,
  revision?: number,
): Promise<RevisedSave> {
  const columns = Object.entries(values);
  const update = async (at?: number) =>
    rowsChanged(
      await sql`update ${sql.table(table)}
        set ${sql.join(columns.map(([column, value]) => sql`${sql.ref(column)} = ${value}`))}, revision = revision + 1
        where user_id = ${userId}${at === undefined ? sql`` : sql` and revision = ${at}`}`.execute(db),
    );
  const insert = async () =>
    rowsChanged(
      await sql`insert into ${sql.table(table)} (user_id, ${sql.join(columns.map(([column]) => sql.ref(column)))}, revision)
        values (${userId}, ${sql.join(columns.map(([, value]) => value))}, 1)
        on conflict (user_id) do nothing`.execute(db),
    );
  if ((await update(revision)) > 0) return "saved";
  if ((revision ?? 0) === 0 && (await insert()) > 0) return "saved";
  if (revision === undefined && (await update()) > 0) return "saved";
  return "stale";
}

/** The members booking may offer: active, set up, working leads and meetings, still taking demos. */
export function bookableMembers(db: Kysely<Database>) {
  return db
    .selectFrom("users")
    .leftJoin("staff_profiles", "staff_profiles.user_id", "users.id")
    .where("users.disabled_at", "is", null)
    .where("users.password_hash", "is not", null)
    .where("users.role", "in", leadRoles)
    .where((eb) => eb.or([eb("staff_profiles.takes_demos", "is", null), eb("staff_profiles.takes_demos", "=", 1)]));
}

/** A member's side of booking: their name and video room, their hours and profile, their time off. */
export function createStaffStore(db: Kysely<Database>) {
  return {
    /**
     * The member a meeting is with: the first name they gave at setup, else (an account set up before
     * setup asked for it) one read from their address (marie.dupont@… → Marie); and their video room.
     */
    async staffMember(userId: number): Promise<StaffMember | undefined> {
      const row = await db
        .selectFrom("users")
        .leftJoin("staff_profiles", "staff_profiles.user_id", "users.id")
        .select(["users.id", "users.email", "users.lang", "staff_profiles.first_name", "staff_profiles.video_url"])
        .where("users.id", "=", userId)
        .executeTakeFirst();
      if (!row) return undefined;
      const firstName = firstNameOf({ email: row.email, firstName: row.first_name });
      return { id: row.id, email: row.email, firstName, lang: row.lang, videoUrl: row.video_url };
    },

    /**
     * The members who can host a meeting (issue 46): active, their setup finished, a role that works
     * leads and meetings (never an editor), still taking demos. Each with the first name they gave,
     * null if none; by address.
     */
    async hosts(): Promise<{ id: number; email: string; firstName: string | null }[]> {
      const rows = await bookableMembers(db)
        .select(["users.id", "users.email", "staff_profiles.first_name"])
        .orderBy("users.email")
        .execute();
      return rows.map((row) => ({ id: row.id, email: row.email, firstName: row.first_name }));
    },

    /**
     * A member's own hours (null: the defaults apply) and what they show visitors, each with the
     * revision its form carries (0 before its first save).
     */
    async staffProfile(
      userId: number,
    ): Promise<{ hours: WeeklyHours | null; hoursRevision: number; profileRevision: number } & StaffProfile> {
      const hours = await db
        .selectFrom("staff_hours")
        .select(["weekly", "revision"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
      const profile = await db
        .selectFrom("staff_profiles")
        .select(["first_name", "video_url", "takes_demos", "revision"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return {
        hours: hours ? (JSON.parse(hours.weekly) as WeeklyHours) : null,
        hoursRevision: hours?.revision ?? 0,
        firstName: profile?.first_name ?? null,
        videoUrl: profile?.video_url ?? null,
        takesDemos: profile ? profile.takes_demos === 1 : true,
        profileRevision: profile?.revision ?? 0,
      };
    },

    /** Saves a member's hours, if still at `revision` when one is given. */
    async setStaffHours(userId: number, hours: WeeklyHours, now: Date, revision?: number): Promise<RevisedSave> {
      const values = { weekly: JSON.stringify(hours), updated_at: now.toISOString() };
      return saveRevised(db, "staff_hours", userId, values, revision);
    },

    /**
     * Saves what is given of a member's profile, if still at `revision` when one is given; what is
     * left out stays as it was.
     */
    async setStaffProfile(
      userId: number,
      profile: Partial<StaffProfile>,
      now: Date,
      revision?: number,
    ): Promise<RevisedSave> {
      const values = {
        ...(profile.firstName !== undefined && { first_name: profile.firstName }),
        ...(profile.videoUrl !== undefined && { video_url: profile.videoUrl }),
        ...(profile.takesDemos !== undefined && { takes_demos: profile.takesDemos ? 1 : 0 }),
        updated_at: now.toISOString(),
      };
      return saveRevised(db, "staff_profiles", userId, values, revision);
    },

    async timeOff(userId: number, now: Date) {
      const rows = await db
        .selectFrom("staff_time_off")
        .select(["id", "start_at", "end_at"])
        .where("user_id", "=", userId)
        .where("end_at", ">", now.toISOString())
        .orderBy("start_at")
        .execute();
      return rows.map((row) => ({ id: row.id, start: new Date(row.start_at), end: new Date(row.end_at) }));
    },

    async addTimeOff(userId: number, interval: Interval, now: Date): Promise<void> {
      await db
        .insertInto("staff_time_off")
        .values({
          user_id: userId,
          start_at: interval.start.toISOString(),
          end_at: interval.end.toISOString(),
          created_at: now.toISOString(),
        })
        .execute();
    },

    async removeTimeOff(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom("staff_time_off")
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return changedOne(result);
    },
  };
}
