import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { whenInWords } from "#common/booking/times.ts";
import { site } from "#common/site/config.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { textEmailHtml } from "#server/mail/email.server.tsx";
import { singleLine } from "#server/mail/mailer.server.ts";
import type { OutboxHandler } from "#server/mail/outbox.server.ts";

/** The outbox kind of the team's email about a new lead. */
export const LEAD_EMAIL = "lead.email";

export type TeamAddresses = { appointments: string; support: string };

/** The team's email about a lead, in French, as plain text, replying to the visitor. */
export function leadEmailHandler(app: AppDatabase, to: TeamAddresses, siteOrigin: string): OutboxHandler {
  return async ({ leadId }) => {
    if (leadId === null) return undefined;
    const lead = await app.db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
    // Erased before it could be sent: nothing left to tell.
    if (!lead) return undefined;
    const name = singleLine(`${lead.first_name} ${lead.last_name}`);
    // The team reads words and Montréal's clock, not codes and UTC.
    const topic = adminDictionaries.fr.leads.topics[lead.topic] ?? lead.topic;
    const received = whenInWords(new Date(lead.created_at), "fr", site.timeZone);
    const mail = {
      lang: "fr" as const,
      to: lead.topic === "support" ? to.support : to.appointments,
      replyTo: { name, address: singleLine(lead.email) },
      subject: `Nouvelle demande (${topic}) : ${name}`,
      text: [
        `Demande n° ${lead.id}`,
        `Sujet : ${topic}`,
        `Nom : ${name}`,
        `Courriel : ${singleLine(lead.email)}`,
        `Téléphone : ${singleLine(lead.phone ?? "-")}`,
        `Entreprise : ${singleLine(lead.company ?? "-")}`,
        `Langue : ${lead.lang}`,
        `Page : ${singleLine(lead.source_page)}`,
        `Reçue le : ${received}`,
        "",
        "Message :",
        lead.message,
      ].join("\n"),
    };
    return { ...mail, html: await textEmailHtml(mail, { siteOrigin, why: adminDictionaries.fr.leads.emailWhy }) };
  };
}
