import type { Message } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";

/**
 * The back office's newsletter issues (decision 078): their list, the editor, the confirmation before
 * sending and the counts. Kept apart from the AdminDictionary, as the audience page's words are:
 * only these screens read them.
 */
export type NewsletterIssuesText = {
  title: string;
  intro: string;
  newIssue: string;
  none: string;
  columns: { subject: string; language: string; state: string; when: string; counts: string };
  states: { draft: string; scheduled: string; sending: string; sent: string; stopped: string };
  /** {sent} of {recipients}. */
  countsLine: Message<{ sent: number; recipients: number }>;
  back: string;
  newTitle: string;
  fields: {
    lang: string;
    subject: string;
    preview: string;
    previewHint: string;
    body: string;
    bodyHint: string;
    resources: string;
    resourcesHint: string;
    noResources: string;
    /** The featured resources' groups, one per language, the issue's own first. */
    resourcesIn: Record<Lang, string>;
    /** The other language's issue this one translates (decision 081). */
    translation: string;
    translationHint: string;
    noTranslation: string;
    scheduleAt: string;
    scheduleAtHint: string;
  };
  errors: {
    summary: string;
    lang: string;
    subject: string;
    preview: string;
    body: string;
    resources: string;
    translation: string;
    scheduleAt: string;
    /** The issue changed state meanwhile (another tab, another member). */
    stale: string;
  };
  save: string;
  saved: string;
  /** Buttons of the composer's form: each saves the draft as on screen first (issue 52, item 10). */
  previews: { title: string; hint: string; html: string; text: string };
  test: { button: string; hint: string; done: string };
  send: { title: string; now: string; schedule: string };
  /** Why an issue no longer changes, by its state. */
  readOnly: { scheduled: string; sending: string; sent: string; stopped: string };
  confirm: {
    title: string;
    /** {count} recipients, {language} the issue's language. */
    now: Message<{ count: number; language: string }>;
    /** {count}, {language}, {when} in Montréal time. */
    later: Message<{ count: number; language: string; when: string }>;
    button: string;
    cancel: string;
  };
  scheduledFor: Message<{ when: string }>;
  /** Before the translation's subject, on an issue no longer editable (decision 081). */
  translationIs: string;
  cancelSchedule: string;
  cancelled: string;
  stop: string;
  stopHint: string;
  /** The step before a send is stopped (issue 52, item 12). */
  stopConfirm: { title: string; text: string; button: string; cancel: string };
  stopped: string;
  queued: string;
  /** The counts' panel, and its table's name and columns. */
  countsPanel: { title: string; label: string; what: string; number: string };
  counts: {
    recipients: string;
    sent: string;
    queued: string;
    failed: string;
    refused: string;
    dropped: string;
    held: string;
    unsubscribedSince: string;
  };
  /** Clicks per link, counted by issue, link and day only (decision 078). */
  /** Its refused addresses put on the suppression list, refused on two issues (decision 079). */
  suppressedAfterRefusals: Message<{ count: number }>;
  /** Copies held while no mail server is set: they go once an admin sends the held mail (decision 087). */
  heldCopies: Message<{ count: number }>;
  clicks: { title: string; link: string; count: string; none: string };
  languages: Record<Lang, string>;
};

const fr: NewsletterIssuesText = {
  title: "Numéros d’infolettre",
  intro:
    "Rédigez un numéro, prévisualisez-le, envoyez-vous un essai, puis envoyez-le ou planifiez-le. Il part aux abonnés confirmés de sa langue seulement.",
  newIssue: "Nouveau numéro",
  none: "Aucun numéro pour l’instant.",
  columns: { subject: "Objet", language: "Langue", state: "État", when: "Envoi", counts: "Envoyés" },
  states: { draft: "Brouillon", scheduled: "Planifié", sending: "Envoi en cours", sent: "Envoyé", stopped: "Arrêté" },
  countsLine: "{sent} sur {recipients}",
  back: "Retour aux numéros",
  newTitle: "Nouveau numéro",
  fields: {
    lang: "Langue",
    subject: "Objet",
    preview: "Ligne d’aperçu",
    previewHint: "Le texte que les logiciels de courriel montrent après l’objet.",
    body: "Texte (Markdown)",
    bodyHint: "Le même Markdown que les ressources : ## pour un intertitre, **gras**, [lien](https://…).",
    resources: "Ressources en vedette",
    resourcesHint: "Chacune devient une carte (titre, résumé, lien). Seules celles de la langue du numéro paraissent.",
    noResources: "Aucune ressource publiée.",
    resourcesIn: { fr: "En français", en: "En anglais" },
    translation: "Traduction",
    translationHint:
      "Le numéro de l’autre langue qui en est la traduction\u00a0: les deux pages de l’archive se nommeront l’une l’autre.",
    noTranslation: "Aucune",
    scheduleAt: "Date et heure d’envoi (heure de Montréal)",
    scheduleAtHint: "Pour « Planifier… » seulement : le numéro partira à cette heure-là.",
  },
  errors: {
    summary: "Rien n’a été enregistré ni envoyé. Corrigez ce qui suit :",
    lang: "Choisissez le français ou l’anglais.",
    subject: "Écrivez un objet d’au plus 200 caractères.",
    preview: "La ligne d’aperçu compte au plus 200 caractères.",
    body: "Écrivez le texte du numéro (au plus 50 000 caractères).",
    resources: "Une des ressources choisies n’est plus publiée, ou n’est pas dans la langue du numéro.",
    translation: "Choisissez un numéro de l’autre langue.",
    scheduleAt: "Choisissez une date et une heure à venir.",
    stale: "Ce numéro a changé entre-temps : la page montre son état actuel.",
  },
  save: "Enregistrer le brouillon",
  saved: "Brouillon enregistré.",
  previews: {
    title: "Aperçus et essai",
    hint: "Chaque bouton enregistre d’abord le brouillon tel qu’il est à l’écran. Les aperçus s’ouvrent dans un nouvel onglet.",
    html: "Aperçu HTML",
    text: "Aperçu texte",
  },
  test: {
    button: "M’envoyer un essai",
    hint: "À votre adresse seulement, marqué [ESSAI] et compté nulle part.",
    done: "Essai envoyé à votre adresse.",
  },
  send: {
    title: "Envoyer",
    now: "Envoyer maintenant…",
    schedule: "Planifier…",
  },
  readOnly: {
    scheduled: "Seul un brouillon se modifie : annulez la planification pour le changer.",
    sending: "Ce numéro part en ce moment : il ne se modifie plus.",
    sent: "Ce numéro est parti : il ne se modifie plus.",
    stopped: "L’envoi de ce numéro a été arrêté : il ne se modifie plus.",
  },
  confirm: {
    title: "Confirmer l’envoi",
    now: "{count, plural, one {Ce numéro partira maintenant à # abonné confirmé ({language}).} other {Ce numéro partira maintenant à # abonnés confirmés ({language}).}}",
    later:
      "{count, plural, one {Ce numéro partira le {when} à # abonné confirmé ({language}), selon la liste de ce moment-là.} other {Ce numéro partira le {when} à # abonnés confirmés ({language}), selon la liste de ce moment-là.}}",
    button: "Confirmer l’envoi",
    cancel: "Revenir au brouillon",
  },
  scheduledFor: "Planifié pour le {when}.",
  translationIs: "Traduction\u00a0:",
  cancelSchedule: "Annuler la planification",
  cancelled: "Planification annulée : le numéro est redevenu un brouillon.",
  stop: "Arrêter l’envoi…",
  stopHint: "Ceux qui ne l’ont pas encore reçu ne le recevront pas.",
  stopConfirm: {
    title: "Arrêter l’envoi ?",
    text: "Les abonnés qui n’ont pas encore reçu ce numéro ne le recevront pas. Un envoi arrêté ne reprend pas : cela ne peut pas être annulé.",
    button: "Arrêter l’envoi",
    cancel: "Revenir au numéro sans l’arrêter",
  },
  stopped: "Envoi arrêté.",
  queued: "Envoi lancé.",
  countsPanel: { title: "Suivi de l’envoi", label: "Copies par état", what: "Copies", number: "Nombre" },
  counts: {
    recipients: "Destinataires",
    sent: "Envoyés",
    queued: "En attente",
    failed: "Échecs",
    refused: "Refusés par le serveur du destinataire",
    dropped: "Non envoyés (désabonnés ou arrêt)",
    held: "Retenus (pas de serveur de courriel)",
    unsubscribedSince: "Désabonnés depuis",
  },
  heldCopies:
    "{count, plural, one {#\u00a0copie est retenue, pas envoyée\u00a0: elle partira quand un administrateur l’enverra.} other {#\u00a0copies sont retenues, pas envoyées\u00a0: elles partiront quand un administrateur les enverra.}}",
  suppressedAfterRefusals:
    "{count, plural, one {#\u00a0adresse mise sur la liste d’exclusion après deux refus} other {#\u00a0adresses mises sur la liste d’exclusion après deux refus}}",
  clicks: {
    title: "Clics par lien",
    link: "Lien",
    count: "Clics",
    none: "Ce numéro ne contient aucun lien compté.",
  },
  languages: { fr: "français", en: "anglais" },
};

const en: NewsletterIssuesText = {
  title: "Newsletter issues",
  intro:
    "Write an issue, preview it, send yourself a test, then send or schedule it. It goes to the confirmed subscribers of its language only.",
  newIssue: "New issue",
  none: "No issues yet.",
  columns: { subject: "Subject", language: "Language", state: "State", when: "Sending", counts: "Sent" },
  states: { draft: "Draft", scheduled: "Scheduled", sending: "Sending", sent: "Sent", stopped: "Stopped" },
  countsLine: "{sent} of {recipients}",
  back: "Back to issues",
  newTitle: "New issue",
  fields: {
    lang: "Language",
    subject: "Subject",
    preview: "Preview line",
    previewHint: "The text mail programs show after the subject.",
    body: "Text (Markdown)",
    bodyHint: "The same Markdown as resources: ## for a subheading, **bold**, [link](https://…).",
    resources: "Featured resources",
    resourcesHint: "Each becomes a card (title, summary, link). Only those in the issue's language appear.",
    noResources: "No published resources.",
    resourcesIn: { fr: "In French", en: "In English" },
    translation: "Translation",
    translationHint:
      "The other language’s issue that translates this one: both archive pages will point to each other.",
    noTranslation: "None",
    scheduleAt: "Date and time to send (Montréal time)",
    scheduleAtHint: "For “Schedule…” only: the issue goes out at that time.",
  },
  errors: {
    summary: "Nothing was saved or sent. Please fix the following:",
    lang: "Choose French or English.",
    subject: "Write a subject of at most 200 characters.",
    preview: "The preview line has at most 200 characters.",
    body: "Write the issue's text (at most 50,000 characters).",
    resources: "One of the chosen resources is no longer published, or is not in the issue's language.",
    translation: "Choose an issue in the other language.",
    scheduleAt: "Choose a date and time in the future.",
    stale: "This issue changed meanwhile: the page shows where it stands now.",
  },
  save: "Save draft",
  saved: "Draft saved.",
  previews: {
    title: "Previews and test",
    hint: "Each button first saves the draft as it is on screen. Previews open in a new tab.",
    html: "HTML preview",
    text: "Text preview",
  },
  test: {
    button: "Send me a test",
    hint: "To your address only, marked [TEST] and counted nowhere.",
    done: "Test sent to your address.",
  },
  send: {
    title: "Send",
    now: "Send now…",
    schedule: "Schedule…",
  },
  readOnly: {
    scheduled: "Only a draft can be changed: cancel the schedule to edit it.",
    sending: "This issue is going out now: it can no longer be changed.",
    sent: "This issue went out: it can no longer be changed.",
    stopped: "This issue's sending was stopped: it can no longer be changed.",
  },
  confirm: {
    title: "Confirm sending",
    now: "{count, plural, one {This issue will go now to # confirmed subscriber ({language}).} other {This issue will go now to # confirmed subscribers ({language}).}}",
    later:
      "{count, plural, one {This issue will go on {when} to # confirmed subscriber ({language}), as the list stands then.} other {This issue will go on {when} to # confirmed subscribers ({language}), as the list stands then.}}",
    button: "Confirm sending",
    cancel: "Back to the draft",
  },
  scheduledFor: "Scheduled for {when}.",
  translationIs: "Translation:",
  cancelSchedule: "Cancel the schedule",
  cancelled: "Schedule cancelled: the issue is a draft again.",
  stop: "Stop sending…",
  stopHint: "Those who have not received it yet will not.",
  stopConfirm: {
    title: "Stop sending?",
    text: "Subscribers who have not received this issue yet will not receive it. A stopped send does not resume: this cannot be undone.",
    button: "Stop sending",
    cancel: "Back to the issue without stopping it",
  },
  stopped: "Sending stopped.",
  queued: "Sending started.",
  countsPanel: { title: "Delivery report", label: "Copies by outcome", what: "Copies", number: "Count" },
  counts: {
    recipients: "Recipients",
    sent: "Sent",
    queued: "Waiting",
    failed: "Failed",
    refused: "Refused by the recipient's server",
    dropped: "Not sent (unsubscribed or stopped)",
    held: "Held (no mail server)",
    unsubscribedSince: "Unsubscribed since",
  },
  heldCopies:
    "{count, plural, one {# copy is held, not sent: it goes once an admin sends it.} other {# copies are held, not sent: they go once an admin sends them.}}",
  suppressedAfterRefusals:
    "{count, plural, one {# address put on the suppression list after two refusals} other {# addresses put on the suppression list after two refusals}}",
  clicks: {
    title: "Clicks per link",
    link: "Link",
    count: "Clicks",
    none: "This issue has no counted links.",
  },
  languages: { fr: "French", en: "English" },
};

export const newsletterIssuesText: Record<Lang, NewsletterIssuesText> = { fr, en };
