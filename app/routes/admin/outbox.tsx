import { data } from "react-router";
import { AdminPage, Notice, Problem } from "#app/admin/components/ui.tsx";
import { heldMailOf, heldMailView } from "#app/mail/held-mail.server.ts";
import { HeldMail } from "#app/mail/held-mail.tsx";
import { OutboxFilters, OutboxList, OutboxPager } from "#app/mail/outbox-list.tsx";
import { kindName, outboxRow } from "#app/mail/outbox-rows.server.ts";
import { formatDateTime } from "#common/admin/format.server.ts";
import { releaseForm } from "#common/admin/forms/outbox.ts";
import { outboxStates } from "#common/mail/outbox.ts";
import { formatMessage } from "#common/site/message.ts";
import { adminError, formValue, requireAction, requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/outbox";

/**
 * The outbox (issue 47, decision 072): every message newest first, 50 a page by id, filtered by
 * state and kind; each opens to be read as its recipient would. Admins only.
 */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang, user } = await requireUser(args, "admin");
  const desk = service(args.context, "admin").outbox;
  const query = args.url.searchParams;
  const state = query.get("state") || undefined;
  const kind = query.get("kind") || undefined;
  const before = query.get("before");
  const beforeId = before === null ? undefined : Number(before);
  // Only what the form offers: anything else is a 400 in the reader's language, not an empty page.
  if (
    (state !== undefined && !outboxStates.some((each) => each === state)) ||
    (kind !== undefined && !desk.kinds.includes(kind)) ||
    (beforeId !== undefined && !(Number.isSafeInteger(beforeId) && beforeId > 0))
  ) {
    throw adminError(400, lang, "badRequest");
  }
  const filter = { state: outboxStates.find((each) => each === state), kind };
  const page = await desk.page(filter, beforeId);
  const words = t.outbox;
  return {
    t: words,
    held: heldMailView(await heldMailOf(desk), user.role, t.heldMail, lang),
    filter: { state: filter.state ?? "", kind: kind ?? "" },
    kinds: desk.kinds.map((each) => ({ value: each, label: kindName(each, words) })),
    deep: beforeId !== undefined,
    nextBefore: page.nextBefore,
    rows: page.entries.map((entry) => outboxRow(entry, words, lang, (iso) => formatDateTime(iso, lang))),
  };
}

/** Sends every held message at once, from here, the status screen or the home screen (decision 087). */
export async function action(args: Route.ActionArgs) {
  const { user, form, lang, t } = await requireAction(args, "admin");
  formValue(form, releaseForm, lang);
  const released = await service(args.context, "admin").outbox.releaseHeld({ id: user.id, email: user.email });
  if (released === 0) return data({ problem: t.heldMail.nothingReleased }, { status: 409 });
  return { notice: formatMessage(t.heldMail.released, lang, { count: released }) };
}

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t, held, filter, kinds, rows, deep, nextBefore } = loaderData;
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-muted">{t.intro}</p>
      {actionData && "notice" in actionData && <Notice>{actionData.notice}</Notice>}
      {actionData && "problem" in actionData && <Problem>{actionData.problem}</Problem>}
      {held && <HeldMail view={held} linked={false} />}
      <OutboxFilters t={t} filter={filter} kinds={kinds} />
      <OutboxList t={t} rows={rows} />
      <OutboxPager t={t} filter={filter} deep={deep} nextBefore={nextBefore} />
    </AdminPage>
  );
}
