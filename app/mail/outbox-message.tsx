import { Link } from "react-router";
import { Notice, PostForm, Problem, SubmitButton } from "#app/admin/components/ui.tsx";
import type { MailText } from "#common/admin/content/types/mail.ts";
import { adminPaths, outboxEmailPath } from "#common/admin/paths.ts";
import type { OutboxRow } from "./outbox-rows.server";

type Words = MailText["outbox"];

export type ReadableMail = {
  to: string | undefined;
  replyTo: string | undefined;
  subject: string;
  language: string;
  unsubscribe: string | undefined;
  attachment: string | undefined;
  /** Shown in a frame from its own route: the page does not carry it. */
  hasHtml: boolean;
  text: string;
};

/**
 * Dropping is for good, so it asks first, without a script: the first press opens the warning, and
 * the real button is inside it (a `<details>`, as the back office's other folded parts).
 */
function DropConfirm({ t }: { t: Words }) {
  return (
    <details className="mt-6 rounded-md border border-line bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">{t.actions.drop}</summary>
      <div className="border-line border-t p-4">
        <p>{t.actions.dropWarning}</p>
        <PostForm>
          <SubmitButton name="intent" value="drop">
            {t.actions.dropConfirm}
          </SubmitButton>
        </PostForm>
      </div>
    </details>
  );
}

/**
 * A message as its recipient reads it. Its HTML is shown in a frame sandboxed with no permission at
 * all (no script, no form, no navigation of this page, an origin of its own), loaded from a route of
 * its own whose policy lets the email's inline styles and the site's images in (decision 104): a
 * srcdoc frame would take this page's policy, which refuses both.
 */
export function OutboxMessage({
  t,
  row,
  mail,
  sendable,
  answer,
}: {
  t: Words;
  row: OutboxRow;
  mail: ReadableMail | undefined;
  /** A failed message, or a held one where SMTP_URL is now set. */
  sendable: boolean;
  answer: { notice: string } | { problem: string } | undefined;
}) {
  const m = t.message;
  const headers: [string, string | undefined][] = mail
    ? [
        [m.to, mail.to],
        [m.replyTo, mail.replyTo],
        [m.subject, mail.subject],
        [m.language, mail.language],
        [m.unsubscribe, mail.unsubscribe],
        [m.attachment, mail.attachment],
      ]
    : [];
  return (
    <>
      <p className="mt-2">
        <Link className="font-semibold text-brand-600 underline" to={adminPaths.outbox}>
          {m.back}
        </Link>
      </p>
      {answer && "notice" in answer && <Notice>{answer.notice}</Notice>}
      {answer && "problem" in answer && <Problem>{answer.problem}</Problem>}
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t.fields.kind}</dt>
        <dd>{row.kind}</dd>
        <dt className="font-semibold">{t.fields.state}</dt>
        <dd data-state={row.state}>{row.stateLabel}</dd>
        <dt className="font-semibold">{t.fields.attempts}</dt>
        <dd>{row.attempts}</dd>
        <dt className="font-semibold">{t.columns.times}</dt>
        {row.times.map((line) => (
          <dd key={line} className="col-start-2">
            {line}
          </dd>
        ))}
        {row.error && (
          <>
            <dt className="font-semibold">{t.fields.lastError}</dt>
            <dd>{row.error}</dd>
          </>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-4">
        {sendable && (
          <PostForm>
            <SubmitButton name="intent" value="retry">
              {row.state === "held" ? t.actions.send : t.actions.retry}
            </SubmitButton>
          </PostForm>
        )}
        {row.state === "queued" && <DropConfirm t={t} />}
      </div>
      {mail ? (
        <>
          <h2 className="mt-8 font-semibold text-brand-900 text-xl">{m.headers}</h2>
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
            {headers
              .filter((header): header is [string, string] => header[1] !== undefined)
              .map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="font-semibold">{name}</dt>
                  <dd className="break-all">{value}</dd>
                </div>
              ))}
          </dl>
          <h2 className="mt-8 font-semibold text-brand-900 text-xl">{m.html}</h2>
          {mail.hasHtml ? (
            <iframe
              title={m.htmlFrame}
              sandbox=""
              src={outboxEmailPath(row.id)}
              className="mt-2 h-[32rem] w-full rounded-card border border-line bg-white"
            />
          ) : (
            <p className="mt-2">{m.noHtml}</p>
          )}
          <h2 className="mt-8 font-semibold text-brand-900 text-xl">{m.text}</h2>
          <pre className="mt-2 whitespace-pre-wrap rounded-card border border-line bg-white p-4 font-sans">
            {mail.text}
          </pre>
        </>
      ) : (
        <p className="mt-8">{row.state === "sent" ? m.erased : m.notRendered}</p>
      )}
    </>
  );
}
