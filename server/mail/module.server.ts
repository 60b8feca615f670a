import type { Ground, ServerModule } from "#server/module.server.ts";
import { createMailer } from "./mailer.server";
import { outboxDeliveries, outboxMessages } from "./metrics.server";
import { createOutbox } from "./outbox.server";
import { createOutboxDesk, type OutboxDesk, outboxPrivacySource } from "./outbox-desk.server";

/**
 * The outbox (decisions 012, 072, 110), made after the other modules from what they declare: every
 * kind's email rendered, then sent through the one transport (DKIM-signed when the three DKIM
 * variables are set, decision 079) or, without SMTP_URL, held for the back office; webhooks through
 * their senders; each kind's listener told of its messages' outcomes.
 */
export function mailModule(
  { env, log, database, audit, holding, kick }: Ground,
  modules: readonly ServerModule[],
  /** Kinds whose messages leave one interval apart (ms), released from hold at the same pace (decision 087). */
  paced: Readonly<Record<string, number>>,
): ServerModule & { desk: OutboxDesk; kick: () => void } {
  const dkim =
    env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
      ? { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: env.DKIM_PRIVATE_KEY }
      : undefined;
  const mailer = env.SMTP_URL ? createMailer(env.SMTP_URL, env.MAIL_FROM, dkim) : undefined;
  if (!mailer) log.warn("SMTP_URL is unset: email is held in the back office's outbox, not sent");
  // Every process renders every kind; webhooks are sent only where one is configured.
  const handlers = Object.assign({}, ...modules.map((module) => module.emails));
  const senders = Object.assign({}, ...modules.map((module) => module.senders));
  const listeners = Object.assign({}, ...modules.map((module) => module.outcomes));
  const outbox = createOutbox({
    app: database,
    handlers,
    mailer,
    senders,
    listeners,
    background: modules.flatMap((module) => module.background ?? []),
    baseDelayMs: env.MAIL_RETRY_BASE_MS,
    log: (event, details) => log.info(details, event),
    onOutcome: (kind, outcome) => outboxDeliveries.inc({ kind, outcome }),
  });
  const desk = createOutboxDesk(database, {
    audit,
    holding,
    kinds: [...Object.keys(handlers), ...Object.keys(senders)],
    paced,
    listeners,
    onQueued: kick,
  });
  return {
    name: "mail",
    desk,
    kick: () => outbox.kick(),
    // Listed after the others: what is left addressed to the person (decision 072).
    privacy: [outboxPrivacySource(database)],
    jobs: [
      {
        start() {
          outbox.start();
          return () => {};
        },
      },
    ],
    metrics: [outboxDeliveries, outboxMessages(database)],
    async stop() {
      await outbox.stop();
      mailer?.close();
    },
  };
}
