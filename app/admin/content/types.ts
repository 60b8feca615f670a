/**
 * The back office's words, in a dictionary of their own: only its loaders read it (through
 * dictionary.server.ts), so none of it ships with the public site. fr.ts and en.ts are typed by it.
 * Another back-office page adds its own section here, and fills it in both languages.
 */
export type AdminDictionary = {
  chrome: {
    brand: string;
    skipLink: string;
    /** After the page title in the tab: « Utilisateurs – Espace équipe ». */
    titleSuffix: string;
    navLabel: string;
    nav: { home: string; users: string; audit: string; account: string };
    signedInAs: string;
    signOut: string;
    roles: { admin: string; staff: string };
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
    problems: { tooShort: string; common: string; mismatch: string; totpRequired: string; totpWrong: string };
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
    enrolled: string;
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
};
