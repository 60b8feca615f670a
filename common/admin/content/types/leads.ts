import type { LeadStatus } from "#common/admin/lead-status.ts";
import type { LeadTopic } from "#common/content/types.ts";
import type { Message } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";

export type LeadsText = {
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
    /** "Mes demandes" empty with no filter set (issue 46): none is the member's, and where the unassigned are. */
    noneMine: string;
    noneMineLink: string;
    badFilter: string;
    /** "50 leads shown, newest first" style; {count} is replaced. */
    shown: Message<{ count: number }>;
    columns: { received: string; name: string; company: string; topic: string; language: string; status: string };
    open: string;
    older: string;
    newest: string;
    statuses: Record<LeadStatus, string>;
    topics: Record<LeadTopic, string>;
    languages: Record<Lang, string>;
    /** The team's email about a new lead: its HTML footer's reason. */
    emailWhy: string;
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
    title: Message<{ name: string }>;
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
    /** A refused note's summary, above the link to the note. */
    noteRefused: string;
    meetingTitle: string;
    /** A meeting's line: {when} and {status} are replaced. */
    meetingLine: Message<{ when: string; status: string }>;
    meetingLink: string;
    historyTitle: string;
    historyEmpty: string;
    /** {from} and {to} are replaced. */
    changed: Message<{ from: string; to: string }>;
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
    resultTitle: Message<{ email: string }>;
    nothing: string;
    sources: Record<string, string>;
    /** {count} is replaced. */
    recordsCount: Message<{ count: number }>;
    exportTitle: string;
    exportIntro: string;
    export: string;
    deleteTitle: string;
    deleteIntro: string;
    askDelete: string;
    confirmTitle: string;
    /** {email} is replaced. */
    confirmIntro: Message<{ email: string }>;
    confirmCheck: string;
    confirmDelete: string;
    cancel: string;
    notConfirmed: string;
    /** {summary} is replaced. */
    deleted: Message<{ summary: string }>;
  };
  /** Owners, next steps, duplicates and the digest (issue 27, decision 030). */
  sales: {
    views: { label: string; mine: string; due: string; unassigned: string; all: string };
    searchButton: string;
    countsLabel: string;
    /** {status} and {count} are replaced. */
    count: Message<{ status: string; count: number }>;
    unread: string;
    /** {owner} is replaced. */
    owner: Message<{ owner: string }>;
    unassigned: string;
    /** {day} is replaced. */
    dueOn: Message<{ day: string }>;
    /** Beside a next step whose day has passed, in the inbox and on the lead. */
    overdue: string;
    changeStatus: string;
    /** {name} is replaced: the label of a row's status menu. */
    statusOf: Message<{ name: string }>;
    previous: string;
    next: string;
    ownerTitle: string;
    /** {owner} is replaced. */
    ownerIs: Message<{ owner: string }>;
    assignTo: string;
    queue: string;
    assign: string;
    take: string;
    assigned: string;
    assignForbidden: string;
    stepTitle: string;
    stepNone: string;
    /** {day} and {note} are replaced. */
    stepIs: Message<{ day: string; note: string }>;
    stepDay: string;
    stepNote: string;
    stepNoteHint: string;
    stepSave: string;
    stepDone: string;
    stepSaved: string;
    stepCompleted: string;
    /** Another member's lead: its next step is theirs or an admin's. */
    stepForbidden: string;
    /** A refused step's summary; each field has its own message. */
    stepInvalid: string;
    stepDayInvalid: string;
    /** A step planned before today, on the team's calendar (issue 52). */
    stepDayPast: string;
    stepNoteInvalid: string;
    duplicatesTitle: string;
    duplicatesIntro: string;
    /** {name} and {when} are replaced. */
    duplicateLine: Message<{ name: string; when: string }>;
    merge: string;
    /** {name} is replaced: what the merge button says to a screen reader. */
    mergeLabel: Message<{ name: string }>;
    merged: string;
    /** The step that confirms a merge (issue 46): both leads side by side, and what moves. */
    mergeReview: {
      title: string;
      /** {keep} and {gone}: the two leads' names. */
      intro: Message<{ keep: string; gone: string }>;
      /** {id} and {name}: the lead's number and name, heading its card. */
      stays: Message<{ id: number; name: string }>;
      goes: Message<{ id: number; name: string }>;
      owner: string;
      nextStep: string;
      moves: string;
      /** Each kind of entry that moves, as a count. */
      counts: Record<
        "notes" | "statusChanges" | "assignments" | "steps" | "earlierMerges" | "meetings" | "emails",
        Message<{ count: number }>
      >;
      message: string;
      contact: string;
      takesNextStep: string;
      takesOwner: string;
      confirm: string;
      cancel: string;
    };
    history: {
      /** {owner} is replaced. */
      assigned: Message<{ owner: string }>;
      queued: string;
      /** {day} is replaced. */
      step: Message<{ day: string }>;
      /** {day} is replaced. */
      stepDone: Message<{ day: string }>;
      /** {id}, {name} and {when} are replaced. */
      merged: Message<{ id: number; name: string; when: string }>;
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
      assignedText: Message<{ link: string }>;
      digestSubject: Message<{ day: string }>;
      /** {meetings}: digestMeetings or digestNoMeeting. */
      digestText: Message<{ meetings: string; due: number; new: number; link: string }>;
      digestMeetings: Message<{ times: string }>;
      digestNoMeeting: string;
      /** The HTML parts' buttons and footers' reasons. */
      assignedButton: string;
      assignedWhy: string;
      digestButton: string;
      digestWhy: string;
    };
  };
};
