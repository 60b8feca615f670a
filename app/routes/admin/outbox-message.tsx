import { data } from "react-router";
import { AdminPage } from "#app/admin/components/ui.tsx";
import { useDocumentLang } from "#app/hooks/use-lang.ts";
import { OutboxMessage } from "#app/mail/outbox-message.tsx";
import { outboxId, outboxRow } from "#app/mail/outbox-rows.server.ts";
import { formatDateTime } from "#common/admin/format.server.ts";
import { outboxMessageForm } from "#common/admin/forms/outbox.ts";
import { formatMessage } from "#common/site/message.ts";
import { adminError, formValue, requireAction, requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/outbox-message";

/** One message, as its recipient reads it (HTML in a sandboxed frame, and text), with what went wrong. */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang, user } = await requireUser(args, "admin");
  const id = outboxId(args.params);
  const desk = service(args.context, "admin").outbox;
  const found = id === undefined ? undefined : await desk.message(id, { id: user.id, email: user.email });
  if (!found) throw adminError(404, lang, "notFound");
  const words = t.outbox;
  const { mail } = found;
  const address = (value: string | { name: string; address: string } | undefined) =>
    value === undefined ? undefined : typeof value === "string" ? value : `${value.name} <${value.address}>`;
  const unsubscribe = mail?.list?.unsubscribe;
  return {
    t: words,
    // Held mail is sent again only where there is a mail server to send it to.
    sendable: found.entry.state === "failed" || (found.entry.state === "held" && !desk.holding),
    row: outboxRow(found.entry, words, lang, (iso) => formatDateTime(iso, lang)),
    mail: mail && {
      to: address(mail.to),
      replyTo: address(mail.replyTo),
      subject: mail.subject,
      language: words.languages[mail.lang],
      unsubscribe:
        unsubscribe && typeof unsubscribe === "object" && "url" in unsubscribe ? String(unsubscribe.url) : undefined,
      attachment: mail.icalEvent?.filename,
      hasHtml: mail.html !== undefined,
      text: mail.text,
    },
  };
}

/** Send a failed or held message again, or drop a queued one; each act in the audit log. */
export async function action(args: Route.ActionArgs) {
  const { user, form, lang, t } = await requireAction(args, "admin");
  const id = outboxId(args.params);
  const { intent } = formValue(form, outboxMessageForm, lang);
  if (id === undefined) throw adminError(400, lang, "badRequest");
  const desk = service(args.context, "admin").outbox;
  const actor = { id: user.id, email: user.email };
  const done = intent === "retry" ? await desk.retry(id, actor) : await desk.drop(id, actor);
  if (!done) return data({ problem: t.outbox.actions.stale }, { status: 409 });
  return { notice: intent === "retry" ? t.outbox.actions.retried : t.outbox.actions.dropped };
}

export default function OutboxMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useDocumentLang();
  const { t, row, mail, sendable } = loaderData;
  return (
    <AdminPage title={formatMessage(t.message.title, lang, { id: row.id })}>
      <OutboxMessage t={t} row={row} mail={mail} sendable={sendable} answer={actionData} />
    </AdminPage>
  );
}
