import type { ReactNode } from "react";
import { ErrorSummary, Field, ItemButton, Panel, PostForm, SubmitButton } from "#app/admin/components/ui.tsx";
import type { CalendarRefusal, calendarSettings } from "#server/calendars/calendar-settings.server.ts";

type Settings = Awaited<ReturnType<typeof calendarSettings>>;

/** The panels' heading ids, which the page's forms post to (decision 049). */
export const calendarsPanelId = "calendars-title";
export const feedPanelId = "feed-title";

/** Admins' warning: members whose calendar has not been read for an hour are offered no time. */
export function NotReadWarning({
  c,
  notRead,
  pageOf,
}: Pick<Settings, "c" | "notRead"> & { pageOf: (id: number) => string }) {
  if (!notRead.length) return null;
  return (
    <section aria-labelledby="not-read-title" className="mt-6 rounded-md border border-accent-700 bg-accent-100 p-4">
      <h2 id="not-read-title" className="font-semibold text-ink">
        {c.staleTitle}
      </h2>
      <p className="mt-1 text-ink">{c.staleIntro}</p>
      <ul className="mt-2 list-disc ps-6">
        {notRead.map((member) => (
          <li key={member.userId}>
            <a href={pageOf(member.userId)} className="text-brand-700 underline">
              {member.text}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The member's calendars, each with its state, a form to connect one and a button to remove each.
 * Where to find the address comes before the field, a service a section; a refusal comes back as a
 * summary linked to the field it is about, which keeps what was typed (never the password).
 */
export function CalendarsPanel({
  settings: { c, calendars, withheld },
  action,
  refused,
  who,
  answer,
}: {
  settings: Settings;
  action: string;
  /** Why the last address could not be connected, and what was typed. */
  refused?: CalendarRefusal;
  /** Whose calendars, as the page's other sections name the member. */
  who: string;
  /** The answer to this panel's last form, shown above its list. */
  answer: ReactNode;
}) {
  return (
    <Panel id={calendarsPanelId} title={`${c.title} — ${who}`}>
      <p className="mt-1 text-muted">{c.intro}</p>
      {withheld && <p className="mt-2 font-semibold text-ink">{c.withheld}</p>}
      {answer}
      {calendars.length === 0 ? (
        <p className="mt-4">{c.none}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {calendars.map((calendar) => (
            <li key={calendar.id} className="flex flex-wrap items-start justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="break-all font-medium text-ink">{calendar.address}</p>
                <p className="text-muted text-sm">
                  {calendar.kind} · {calendar.read} · {calendar.events}
                </p>
                {calendar.state && (
                  <p className={calendar.failed ? "font-semibold text-ink text-sm" : "text-muted text-sm"}>
                    {calendar.state}
                  </p>
                )}
              </div>
              <ItemButton
                action={action}
                intent="removeCalendar"
                keyValue={calendar.id}
                label={c.remove}
                item={calendar.address}
              />
            </li>
          ))}
        </ul>
      )}
      {refused && (
        <ErrorSummary
          title={c.notConnected}
          errors={[
            {
              field: refused.field,
              label: refused.field === "calendarUrl" ? c.url : c.username,
              message: refused.problem,
            },
          ]}
        />
      )}
      <div className="mt-6">
        <h3 className="font-semibold text-brand-900">{c.help.title}</h3>
        {c.help.services.map((service) => (
          <details key={service.name} className="mt-2 max-w-2xl rounded-md border border-line bg-white">
            <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-ink">
              {service.name}
            </summary>
            <ol className="list-decimal space-y-1 px-3 pb-3 ps-9 text-ink">
              {service.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </details>
        ))}
      </div>
      <PostForm action={action}>
        <input type="hidden" name="intent" value="connectCalendar" />
        <Field
          name="calendarUrl"
          type="url"
          label={c.url}
          hint={c.urlHint}
          autoComplete="off"
          required
          defaultValue={refused?.typed.calendarUrl}
          error={refused?.field === "calendarUrl" ? refused.problem : undefined}
        />
        <Field
          name="calendarUsername"
          label={c.username}
          hint={c.credentialsHint}
          autoComplete="off"
          defaultValue={refused?.typed.calendarUsername}
          error={refused?.field === "calendarUsername" ? refused.problem : undefined}
        />
        <Field name="calendarPassword" type="password" label={c.password} autoComplete="new-password" />
        <SubmitButton>{c.connect}</SubmitButton>
      </PostForm>
    </Panel>
  );
}

/** The private feed: when its address was made, a button to renew it, and the new address, once. */
export function FeedPanel({
  settings: { c, feedMade },
  action,
  feedUrl,
  who,
}: {
  settings: Settings;
  action: string;
  feedUrl?: string;
  who: string;
}) {
  return (
    <Panel id={feedPanelId} title={`${c.feedTitle} — ${who}`}>
      <p className="mt-1 text-muted">{c.feedIntro}</p>
      {feedUrl ? (
        <div className="mt-4">
          <label htmlFor="feed-url" className="block font-semibold text-brand-900">
            {c.feedLabel}
          </label>
          <p id="feed-url-hint" className="mt-1 text-ink">
            {c.feedShown}
          </p>
          <input
            id="feed-url"
            readOnly
            value={feedUrl}
            aria-describedby="feed-url-hint"
            className="mt-2 block min-h-11 w-full rounded-md border border-muted bg-white px-3 font-mono text-ink text-sm"
          />
        </div>
      ) : (
        <p className="mt-4">{feedMade ?? c.feedNone}</p>
      )}
      <PostForm action={action}>
        <input type="hidden" name="intent" value="renewFeed" />
        <SubmitButton>{feedMade || feedUrl ? c.feedRenew : c.feedMake}</SubmitButton>
      </PostForm>
    </Panel>
  );
}
