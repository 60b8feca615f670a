import { sql } from "kysely";
import { type AppDatabase, writeTransaction } from "#server/db/db.server.ts";
import { scrubErased } from "#server/db/erasure.server.ts";
import { eraseMessagesAbout, messagesAbout } from "#server/mail/messages.server.ts";
import type { PrivacySource } from "#server/privacy/privacy.server.ts";
import { bookingKinds } from "./booking.server";
import { fromRow } from "./store.server";

/** Takes a meeting's copies out of the members' CalDAV calendars it was written into. */
type RemoveCopies = (uid: string) => Promise<unknown>;

/**
 * The meetings' part of an access or deletion request: each meeting booked with the address, with
 * the invitations and reminders sent about it. Listed before the leads: erasing a lead erases its
 * meeting too (ON DELETE CASCADE), and this source counts them first. An erased meeting is also
 * taken out of the member's own calendar, where booking wrote it (the prospect's name and firm).
 */
export function meetingsPrivacySource(app: AppDatabase, removeCopies?: RemoveCopies): PrivacySource {
  const { db } = app;
  const sameEmail = (email: string) => sql<boolean>`lower(email) = lower(${email})`;
  return {
    name: "meetings",

    async find(email) {
      const rows = await db.selectFrom("meetings").selectAll().where(sameEmail(email)).orderBy("id").execute();
      return Promise.all(
        rows.map(async (row) => {
          const messages = await messagesAbout(db, { refId: row.id, kinds: bookingKinds });
          return { ...fromRow(row), messages };
        }),
      );
    },

    async erase(email) {
      // A copy that could not be removed stays listed, to be tried again (calendars.server.ts): the
      // listing names no one, only the meeting's random UID and where its copy is.
      if (removeCopies) {
        const meetings = await db.selectFrom("meetings").select("uid").where(sameEmail(email)).execute();
        for (const { uid } of meetings) await removeCopies(uid);
      }
      const erased = await writeTransaction(db, async (trx) => {
        const rows = await trx.selectFrom("meetings").select("id").where(sameEmail(email)).execute();
        const ids = rows.map((r) => r.id);
        if (ids.length === 0) return 0;
        await eraseMessagesAbout(trx, ids, bookingKinds);
        await trx.deleteFrom("meetings").where("id", "in", ids).execute();
        return ids.length;
      });
      if (erased > 0) await scrubErased(app, ["meetings"]);
      return erased;
    },
  };
}
