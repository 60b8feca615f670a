import { Link } from "react-router";
import { Panel, PostForm, SubmitButton } from "#app/admin/components/ui.tsx";
import type { mergeReviewOf } from "./merge-review.server";

/**
 * The step before a merge: the lead that stays and the one erased, side by side, each with its
 * number, source page and time so the two never read the same on a phone, what moves from the second
 * to the first, and the button that merges, or a way back. The link that opens it is far below: its
 * heading takes the focus (issue 52).
 */
export function MergeReview({ review, action }: { review: ReturnType<typeof mergeReviewOf>; action: string }) {
  return (
    <Panel id="merge-title" title={review.title} focus>
      <p className="mt-2">{review.intro}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {review.cards.map((card) => (
          <section key={card.id} aria-labelledby={`merge-${card.id}`} className="rounded-card border border-line p-4">
            <h3 id={`merge-${card.id}`} className="font-semibold text-brand-900">
              {card.heading}
            </h3>
            <dl className="mt-2 space-y-1 text-sm">
              {card.rows.map(([label, value]) => (
                <div key={label}>
                  <dt className="inline font-semibold">{label}</dt> <dd className="inline break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <p className="mt-4 font-semibold">{review.movesTitle}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {review.moves.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <PostForm action={action} className="flex flex-wrap items-center gap-x-6">
        <input type="hidden" name="intent" value="merge" />
        <input type="hidden" name="other" value={review.other} />
        <SubmitButton>{review.confirm}</SubmitButton>
        <Link
          to={review.cancelHref}
          className={`mt-6 inline-flex min-h-11 items-center font-semibold text-brand-600 underline`}
        >
          {review.cancel}
        </Link>
      </PostForm>
    </Panel>
  );
}
