import type { ExpressionBuilder, Selectable } from "kysely";
import type { Lang } from "#common/site/pages.ts";
import type { AppDatabase, Database } from "#server/db/db.server.ts";
import { changedOne } from "#server/db/rows.server.ts";
import type { Interval } from "./busy.server";
import { type CalendarErrorCode, isCalendarErrorCode } from "./calendar-error.server";
import type { CalendarConnectionsTable, CalendarKind } from "./tables";

/** A connected calendar as the screens show it: never its address with credentials. */
export type CalendarConnection = {
  id: number;
  userId: number;
  kind: CalendarKind;
  displayUrl: string;
  createdAt: Date;
  lastReadAt: Date | null;
  lastError: { code: CalendarErrorCode; detail: string } | null;
  eventCount: number;
};

/** What the feed and the write-back say about a meeting: the prospect's name and firm, nothing more. */
export type FeedMeeting = {
  uid: string;
  sequence: number;
  leadId: number | null;
  start: Date;
  end: Date;
  firstName: string;
  lastName: string;
  company: string;
  /** Its meeting type's slug: the event's title names the type. */
  meetingType: string;
};

/** Meeting types' names by slug. */
export type MeetingTypeNames = ReadonlyMap<string, Record<Lang, string>>;

const iso = (date: Date) => date.toISOString();
const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

function toConnection(row: Omit<Selectable<CalendarConnectionsTable>, "url_sealed" | "busy" | "lease_until">) {
  const code = row.last_error;
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    displayUrl: row.display_url,
    createdAt: new Date(row.created_at),
    lastReadAt: dateOrNull(row.last_read_at),
    lastError: code && isCalendarErrorCode(code) ? { code, detail: row.last_error_detail ?? "" } : null,
    eventCount: row.event_count,
  } satisfies CalendarConnection;
}

const shownColumns = [
  "id",
  "user_id",
  "kind",
  "display_url",
  "created_at",
  "last_attempt_at",
  "last_read_at",
  "last_error",
  "last_error_detail",
  "event_count",
] as const;

/** Busy intervals kept as JSON [[startIso, endIso], …]: one row per calendar, replaced whole on each read. */
function busyJson(busy: Interval[]): string {
  return JSON.stringify(busy.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]));
}

function busyOf(json: string): Interval[] {
  return (JSON.parse(json) as [string, string][]).map(([start, end]) => ({
    start: Date.parse(start),
    end: Date.parse(end),
  }));
}

/**
 * A calendar whose time is unset or before `at`: not leased (or its lease is over), not tried since,
 * not read since.
 */
function noneOrBefore(column: "lease_until" | "last_attempt_at" | "last_read_at", at: Date) {
  return (eb: ExpressionBuilder<Database, "calendar_connections">) =>
    eb.or([eb(`calendar_connections.${column}`, "is", null), eb(`calendar_connections.${column}`, "<", iso(at))]);
}

export function createCalendarStore({ db }: AppDatabase) {
  /**
   * Each calendar's busy times as last parsed, beside the text they came from. Booking asks for them
   * on every page, and they change only when a calendar is read again (by any instance): the text is
   * still read each time, but parsed again only when it differs.
   */
  const parsed = new Map<number, { json: string; busy: readonly Interval[] }>();
  function busyOfRow(id: number, json: string): readonly Interval[] {
    const known = parsed.get(id);
    if (known?.json === json) return known.busy;
    const busy = busyOf(json);
    parsed.set(id, { json, busy });
    return busy;
  }

  return {
    async add(connection: {
      userId: number;
      kind: CalendarKind;
      sealedUrl: string;
      displayUrl: string;
      now: Date;
      busy: Interval[];
      eventCount: number;
    }): Promise<CalendarConnection> {
      const row = await db
        .insertInto("calendar_connections")
        .values({
          user_id: connection.userId,
          kind: connection.kind,
          url_sealed: connection.sealedUrl,
          display_url: connection.displayUrl,
          created_at: iso(connection.now),
          last_attempt_at: iso(connection.now),
          last_read_at: iso(connection.now),
          event_count: connection.eventCount,
          busy: busyJson(connection.busy),
        })
        .returning(shownColumns)
        .executeTakeFirstOrThrow();
      return toConnection(row);
    },

    async ofUser(userId: number): Promise<CalendarConnection[]> {
      const rows = await db
        .selectFrom("calendar_connections")
        .select(shownColumns)
        .where("user_id", "=", userId)
        .orderBy("id")
        .execute();
      return rows.map(toConnection);
    },

    async sealedUrl(id: number): Promise<{ kind: CalendarKind; sealedUrl: string } | undefined> {
      const row = await db
        .selectFrom("calendar_connections")
        .select(["kind", "url_sealed"])
        .where("id", "=", id)
        .executeTakeFirst();
      return row && { kind: row.kind, sealedUrl: row.url_sealed };
    },

    /** Removes one of a member's calendars; false when it is not theirs or not there. */
    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom("calendar_connections")
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return changedOne(result);
    },

    /**
     * Takes the calendars last tried before `dueBefore` (all of `userId`'s when given) for this
     * instance until `leaseUntil`: an instance gets only the ones no other instance holds.
     */
    async claim(options: { now: Date; dueBefore: Date; leaseUntil: Date; userId?: number }): Promise<number[]> {
      let due = db.selectFrom("calendar_connections").select("id").where(noneOrBefore("lease_until", options.now));
      if (options.userId === undefined) due = due.where(noneOrBefore("last_attempt_at", options.dueBefore));
      else due = due.where("user_id", "=", options.userId);
      const claimed: number[] = [];
      for (const { id } of await due.execute()) {
        const result = await db
          .updateTable("calendar_connections")
          .set({ lease_until: iso(options.leaseUntil) })
          .where("id", "=", id)
          .where(noneOrBefore("lease_until", options.now))
          .executeTakeFirst();
        if (changedOne(result)) claimed.push(id);
      }
      return claimed;
    },

    /** Gives a claimed calendar back untouched. */
    async release(id: number): Promise<void> {
      await db.updateTable("calendar_connections").set({ lease_until: null }).where("id", "=", id).execute();
    },

    async recordRead(id: number, read: { now: Date; busy: Interval[]; eventCount: number }): Promise<void> {
      await db
        .updateTable("calendar_connections")
        .set({
          last_attempt_at: iso(read.now),
          last_read_at: iso(read.now),
          last_error: null,
          last_error_detail: null,
          event_count: read.eventCount,
          busy: busyJson(read.busy),
          lease_until: null,
        })
        .where("id", "=", id)
        .execute();
    },

    /** A failed read keeps the busy times read before: they go stale after an hour (decision 028). */
    async recordFailure(id: number, failure: { now: Date; code: CalendarErrorCode; detail: string }): Promise<void> {
      await db
        .updateTable("calendar_connections")
        .set({
          last_attempt_at: iso(failure.now),
          last_error: failure.code,
          last_error_detail: failure.detail.slice(0, 500),
          lease_until: null,
        })
        .where("id", "=", id)
        .execute();
    },

    /** What was last read of each calendar: one member's, or everyone's. */
    async busyRead(userId?: number): Promise<{ userId: number; lastReadAt: Date | null; busy: readonly Interval[] }[]> {
      let query = db.selectFrom("calendar_connections").select(["id", "user_id", "last_read_at", "busy"]);
      if (userId !== undefined) query = query.where("user_id", "=", userId);
      const rows = await query.execute();
      // Everyone's calendars: those no longer there are forgotten.
      if (userId === undefined)
        for (const id of parsed.keys()) if (!rows.some((row) => row.id === id)) parsed.delete(id);
      return rows.map((row) => ({
        userId: row.user_id,
        lastReadAt: dateOrNull(row.last_read_at),
        busy: busyOfRow(row.id, row.busy),
      }));
    },

    /** Active members with a calendar not read since `before` (or never), for the admins' warning. */
    async notReadSince(before: Date): Promise<{ userId: number; email: string; lastReadAt: Date | null }[]> {
      const rows = await db
        .selectFrom("calendar_connections")
        .innerJoin("users", "users.id", "calendar_connections.user_id")
        .select(["users.id", "users.email", (eb) => eb.fn.min("calendar_connections.last_read_at").as("oldest")])
        .where("users.disabled_at", "is", null)
        .where(noneOrBefore("last_read_at", before))
        .groupBy(["users.id", "users.email"])
        .orderBy("users.email")
        .execute();
      return rows.map((row) => ({ userId: row.id, email: row.email, lastReadAt: dateOrNull(row.oldest) }));
    },

    /** When the member's private feed address was made, or undefined when they have none. */
    async feedMadeAt(userId: number): Promise<Date | undefined> {
      const row = await db
        .selectFrom("calendar_feeds")
        .select("created_at")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row && new Date(row.created_at);
    },

    async setFeedToken(userId: number, tokenHash: string, now: Date): Promise<void> {
      await db
        .insertInto("calendar_feeds")
        .values({ user_id: userId, token_hash: tokenHash, created_at: iso(now) })
        .onConflict((conflict) =>
          conflict.column("user_id").doUpdateSet({ token_hash: tokenHash, created_at: iso(now) }),
        )
        .execute();
    },

    /** The member whose feed token hashes to `tokenHash`, if their account is still active. */
    async feedOwner(tokenHash: string): Promise<{ userId: number; lang: Lang } | undefined> {
      const row = await db
        .selectFrom("calendar_feeds")
        .innerJoin("users", "users.id", "calendar_feeds.user_id")
        .select(["users.id", "users.lang"])
        .where("calendar_feeds.token_hash", "=", tokenHash)
        .where("users.disabled_at", "is", null)
        .executeTakeFirst();
      return row && { userId: row.id, lang: row.lang };
    },

    async langOf(userId: number): Promise<Lang> {
      const row = await db.selectFrom("users").select("lang").where("id", "=", userId).executeTakeFirst();
      return row?.lang ?? "fr";
    },

    /** A member's meetings that stand (not cancelled) and end after `since`, soonest first. */
    async meetingsOf(userId: number, since: Date): Promise<FeedMeeting[]> {
      const rows = await db
        .selectFrom("meetings")
        .select([
          "uid",
          "sequence",
          "lead_id",
          "start_at",
          "end_at",
          "first_name",
          "last_name",
          "company",
          "meeting_type",
        ])
        .where("staff_user_id", "=", userId)
        .where("status", "<>", "cancelled")
        .where("end_at", ">=", iso(since))
        .orderBy("start_at")
        .execute();
      return rows.map((row) => ({
        uid: row.uid,
        sequence: row.sequence,
        leadId: row.lead_id,
        start: new Date(row.start_at),
        end: new Date(row.end_at),
        firstName: row.first_name,
        lastName: row.last_name,
        company: row.company,
        meetingType: row.meeting_type,
      }));
    },

    /** Each meeting type's name in both languages, by slug (a handful of rows): events are titled with it. */
    async typeNames(): Promise<MeetingTypeNames> {
      const rows = await db.selectFrom("meeting_types").select(["slug", "name_fr", "name_en"]).execute();
      return new Map(rows.map((row) => [row.slug, { fr: row.name_fr, en: row.name_en }]));
    },

    /** The member's CalDAV calendars, oldest first: a meeting is written into the first. */
    async calDavOf(userId: number): Promise<{ id: number; sealedUrl: string }[]> {
      const rows = await db
        .selectFrom("calendar_connections")
        .select(["id", "url_sealed"])
        .where("user_id", "=", userId)
        .where("kind", "=", "caldav")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({ id: row.id, sealedUrl: row.url_sealed }));
    },

    async written(
      meetingUid: string,
    ): Promise<{ connectionId: number; userId: number; objectUrl: string; sealedUrl: string }[]> {
      const rows = await db
        .selectFrom("calendar_writes")
        .innerJoin("calendar_connections", "calendar_connections.id", "calendar_writes.connection_id")
        .select([
          "calendar_writes.connection_id",
          "calendar_connections.user_id",
          "calendar_writes.object_url",
          "calendar_connections.url_sealed",
        ])
        .where("calendar_writes.meeting_uid", "=", meetingUid)
        .execute();
      return rows.map((row) => ({
        connectionId: row.connection_id,
        userId: row.user_id,
        objectUrl: row.object_url,
        sealedUrl: row.url_sealed,
      }));
    },

    /**
     * Copies a removal left behind, tried longest ago first: their meeting was erased, cancelled or
     * given to another member while its calendar did not answer. `written_at` says when a copy was
     * last written or last tried.
     */
    async leftBehind(
      triedBefore: Date,
      limit: number,
    ): Promise<{ meetingUid: string; connectionId: number; objectUrl: string; sealedUrl: string }[]> {
      const rows = await db
        .selectFrom("calendar_writes")
        .innerJoin("calendar_connections", "calendar_connections.id", "calendar_writes.connection_id")
        .leftJoin("meetings", "meetings.uid", "calendar_writes.meeting_uid")
        .select([
          "calendar_writes.meeting_uid",
          "calendar_writes.connection_id",
          "calendar_writes.object_url",
          "calendar_connections.url_sealed",
        ])
        .where("calendar_writes.written_at", "<", iso(triedBefore))
        .where((eb) =>
          eb.or([
            eb("meetings.id", "is", null),
            eb("meetings.status", "=", "cancelled"),
            eb("meetings.staff_user_id", "!=", eb.ref("calendar_connections.user_id")),
          ]),
        )
        .orderBy("calendar_writes.written_at")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        meetingUid: row.meeting_uid,
        connectionId: row.connection_id,
        objectUrl: row.object_url,
        sealedUrl: row.url_sealed,
      }));
    },

    async triedAgain(meetingUid: string, connectionId: number, at: Date): Promise<void> {
      await db
        .updateTable("calendar_writes")
        .set({ written_at: iso(at) })
        .where("meeting_uid", "=", meetingUid)
        .where("connection_id", "=", connectionId)
        .execute();
    },

    async recordWritten(write: { meetingUid: string; connectionId: number; objectUrl: string; now: Date }) {
      await db
        .insertInto("calendar_writes")
        .values({
          meeting_uid: write.meetingUid,
          connection_id: write.connectionId,
          object_url: write.objectUrl,
          written_at: iso(write.now),
        })
        .onConflict((conflict) =>
          conflict
            .columns(["meeting_uid", "connection_id"])
            .doUpdateSet({ object_url: write.objectUrl, written_at: iso(write.now) }),
        )
        .execute();
    },

    async forgetWritten(meetingUid: string, connectionId: number): Promise<void> {
      await db
        .deleteFrom("calendar_writes")
        .where("meeting_uid", "=", meetingUid)
        .where("connection_id", "=", connectionId)
        .execute();
    },
  };
}

export type CalendarStore = ReturnType<typeof createCalendarStore>;
