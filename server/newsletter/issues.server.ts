import type { Kysely } from "kysely";
import { siteDay } from "#common/site/day.ts";
import type { Lang } from "#common/site/pages.ts";
import type { Actor, AuditLog } from "#server/audit/audit.server.ts";
import { type AppDatabase, type Database, writeTransaction } from "#server/db/db.server.ts";
import { changedOne } from "#server/db/rows.server.ts";
import { clientKey, type RateLimiter } from "#server/http/rate-limit.server.ts";
import { every } from "#server/jobs/schedule.server.ts";
import { dropWaiting, enqueueSpaced } from "#server/mail/messages.server.ts";
import { enqueue, type OutcomeListener } from "#server/mail/outbox.server.ts";
import { renderMarkdown } from "#server/resources/render.server.ts";
import {
  type ArchivedIssue,
  columnsOf,
  type Issue,
  type IssueCounts,
  type IssueInput,
  issueOf,
  NEWSLETTER_ISSUE_EMAIL,
  NEWSLETTER_TEST_EMAIL,
} from "./issue.server";
import { type IssueCard, issueCards, issueLinks, renderIssue } from "./issue-email.server";
import { suppressionHash } from "./newsletter.server";
import type { DeliveryState, IssueState } from "./tables";

/** A small sender's pace: one a second keeps a new domain's reputation and most providers' limits. */
export const DEFAULT_RATE_PER_MINUTE = 60;
/** Permanent refusals of one address, on as many issues, that put it on the suppression list. */
export const REFUSALS_TO_SUPPRESS = 2;
/** Rows per INSERT: well under both databases' bound-parameter limits. */
const CHUNK = 500;
/** A copy not yet gone: queued, or held until an admin releases the held mail. */
const waitingStates: DeliveryState[] = ["queued", "held"];

type Options = {
  /** The site's origin, for the links in the previews. */
  siteOrigin?: string;
  now?: () => Date;
  /** Messages a minute (NEWSLETTER_RATE_PER_MINUTE). */
  ratePerMinute?: number;
  audit?: AuditLog;
  /** Told when messages were queued, so the outbox looks at once. */
  onQueued?: () => void;
  /** Clicks counted per client (its address, in memory for a minute, never stored): past it, a click is followed but not counted. */
  clickLimiter?: RateLimiter;
};

/**
 * Newsletter issues (decisions 078 and 079): written as drafts, scheduled (or sent now), then queued
 * by one instance when due: its recipients are chosen then, each with one delivery row whose unique
 * key allows one copy per subscriber, and one outbox message spaced at the configured rate. Each copy
 * is rendered only when sent, so one who left or was suppressed since, or an issue stopped since,
 * gets nothing.
 */
export function createIssues(app: AppDatabase, options: Options = {}) {
  const { db } = app;
  const now = options.now ?? (() => new Date());
  const intervalMs = 60_000 / (options.ratePerMinute ?? DEFAULT_RATE_PER_MINUTE);
  const audit = (entry: Parameters<AuditLog["record"]>[0]) => options.audit?.record(entry);

  async function get(id: number): Promise<Issue | undefined> {
    const row = await db.selectFrom("newsletter_issues").selectAll().where("id", "=", id).executeTakeFirst();
    return row && issueOf(row);
  }

  /** Moves an issue from one of `from` to `to`; false when it was in no such state (another tab, another member). */
  async function move(
    trx: Kysely<Database>,
    id: number,
    from: IssueState[],
    values: { state: IssueState } & Record<string, unknown>,
  ) {
    const result = await trx
      .updateTable("newsletter_issues")
      .set({ ...values, updated_at: now().toISOString() })
      .where("id", "=", id)
      .where("state", "in", from)
      .executeTakeFirst();
    return changedOne(result);
  }

  /**
   * Makes `id` and `translationId` name each other, and lets go whatever either named before: an
   * issue has one translation, and either side's page shows the pair (decision 081).
   */
  async function pair(trx: Kysely<Database>, id: number, translationId: number | null) {
    const ids = translationId === null ? [id] : [id, translationId];
    await trx
      .updateTable("newsletter_issues")
      .set({ translation_id: null })
      .where((eb) => eb.or([eb("id", "in", ids), eb("translation_id", "in", ids)]))
      .execute();
    if (translationId === null) return;
    await trx.updateTable("newsletter_issues").set({ translation_id: translationId }).where("id", "=", id).execute();
    await trx.updateTable("newsletter_issues").set({ translation_id: id }).where("id", "=", translationId).execute();
  }

  /** Confirmed subscribers of `lang` who are not on the suppression list, oldest first. */
  async function recipientsOf(trx: Kysely<Database>, lang: Lang) {
    const subscribers = await trx
      .selectFrom("newsletter_subscribers")
      .select(["id", "email"])
      .where("status", "=", "confirmed")
      .where("lang", "=", lang)
      .orderBy("id")
      .execute();
    const suppressed = new Set(
      (await trx.selectFrom("newsletter_suppressions").select("email_hash").execute()).map((row) => row.email_hash),
    );
    return subscribers
      .map((subscriber) => ({ id: subscriber.id, hash: suppressionHash(subscriber.email) }))
      .filter((subscriber) => !suppressed.has(subscriber.hash));
  }

  /**
   * Queues a due issue, in one transaction that first takes it (scheduled → sending): on PostgreSQL
   * a second instance's update waits for this one and then finds it taken; a crash rolls everything
   * back and the issue is still due. Resolves to how many were queued, or undefined when not taken.
   */
  async function queueIssue(id: number): Promise<number | undefined> {
    const at = now();
    const iso = at.toISOString();
    const queued = await writeTransaction(db, async (trx) => {
      const issue = await trx
        .updateTable("newsletter_issues")
        .set({ state: "sending", queued_at: iso, updated_at: iso })
        .where("id", "=", id)
        .where("state", "=", "scheduled")
        .where("scheduled_at", "<=", iso)
        .returning(["id", "lang", "body", "resource_ids"])
        .executeTakeFirst();
      if (!issue) return undefined;
      const cards = await issueCards(trx, issue.lang, JSON.parse(issue.resource_ids) as number[], {
        siteOrigin: options.siteOrigin ?? "",
        now: at,
      });
      const recipients = await recipientsOf(trx, issue.lang);
      for (let start = 0; start < recipients.length; start += CHUNK) {
        const chunk = recipients.slice(start, start + CHUNK);
        const deliveries = await trx
          .insertInto("newsletter_deliveries")
          .values(chunk.map((r) => ({ issue_id: id, subscriber_id: r.id, email_hash: r.hash, queued_at: iso })))
          .onConflict((conflict) => conflict.columns(["issue_id", "subscriber_id"]).doNothing())
          .returning("id")
          .execute();
        // Spaced at the configured rate: the outbox takes each when it is due, and takes other mail first.
        await enqueueSpaced(
          trx,
          NEWSLETTER_ISSUE_EMAIL,
          deliveries.map((delivery) => delivery.id),
          { firstAt: new Date(at.getTime() + start * intervalMs), intervalMs, now: at },
        );
      }
      await trx
        .updateTable("newsletter_issues")
        .set({ recipients: recipients.length, links: JSON.stringify(issueLinks(issue.body, cards)) })
        .where("id", "=", id)
        .execute();
      // No copy will be heard of: an issue for no one is done once queued.
      if (recipients.length === 0) await finishIfNoneWaits(trx, id);
      return recipients.length;
    });
    if (queued !== undefined) {
      await audit({
        actor: null,
        action: "newsletter.issue_queued",
        target: { type: "newsletter_issue", id },
        details: { recipients: queued },
      });
      options.onQueued?.();
    }
    return queued;
  }

  /** Queues every issue that is due; resolves to how many issues this instance took. */
  async function queueDue(): Promise<number> {
    const due = await db
      .selectFrom("newsletter_issues")
      .select("id")
      .where("state", "=", "scheduled")
      .where("scheduled_at", "<=", now().toISOString())
      .orderBy("scheduled_at")
      .execute();
    let taken = 0;
    for (const { id } of due) if ((await queueIssue(id)) !== undefined) taken += 1;
    return taken;
  }

  /**
   * Hears each copy's outcome from the outbox, in the transaction that records it there (issue 54,
   * item 3): the delivery takes it; an address refused for good on two issues is suppressed; the issue
   * is sent once none of its copies waits. A held copy still waits: it goes once an admin releases the
   * held mail (decision 087). A stopped issue's copies are heard too: one in flight when it stopped may
   * still have gone.
   */
  const heard: OutcomeListener = async (trx, { refId }, outcome) => {
    if (refId === null) return;
    const delivery = await trx
      .updateTable("newsletter_deliveries")
      .set({ state: outcome })
      .where("id", "=", refId)
      // A held copy released stays held until it goes: its handler knows it was rendered once, unsent.
      .$if(outcome === "queued", (query) => query.where("state", "!=", "held"))
      .returning(["issue_id", "email_hash"])
      .executeTakeFirst();
    if (!delivery) return;
    if (outcome === "refused") await suppressIfRefusedAgain(trx, delivery.email_hash);
    if (!waitingStates.includes(outcome)) await finishIfNoneWaits(trx, delivery.issue_id);
  };

  /** Marks a sending issue sent once none of its copies waits. */
  async function finishIfNoneWaits(trx: Kysely<Database>, id: number): Promise<void> {
    const waiting = await trx
      .selectFrom("newsletter_deliveries")
      .select("id")
      .where("issue_id", "=", id)
      .where("state", "in", waitingStates)
      .limit(1)
      .executeTakeFirst();
    if (!waiting) await move(trx, id, ["sending"], { state: "sent", finished_at: now().toISOString() });
  }

  /**
   * Marks sent the sending issues none of whose copies waits. The outcome of each copy does so as it
   * is heard; this closes an issue whose last two copies were heard at once on two instances, each
   * transaction seeing the other's copy still waiting.
   */
  async function finishSent(): Promise<void> {
    const sending = await db.selectFrom("newsletter_issues").select("id").where("state", "=", "sending").execute();
    for (const { id } of sending) await finishIfNoneWaits(db, id);
  }

  async function suppressIfRefusedAgain(trx: Kysely<Database>, hash: string): Promise<void> {
    const issues = await trx
      .selectFrom("newsletter_deliveries")
      .select((eb) => eb.fn.count<number | string>("issue_id").distinct().as("count"))
      .where("email_hash", "=", hash)
      .where("state", "=", "refused")
      .executeTakeFirstOrThrow();
    if (Number(issues.count) < REFUSALS_TO_SUPPRESS) return;
    await trx
      .insertInto("newsletter_suppressions")
      .values({ email_hash: hash, reason: "refused", at: now().toISOString() })
      .onConflict((conflict) => conflict.column("email_hash").doNothing())
      .execute();
  }

  async function tick(): Promise<void> {
    await queueDue();
    await finishSent();
  }

  return {
    get,
    queueDue,
    tick,
    /** What it hears from the outbox, by kind: its copies' outcomes. */
    outcomes: { [NEWSLETTER_ISSUE_EMAIL]: heard },
    /** Copies' spacing by outbox kind, for the outbox desk to release held ones at the same pace. */
    pace: { [NEWSLETTER_ISSUE_EMAIL]: intervalMs },

    /** The email as a subscriber would get it, HTML and text, with a placeholder unsubscribe link. */
    async preview(id: number): Promise<{ subject: string; html: string; text: string } | undefined> {
      const issue = await get(id);
      if (!issue) return undefined;
      const siteOrigin = options.siteOrigin ?? "";
      const cards = await issueCards(db, issue.lang, issue.resourceIds, { siteOrigin, now: now() });
      const mail = await renderIssue(issue, cards, { email: "", unsubscribeToken: "apercu" }, siteOrigin);
      return { subject: mail.subject, html: mail.html, text: mail.text };
    },

    /**
     * The web archive (decision 078): issues of `lang` that went out (sending or sent; never a draft,
     * a stopped issue or a test), newest first.
     */
    async archive(lang: Lang): Promise<ArchivedIssue[]> {
      const rows = await db
        .selectFrom("newsletter_issues as i")
        .leftJoin("newsletter_issues as t", (join) =>
          join.onRef("t.id", "=", "i.translation_id").on("t.state", "in", ["sending", "sent"]),
        )
        .select([
          "i.id",
          "i.subject",
          "i.preview",
          "i.queued_at",
          "t.id as translation_id",
          "t.lang as translation_lang",
          "t.subject as translation_subject",
        ])
        .where("i.lang", "=", lang)
        .where("i.state", "in", ["sending", "sent"])
        .orderBy("i.queued_at", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        preview: row.preview,
        sentAt: row.queued_at ?? "",
        translation:
          row.translation_id !== null && row.translation_lang !== null && row.translation_subject !== null
            ? { lang: row.translation_lang, id: row.translation_id, subject: row.translation_subject }
            : undefined,
      }));
    },

    /** One archived issue's page: its body as sanitized HTML and its cards, linked within the site. */
    async archived(
      lang: Lang,
      id: number,
    ): Promise<(ArchivedIssue & { html: string; cards: IssueCard[] }) | undefined> {
      const issue = await get(id);
      if (!issue || issue.lang !== lang || (issue.state !== "sending" && issue.state !== "sent")) return undefined;
      const translation = issue.translationId === null ? undefined : await get(issue.translationId);
      return {
        id: issue.id,
        subject: issue.subject,
        preview: issue.preview,
        sentAt: issue.queuedAt ?? "",
        translation:
          translation && (translation.state === "sending" || translation.state === "sent")
            ? { lang: translation.lang, id: translation.id, subject: translation.subject }
            : undefined,
        html: renderMarkdown(issue.body),
        cards: await issueCards(db, lang, issue.resourceIds, { siteOrigin: "", now: now() }),
      };
    },

    /**
     * A click on an issue's link, through the first-party redirect: counted for the issue, the link
     * and Montréal's day, nothing else; resolves to where it goes, or undefined for no such link. A
     * client past its limit is still sent on, and its click not counted: a flood neither inflates
     * the counts nor writes a row a request.
     */
    async click(issueId: number, link: number, client = "unknown"): Promise<string | undefined> {
      const row = await db
        .selectFrom("newsletter_issues")
        .select(["links", "state"])
        .where("id", "=", issueId)
        .executeTakeFirst();
      if (!row?.links || row.state === "draft" || row.state === "scheduled") return undefined;
      const target = (JSON.parse(row.links) as string[])[link];
      if (target === undefined) return undefined;
      if (options.clickLimiter && !(await options.clickLimiter.consume(clientKey(client)))) return target;
      await db
        .insertInto("newsletter_clicks")
        .values({ issue_id: issueId, link, day: siteDay(now()), clicks: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(["issue_id", "link", "day"])
            .doUpdateSet((eb) => ({ clicks: eb("newsletter_clicks.clicks", "+", 1) })),
        )
        .execute();
      return target;
    },

    /** Clicks per link of an issue, all days together, in the links' order. */
    async clicks(issueId: number): Promise<{ url: string; clicks: number }[]> {
      const issue = await db
        .selectFrom("newsletter_issues")
        .select("links")
        .where("id", "=", issueId)
        .executeTakeFirst();
      const links = issue?.links ? (JSON.parse(issue.links) as string[]) : [];
      const rows = await db
        .selectFrom("newsletter_clicks")
        .select(["link", (eb) => eb.fn.sum<number | string>("clicks").as("clicks")])
        .where("issue_id", "=", issueId)
        .groupBy("link")
        .execute();
      return links.map((url, index) => ({ url, clicks: Number(rows.find((row) => row.link === index)?.clicks ?? 0) }));
    },

    /** Public resources an issue may feature as cards, newest first. */
    async featurable(): Promise<{ id: number; lang: Lang; title: string }[]> {
      return db
        .selectFrom("resources")
        .select(["id", "lang", "title"])
        .where(({ or, and, eb }) =>
          or([
            eb("status", "=", "published"),
            and([eb("status", "=", "scheduled"), eb("publish_at", "<=", now().toISOString())]),
          ]),
        )
        .orderBy("publish_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },

    async list(): Promise<Issue[]> {
      const rows = await db.selectFrom("newsletter_issues").selectAll().orderBy("id", "desc").execute();
      return rows.map(issueOf);
    },

    /** Issues another may name as its translation: every one, the editor keeping those of the other language. */
    async translatable(): Promise<{ id: number; lang: Lang; subject: string }[]> {
      return db.selectFrom("newsletter_issues").select(["id", "lang", "subject"]).orderBy("id", "desc").execute();
    },

    async create(input: IssueInput, actor: Actor): Promise<number> {
      const iso = now().toISOString();
      const row = await writeTransaction(db, async (trx) => {
        const created = await trx
          .insertInto("newsletter_issues")
          .values({
            ...columnsOf(input),
            author_id: actor?.id ?? null,
            author_email: actor?.email ?? null,
            created_at: iso,
            updated_at: iso,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await pair(trx, created.id, input.translationId);
        return created;
      });
      await audit({ actor, action: "newsletter.issue_create", target: { type: "newsletter_issue", id: row.id } });
      return row.id;
    },

    /** Only a draft changes: a scheduled issue is cancelled first. */
    async update(id: number, input: IssueInput, actor: Actor): Promise<boolean> {
      const saved = await writeTransaction(db, async (trx) => {
        if (!(await move(trx, id, ["draft"], { state: "draft", ...columnsOf(input) }))) return false;
        await pair(trx, id, input.translationId);
        return true;
      });
      if (saved) await audit({ actor, action: "newsletter.issue_edit", target: { type: "newsletter_issue", id } });
      return saved;
    },

    /** How many would receive an issue in `lang` if it went now: the confirmation page's number. */
    async recipientCount(lang: Lang): Promise<number> {
      return (await recipientsOf(db, lang)).length;
    },

    /** A draft goes out at `at` (now, for "send now"); the sending job takes it when due. */
    async schedule(id: number, at: Date, actor: Actor): Promise<boolean> {
      const scheduled = await move(db, id, ["draft"], { state: "scheduled", scheduled_at: at.toISOString() });
      if (!scheduled) return false;
      await audit({
        actor,
        action: "newsletter.issue_schedule",
        target: { type: "newsletter_issue", id },
        details: { at: at.toISOString() },
      });
      if (at.getTime() <= now().getTime()) await queueIssue(id);
      return true;
    },

    /** A scheduled issue back to a draft, before it is queued. */
    async cancel(id: number, actor: Actor): Promise<boolean> {
      const cancelled = await move(db, id, ["scheduled"], { state: "draft", scheduled_at: null });
      if (cancelled)
        await audit({ actor, action: "newsletter.issue_cancel", target: { type: "newsletter_issue", id } });
      return cancelled;
    },

    /**
     * Stops a send in progress: copies not yet sent are dropped at once, and a copy being rendered
     * finds the issue stopped and sends nothing.
     */
    async stop(id: number, actor: Actor): Promise<boolean> {
      const iso = now().toISOString();
      const stopped = await writeTransaction(db, async (trx) => {
        if (!(await move(trx, id, ["sending"], { state: "stopped", finished_at: iso }))) return false;
        const waiting = trx
          .selectFrom("newsletter_deliveries")
          .select("id")
          .where("issue_id", "=", id)
          .where("state", "in", waitingStates);
        await dropWaiting(trx, NEWSLETTER_ISSUE_EMAIL, waiting, new Date(iso));
        // Dropped here, not by the outbox, so it has nothing to tell: the deliveries say so themselves.
        await trx.updateTable("newsletter_deliveries").set({ state: "dropped" }).where("id", "in", waiting).execute();
        return true;
      });
      if (!stopped) return false;
      await audit({ actor, action: "newsletter.issue_stop", target: { type: "newsletter_issue", id } });
      return true;
    },

    /** A copy to the member's own address, marked as a test; it has no delivery row, so it counts nowhere. */
    async sendTest(id: number, actor: { id: number; email: string }): Promise<void> {
      const at = now();
      await writeTransaction(db, async (trx) => {
        const row = await trx
          .insertInto("newsletter_test_sends")
          .values({ issue_id: id, user_id: actor.id, at: at.toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        await enqueue(trx, { kind: NEWSLETTER_TEST_EMAIL, refId: row.id }, at);
      });
      await audit({ actor, action: "newsletter.issue_test", target: { type: "newsletter_issue", id } });
      options.onQueued?.();
    },

    /** Per issue: how many were chosen, what became of their copies, and how many left since. */
    async counts(id: number): Promise<IssueCounts> {
      const counts: IssueCounts = {
        recipients: 0,
        queued: 0,
        sent: 0,
        held: 0,
        failed: 0,
        refused: 0,
        dropped: 0,
        unsubscribedSince: 0,
        suppressedAfterRefusals: 0,
      };
      const rows = await db
        .selectFrom("newsletter_deliveries")
        .select(["state", (eb) => eb.fn.countAll<number | string>().as("count")])
        .where("issue_id", "=", id)
        .groupBy("state")
        .execute();
      for (const row of rows) {
        counts[row.state] = Number(row.count);
        counts.recipients += Number(row.count);
      }
      const left = await db
        .selectFrom("newsletter_deliveries as d")
        .innerJoin("newsletter_issues as i", "i.id", "d.issue_id")
        .innerJoin("newsletter_subscribers as s", "s.id", "d.subscriber_id")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("d.issue_id", "=", id)
        .where("s.status", "=", "unsubscribed")
        .whereRef("s.unsubscribed_at", ">=", "i.queued_at")
        .executeTakeFirstOrThrow();
      counts.unsubscribedSince = Number(left.count);
      const suppressed = await db
        .selectFrom("newsletter_deliveries as d")
        .innerJoin("newsletter_suppressions as x", "x.email_hash", "d.email_hash")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("d.issue_id", "=", id)
        .where("d.state", "=", "refused")
        .where("x.reason", "=", "refused")
        .executeTakeFirstOrThrow();
      counts.suppressedAfterRefusals = Number(suppressed.count);
      return counts;
    },

    /** Queues due issues and records outcomes, every `everyMs` on every instance (each issue is taken by one). */
    startSending(log: (error: unknown) => void, everyMs = 30_000): () => void {
      return every(everyMs, tick, log, { record: { job: "newsletter-sending", db, now } });
    },
  };
}

export type Issues = ReturnType<typeof createIssues>;
