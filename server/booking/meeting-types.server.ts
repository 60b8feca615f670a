import type { Selectable } from "kysely";
import type { Lang } from "#common/site/pages.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { changedOne } from "#server/db/rows.server.ts";
import type { MeetingTypesTable } from "./tables";

/** An optional question a meeting type asks on the booking form, in both languages. */
export type MeetingQuestion = { fr: string; en: string };

/** A visitor's answer, kept beside its question as it was asked, so a question edited later keeps its meaning. */
export type MeetingAnswer = MeetingQuestion & { answer: string };

/** A kind of meeting visitors can book (decision 036). */
export type MeetingType = {
  slug: string;
  name: Record<Lang, string>;
  minutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  active: boolean;
  isDefault: boolean;
  /** The members who can take it; null: every member who takes demos. */
  staffUserIds: number[] | null;
  questions: MeetingQuestion[];
  /** Counted up by each save (decision 047). */
  revision: number;
};

/** What the back office may change: everything but the slug, which type is the default and the count of saves. */
export type MeetingTypeChanges = Omit<MeetingType, "slug" | "isDefault" | "revision">;

/**
 * How a save ended: `stale` when the type was saved by someone else since the revision the form
 * showed (nothing changed), `missing` when there is no such type.
 */
export type MeetingTypeSave = "saved" | "stale" | "missing";

function fromRow(row: Selectable<MeetingTypesTable>): MeetingType {
  return {
    slug: row.slug,
    name: { fr: row.name_fr, en: row.name_en },
    minutes: row.minutes,
    bufferMinutes: row.buffer_minutes,
    noticeMinutes: row.notice_minutes,
    horizonDays: row.horizon_days,
    active: row.active === 1,
    isDefault: row.is_default === 1,
    staffUserIds: row.staff_user_ids === null ? null : (JSON.parse(row.staff_user_ids) as number[]),
    questions: JSON.parse(row.questions) as MeetingQuestion[],
    revision: row.revision,
  };
}

export function createMeetingTypeStore({ db }: AppDatabase) {
  return {
    /** Every type, the default first, then in the order they were made. */
    async list(): Promise<MeetingType[]> {
      const rows = await db
        .selectFrom("meeting_types")
        .selectAll()
        .orderBy("is_default", "desc")
        .orderBy("position")
        .orderBy("slug")
        .execute();
      return rows.map(fromRow);
    },

    async get(slug: string): Promise<MeetingType | undefined> {
      const row = await db.selectFrom("meeting_types").selectAll().where("slug", "=", slug).executeTakeFirst();
      return row && fromRow(row);
    },

    /** The type a booking page without `?type=` offers: the demo, unless another was made the default. */
    async defaultType(): Promise<MeetingType> {
      const row = await db
        .selectFrom("meeting_types")
        .selectAll()
        .where("is_default", "=", 1)
        .executeTakeFirstOrThrow();
      return fromRow(row);
    },

    /**
     * Saves a type's settings if it is still at the revision the form was made from. The default type
     * stays active.
     */
    async update(
      slug: string,
      changes: MeetingTypeChanges,
      { revision, now }: { revision: number; now: Date },
    ): Promise<MeetingTypeSave> {
      const result = await db
        .updateTable("meeting_types")
        .set((eb) => ({
          name_fr: changes.name.fr,
          name_en: changes.name.en,
          minutes: changes.minutes,
          buffer_minutes: changes.bufferMinutes,
          notice_minutes: changes.noticeMinutes,
          horizon_days: changes.horizonDays,
          active: eb
            .case()
            .when("is_default", "=", 1)
            .then(1)
            .else(changes.active ? 1 : 0)
            .end(),
          staff_user_ids: changes.staffUserIds === null ? null : JSON.stringify(changes.staffUserIds),
          questions: JSON.stringify(changes.questions),
          updated_at: now.toISOString(),
          revision: eb("revision", "+", 1),
        }))
        .where("slug", "=", slug)
        .where("revision", "=", revision)
        .executeTakeFirst();
      if (changedOne(result)) return "saved";
      const found = await db.selectFrom("meeting_types").select("slug").where("slug", "=", slug).executeTakeFirst();
      return found ? "stale" : "missing";
    },
  };
}

export type MeetingTypeStore = ReturnType<typeof createMeetingTypeStore>;
