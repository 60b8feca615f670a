import { randomBytes } from "node:crypto";
import { openDatabase } from "#server/db/db.server.ts";
import { suppressionHash } from "#server/newsletter/newsletter.server.ts";

/** A confirmed subscriber of `lang`, with its confirmed consent, made for the test alone. */
export async function confirmedSubscriber(
  databaseUrl: string,
  lang: "fr" | "en",
): Promise<{ id: number; hash: string }> {
  const app = await openDatabase(databaseUrl);
  try {
    const at = new Date().toISOString();
    const email = `lecteur-${randomBytes(6).toString("hex")}@exemple.test`;
    const row = await app.db
      .insertInto("newsletter_subscribers")
      .values({
        email,
        email_key: email,
        lang,
        status: "confirmed",
        unsubscribe_token: randomBytes(24).toString("base64url"),
        created_at: at,
        confirmed_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Its consent, given and confirmed by the link, as the site records it: the audience page lists
    // only subscribers with one.
    await app.db
      .insertInto("newsletter_consents")
      .values({
        subscriber_id: row.id,
        given_at: at,
        source_page: "/infolettre",
        lang,
        wording: "Je veux recevoir l’infolettre.",
        wording_version: "test",
        confirmed_at: at,
        confirmed_by: "email-link-button",
        withdrawn_at: null,
      })
      .execute();
    return { id: row.id, hash: suppressionHash(email) };
  } finally {
    await app.close();
  }
}
