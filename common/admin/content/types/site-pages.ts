import type { Message } from "#common/site/message.ts";
import type { FieldKind, SitePageKey } from "#common/site-pages/fields.ts";
import type { FieldError } from "#common/site-pages/rules.ts";

export type SitePagesText = {
  /** The site's own pages' words, edited in both languages (issue 55, decision 112). */
  sitePages: {
    title: string;
    intro: string;
    columns: { page: string; state: string; toReview: string };
    /** Each page's name, as the list and the editor's title show it. */
    pages: Record<SitePageKey, string>;
    states: { original: string; live: string; draft: string; scheduled: Message<{ when: string }> };
    /** How many fields of a page are marked to review. */
    toReviewCount: Message<{ count: number }>;
    noneToReview: string;
    backToList: string;
    /** The editor's title: {page} is the page's name. */
    editTitle: Message<{ page: string }>;
    /** Where the page is: a link to the public page in each language, or "every page" for the footer. */
    publicPage: Message<{ lang: string }>;
    everyPage: string;
    /** The page's state in the editor, under its title. */
    stateNow: string;
    langs: { fr: string; en: string };
    /** A language's name inside a sentence: « en {lang} », "in {lang}". */
    inLang: { fr: string; en: string };
    fieldsTitle: string;
    /** The table's heading of the fields' names. */
    field: string;
    kinds: Record<FieldKind, string>;
    /** What a field's budget counts, read after « 42 / 90 ». */
    budgetUnit: string;
    toReview: string;
    /** The box that confirms a field to review as it is. */
    confirm: string;
    typographyHint: string;
    richHint: string;
    basisHint: string;
    /** The leaf names of the dictionaries' paths, as a field's label reads them. */
    names: Record<string, string>;
    /** Between the parts of a field's label: « Héros › Titre ». */
    separator: string;
    save: string;
    confirmReviewed: string;
    publishTitle: string;
    publish: string;
    scheduleAt: string;
    scheduleHint: string;
    schedule: string;
    unschedule: string;
    publishSaves: string;
    /**
     * The home page's hero image (issue 55, item 8): a file replaces the drawn artwork, described in
     * both languages; the original artwork can be put back.
     */
    heroImage: {
      title: string;
      intro: string;
      /** The image the newest version shows, and the words beside it. */
      current: string;
      /** No image uploaded: the hero shows its drawn artwork. */
      original: string;
      file: string;
      fileHint: string;
      /** The box that goes back to the drawn artwork. */
      remove: string;
      /** The text alternative's fields, read with the language's name. */
      alt: string;
      altHint: string;
    };
    /** The summary's heading, for a save and for a publication, and each field's message. */
    invalid: string;
    invalidPublish: string;
    errors: Record<FieldError, string>;
    publishAtMissing: string;
    publishAtPast: string;
    /** Another editor saved the page since this form was made: what was typed is kept. */
    conflict: string;
    conflictCurrent: string;
    /** A restore or a cancelled schedule refused because the page changed since: nothing typed to keep. */
    staleForm: string;
    /** Publish or cancel when there is nothing to: no draft, nothing scheduled. */
    nothingToDo: string;
    done: {
      saved: string;
      confirmed: string;
      published: string;
      scheduled: string;
      unscheduled: string;
      restored: string;
    };
    history: string;
    /** The links at the top of a long editor to its panels below the fields. */
    jumpTo: string;
    versionLine: Message<{ when: string; who: string }>;
    someone: string;
    originalVersion: string;
    liveVersion: string;
    changedFields: string;
    unchanged: string;
    restoredFrom: Message<{ from: string }>;
    restore: string;
    restoreWarning: string;
    restoreConfirm: string;
    previewTitle: string;
    previewIntro: string;
    previewLang: string;
    /** A frame's title: {width} in pixels, {lang} the language's name. */
    previewFrame: Message<{ page: string; width: number; lang: string }>;
    previewOpen: Message<{ lang: string }>;
    phone: string;
    desktop: string;
  };
};
