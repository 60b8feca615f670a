import { data, redirect } from "react-router";
import {
  AdminPage,
  Field,
  LabelledControl,
  Panel,
  PostForm,
  panelForms,
  SelectField,
  SubmitButton,
} from "#app/admin/components/ui.tsx";
import { useDocumentLang } from "#app/hooks/use-lang.ts";
import { funnelsForm } from "#common/admin/forms/funnels.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { funnelEvents, funnelRows as stepNumbers } from "#common/analytics/funnel-steps.ts";
import { formatMessage } from "#common/site/message.ts";
import { funnelSchema, tooManyStars } from "#server/analytics/funnels.server.ts";
import { stepLabel } from "#server/analytics/paths-report.server.ts";
import { adminError, formValue, requireAction, requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/analytics-funnels";

const notices = ["created", "removed"] as const;
/**
 * Where each form posts, so its answer opens where it shows (decision 049): a refusal beside the form,
 * a created or removed funnel in the list, which a redirect's own fragment names.
 */
const listId = "funnels-list";
const createId = "funnel-create";

/** The funnels admins define (issue 28): listed with their steps, created and deleted here. */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang } = await requireUser(args, "admin");
  const p = t.analyticsPaths;
  const funnels = (await service(args.context, "analytics").funnels.list()).filter((funnel) => funnel.name !== null);
  const done = args.url.searchParams.get("done");
  return {
    t: p.funnelAdmin,
    events: p.funnels.events,
    withinDay: p.funnels.withinDay,
    funnels: funnels.map((funnel) => ({
      id: funnel.key,
      name: funnel.name ?? "",
      steps: funnel.steps.map((step) => stepLabel(step, p.funnels, lang)),
    })),
    notice: notices.find((key) => key === done),
  };
}

export async function action(args: Route.ActionArgs) {
  const { user, form, lang, t } = await requireAction(args, "admin");
  const { audit } = service(args.context, "admin");
  const { funnels } = service(args.context, "analytics");
  const actor = { id: user.id, email: user.email };
  const sent = formValue(form, funnelsForm, lang);
  if (sent.intent === "create") {
    const parsed = funnelSchema.safeParse({ name: sent.name, steps: sent.steps });
    if (!parsed.success) {
      const { funnelAdmin } = t.analyticsPaths;
      const stars = parsed.error.issues.some((issue) => issue.message === tooManyStars);
      return data({ problem: stars ? funnelAdmin.tooManyStars : funnelAdmin.invalid }, { status: 400 });
    }
    const id = await funnels.create(parsed.data, new Date());
    await audit.record({
      actor,
      action: "analytics.funnel_create",
      target: { type: "funnel", id },
      details: { steps: parsed.data.steps.length },
    });
    throw redirect(`${adminPaths.analyticsFunnels}?done=created#${listId}`);
  }
  const { id } = sent;
  if (!(await funnels.remove(id))) throw adminError(400, lang, "badRequest");
  await audit.record({ actor, action: "analytics.funnel_delete", target: { type: "funnel", id } });
  throw redirect(`${adminPaths.analyticsFunnels}?done=removed#${listId}`);
}

export default function AnalyticsFunnels({ loaderData, actionData }: Route.ComponentProps) {
  const { t, events, withinDay, funnels, notice } = loaderData;
  const { actionOf, answerIn } = panelForms(adminPaths.analyticsFunnels, [
    notice && { panel: listId, notice: t[notice] },
    actionData?.problem ? { panel: createId, problem: actionData.problem } : undefined,
  ]);
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 max-w-3xl text-muted">{t.intro}</p>
      <p className="mt-2 max-w-3xl text-muted">{withinDay}</p>
      <Panel id={listId} title={t.listTitle}>
        {answerIn(listId)}
        {funnels.length === 0 ? (
          <p className="mt-2">{t.none}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line">
            {funnels.map((funnel) => (
              <li key={funnel.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold">{funnel.name}</p>
                  <p className="text-muted text-sm">{funnel.steps.join(" → ")}</p>
                </div>
                <PostForm action={actionOf(listId)}>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={funnel.id} />
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 font-semibold text-brand-700"
                  >
                    {t.remove}
                    <span className="sr-only"> – {funnel.name}</span>
                  </button>
                </PostForm>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel id={createId} title={t.create}>
        {answerIn(createId)}
        <PostForm action={actionOf(createId)}>
          <input type="hidden" name="intent" value="create" />
          <Field name="name" label={t.name} hint={t.nameHint} required invalid={Boolean(actionData?.problem)} />
          <fieldset className="mt-6">
            <legend className="font-semibold text-brand-900">{t.stepsLegend}</legend>
            <p className="mt-1 text-muted text-sm">{t.stepsHint}</p>
            <p id="pattern-hint" className="mt-1 text-muted text-sm">
              {t.patternHint}
            </p>
            {stepNumbers.map((n) => (
              <StepFields key={n} n={n} t={t} events={events} />
            ))}
          </fieldset>
          <SubmitButton>{t.create}</SubmitButton>
        </PostForm>
      </Panel>
    </AdminPage>
  );
}

function StepFields({
  n,
  t,
  events,
}: {
  n: number;
  t: Route.ComponentProps["loaderData"]["t"];
  events: Route.ComponentProps["loaderData"]["events"];
}) {
  const lang = useDocumentLang();
  // Three fields a row: closer than a form's fields one under another.
  const looks = {
    className: "",
    labelClassName: "block text-sm",
    controlClassName: "mt-1 block min-h-11 w-full rounded-md border border-muted bg-white px-3 text-ink",
  };
  return (
    <fieldset className="mt-4 rounded-md border border-line p-3">
      <legend className="px-1 font-semibold">{formatMessage(t.step, lang, { n })}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          name={`step${n}`}
          label={t.kind}
          defaultValue="none"
          options={(["none", "page", "event"] as const).map((kind) => ({ value: kind, label: t.kinds[kind] }))}
          {...looks}
        />
        <LabelledControl id={`page${n}`} label={t.pattern} className="" labelClassName={looks.labelClassName}>
          {() => (
            // Its hint is the form's, given once above the steps.
            <input
              id={`page${n}`}
              name={`page${n}`}
              type="text"
              maxLength={100}
              aria-describedby="pattern-hint"
              className={looks.controlClassName}
            />
          )}
        </LabelledControl>
        <SelectField
          name={`event${n}`}
          label={t.event}
          options={funnelEvents.map((event) => ({ value: event, label: events[event] }))}
          {...looks}
        />
      </div>
    </fieldset>
  );
}
