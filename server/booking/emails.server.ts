import { whenInWords, zoneLabel } from "#common/booking/times.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { site } from "#common/site/config.ts";
import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { textEmailHtml } from "#server/mail/email.server.tsx";
import { singleLine } from "#server/mail/mailer.server.ts";
import type { OutboxHandler, OutboxMessage, RenderedMail } from "#server/mail/outbox.server.ts";
import { type BookingEvent, bookingEvents, bookingKind, bookingRecipients } from "./booking.server";
import { type CalendarDeps, howText, manageLink, meetingCalendar, meetingWhat } from "./invitation.server";
import { createMeetingTypeStore, type MeetingType } from "./meeting-types.server";
import type { StaffMember } from "./staff.server";
import { createBookingStore, type Meeting } from "./store.server";

type Deps = CalendarDeps & { now?: () => Date };

/**
 * One handler per booking kind. Each renders its email when it is sent, from the meeting as it is
 * then: a confirmation for a meeting cancelled since is dropped (its cancellation follows), a
 * reminder for a meeting moved or cancelled was removed from the outbox when that happened.
 */
export function bookingEmailHandlers(app: AppDatabase, deps: Deps): Record<string, OutboxHandler> {
  const store = createBookingStore(app);
  const types = createMeetingTypeStore(app);
  const now = deps.now ?? (() => new Date());

  /** The words every email fills in, the meeting type's name among them (subjects name it, whatever the type). */
  function texts(meeting: Meeting, staff: StaffMember, type: MeetingType, lang: Lang, timeZone: string) {
    const t = dictionaries[lang].pages.booking;
    const name = singleLine(`${meeting.firstName} ${meeting.lastName}`);
    const when = whenInWords(meeting.start, lang, timeZone);
    const values = { site: site.name, when, name, company: singleLine(meeting.company), type: type.name[lang] };
    return { t, e: t.emails, how: howText(meeting, staff, lang, deps.rules), link: manageLink(meeting, deps), values };
  }

  async function toVisitor(
    event: BookingEvent,
    meeting: Meeting,
    staff: StaffMember,
    type: MeetingType,
  ): Promise<RenderedMail> {
    const { e, how, link, values } = texts(meeting, staff, type, meeting.lang, meeting.timeZone);
    const subject = event === "confirmation" && meeting.sequence > 0 ? e.subjects.update : e.subjects[event];
    const lead = event === "confirmation" && meeting.sequence > 0 ? e.update : e[event];
    const lines = [
      formatMessage(e.greeting, meeting.lang, { name: singleLine(meeting.firstName) }),
      "",
      lead,
      "",
      meetingWhat(type, meeting.lang),
      formatMessage(e.when, meeting.lang, values),
      formatMessage(e.with, meeting.lang, { name: staff.firstName }),
    ];
    if (event !== "cancellation")
      lines.push(formatMessage(e.how, meeting.lang, { how }), "", formatMessage(e.manage, meeting.lang, { link }));
    lines.push("", formatMessage(e.signature, meeting.lang, values));
    const calendar = event === "reminder" ? undefined : meetingCalendar(meeting, staff, type, deps);
    const mail = {
      lang: meeting.lang,
      to: { name: singleLine(`${meeting.firstName} ${meeting.lastName}`), address: singleLine(meeting.email) },
      replyTo: { name: staff.firstName, address: staff.email },
      subject: formatMessage(subject, meeting.lang, values),
      text: lines.join("\n"),
      ...(calendar && {
        icalEvent: { method: calendar.method, filename: "invitation.ics", content: calendar.content },
      }),
    };
    const action = event === "cancellation" ? undefined : { href: link, label: e.manageButton };
    return {
      ...mail,
      html: await textEmailHtml(mail, {
        siteOrigin: deps.siteOrigin,
        action,
        why: formatMessage(e.why, meeting.lang, values),
      }),
    };
  }

  async function toStaff(
    event: BookingEvent,
    meeting: Meeting,
    staff: StaffMember,
    type: MeetingType,
  ): Promise<RenderedMail> {
    const { e, how, values, t } = texts(meeting, staff, type, staff.lang, deps.rules.timeZone);
    const moved = event === "confirmation" && meeting.sequence > 0;
    const subject = {
      confirmation: moved ? e.subjects.staffUpdate : e.subjects.staffConfirmation,
      reminder: e.subjects.staffReminder,
      cancellation: e.subjects.staffCancellation,
    }[event];
    const contact = dictionaries[staff.lang].pages.contact.form.fields;
    const answers = [
      `${contact.firstName} : ${singleLine(meeting.firstName)}`,
      `${contact.lastName} : ${singleLine(meeting.lastName)}`,
      `${contact.email} : ${singleLine(meeting.email)}`,
      `${contact.phone} : ${singleLine(meeting.phone ?? "-")}`,
      `${t.fields.company} : ${singleLine(meeting.company)}`,
      `${t.fields.role} : ${t.roles[meeting.role as keyof typeof t.roles] ?? meeting.role}`,
      `${t.fields.advisors} : ${meeting.advisors ?? "-"}`,
      `${t.fields.message} :`,
      meeting.message ?? "-",
      // The type's questions, as they were asked, each followed by what the prospect wrote.
      ...meeting.answers.flatMap((answer) => [`${singleLine(answer[staff.lang])} :`, answer.answer]),
    ].map((line) => (staff.lang === "fr" ? line.replace(" :", "\u00a0:") : line.replace(" :", ":")));
    // The time on the prospect's own clock too, when it is not Montréal's.
    const theirs =
      meeting.timeZone === deps.rules.timeZone
        ? []
        : [
            formatMessage(t.visitAids.staffZone, staff.lang, {
              zone: zoneLabel(meeting.start, staff.lang, meeting.timeZone),
              when: whenInWords(meeting.start, staff.lang, meeting.timeZone),
            }),
          ];
    const reason =
      event === "cancellation" && meeting.cancelReason
        ? ["", formatMessage(t.visitAids.staffReason, staff.lang, { reason: meeting.cancelReason })]
        : [];
    const calendar = event === "reminder" ? undefined : meetingCalendar(meeting, staff, type, deps);
    const mail = {
      lang: staff.lang,
      to: staff.email,
      replyTo: { name: singleLine(`${meeting.firstName} ${meeting.lastName}`), address: singleLine(meeting.email) },
      subject: formatMessage(subject, staff.lang, values),
      text: [
        event === "cancellation" ? e.staffCancellation : e.staffIntro,
        "",
        meetingWhat(type, staff.lang),
        formatMessage(e.when, staff.lang, values),
        ...theirs,
        formatMessage(e.how, staff.lang, { how }),
        ...reason,
        "",
        `${e.answers}`,
        ...answers,
      ].join("\n"),
      ...(calendar && {
        icalEvent: { method: calendar.method, filename: "invitation.ics", content: calendar.content },
      }),
    };
    return {
      ...mail,
      html: await textEmailHtml(mail, {
        siteOrigin: deps.siteOrigin,
        why: formatMessage(e.staffWhy, staff.lang, values),
      }),
    };
  }

  function handler(event: BookingEvent, recipient: "visitor" | "staff"): OutboxHandler {
    return async ({ refId }: OutboxMessage) => {
      if (refId === null) return undefined;
      const meeting = await store.get(refId);
      // Erased with its lead: nothing left to tell.
      if (!meeting) return undefined;
      if (event === "cancellation" ? meeting.status !== "cancelled" : meeting.status !== "booked") return undefined;
      if (event === "reminder" && meeting.start <= now()) return undefined;
      const staff = await store.staffMember(meeting.staffUserId);
      if (!staff) return undefined;
      const type = (await types.get(meeting.meetingType)) ?? (await types.defaultType());
      return recipient === "visitor" ? toVisitor(event, meeting, staff, type) : toStaff(event, meeting, staff, type);
    };
  }

  return Object.fromEntries(
    bookingEvents.flatMap((event) =>
      bookingRecipients.map((recipient) => [bookingKind(event, recipient), handler(event, recipient)]),
    ),
  );
}
