import { createHmac, randomBytes } from "node:crypto";
import type { AppDatabase } from "#server/db/db.server.ts";

/**
 * Today's salt, shared by every instance through the database: the first to ask creates it. Older
 * salts are deleted as soon as a new day's is used, so yesterday's visitor hashes can no longer be
 * recomputed from anything, nor linked to today's.
 */
export function dailySalts({ db }: AppDatabase) {
  let current: { day: string; salt: Promise<string> } | undefined;
  const load = async (day: string) => {
    await db
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .execute();
    await db.deleteFrom("analytics_salts").where("day", "<", day).execute();
    const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    return row.salt;
  };
  return {
    saltOf(day: string): Promise<string> {
      if (current?.day !== day) {
        const salt = load(day);
        current = { day, salt };
        // A failed read is tried again by the next caller.
        salt.catch(() => {
          if (current?.salt === salt) current = undefined;
        });
      }
      return current.salt;
    },
  };
}

/** Plausible's daily visitor id: a keyed hash of the site, the IP and the user agent, 128 bits. */
export function visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
  return createHmac("sha256", salt).update(`${site}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 22);
}

/** A client address's key for the day, for limits held in memory only: never stored, gone with the salt. */
export function addressHash(salt: string, ip: string): string {
  return createHmac("sha256", salt).update(`address\n${ip}`).digest("base64url").slice(0, 22);
}
