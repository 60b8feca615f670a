import type { ReactNode } from "react";
import type { calendarSettings } from "../../server/calendars/calendar-settings.server";
import { Field, ItemButton, Panel, PostForm, SubmitButton } from "../admin/components/ui";

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

/** The member's calendars, each with its state, a form to connect one and a button to remove each. */
export function CalendarsPanel({
  settings: { c, calendars, withheld },
  action,
  invalid,
  who,
  answer,
}: {
  settings: Settings;
  action: string;
  invalid: boolean;
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
      <PostForm action={action}>
        <input type="hidden" name="intent" value="connectCalendar" />
        <Field
          name="calendarUrl"
          type="url"
          label={c.url}
          hint={c.urlHint}
          autoComplete="off"
          required
          invalid={invalid}
        />
        <ul className="mt-2 list-disc ps-6 text-muted text-sm">
          {c.howTo.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
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
