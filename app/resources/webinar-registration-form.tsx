import { RequestForm, type RequestFormProps } from "./request-form";

/** A webinar page's registration form; its action calls `registerForWebinar` (server/registrations). */
export function WebinarRegistrationForm(props: RequestFormProps) {
  const w = props.t.webinar;
  return <RequestForm {...props} title={w.title} purpose={w.purpose} submit={w.submit} done={<p>{w.done}</p>} />;
}
