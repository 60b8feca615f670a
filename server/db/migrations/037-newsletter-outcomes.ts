import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 54, item 3: a newsletter copy now hears its outcome from the outbox as it is recorded, where a
 * minute job used to read the outbox's rows. Copies that finished after that job's last pass are
 * brought up to date once, here, as it would have done; then any issue with no copy left waiting is
 * sent, and an address refused for good on two issues is suppressed.
 */
export const newsletterOutcomesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const finished = sql`from outbox o where o.kind = 'newsletter.issue' and o.ref_id = newsletter_deliveries.id and o.state <> 'queued'`;
    await sql`
      update newsletter_deliveries set state = (
        select case when o.state = 'failed' and o.last_error like '5__ %' then 'refused' else o.state end ${finished}
      )
      where state in ('queued', 'held') and exists (select 1 ${finished})
    `.execute(db);
    await sql`
      update newsletter_issues set state = 'sent', finished_at = ${new Date().toISOString()}
      where state = 'sending' and not exists (
        select 1 from newsletter_deliveries d where d.issue_id = newsletter_issues.id and d.state in ('queued', 'held')
      )
    `.execute(db);
    await sql`
      insert into newsletter_suppressions (email_hash, reason, at)
      select email_hash, 'refused', ${new Date().toISOString()} from newsletter_deliveries
      where state = 'refused' group by email_hash having count(distinct issue_id) >= 2
      on conflict (email_hash) do nothing
    `.execute(db);
  },

  // Nothing to undo: the rows say what happened, as the job would have made them say.
  async down() {},
};
