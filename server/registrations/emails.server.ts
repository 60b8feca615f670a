import ical, { ICalCalendarMethod } from "ical-generator";
import { whenInWords } from "#common/booking/times.ts";
import { newsletterText } from "#common/content/newsletter.ts";
import { formatBytes } from "#common/ops/format.ts";
import { site } from "#common/site/config.ts";
import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import { guidePdfPath } from "#common/site/resource-paths.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { textEmailHtml } from "#server/mail/email.server.tsx";
import { singleLine } from "#server/mail/mailer.server.ts";
import type { OutboxHandler } from "#server/mail/outbox.server.ts";
import type { WebinarInfo } from "#server/resources/resource.server.ts";
import { GUIDE_LINK_EMAIL, type GuideLinks } from "./guides.server";
import { type WebinarMailing, type Webinars, webinarMailings } from "./registrations.server";

/**
 * The webinar as a calendar event the registrant adds (PUBLISH: an event to copy, not a meeting to
 * answer). Its UID is the webinar's, so a second copy updates the first.
 */
export function webinarEvent(webinar: WebinarInfo, pageUrl: string, siteHost: string): string {
  const calendar = ical({
    prodId: { company: site.name, product: "webinars", language: webinar.lang.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `webinar-${webinar.id}@${siteHost}`,
    start: webinar.startsAt,
    end: new Date(webinar.startsAt.getTime() + webinar.lengthMinutes * 60_000),
    stamp: new Date(),
    summary: webinar.title,
    description: pageUrl,
    url: pageUrl,
  });
  return calendar.toString();
}

/**
 * The registrant's messages, in the language they registered in, rendered when sent from the
 * webinar as published then: a webinar unpublished meanwhile sends nothing.
 */
export function webinarEmailHandlers(
  app: AppDatabase,
  {
    webinars,
    siteOrigin,
    pageOf,
  }: {
    webinars: Webinars;
    siteOrigin: string;
    /** The webinar's public page (the resources' route), for the emails' links. */
    pageOf: (webinar: WebinarInfo) => string;
  },
): Record<string, OutboxHandler> {
  const handler =
    (kind: WebinarMailing): OutboxHandler =>
    async ({ refId }) => {
      if (refId === null) return undefined;
      const registration = await app.db
        .selectFrom("webinar_registrations")
        .selectAll()
        .where("id", "=", refId)
        .executeTakeFirst();
      if (!registration) return undefined;
      const webinar = (await webinars.publishedWebinars()).find((w) => w.id === registration.webinar_id);
      if (!webinar) return undefined;
      const t = newsletterText[registration.lang].webinar.emails;
      const pageUrl = `${siteOrigin}${pageOf(webinar)}`;
      const values = {
        name: singleLine(registration.name),
        title: singleLine(webinar.title),
        when: whenInWords(webinar.startsAt, registration.lang, webinar.timeZone),
        page: pageUrl,
        replay: webinar.replayUrl ?? "",
        // The join link goes in the registrant's own emails only, never on the page (decision 076).
        join: webinar.joinUrl ? formatMessage(t.joinLink, registration.lang, { link: webinar.joinUrl }) : t.joinLater,
      };
      const words: Record<WebinarMailing, [string, string]> = {
        [webinarMailings.confirmation]: [t.confirmationSubject, t.confirmationText],
        [webinarMailings.dayBefore]: [t.reminderDaySubject, t.reminderText],
        [webinarMailings.hourBefore]: [t.reminderHourSubject, t.reminderText],
        [webinarMailings.replay]: [t.replaySubject, t.replayText],
      };
      const [subject, text] = words[kind];
      if (kind === webinarMailings.replay && !webinar.replayUrl) return undefined;
      // The button goes where the registrant would go next: the replay, the room, or else the page.
      const action =
        kind === webinarMailings.replay
          ? { href: values.replay, label: t.replayButton }
          : webinar.joinUrl
            ? { href: webinar.joinUrl, label: t.joinButton }
            : { href: pageUrl, label: t.pageButton };
      const mail = {
        lang: registration.lang,
        to: registration.email,
        subject: formatMessage(subject, registration.lang, values),
        text: formatMessage(text, registration.lang, values),
        ...(kind === webinarMailings.confirmation
          ? {
              icalEvent: {
                method: "PUBLISH",
                filename: "webinar.ics",
                content: webinarEvent(webinar, pageUrl, new URL(siteOrigin).host),
              },
            }
          : {}),
      };
      return { ...mail, html: await textEmailHtml(mail, { siteOrigin, action, why: t.why }) };
    };
  return Object.fromEntries(Object.values(webinarMailings).map((kind) => [kind, handler(kind)]));
}

/** What the guide's email needs of the resources: the guide as published now, with its file's size. */
export type PublishedGuides = {
  publishedGatedGuide(
    id: number,
  ): Promise<{ id: number; lang: Lang; slug: string; title: string; pdfBytes: number } | undefined>;
};

/**
 * The requester's email with the guide's signed link, in the language asked in, with the link's words
 * as the page shows them (type and size). Rendered when sent: a lead erased or a guide unpublished
 * meanwhile sends nothing, and the link's 7 days start then.
 */
export function guideEmailHandlers(
  { db }: AppDatabase,
  { guides, links, siteOrigin }: { guides: PublishedGuides; links: GuideLinks; siteOrigin: string },
): Record<string, OutboxHandler> {
  return {
    async [GUIDE_LINK_EMAIL]({ leadId, refId }) {
      if (leadId === null || refId === null) return undefined;
      const lead = await db
        .selectFrom("leads")
        .select(["first_name", "email", "lang"])
        .where("id", "=", leadId)
        .executeTakeFirst();
      const guide = await guides.publishedGatedGuide(refId);
      if (!lead || !guide) return undefined;
      const g = newsletterText[lead.lang].guide;
      const link = links.linkFor({
        id: String(guide.id),
        title: guide.title,
        downloadPath: guidePdfPath(guide.lang, guide.slug),
      });
      const values = {
        name: singleLine(lead.first_name),
        title: singleLine(guide.title),
        download: formatMessage(g.download, lead.lang, { size: formatBytes(guide.pdfBytes, lead.lang) }),
        link: `${siteOrigin}${link}`,
      };
      const mail = {
        lang: lead.lang,
        to: lead.email,
        subject: formatMessage(g.emailSubject, lead.lang, values),
        text: formatMessage(g.emailText, lead.lang, values),
      };
      const action = { href: values.link, label: values.download };
      return { ...mail, html: await textEmailHtml(mail, { siteOrigin, action, why: g.emailWhy }) };
    },
  };
}
