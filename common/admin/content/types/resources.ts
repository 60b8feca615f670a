import type { EditorTimeZone } from "#common/resources/editor.ts";
import type { ResourceFormField } from "#common/resources/kinds.ts";
import type { Message } from "#common/site/message.ts";

export type ResourcesText = {
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
    /** The zones a webinar's time is typed in (common/resources/editor.ts), by a name people know. */
    timeZones: Record<EditorTimeZone, string>;
    lengthMinutes: string;
    replayUrl: string;
    /** A webinar's join link, and where it goes: registrants' emails only. */
    joinUrl: string;
    joinUrlHint: string;
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
    /** Under the publication's buttons: they save the form first (issue 46, item 1). */
    publishSaves: string;
    /** A public item: saving changes the live page, and it stays public until withdrawn (decision 068). */
    liveNote: string;
    /** In place of the schedule field for a public item. */
    scheduleWithdrawFirst: string;
    history: string;
    savedBy: string;
    /** Opens the restore's confirmation, which says what it replaces (issue 52, item 9). */
    restore: string;
    restoreWarning: string;
    restoreConfirm: string;
    /** The version the item holds now, in the history. */
    currentVersion: string;
    /** Before the names of the fields a version changed. */
    changedFields: string;
    /** A version that created the item, or saved it unchanged. */
    created: string;
    unchanged: string;
    /** A version loaded into the form to review (decision 069); {when} is when it was saved. */
    restored: Message<{ when: string }>;
    pdfTitle: string;
    pdfFile: string;
    pdfCurrent: string;
    upload: string;
    imagesTitle: string;
    imagesIntro: string;
    imageFile: string;
    imageAlt: string;
    imageSnippet: string;
    /** A refused form's summary, above the links to its fields in error. */
    invalid: string;
    /**
     * What is wrong with each field, under it and in the summary; the schedule's time also when it has
     * passed, or the item is public.
     */
    errors: Record<ResourceFormField | "publishPast" | "publishLive", string>;
    /** A save refused because another was saved since the page was opened (decision 047); {who}, {when}. */
    savedSince: Message<{ who: string; when: string }>;
    savedSinceCurrent: string;
    /** {who} when the version's author is not known. */
    someone: string;
    slugTaken: string;
    /**
     * An upload refused (issue 46, item 17): the summary's title, then what was wrong, on the field
     * at fault. {name} is the file's name, {size} its weight ("12,3 Mo") or, for `pixels`, its width ×
     * height. A file field cannot be refilled by the server, so each says to choose the file again.
     */
    uploadInvalid: string;
    /** Beside the uploads: each saves what the form holds first (a new item, as a draft). */
    uploadSavesFirst: string;
    uploadErrors: {
      missing: Message<{ name: string; size: string }>;
      pdfType: Message<{ name: string; size: string }>;
      imageType: Message<{ name: string; size: string }>;
      tooBig: Message<{ name: string; size: string }>;
      pixels: Message<{ size: string }>;
      /** The file was fine but another field was not. */
      chooseAgain: string;
      alt: string;
    };
    done: {
      saved: string;
      published: string;
      scheduled: string;
      unpublished: string;
      pdf: string;
      image: string;
    };
  };
};
