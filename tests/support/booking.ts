import type { Role } from "#common/admin/roles.ts";
import type { Lang } from "#common/site/pages.ts";
import { bookingConfig } from "#server/booking/config.ts";
import type { MeetingTypeChanges, MeetingTypeSave, MeetingTypeStore } from "#server/booking/meeting-types.server.ts";
import { createBookingStore, type Visitor } from "#server/booking/store.server.ts";
import { type AppDatabase, openDatabase } from "#server/db/db.server.ts";

let counter = 0;

/**
 * A staff account (or another `role`) as the back office stores it. Set up (a password chosen) unless `setUp` is false:
 * only accounts that finished their setup are offered to visitors.
 */
export async function addStaff(
  app: AppDatabase,
  options: { email?: string; lang?: Lang; setUp?: boolean; role?: Role } = {},
): Promise<number> {
  counter += 1;
  const row = await app.db
    .insertInto("users")
    .values({
      email: options.email ?? `staff-${process.pid}-${counter}@sobrita.ca`,
      role: options.role ?? "staff",
      lang: options.lang ?? "fr",
      // Not a real hash: these accounts never sign in, the booking pages only ask whether one is set.
      password_hash: options.setUp === false ? null : "set-up",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A meeting type of the test's own, offered to no visitor: a test changes it in the back office without
 * touching the types other tests book. Its slug; its names are « Essai <slug> » and "Trial <slug>".
 */
export async function createMeetingType(databaseUrl: string): Promise<{ slug: string; name: Record<Lang, string> }> {
  const app = await openDatabase(databaseUrl);
  try {
    counter += 1;
    const slug = `test-${process.pid}-${Date.now()}-${counter}`;
    const name = { fr: `Essai ${slug}`, en: `Trial ${slug}` };
    await app.db
      .insertInto("meeting_types")
      .values({
        slug,
        name_fr: name.fr,
        name_en: name.en,
        minutes: 30,
        buffer_minutes: 15,
        notice_minutes: 120,
        horizon_days: 30,
        active: 0,
        is_default: 0,
        position: 100,
        staff_user_ids: null,
        questions: "[]",
        updated_at: new Date().toISOString(),
      })
      .execute();
    return { slug, name };
  } finally {
    await app.close();
  }
}

/** Changes a meeting type as an admin would, from the revision it is at now. */
export async function changeMeetingType(
  types: MeetingTypeStore,
  slug: string,
  changes: Partial<MeetingTypeChanges>,
  now = new Date(),
): Promise<MeetingTypeSave> {
  const type = await types.get(slug);
  if (!type) throw new Error(`no meeting type ${slug}`);
  return types.update(slug, { ...type, ...changes }, { revision: type.revision, now });
}

/** A visitor's valid answers; tests change only what they are about. */
export function sampleVisitor(overrides: Partial<Visitor> = {}): Visitor {
  return {
    firstName: "Julie",
    lastName: "Gagnon",
    email: "julie@cabinet-gagnon.ca",
    phone: null,
    company: "Cabinet Gagnon",
    role: "advisor",
    advisors: 4,
    message: null,
    answers: [],
    lang: "fr",
    timeZone: "America/Toronto",
    ...overrides,
  };
}

/**
 * Other visitors, faster, book `start` with every active account (every one can be booked), through
 * the booking store, as the site would; however many accounts other tests have made.
 */
export async function takeTimeFromEveryone(databaseUrl: string, start: Date): Promise<number> {
  const app = await openDatabase(databaseUrl);
  try {
    const store = createBookingStore(app);
    const staff = await app.db.selectFrom("users").select("id").where("disabled_at", "is", null).execute();
    let booked = 0;
    for (const [i, { id }] of staff.entries()) {
      const outcome = await store.book(
        {
          start,
          end: new Date(start.getTime() + bookingConfig.meetingMinutes * 60_000),
          candidates: [id],
          bufferMinutes: bookingConfig.bufferMinutes,
          maxFutureBookings: bookingConfig.maxFutureBookingsPerEmail,
          messages: () => [],
        },
        sampleVisitor({ email: `faster-${process.pid}-${start.getTime()}-${i}@cabinet-rapide.ca` }),
        new Date(),
      );
      if (outcome.ok) booked++;
    }
    return booked;
  } finally {
    await app.close();
  }
}

/** The meeting a link opens, moved by its visitor as often as the rules allow (as if five moves were made). */
export async function movedAsOftenAsAllowed(databaseUrl: string, token: string): Promise<void> {
  const app = await openDatabase(databaseUrl);
  try {
    await app.db
      .updateTable("meetings")
      .set({ moves: bookingConfig.maxMovesPerMeeting })
      .where("id", "=", Number(token.split(".")[0]))
      .execute();
  } finally {
    await app.close();
  }
}

/** Sets what a member shows (first name, taking demos), as their availability page would. */
export async function setStaffProfile(
  databaseUrl: string,
  userId: number,
  profile: { firstName?: string; takesDemos?: boolean },
): Promise<void> {
  const app = await openDatabase(databaseUrl);
  try {
    await createBookingStore(app).setStaffProfile(userId, profile, new Date());
  } finally {
    await app.close();
  }
}
