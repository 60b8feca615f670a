/**
 * The shape every language's dictionary must fill. fr.ts and en.ts assemble it from a file per
 * capability (fr/, en/: site, product, audiences, resources, leads, booking), each part typed by its
 * key here, so a key missing (or extra) in either language fails `npm run typecheck`.
 * Counts the spec fixes are tuples, so a missing step fails the typecheck too.
 */

import type { Message } from "#common/site/message.ts";

export type Meta = { title: string; description: string };
export type Item = { title: string; text: string };
export type Stat = { value: string; label: string };
export type Quote = { text: string; author: string; role: string };
export type Cta = { title: string; text: string; button: string };
export type SectionHead = { eyebrow: string; title: string; intro: string };
export type Hero = { eyebrow: string; title: string; lead: string; primary: string; secondary: string };

/**
 * An image uploaded in the back office (issue 55, decision 112), as the page shows it: its files are
 * named by `token` (`/page-images/<token>-<width>.<format>`), in AVIF, WebP and JPEG at `widths`.
 */
export type Picture = { token: string; width: number; height: number; widths: number[] };

/**
 * The home hero's image: the drawn artwork (decorative, decision 014) while `alt` is "" and no
 * picture is set; `picture` is set only by the live words or a preview, never by the dictionaries.
 */
export type HeroImageWords = { alt: string; picture?: Picture };

export type Four<T> = [T, T, T, T];
export type Three<T> = [T, T, T];
export type Five<T> = [T, T, T, T, T];
export type Six<T> = [T, T, T, T, T, T];
export type Seven<T> = [T, T, T, T, T, T, T];

export type Testimonial = { quote: string; author: string };

export type LegalSection = { heading: string; paragraphs: string[]; list?: string[] };
export type LegalPage = { meta: Meta; title: string; updated: string; intro: string; sections: LegalSection[] };

export type ComingSoonPage = {
  meta: Meta;
  title: string;
  lead: string;
  /** What is coming, in three short points. */
  points: Three<string>;
  cta: Cta;
};

/** A list of published resources (decision 033): the whole index, or one kind's. */
export type ResourceListPage = { meta: Meta; title: string; lead: string; cta: Cta };

/** The words around published resources: lists, item pages, feeds. */
export type ResourceText = {
  filters: string;
  all: string;
  kinds: { guide: string; webinar: string; "case-study": string; article: string };
  search: string;
  searchButton: string;
  /** « {q} »: what was searched. */
  results: Message<{ q: string }>;
  noMatch: string;
  /** A kind with nothing published yet: shown under « Bientôt ». */
  nothingYet: string;
  feed: string;
  feedTitle: string;
  feedDescription: string;
  /** {n}: minutes. */
  readingTime: Message<{ n: number }>;
  published: string;
  by: string;
  illustrative: string;
  /** `session` names a webinar's date on its card, before the date in words. */
  webinar: { when: string; session: string; length: Message<{ n: number }>; replay: string; zone: string };
  downloadPdf: string;
  back: string;
};

/** Text shown inside the product illustrations (drawn in HTML/SVG, so their words are translated too). */
export type Mockups = {
  dashboard: {
    title: string;
    period: string;
    metrics: Three<Stat>;
    chartLabel: string;
    pipelineTitle: string;
    pipeline: Four<{ name: string; stage: string }>;
  };
  agent: {
    title: string;
    status: string;
    messages: Four<{ from: "advisor" | "agent"; text: string }>;
    inputPlaceholder: string;
  };
  tasks: {
    title: string;
    items: Four<{ text: string; due: string; done: boolean }>;
  };
  compliance: {
    title: string;
    file: string;
    checks: Four<{ text: string; status: "ok" | "warn" }>;
    summary: string;
  };
};

export type ContactTopic = "demo" | "expert" | "mga" | "careers" | "support";
/** What a lead is about: a contact form topic, or a gated guide requested (decision 034). */
export type LeadTopic = ContactTopic | "guide";

export type ContactForm = {
  title: string;
  intro: string;
  requiredNote: string;
  fields: {
    firstName: string;
    lastName: string;
    email: string;
    emailHint: string;
    phone: string;
    phoneHint: string;
    company: string;
    topic: string;
    message: string;
    messageHint: string;
    consent: string;
    consentLink: string;
    /** The box's name in the error summary (its label is the whole consent wording). */
    consentName: string;
    optional: string;
  };
  topics: Record<ContactTopic, string>;
  submit: string;
  sending: string;
  errors: {
    summary: string;
    /** Each field's own words when it is left empty (issue 52): « Le courriel est obligatoire. » */
    required: Record<RequiredContactField, string>;
    tooShort: Message<{ min: number }>;
    tooLong: Message<{ max: number }>;
    email: string;
    phone: string;
    control: string;
    consent: string;
    topic: string;
    network: string;
    rateLimited: string;
    tooLarge: string;
    unsupported: string;
    forbidden: string;
    unavailable: string;
    expired: string;
    invalid: string;
    /** Sent within seconds of opening (decision 011's timer): what to do, not « reload » (issue 52). */
    tooFast: string;
  };
  success: { title: string; text: string; again: string };
};

/** The booking form's own messages; its other fields share the contact form's words and errors. */
/** The fields of the contact and booking forms a person types, each named when left empty. */
export type RequiredContactField = "firstName" | "lastName" | "email" | "phone" | "company" | "message";

export type BookingErrors = {
  role: string;
  advisors: string;
  time: string;
  /** An answer to a question the meeting type does not ask: the whole form is refused. */
  unknownAnswer: string;
};

/** What the emails about a booked demo say; {placeholders} are filled by the server. */
export type BookingEmails = {
  subjects: {
    confirmation: Message<BookingSubjectValues>;
    update: Message<BookingSubjectValues>;
    reminder: Message<BookingSubjectValues>;
    cancellation: Message<BookingSubjectValues>;
    staffConfirmation: Message<BookingSubjectValues & { name: string }>;
    staffUpdate: Message<BookingSubjectValues & { name: string }>;
    staffReminder: Message<BookingSubjectValues & { name: string }>;
    staffCancellation: Message<BookingSubjectValues & { name: string }>;
  };
  greeting: Message<{ name: string }>;
  confirmation: string;
  update: string;
  reminder: string;
  cancellation: string;
  staffIntro: string;
  staffCancellation: string;
  when: Message<{ when: string }>;
  with: Message<{ name: string }>;
  how: Message<{ how: string }>;
  manage: Message<{ link: string }>;
  answers: string;
  signature: Message<{ site: string }>;
  /** The HTML part's button to the manage link, and the footers' reasons (the prospect's, the member's). */
  manageButton: string;
  why: Message<{ site: string }>;
  staffWhy: Message<{ site: string }>;
};

/** What every booking email's subject may name: the site, the meeting's type and its time. */
type BookingSubjectValues = { site: string; type: string; when: string };

export type BookingPage = {
  meta: Meta;
  subtitle: string;
  title: string;
  description: string;
  timesTitle: string;
  /** {minutes}: the meeting's length. */
  duration: Message<{ minutes: number }>;
  /** {zone}: the zone's name, e.g. « heure de l’Est ». */
  zoneNote: Message<{ zone: string }>;
  /** {count}: how many free times that day. */
  timesCount: Message<{ count: number }>;
  noTimes: string;
  noTimesLink: string;
  chosen: string;
  change: string;
  detailsTitle: string;
  fields: {
    company: string;
    role: string;
    advisors: string;
    advisorsHint: string;
    message: string;
    messageHint: string;
  };
  roles: { advisor: string; mga: string; other: string };
  submit: string;
  sending: string;
  errors: BookingErrors & { taken: string; takenChoose: string; tooMany: string; notFound: string };
  reschedule: { title: string; intro: string; current: string; submit: string };
  confirmation: {
    meta: Meta;
    booked: string;
    rescheduled: string;
    cancelled: string;
    cancelledText: string;
    past: string;
    emailSent: Message<{ email: string }>;
    when: string;
    with: string;
    how: string;
    place: { video: Message<{ link: string }>; phone: string; address: Message<{ address: string }> };
    calendar: string;
    reschedule: string;
    cancel: string;
    cancelQuestion: string;
    cancelConfirm: string;
    bookAgain: string;
  };
  contactOffer: { text: string; link: string };
  /** Once a meeting was moved as often as its link allows: {moves} times; the link goes to the contact page. */
  moveLimit: { text: Message<{ moves: number }>; link: string };
  /** The lead's message, for the team's inbox: {when}, {role}, {advisors}, {message}. */
  leadMessage: Message<{ when: string; role: string; advisors: string; message: string }>;
  emails: BookingEmails;
  /** What the walk through booking asked for (issue 25, decision 031). */
  visitAids: {
    /** A past, made-up or out-of-hours time: not someone else's doing. */
    noLongerFree: string;
    tooFast: string;
    tooFastField: string;
    /** The error summary's names for the fields whose labels are long or absent. */
    summaryFields: { consent: string; start: string };
    joinVideo: string;
    addTo: { label: string; google: string; outlook: string };
    cancelReason: { label: string; hint: string };
    /** {time}: the same moment on Montréal's clock, beside the visitor's own. */
    easternBeside: Message<{ time: string }>;
    zoneChoice: { label: string; submit: string };
    /** The cities that name the zones offered, by IANA name (common/booking/times.ts, `offeredZones`). */
    zoneCities: Record<string, string>;
    /** The month view; `dayLink`'s {day} and {count} name a free day and its number of times. */
    month: {
      title: string;
      previousDay: string;
      nextDay: string;
      weekdays: string[];
      dayLink: Message<{ day: string; count: string }>;
    };
    /** A day asked for (an old link) that has no free time left; {day}: the day shown instead. */
    dayNotFree: Message<{ day: string }>;
    /** The member's emails: the prospect's own zone and clock; the reason given for cancelling. */
    staffZone: Message<{ zone: string; when: string }>;
    staffReason: Message<{ reason: string }>;
  };
  /** Meeting types set in the back office (decision 036). */
  meetingTypes: {
    /** A `?type=` that names no meeting offered. */
    unknown: string;
    /** Above the title (the type's name) of a page for a type other than the demo. */
    subtitle: string;
    /** The page's introduction for a type other than the demo; {minutes}: its length. */
    description: Message<{ minutes: number }>;
    /** The confirmation's and the emails' line naming the meeting; {type}, {minutes}. */
    what: Message<{ type: string; minutes: number }>;
    /** The `.ics` title of every meeting, the demo included; {type}, {site}. */
    eventTitle: Message<{ type: string; site: string }>;
    /** The confirmation's heading for a type other than the demo. */
    booked: string;
  };
  /** The meeting type's own questions on the booking form (issue 25), each an optional text. */
  questions: {
    legend: string;
    /** Why they are asked and who reads the answers (Law 25: the purpose is stated). */
    purpose: string;
  };
};

export type Dictionary = {
  common: {
    skipLink: string;
    /** Under every performance figure: what it rests on, and that results vary. */
    figuresBasis: string;
    /** Under testimonials while they are illustrative (site.testimonialsAreIllustrative). */
    illustrativeTestimonials: string;
    comingSoon: string;
    nav: {
      label: string;
      home: string;
      solutions: string;
      resources: string;
      about: string;
      openMenu: string;
      closeMenu: string;
      talkToExpert: string;
      items: {
        webApp: string;
        services: string;
        advisors: string;
        mga: string;
        guides: string;
        webinars: string;
        conferences: string;
        caseStudies: string;
        aboutUs: string;
        careers: string;
        press: string;
        contactUs: string;
      };
      /** The toggle's visible label is the other language's code (EN / FR); these name it for people and tooltips. */
      toggleName: string;
      toggleTooltip: string;
    };
    footer: {
      description: string;
      solutions: string;
      company: string;
      legal: string;
      contact: string;
      appointments: string;
      support: string;
      /**
       * The e-mail addresses the footer and the contact page show under those labels: words the site
       * pages' editors may change (issue 55), site.emails' until they do. Mail is sent with site.emails.
       */
      addresses: { appointments: string; support: string };
      newTab: string;
      rights: string;
      links: { resources: string; privacy: string; terms: string; cookies: string; newsletter: string };
    };
  };
  /** The testimonials carousel's controls, sent with the page that shows it. */
  carousel: {
    label: string;
    previous: string;
    next: string;
    pause: string;
    play: string;
    /** A dot's name: {n}, the quote it shows. */
    goTo: Message<{ n: number }>;
    /** A slide's name: {n} of {total}. */
    position: Message<{ n: number; total: number }>;
  };
  /** The product's pictures in words, sent with the pages that show them. */
  mockups: Mockups;
  /** The missing page's words, sent with that page only. */
  notFound: { meta: Meta; code: string; title: string; text: string; back: string };
  /** Plain-text answers the server gives before any page renders: never sent to the browser as data. */
  httpErrors: {
    methodNotAllowed: string;
    badRequest: string;
    internal: string;
    /** A request body over its address's limit (413). */
    payloadTooLarge: string;
    /** A multipart form with more fields and files than any form of the site has (413); `{max}` is the limit. */
    tooManyParts: Message<{ max: number }>;
    /** A POST that is not a form where a form is expected (415). */
    unsupportedType: string;
    /** A page that needs a service this deployment was started without (503; server/http/context.server.ts). */
    unavailable: string;
  };
  pages: {
    home: {
      meta: Meta;
      hero: Hero & { image: HeroImageWords };
      control: SectionHead & { advisors: Item & { link: string }; mga: Item & { link: string } };
      howItWorks: SectionHead & { steps: Six<Item> };
      results: SectionHead & { items: Three<Item> };
      claims: SectionHead & { items: Three<Stat> };
      process: SectionHead & { steps: Three<Item>; stages: Three<Item> };
      testimonials: SectionHead & { items: Four<Testimonial> };
      cta: Cta;
    };
    webApp: {
      meta: Meta;
      hero: Hero;
      section1: SectionHead & { items: Four<Item> };
      platform: SectionHead & { items: Four<Item> };
      experience: SectionHead & { items: Three<Item> };
      /** The six promised capabilities, in the spec's order. */
      features: SectionHead & { items: Six<Item> };
      stats: SectionHead & { items: Three<Stat>; quote: Quote };
      security: SectionHead & { items: Four<Item> };
      cta: Cta;
    };
    services: {
      meta: Meta;
      hero: Hero & { benefits: Three<Item> };
      covers: SectionHead & { items: Six<Item> };
      /** The repeated block: each offer ends with a "talk to an expert" button. */
      offers: SectionHead & { items: Three<Item & { points: Three<string> }>; button: string };
      cta: Cta;
    };
    advisors: {
      meta: Meta;
      hero: Hero;
      claim: Stat;
      quickStart: SectionHead & { steps: Five<Item> };
      quote: Quote;
      cta: Cta;
    };
    mga: {
      meta: Meta;
      hero: Hero;
      claim: Stat;
      capabilities: SectionHead & { items: Four<Item> };
      partnership: SectionHead & { models: Three<Item & { points: Three<string> }> };
      pilot: SectionHead & { facts: Three<Stat> };
      cta: Cta;
    };
    about: {
      meta: Meta;
      hero: Hero;
      mission: SectionHead;
      vision: SectionHead & { quote: Quote };
      values: SectionHead & { items: Seven<Item> };
      team: SectionHead & { placeholder: string; button: string };
    };
    resources: ResourceListPage & { text: ResourceText };
    contact: {
      meta: Meta;
      title: string;
      subtitle: string;
      description: string;
      addresses: { title: string; appointments: string; support: string; hours: string };
      form: ContactForm;
    };
    booking: BookingPage;
    guides: ResourceListPage;
    webinars: ResourceListPage;
    conferences: ComingSoonPage;
    caseStudies: ResourceListPage;
    privacy: LegalPage;
    terms: LegalPage;
    cookies: LegalPage;
  };
};
