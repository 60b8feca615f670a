import type { AppDatabase } from "#server/db/db.server.ts";
import { messagesAbout } from "#server/mail/messages.server.ts";
import type { PrivacySource } from "#server/privacy/privacy.server.ts";
import { fromRow, type LeadStore, leadOfAddress } from "./store.server";

/**
 * The leads' part of an access or deletion request: each lead of the address (or into which a lead
 * of it was merged) with its history (status changes and
 * notes) and the messages sent about it. Erasing a lead erases those with it (ON DELETE CASCADE).
 */
export function leadsPrivacySource({ db }: AppDatabase, leads: Pick<LeadStore, "deleteByEmail">): PrivacySource {
  return {
    name: "leads",

    async find(email) {
      const rows = await db.selectFrom("leads").selectAll().where(leadOfAddress(email)).orderBy("id").execute();
      return Promise.all(
        rows.map(async (row) => {
          const history = await db
            .selectFrom("lead_events")
            .select(["at", "actor_email as by", "from_status as from", "to_status as to", "note"])
            .where("lead_id", "=", row.id)
            .orderBy("id")
            .execute();
          const messages = await messagesAbout(db, { leadId: row.id });
          return { ...fromRow(row), history, messages };
        }),
      );
    },

    erase: (email) => leads.deleteByEmail(email),
  };
}
