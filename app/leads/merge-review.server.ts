import type { AdminDictionary } from "#common/admin/content/types.ts";
import { formatDateTime, formatDay } from "#common/admin/format.server.ts";
import { formatMessage, type Message } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import type { MergeMoves, MergeSide } from "#server/sales/sales.server.ts";

/** The merge's review: each lead's card, side by side, and each kind of thing that would move. */
export function mergeReviewOf(
  { keep, gone, moves }: { keep: MergeSide; gone: MergeSide; moves: MergeMoves },
  {
    t,
    lang,
    nameOf,
    cancelHref,
  }: { t: AdminDictionary; lang: Lang; nameOf: (id: number | null) => string; cancelHref: string },
) {
  const r = t.sales.mergeReview;
  const fields = t.lead.fields;
  const nameOfLead = (side: MergeSide) => `${side.firstName} ${side.lastName}`;
  const card = (side: MergeSide, heading: Message<{ id: number; name: string }>) => ({
    id: side.id,
    heading: formatMessage(heading, lang, { id: side.id, name: nameOfLead(side) }),
    rows: [
      [fields.received, formatDateTime(side.createdAt.toISOString(), lang)],
      [fields.sourcePage, side.sourcePage],
      [fields.status, t.leads.statuses[side.status]],
      [fields.email, side.email],
      [fields.phone, side.phone ?? t.lead.none],
      [fields.company, side.company ?? t.lead.none],
      [r.owner, nameOf(side.ownerId)],
      [r.nextStep, side.nextStepOn ? formatDay(side.nextStepOn, lang) : t.sales.stepNone],
    ] as const,
  });
  const counted = (Object.keys(r.counts) as (keyof typeof r.counts)[])
    .filter((kind) => moves[kind] > 0)
    .map((kind) => formatMessage(r.counts[kind], lang, { count: moves[kind] }));
  return {
    title: r.title,
    intro: formatMessage(r.intro, lang, { keep: nameOfLead(keep), gone: nameOfLead(gone) }),
    cards: [card(keep, r.stays), card(gone, r.goes)],
    movesTitle: r.moves,
    moves: [
      ...(moves.message ? [r.message] : []),
      r.contact,
      ...counted,
      ...(moves.nextStep ? [r.takesNextStep] : []),
      ...(moves.owner ? [r.takesOwner] : []),
    ],
    other: gone.id,
    confirm: r.confirm,
    cancel: r.cancel,
    cancelHref,
  };
}
