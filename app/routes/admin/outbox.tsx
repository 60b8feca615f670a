import { formatDateTime } from "../../../common/admin/format.server";
import { outboxStates } from "../../../common/mail/outbox";
import { adminError, adminServices, requireUser } from "../../../server/auth/guard.server";
import { AdminPage } from "../../admin/components/ui";
import { OutboxFilters, OutboxList, OutboxPager } from "../../mail/outbox-list";
import { outboxRow } from "../../mail/outbox-rows.server";
import type { Route } from "./+types/outbox";

/**
 * The outbox (issue 47, decision 072): every message newest first, 50 a page by id, filtered by
 * state and kind; each opens to be read as its recipient would. Admins only.
 */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang } = await requireUser(args, "admin");
  const desk = adminServices(args.context).outbox;
  const query = new URL(args.request.url).searchParams;
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
    holding: desk.holding,
    filter: { state: filter.state ?? "", kind: kind ?? "" },
    kinds: desk.kinds.map((each) => ({ value: each, label: words.kinds[each] ?? each })),
    deep: beforeId !== undefined,
    nextBefore: page.nextBefore,
    rows: page.entries.map((entry) => outboxRow(entry, words, (iso) => formatDateTime(iso, lang))),
  };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { t, holding, filter, kinds, rows, deep, nextBefore } = loaderData;
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-muted">{t.intro}</p>
      {holding && <p className="mt-4 rounded-md border border-amber-500 bg-amber-50 p-4 font-semibold">{t.holding}</p>}
      <OutboxFilters t={t} filter={filter} kinds={kinds} />
      <OutboxList t={t} rows={rows} />
      <OutboxPager t={t} filter={filter} deep={deep} nextBefore={nextBefore} />
    </AdminPage>
  );
}
