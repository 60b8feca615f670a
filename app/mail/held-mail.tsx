import { Link } from "react-router";
import { PostForm, SubmitButton } from "#app/admin/components/ui.tsx";
import { adminPaths } from "#common/admin/paths.ts";
import type { HeldMailView } from "./held-mail.server";

/**
 * Held mail, said where the reader is: its line, the outbox's held list, and once a server is set
 * the button that sends it all. The button posts to the outbox, which answers with what it did.
 */
export function HeldMail({
  view,
  linked = true,
}: {
  view: HeldMailView;
  /** False on the outbox itself: the list is already there. */
  linked?: boolean;
}) {
  return (
    <div className="mt-4 rounded-md border border-amber-500 bg-amber-50 p-4">
      <p>
        <strong>{view.line}</strong>{" "}
        {linked && view.link && (
          <Link className="font-semibold text-brand-600 underline" to={`${adminPaths.outbox}?state=held`}>
            {view.link}
          </Link>
        )}
      </p>
      {view.release && (
        <PostForm action={adminPaths.outbox}>
          <SubmitButton name="intent" value="release">
            {view.release}
          </SubmitButton>
        </PostForm>
      )}
    </div>
  );
}
