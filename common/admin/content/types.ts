/**
 * The back office's words, in a dictionary of their own: only its loaders read it (through
 * dictionary.server.ts), so none of it ships with the public site. fr.ts and en.ts are typed by it.
 * Another back-office page adds its own section here, and fills it in both languages.
 */

import type { Channel } from "../../analytics/channels";
import type { LeadTopic } from "../../content/types";
import type { Lang } from "../../site/pages";
import type { LeadStatus } from "../lead-status";

export type AdminDictionary = {
  chrome: {
    brand: string;
    skipLink: string;
    /** After the page title in the tab: « Utilisateurs – Espace équipe ». */
    titleSuffix: string;
    navLabel: string;
    nav: {
      home: string;
      leads: string;
      meetings: string;
      availability: string;
      meetingTypes: string;
      analytics: string;
      privacy: string;
      users: string;
      audit: string;
      account: string;
      audience: string;
      resources: string;
    };
    signedInAs: string;
    signOut: string;
    roles: { admin: string; staff: string; editor: string };
    languages: { fr: string; en: string };
    otherLanguage: string;
  };
  errors: {
    crossOrigin: string;
    title: string;
    forbidden: string;
    notFound: string;
    badRequest: string;
    /** The form came from another site, or from a page older than the session. */
    staleForm: string;
    back: string;
  };
  signIn: {
    title: string;
    intro: string;
    email: string;
    password: string;
    submit: string;
    failed: string;
    rateLimited: string;
    signedOut: string;
    setupDone: string;
    sessionEnded: string;
    totpTitle: string;
    totpIntro: string;
    code: string;
    codeHint: string;
    verify: string;
    totpFailed: string;
    restart: string;
  };
  setup: {
    title: string;
    intro: string;
    invalidTitle: string;
    invalid: string;
    password: string;
    passwordHint: string;
    confirm: string;
    totpTitle: string;
    totpRequired: string;
    totpOptional: string;
    totpSteps: string;
    qrAlt: string;
    secretLabel: string;
    code: string;
    codeHint: string;
    submit: string;
    problems: {
      tooShort: string;
      common: string;
      mismatch: string;
      totpRequired: string;
      totpWrong: string;
      containsEmail: string;
      containsCompany: string;
    };
  };
  home: { title: string; welcome: string; intro: string };
  account: {
    title: string;
    languageTitle: string;
    language: string;
    save: string;
    saved: string;
    totpTitle: string;
    totpOn: string;
    totpOff: string;
    enrolIntro: string;
    confirm: string;
    totpWrong: string;
    sessionsTitle: string;
    sessionsIntro: string;
    signOutEverywhere: string;
  };
  users: {
    title: string;
    intro: string;
    addTitle: string;
    email: string;
    role: string;
    add: string;
    created: string;
    resetDone: string;
    linkIntro: string;
    disabled: string;
    exists: string;
    invalidEmail: string;
    listTitle: string;
    columns: { email: string; role: string; status: string; totp: string; created: string; actions: string };
    status: { active: string; pending: string; disabled: string };
    totp: { on: string; off: string };
    disable: string;
    reset: string;
    you: string;
  };
  leads: {
    title: string;
    intro: string;
    filtersTitle: string;
    status: string;
    topic: string;
    language: string;
    from: string;
    to: string;
    search: string;
    searchHint: string;
    any: string;
    apply: string;
    clear: string;
    export: string;
    exportHint: string;
    none: string;
    badFilter: string;
    /** "50 leads shown, newest first" style; {count} is replaced. */
    shown: string;
    columns: { received: string; name: string; company: string; topic: string; language: string; status: string };
    open: string;
    older: string;
    newest: string;
    statuses: Record<LeadStatus, string>;
    topics: Record<LeadTopic, string>;
    languages: Record<Lang, string>;
  };
  /** The leads export's column headings (a file opened in a spreadsheet); its times are Montréal's. */
  leadsCsv: {
    id: string;
    received: string;
    status: string;
    language: string;
    topic: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    company: string;
    message: string;
    sourcePage: string;
    consentAt: string;
  };
  lead: {
    /** {name} is replaced. */
    title: string;
    back: string;
    details: string;
    fields: {
      received: string;
      status: string;
      name: string;
      email: string;
      phone: string;
      company: string;
      topic: string;
      language: string;
      message: string;
      sourcePage: string;
      consentAt: string;
    };
    none: string;
    statusTitle: string;
    newStatus: string;
    saveStatus: string;
    statusSaved: string;
    noteTitle: string;
    note: string;
    noteHint: string;
    addNote: string;
    noteAdded: string;
    noteEmpty: string;
    meetingTitle: string;
    /** A meeting's line: {when} and {status} are replaced. */
    meetingLine: string;
    meetingLink: string;
    historyTitle: string;
    historyEmpty: string;
    /** {from} and {to} are replaced. */
    changed: string;
    by: string;
  };
  privacy: {
    title: string;
    intro: string;
    email: string;
    emailHint: string;
    find: string;
    invalidEmail: string;
    /** {email} is replaced. */
    resultTitle: string;
    nothing: string;
    sources: Record<string, string>;
    /** {count} is replaced. */
    recordsCount: string;
    exportTitle: string;
    exportIntro: string;
    export: string;
    deleteTitle: string;
    deleteIntro: string;
    askDelete: string;
    confirmTitle: string;
    /** {email} is replaced. */
    confirmIntro: string;
    confirmCheck: string;
    confirmDelete: string;
    cancel: string;
    notConfirmed: string;
    /** {summary} is replaced. */
    deleted: string;
  };
  audit: {
    title: string;
    intro: string;
    columns: { at: string; actor: string; action: string; target: string; details: string };
    nobody: string;
    none: string;
    older: string;
    newest: string;
    /** Known actions by name; an action without a label here shows its name. */
    actions: Record<string, string>;
  };
  analytics: {
    title: string;
    intro: string;
    rangeLegend: string;
    ranges: { "7": string; "30": string; "90": string; custom: string };
    from: string;
    to: string;
    show: string;
    badRange: string;
    updatedAt: string;
    notRolledYet: string;
    summary: { visitors: string; views: string; conversions: string; rate: string };
    chartTitle: string;
    /** Read with the chart: it says the table below holds the same figures. */
    chartDescription: string;
    tables: {
      daily: string;
      pages: string;
      channels: string;
      sources: string;
      mediums: string;
      campaigns: string;
      devices: string;
      landings: string;
      kinds: string;
    };
    columns: {
      day: string;
      page: string;
      visitors: string;
      views: string;
      conversions: string;
      rate: string;
      frShare: string;
      enShare: string;
      source: string;
      medium: string;
      campaign: string;
      device: string;
      share: string;
      landing: string;
      kind: string;
      channel: string;
    };
    values: {
      direct: string;
      none: string;
      unknown: string;
      other: string;
      notFound: string;
      devices: { mobile: string; tablet: string; desktop: string };
      kinds: { lead: string; booking: string };
      channels: Record<Channel, string>;
      /** Visits counted before channels were kept. */
      unknownChannel: string;
    };
    empty: string;
    exportCsv: string;
    /** How the figures are counted, under the tables. */
    notes: string[];
  };
  meetings: {
    title: string;
    intro: string;
    filters: {
      label: string;
      staff: string;
      everyone: string;
      when: string;
      upcoming: string;
      past: string;
      show: string;
    };
    columns: { when: string; visitor: string; company: string; staff: string; status: string; actions: string };
    status: { booked: string; cancelled: string; no_show: string };
    none: string;
    cancel: string;
    noShow: string;
    cancelled: string;
    markedNoShow: string;
    notAllowed: string;
  };
  availability: {
    title: string;
    intro: string;
    /** Shown to an admin on another member's page: {email}. */
    otherMember: string;
    member: string;
    show: string;
    defaults: string;
    hoursTitle: string;
    works: string;
    from: string;
    to: string;
    weekdays: [string, string, string, string, string, string, string];
    save: string;
    saved: string;
    timeOffTitle: string;
    timeOffIntro: string;
    firstDay: string;
    lastDay: string;
    addTimeOff: string;
    timeOffAdded: string;
    invalidTimeOff: string;
    /** A save refused because someone saved the hours since (decision 047). */
    stale: string;
    /** The link that drops what was typed and shows what is saved. */
    staleCurrent: string;
    noTimeOff: string;
    remove: string;
    removed: string;
    until: string;
  };
  /** *Availability*'s calendars: connecting and removing them, their state, the private feed (decision 035). */
  calendarScreen: {
    title: string;
    intro: string;
    /** Where each kind of user finds the address to paste. */
    howTo: [string, string, string];
    none: string;
    url: string;
    urlHint: string;
    connect: string;
    connected: string;
    removed: string;
    remove: string;
    kinds: { ics: string; caldav: string };
    /** `{when}` is a date and time in Montréal. */
    lastRead: string;
    neverRead: string;
    /** `{count}` events in what was last read. */
    events: string;
    readOk: string;
    /** `{reason}` is one of calendars.errors. */
    lastError: string;
    /** The member's own times are withheld. */
    withheld: string;
    staleTitle: string;
    staleIntro: string;
    /** `{email}`, `{when}`: one member whose calendar is not read. */
    staleMember: string;
    staleNever: string;
    feedTitle: string;
    feedIntro: string;
    feedNone: string;
    /** `{when}`: when the address was made. */
    feedMade: string;
    feedMake: string;
    feedRenew: string;
    feedShown: string;
    feedLabel: string;
  };
  /** Members' calendars: why one could not be read, and the words of the private feed. */
  calendars: {
    /** `{detail}` is an HTTP status or a size, never the address's answer. */
    errors: {
      badUrl: string;
      /** Refused before any request: the address leads to a private network (decision 059). */
      privateNetwork: string;
      /** Refused before any request: a port other than 80 or 443. */
      port: string;
      unreachable: string;
      timeout: string;
      unauthorized: string;
      notFound: string;
      httpError: string;
      notCalendar: string;
      tooLarge: string;
      malformed: string;
      noCalendar: string;
      /** A read cut short (decision 060); `{detail}` is the limit passed: a count, seconds or megabytes. */
      tooManyEvents: string;
      tooManyOccurrences: string;
      tooSlow: string;
      tooMuchMemory: string;
    };
    feed: {
      /** The feed's name in the member's calendar app. */
      name: string;
      /** An event's title: « {type} – {name}, {company} », {type} the meeting type's name. */
      summary: string;
      /** Lines of the event's description; `{link}` is the address. */
      video: string;
      lead: string;
      /** The answer to a wrong or renewed feed address, whose reader's language is unknown. */
      notFound: string;
    };
  };
  /** A member's name, video room and whether they take demos (decision 031). */
  staffProfile: {
    title: string;
    intro: string;
    firstName: string;
    firstNameHint: string;
    videoUrl: string;
    videoUrlHint: string;
    invalidVideoUrl: string;
    /** A save refused because someone saved the profile since (decision 047). */
    stale: string;
    takesDemos: string;
    takesDemosHint: string;
    notOffered: string;
    save: string;
    saved: string;
    /** {day}: the weekday whose hours are wrong. */
    invalidDayHours: string;
    /** At setup: the first name visitors will see. */
    setupFirstName: string;
    setupFirstNameHint: string;
    setupFirstNameMissing: string;
  };
  /** Owners, next steps, duplicates and the digest (issue 27, decision 030). */
  sales: {
    views: { label: string; mine: string; due: string; unassigned: string; all: string };
    searchButton: string;
    countsLabel: string;
    /** {status} and {count} are replaced. */
    count: string;
    unread: string;
    /** {owner} is replaced. */
    owner: string;
    unassigned: string;
    /** {day} is replaced. */
    dueOn: string;
    changeStatus: string;
    /** {name} is replaced: the label of a row's status menu. */
    statusOf: string;
    previous: string;
    next: string;
    ownerTitle: string;
    /** {owner} is replaced. */
    ownerIs: string;
    assignTo: string;
    queue: string;
    assign: string;
    take: string;
    assigned: string;
    assignForbidden: string;
    stepTitle: string;
    stepNone: string;
    /** {day} and {note} are replaced. */
    stepIs: string;
    stepDay: string;
    stepNote: string;
    stepNoteHint: string;
    stepSave: string;
    stepDone: string;
    stepSaved: string;
    stepCompleted: string;
    /** Another member's lead: its next step is theirs or an admin's. */
    stepForbidden: string;
    stepInvalid: string;
    duplicatesTitle: string;
    duplicatesIntro: string;
    /** {name} and {when} are replaced. */
    duplicateLine: string;
    merge: string;
    /** {name} is replaced: what the merge button says to a screen reader. */
    mergeLabel: string;
    merged: string;
    history: {
      /** {owner} is replaced. */
      assigned: string;
      queued: string;
      /** {day} is replaced. */
      step: string;
      /** {day} is replaced. */
      stepDone: string;
      /** {id}, {name} and {when} are replaced. */
      merged: string;
    };
    preferencesTitle: string;
    digest: string;
    digestHint: string;
    roundRobin: string;
    roundRobinHint: string;
    savePreferences: string;
    preferencesSaved: string;
    assignmentTitle: string;
    assignmentIntro: string;
    assignmentQueue: string;
    assignmentRoundRobin: string;
    saveAssignment: string;
    assignmentSaved: string;
    emails: {
      assignedSubject: string;
      /** {link} is replaced. */
      assignedText: string;
      /** {day} is replaced. */
      digestSubject: string;
      /** {meetings}, {due}, {new} and {link} are replaced. */
      digestText: string;
      /** {times} is replaced. */
      digestMeetings: string;
      digestNoMeeting: string;
    };
  };
  /** The path to a lead (issue 28): interactions, funnels, comparison, real time, the weekly report. */
  analyticsPaths: {
    tables: { outbound: string; downloads: string; missing: string; forms: string };
    columns: {
      host: string;
      file: string;
      path: string;
      form: string;
      times: string;
      started: string;
      sent: string;
      sentRate: string;
      step: string;
      reached: string;
      ofFirst: string;
      dropped: string;
      overall: string;
      channel: string;
    };
    forms: { contact: string; booking: string };
    /** Under each table of interactions: what a row counts. */
    tableNotes: { outbound: string; downloads: string; missing: string; forms: string };
    funnels: {
      title: string;
      /** Said next to every funnel: journeys are linked within one day only. */
      withinDay: string;
      defaultName: string;
      /** "{name}: by channel" */
      byChannel: string;
      anyPage: string;
      /** "Page {pattern}" */
      page: string;
      events: Record<"outbound" | "download" | "missing" | "form" | "lead" | "booking", string>;
      manage: string;
    };
    comparison: {
      /** "{change} from the previous {days} days" */
      change: string;
      /** The rate's change, in percentage points: "{change} pt" */
      points: string;
      noBefore: string;
      same: string;
    };
    live: {
      title: string;
      /** "Visitors in the last 30 minutes: {count}" */
      visitors: string;
      intro: string;
      none: string;
    };
    funnelAdmin: {
      title: string;
      intro: string;
      listTitle: string;
      none: string;
      name: string;
      nameHint: string;
      stepsLegend: string;
      stepsHint: string;
      /** "Step {n}" */
      step: string;
      kind: string;
      kinds: { none: string; page: string; event: string };
      pattern: string;
      patternHint: string;
      event: string;
      create: string;
      created: string;
      remove: string;
      removed: string;
      invalid: string;
      /** A new funnel's page address holds more stars than allowed. */
      tooManyStars: string;
    };
    weekly: {
      legend: string;
      label: string;
      hint: string;
      saved: string;
      confirmTitle: string;
      confirmText: string;
      confirmButton: string;
      stoppedTitle: string;
      stopped: string;
      stopInvalid: string;
      /** The My account button: each form on that page has a name of its own. */
      save: string;
      subject: string;
      intro: string;
      /** "{from} to {to}, compared with the 7 days before" */
      period: string;
      visitors: string;
      conversions: string;
      topChannels: string;
      topSources: string;
      topPages: string;
      none: string;
      dashboard: string;
      stop: string;
      why: string;
    };
  };
  /** Issue 27: sessions, recovery codes, re-authentication, locks. */
  accounts: {
    sessions: {
      title: string;
      intro: string;
      label: string;
      columns: { device: string; started: string; lastUsed: string; place: string; actions: string };
      /** "{browser} on {os}" */
      device: string;
      unknownBrowser: string;
      unknownOs: string;
      current: string;
      thisNetwork: string;
      /** "Another network ({ip})" */
      otherNetwork: string;
      unknownPlace: string;
      end: string;
      endOthers: string;
      ended: string;
      /** "{count} other sessions ended." */
      endedOthers: string;
      gone: string;
    };
    recovery: {
      title: string;
      intro: string;
      /** "{count} unused codes left." */
      left: string;
      regenerate: string;
      codesTitle: string;
      shownOnce: string;
      continue: string;
    };
    reauth: {
      title: string;
      intro: string;
      password: string;
      code: string;
      codeHint: string;
      submit: string;
      failed: string;
      cancel: string;
    };
    signIn: {
      /** "… until {time}." */
      locked: string;
      /** "{count} tries left" */
      codeRetry: string;
      /** The account's authenticator codes refused "… until {time}", a recovery code still taken. */
      codesLocked: string;
      recoveryTitle: string;
      recoveryCode: string;
      recoveryHint: string;
      recoverySubmit: string;
      /** Setup done: the member is signed in. */
      setupSignedIn: string;
    };
    users: {
      sessions: string;
      /** "Locked until {time}" */
      locked: string;
      unlock: string;
      unlocked: string;
      endSessions: string;
      sessionsEnded: string;
      roleChanged: string;
      makeRole: { admin: string; staff: string };
    };
    emails: {
      recoverySubject: string;
      /** {count} codes left, {link} to My account. */
      recoveryText: string;
      codesLockedSubject: string;
      /** {link} to My account. */
      codesLockedText: string;
    };
  };
  /** Resources the team publishes (issue 26, decision 033). */
  resources: {
    title: string;
    intro: string;
    newItem: string;
    none: string;
    columns: { title: string; kind: string; lang: string; status: string; translation: string; updated: string };
    kinds: { guide: string; webinar: string; "case-study": string; article: string };
    status: { draft: string; scheduled: string; published: string };
    langs: { fr: string; en: string };
    missingTranslation: string;
    translated: string;
    newTitle: string;
    editTitle: string;
    backToList: string;
    translationOf: string;
    translate: string;
    viewPublic: string;
    kind: string;
    lang: string;
    slug: string;
    slugHint: string;
    fieldTitle: string;
    summary: string;
    body: string;
    bodyHint: string;
    author: string;
    webinarLegend: string;
    startsLocal: string;
    timeZone: string;
    timeZoneHint: string;
    lengthMinutes: string;
    replayUrl: string;
    gated: string;
    illustrative: string;
    save: string;
    preview: string;
    previewTitle: string;
    publishTitle: string;
    publishedAt: string;
    scheduledFor: string;
    notPublished: string;
    publish: string;
    unpublish: string;
    scheduleAt: string;
    scheduleHint: string;
    schedule: string;
    history: string;
    savedBy: string;
    restore: string;
    pdfTitle: string;
    pdfFile: string;
    pdfCurrent: string;
    upload: string;
    imagesTitle: string;
    imagesIntro: string;
    imageFile: string;
    imageAlt: string;
    imageSnippet: string;
    invalid: string;
    /** A save refused because another was saved since the page was opened (decision 047); {who}, {when}. */
    savedSince: string;
    savedSinceCurrent: string;
    /** {who} when the version's author is not known. */
    someone: string;
    slugTaken: string;
    badImage: string;
    /** An image of more pixels than the editor accepts: {size} is its width × height, in pixels. */
    imageTooLarge: string;
    badPdf: string;
    done: {
      saved: string;
      published: string;
      scheduled: string;
      unpublished: string;
      restored: string;
      pdf: string;
      image: string;
    };
  };
  /** The meeting types visitors book (decision 036), set by admins. */
  meetingTypes: {
    title: string;
    intro: string;
    link: string;
    isDefault: string;
    nameFr: string;
    nameEn: string;
    minutes: string;
    buffer: string;
    notice: string;
    horizon: string;
    active: string;
    activeHint: string;
    who: string;
    whoHint: string;
    questions: string;
    save: string;
    saved: string;
    invalid: string;
    /** A save refused because another admin saved the type since the page was opened (decision 047). */
    stale: string;
    /** The link that loads the type's current settings instead. */
    staleCurrent: string;
    /** The rows that set a type's questions (issue 25); {n}: the question's number. */
    questionRows: { hint: string; row: string; fr: string; en: string; invalid: string };
  };
};
