import type { Message } from "#common/site/message.ts";

export type BackOfficeText = {
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
      outbox: string;
      account: string;
      audience: string;
      resources: string;
      sitePages: string;
      status: string;
      newsletter: string;
    };
    signedInAs: string;
    signOut: string;
    /** The button that opens the menu on a phone, where it folds away (issue 46, item 18). */
    menu: string;
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
    /** Changing one's own password (issue 46): the current one, then a new one held to setup's rules. */
    password: {
      title: string;
      intro: string;
      current: string;
      next: string;
      confirm: string;
      submit: string;
      /** {count}: the other sessions ended. */
      changed: Message<{ count: string }>;
      refused: string;
      currentWrong: string;
      same: string;
    };
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
    /** A refused new account's summary, above the links to its fields in error. */
    refused: string;
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
  /** Issue 27: sessions, recovery codes, re-authentication, locks. */
  accounts: {
    sessions: {
      title: string;
      intro: string;
      label: string;
      columns: { device: string; started: string; lastUsed: string; place: string; actions: string };
      /** "{browser} on {os}" */
      device: Message<{ browser: string; os: string }>;
      unknownBrowser: string;
      unknownOs: string;
      current: string;
      thisNetwork: string;
      /** "Another network ({ip})" */
      otherNetwork: Message<{ ip: string }>;
      unknownPlace: string;
      end: string;
      endOthers: string;
      ended: string;
      /** "{count} other sessions ended." */
      endedOthers: Message<{ count: string }>;
      gone: string;
    };
    recovery: {
      title: string;
      intro: string;
      /** "{count} unused codes left." */
      left: Message<{ count: number }>;
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
      locked: Message<{ time: string }>;
      /** "{count} tries left" */
      codeRetry: Message<{ count: number }>;
      /** The account's authenticator codes refused "… until {time}", a recovery code still taken. */
      codesLocked: Message<{ time: string }>;
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
      locked: Message<{ time: string }>;
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
      recoveryText: Message<{ count: number; link: string }>;
      codesLockedSubject: string;
      /** {link} to My account. */
      codesLockedText: Message<{ link: string }>;
      /** The HTML part's button to My account, and its footer's reason. */
      button: string;
      why: string;
    };
  };
};
