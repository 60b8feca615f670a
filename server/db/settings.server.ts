import { randomBytes } from "node:crypto";
import type { AppDatabase } from "./db.server";

/**
 * The secret named `key`: the first instance to ask creates it, every other one reads that one, so
 * several instances on PostgreSQL sign and check with the same secret.
 */
export async function sharedSecret({ db }: AppDatabase, key: string): Promise<string> {
  await db
    .insertInto("settings")
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirstOrThrow();
  return row.value;
}
