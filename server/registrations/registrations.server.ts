import { newsletterText } from "#common/content/newsletter.ts";
import type { RequestField } from "#common/forms/newsletter-schema.ts";
import type { Lang } from "#common/site/pages.ts";
import { type AppDatabase, isUnavailable, writeTransaction } from "#server/db/db.server.ts";
import { scrubErased } from "#server/db/erasure.server.ts";
import { rowsChanged } from "#server/db/rows.server.ts";
import { every } from "#server/jobs/schedule.server.ts";
import { eraseMessagesAbout } from "#server/mail/messages.server.ts";
import { enqueue } from "#server/mail/outbox.server.ts";
import { createRecipientLimit, type RecipientLimit } from "#server/mail/recipient-limit.server.ts";
import { emailKey } from "#server/newsletter/newsletter.server.ts";
import type { FormRequest, FormResult, PublicForms } from "#server/newsletter/public-form.server.ts";
import type { PrivacySource } from "#server/privacy/privacy.server.ts";
import type { WebinarInfo } from "#server/resources/resource.server.ts";

/** All this capability needs of the resources: the webinars published now. */
export type Webinars = { publishedWebinars(): Promise<WebinarInfo[]> };

/** The messages a registrant receives, each once: they are also the outbox kinds. */
export const webinarMailings = {
  confirmation: "webinar.confirmation",
  dayBefore: "webinar.reminder_24h",
  hourBefore: "webinar.reminder_1h",
  replay: "webinar.replay",
} as const;
export type WebinarMailing = (typeof webinarMailings)[keyof typeof webinarMailings];
export const webinarKinds: WebinarMailing[] = Object.values(webinarMailings);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Registrations are erased this long after their webinar, as the form says. */
export const REGISTRATION_RETENTION_DAYS = 365;

/**
 * The messages due now for a webinar: a reminder within its window only (someone who registers an
 * hour before gets no "tomorrow"), the replay once its link is set after the start.
 */
export function dueMailings(webinar: WebinarInfo, at: Date): WebinarMailing[] {
  const start = webinar.startsAt.getTime();
  const now = at.getTime();
  const due: WebinarMailing[] = [];
  if (now >= start - DAY_MS && now < start - HOUR_MS) due.push(webinarMailings.dayBefore);
  if (now >= start - HOUR_MS && now < start) due.push(webinarMailings.hourBefore);
  if (webinar.replayUrl && now >= start) due.push(webinarMailings.replay);
  return due;
}

export type Registrant = {
  id: number;
  webinarId: string;
  name: string;
  email: string;
  firm: string;
  lang: Lang;
  createdAt: string;
};

export type RegistrationDone = { already: boolean };

export function createRegistrations(
  app: AppDatabase,
  {
    webinars,
    forms,
    now = () => new Date(),
    onQueued,
    log = () => {},
    recipients = createRecipientLimit({ now: () => now().getTime() }),
  }: {
    webinars: Webinars;
    forms: PublicForms;
    now?: () => Date;
    onQueued?: () => void;
    log?: (event: string, details: Record<string, unknown>) => void;
    /** How many emails the forms may send one mailbox and one domain an hour (decision 064). */
    recipients?: RecipientLimit;
  },
) {
  const { db } = app;

  /**
   * The webinar page's form: name, work email and firm, and the optional newsletter box. A second
   * registration with the same address is welcomed without a second confirmation. One to a mailbox
   * or domain that had its hour's share of the forms' emails (decision 064) is answered as any new
   * one, and neither stored nor sent: no confirmation now, no reminders later.
   */
  async function registerForWebinar(
    request: FormRequest,
    webinar: WebinarInfo,
  ): Promise<FormResult<RequestField, RegistrationDone>> {
    const t = newsletterText[request.lang];
    if (webinar.startsAt.getTime() + webinar.lengthMinutes * 60_000 <= now().getTime())
      return { ok: false, status: 409, formError: t.webinar.past, values: {} };
    const checked = await forms.checkRequest(request);
    if (!checked.ok) return checked.refusal;
    const { values } = checked;
    const { name, email, firm } = checked.data;
    const at = now();
    try {
      const outcome = await writeTransaction(db, async (trx) => {
        const known = await trx
          .selectFrom("webinar_registrations")
          .select("id")
          .where("webinar_id", "=", webinar.id)
          .where("email_key", "=", emailKey(email))
          .executeTakeFirst();
        if (known) return "already";
        if (!(await recipients.allows(trx, email))) return "held";
        const row = await trx
          .insertInto("webinar_registrations")
          .values({
            webinar_id: webinar.id,
            lang: request.lang,
            name,
            email,
            email_key: emailKey(email),
            firm,
            source_page: request.path,
            starts_at: webinar.startsAt.toISOString(),
            created_at: at.toISOString(),
          })
          .onConflict((oc) => oc.columns(["webinar_id", "email_key"]).doNothing())
          .returning("id")
          .executeTakeFirst();
        // A double click that raced this one stored it first.
        if (!row) return "already";
        await trx
          .insertInto("webinar_mailings")
          .values({ registration_id: row.id, kind: webinarMailings.confirmation, queued_at: at.toISOString() })
          .execute();
        await enqueue(trx, { kind: webinarMailings.confirmation, refId: row.id }, at);
        return "created";
      });
      if (forms.boxTicked(request)) await forms.subscribeFrom(request, email);
      if (outcome === "created") onQueued?.();
      return { ok: true, already: outcome === "already" };
    } catch (error) {
      if (isUnavailable(error)) return { ok: false, status: 503, formError: t.errors.unavailable, values };
      throw error;
    }
  }

  /**
   * Queues the reminders and replays due now, each once per registrant: the mailing's row is the
   * proof it was queued, written with its outbox message, so any instance may run this at any time.
   */
  async function queueDue(): Promise<number> {
    const at = now();
    let queued = 0;
    for (const webinar of await webinars.publishedWebinars()) {
      for (const kind of dueMailings(webinar, at)) {
        const waiting = await db
          .selectFrom("webinar_registrations as r")
          .select("r.id")
          .where("r.webinar_id", "=", webinar.id)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("webinar_mailings as m")
                  .select("m.kind")
                  .whereRef("m.registration_id", "=", "r.id")
                  .where("m.kind", "=", kind),
              ),
            ),
          )
          .execute();
        for (const { id } of waiting) {
          const fresh = await writeTransaction(db, async (trx) => {
            const row = await trx
              .insertInto("webinar_mailings")
              .values({ registration_id: id, kind, queued_at: at.toISOString() })
              .onConflict((oc) => oc.columns(["registration_id", "kind"]).doNothing())
              .returning("kind")
              .executeTakeFirst();
            if (row) await enqueue(trx, { kind, refId: id }, at);
            return row !== undefined;
          });
          if (fresh) queued += 1;
        }
      }
    }
    if (queued > 0) onQueued?.();
    return queued;
  }

  /** Erases registrations whose webinar is over a year past; returns how many went. */
  async function purge(): Promise<number> {
    const before = new Date(now().getTime() - REGISTRATION_RETENTION_DAYS * DAY_MS).toISOString();
    const gone = await writeTransaction(db, (trx) =>
      trx.deleteFrom("webinar_registrations").where("starts_at", "<", before).executeTakeFirst(),
    );
    const erased = rowsChanged(gone);
    if (erased > 0) await scrubErased(app, ["webinar_registrations"]);
    return erased;
  }

  return {
    registerForWebinar,
    queueDue,
    purge,

    /** Each published webinar's title by its id, for the admin page and its CSV. */
    async webinarTitles(): Promise<Map<string, string>> {
      return new Map((await webinars.publishedWebinars()).map((w) => [w.id, w.title]));
    },

    /** Registrants of one webinar, or of all, oldest first: the admin page and its CSV. */
    async registrants(webinarId?: string): Promise<Registrant[]> {
      let query = db.selectFrom("webinar_registrations").selectAll().orderBy("id");
      if (webinarId) query = query.where("webinar_id", "=", webinarId);
      return (await query.execute()).map((row) => ({
        id: row.id,
        webinarId: row.webinar_id,
        name: row.name,
        email: row.email,
        firm: row.firm,
        lang: row.lang,
        createdAt: row.created_at,
      }));
    },

    /** Every minute: what is due, then (once an hour is enough, but it costs nothing) the purge. */
    start(everyMs = 60_000): () => void {
      return every(
        everyMs,
        async () => {
          await queueDue();
          await purge();
        },
        (error) => log("webinar.mailings_failed", { code: (error as { code?: string }).code ?? "UNKNOWN" }),
        { record: { job: "webinar-mailings", db, now } },
      );
    },
  };
}

export type Registrations = ReturnType<typeof createRegistrations>;

/** Access and erasure requests: every registration made with the address, and the messages it was sent. */
export function registrationsPrivacySource(app: AppDatabase): PrivacySource {
  const { db } = app;
  return {
    name: "webinarRegistrations",
    async find(email) {
      const rows = await db
        .selectFrom("webinar_registrations")
        .selectAll()
        .where("email_key", "=", emailKey(email))
        .orderBy("id")
        .execute();
      return Promise.all(
        rows.map(async ({ email_key: _, ...row }) => ({
          ...row,
          messages: await db
            .selectFrom("webinar_mailings")
            .select(["kind", "queued_at"])
            .where("registration_id", "=", row.id)
            .execute(),
        })),
      );
    },
    async erase(email) {
      const erased = await writeTransaction(db, async (trx) => {
        const ids = (
          await trx.selectFrom("webinar_registrations").select("id").where("email_key", "=", emailKey(email)).execute()
        ).map((row) => row.id);
        if (ids.length === 0) return 0;
        await eraseMessagesAbout(trx, ids, webinarKinds);
        await trx.deleteFrom("webinar_registrations").where("id", "in", ids).execute();
        return ids.length;
      });
      if (erased > 0) await scrubErased(app, ["webinar_registrations"]);
      return erased;
    },
  };
}
