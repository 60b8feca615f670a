import { sql } from "kysely";
import { type AppDatabase, writeTransaction } from "../db/db.server";
import { scrubErased } from "../db/erasure.server";
import type { PrivacySource } from "../privacy/privacy.server";
import { bookingKinds } from "./booking.server";
import { fromRow } from "./store.server";

/**
 * The meetings' part of an access or deletion request: each meeting booked with the address, with
 * the invitations and reminders sent about it. Listed before the leads: erasing a lead erases its
 * meeting too (ON DELETE CASCADE), and this source counts them first.
 */
export function meetingsPrivacySource(app: AppDatabase): PrivacySource {
  const { db } = app;
  const sameEmail = (email: string) => sql<boolean>`lower(email) = lower(${email})`;
  return {
    name: "meetings",

    async find(email) {
      const rows = await db.selectFrom("meetings").selectAll().where(sameEmail(email)).orderBy("id").execute();
      return Promise.all(
        rows.map(async (row) => {
          const messages = await db
            .selectFrom("outbox")
            .select(["kind", "created_at as queuedAt", "sent_at as sentAt", "attempts"])
            .where("ref_id", "=", row.id)
            .where("kind", "in", bookingKinds)
            .orderBy("id")
            .execute();
          return { ...fromRow(row), messages };
        }),
      );
    },

    async erase(email) {
      const erased = await writeTransaction(db, async (trx) => {
        const ids = (await trx.selectFrom("meetings").select("id").where(sameEmail(email)).execute()).map((r) => r.id);
        if (ids.length === 0) return 0;
        // Messages point at a meeting by ref_id, without a foreign key: they go with it.
        await trx.deleteFrom("outbox").where("ref_id", "in", ids).where("kind", "in", bookingKinds).execute();
        await trx.deleteFrom("meetings").where("id", "in", ids).execute();
        return ids.length;
      });
      if (erased > 0) await scrubErased(app, ["meetings"]);
      return erased;
    },
  };
}
