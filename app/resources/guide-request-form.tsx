import type { FormOutcome } from "#app/newsletter/form-parts.tsx";
import { RequestForm, type RequestFormProps } from "./request-form";

/**
 * A gated guide's form; its action calls `requestGuide` (server/registrations), whose success
 * carries the signed download link shown here.
 */
export function GuideRequestForm(props: RequestFormProps & { outcome?: FormOutcome & { downloadUrl?: string } }) {
  const g = props.t.guide;
  const done = (
    <>
      <p>{g.done}</p>
      {props.outcome?.downloadUrl && (
        <a
          href={props.outcome.downloadUrl}
          className="mt-4 inline-block font-semibold text-brand-600 underline"
          download
        >
          {props.item.download}
        </a>
      )}
    </>
  );
  return <RequestForm {...props} title={g.title} purpose={g.purpose} submit={g.submit} done={done} />;
}
