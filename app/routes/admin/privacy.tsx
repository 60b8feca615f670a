import { data } from "react-router";
import { AdminPage, Field, Notice, Panel, PostForm, Problem, SubmitButton } from "#app/admin/components/ui.tsx";
import { useDocumentLang } from "#app/hooks/use-lang.ts";
import type { AdminDictionary } from "#common/admin/content/types.ts";
import { privacyForm } from "#common/admin/forms/privacy.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { formatMessage } from "#common/site/message.ts";
import { requireAction, requireRecentAuth, requireUser, submissionOf } from "#server/auth/guard.server.ts";
import { type Services, service } from "#server/http/context.server.ts";
import type { Route } from "./+types/privacy";

export async function loader(args: Route.LoaderArgs) {
  const { t } = await requireUser(args, "admin");
  return { t: t.privacy };
}

type Found = { email: string; sources: { name: string; label: string; records: string[] }[]; total: number };

/**
 * Find, then (after a confirmation step) erase, everything held about one person. The address is
 * sent by POST, never in a URL, so it stays out of browser history and server logs. Finding shows
 * as much as the export does, so it too needs a recent password (and code).
 */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireAction(args, "admin");
  requireRecentAuth(args, signedIn);
  const { user, form, lang, t } = signedIn;
  const { privacy } = service(args.context, "admin");
  const actor = { id: user.id, email: user.email };
  const submission = submissionOf(form, privacyForm(t.privacy), lang, ["email"]);
  if (submission.status !== "success") {
    return data({ problem: Object.values(submission.error ?? {}).flat()[0] ?? "" }, { status: 400 });
  }
  const { intent, email, confirmed } = submission.value;
  if (intent === "find" || intent === "confirm") {
    return { found: describe(await privacy.lookup(email, actor), t.privacy), confirming: intent === "confirm" };
  }
  if (!confirmed) {
    return data(
      {
        found: describe(await privacy.lookup(email, actor), t.privacy),
        confirming: true,
        problem: t.privacy.notConfirmed,
      },
      { status: 400 },
    );
  }
  const erased = await privacy.erase(email, actor);
  const summary = Object.entries(erased)
    .map(([name, count]) => `${t.privacy.sources[name] ?? name} (${count})`)
    .join(", ");
  return { deleted: formatMessage(t.privacy.deleted, lang, { summary }) };
}

function describe(
  person: Awaited<ReturnType<Services["admin"]["privacy"]["lookup"]>>,
  t: AdminDictionary["privacy"],
): Found {
  const sources = person.sources.map((source) => ({
    name: source.name,
    label: t.sources[source.name] ?? source.name,
    records: source.records.map((record) => JSON.stringify(record, null, 2)),
  }));
  return { email: person.email, sources, total: sources.reduce((sum, source) => sum + source.records.length, 0) };
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useDocumentLang();
  const { t } = loaderData;
  const found = actionData && "found" in actionData ? actionData.found : undefined;
  const confirming = actionData && "confirming" in actionData && actionData.confirming;
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  const deleted = actionData && "deleted" in actionData ? actionData.deleted : undefined;
  const secondary =
    "mt-6 inline-flex min-h-11 items-center rounded-full border border-brand-200 px-5 font-semibold text-brand-800 hover:border-brand-500";
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 max-w-3xl text-muted">{t.intro}</p>
      {deleted && <Notice>{deleted}</Notice>}
      {problem && <Problem>{problem}</Problem>}
      <Panel id="find-title" title={t.find}>
        <PostForm>
          <Field name="email" type="email" label={t.email} hint={t.emailHint} defaultValue={found?.email} required />
          <SubmitButton name="intent" value="find">
            {t.find}
          </SubmitButton>
        </PostForm>
      </Panel>
      {found && (
        <Panel id="result-title" title={formatMessage(t.resultTitle, lang, { email: found.email })}>
          {found.total === 0 ? (
            <p className="mt-4">{t.nothing}</p>
          ) : (
            <>
              {found.sources.map((source) => (
                <div key={source.name} className="mt-4">
                  <h3 className="font-semibold">{source.label}</h3>
                  <p className="text-muted text-sm">
                    {formatMessage(t.recordsCount, lang, { count: source.records.length })}
                  </p>
                  {source.records.map((record, index) => (
                    <details key={record} className="mt-2 rounded-md border border-line">
                      <summary className="min-h-11 cursor-pointer px-3 py-2">
                        {source.label} – {index + 1}
                      </summary>
                      <pre className="overflow-x-auto whitespace-pre-wrap break-words bg-surface p-3 text-xs">
                        {record}
                      </pre>
                    </details>
                  ))}
                </div>
              ))}
              <h3 className="mt-8 font-semibold text-brand-900">{t.exportTitle}</h3>
              <p className="mt-1">{t.exportIntro}</p>
              <PostForm action={adminPaths.privacyExport}>
                <input type="hidden" name="email" value={found.email} />
                <SubmitButton>{t.export}</SubmitButton>
              </PostForm>
              <h3 className="mt-8 font-semibold text-brand-900">{t.deleteTitle}</h3>
              <p className="mt-1">{t.deleteIntro}</p>
              {confirming ? (
                <section
                  className="mt-4 rounded-md border border-accent-700 bg-accent-100 p-4"
                  aria-labelledby="confirm-title"
                >
                  <h4 id="confirm-title" className="font-semibold">
                    {t.confirmTitle}
                  </h4>
                  <p className="mt-1">{formatMessage(t.confirmIntro, lang, { email: found.email })}</p>
                  <PostForm>
                    <input type="hidden" name="email" value={found.email} />
                    <label className="mt-4 flex min-h-11 items-center gap-3">
                      <input type="checkbox" name="confirmed" value="yes" className="size-5" required />
                      {t.confirmCheck}
                    </label>
                    <div className="flex flex-wrap gap-4">
                      <SubmitButton name="intent" value="delete">
                        {t.confirmDelete}
                      </SubmitButton>
                      <button type="submit" name="intent" value="find" formNoValidate className={secondary}>
                        {t.cancel}
                      </button>
                    </div>
                  </PostForm>
                </section>
              ) : (
                <PostForm>
                  <input type="hidden" name="email" value={found.email} />
                  <button type="submit" name="intent" value="confirm" className={secondary}>
                    {t.askDelete}
                  </button>
                </PostForm>
              )}
            </>
          )}
        </Panel>
      )}
    </AdminPage>
  );
}
