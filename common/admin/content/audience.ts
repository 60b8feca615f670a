import type { Message } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";

/** The back office's newsletter and webinars page, and its two CSV files (decision 034). */
export type AudienceText = {
  title: string;
  intro: string;
  newsletter: {
    title: string;
    /** {count} confirmed subscribers, as the language says one or several. */
    confirmed: Message<{ count: number }>;
    export: string;
    /** The suppression list by reason: it keeps hashes, never addresses (decisions 034 and 079). */
    suppressions: {
      title: string;
      reason: string;
      count: string;
      reasons: { unsubscribed: string; erased: string; refused: string };
    };
  };
  webinars: {
    title: string;
    none: string;
    export: string;
    /** {count} registrants. */
    count: Message<{ count: number }>;
  };
  columns: { webinar: string; name: string; email: string; firm: string; language: string; registered: string };
  newsletterCsv: {
    email: string;
    language: string;
    confirmed: string;
    sourcePage: string;
    wordingVersion: string;
  };
};

const fr: AudienceText = {
  title: "Infolettre et webinaires",
  intro:
    "La liste des abonnés confirmés et les inscrits aux webinaires, à exporter en CSV. Chaque exportation est inscrite au journal d’audit.",
  newsletter: {
    title: "Infolettre",
    confirmed: "{count, plural, one {#\u00a0abonné confirmé} other {#\u00a0abonnés confirmés}}",
    export: "Exporter la liste confirmée (CSV)",
    suppressions: {
      title: "Liste d’exclusion (adresses à ne plus jamais écrire)",
      reason: "Raison",
      count: "Adresses",
      reasons: {
        unsubscribed: "désabonnée",
        erased: "effacée à la demande de la personne",
        refused: "refusée deux fois par le serveur destinataire",
      },
    },
  },
  webinars: {
    title: "Inscrits aux webinaires",
    none: "Aucune inscription pour l’instant.",
    export: "Exporter les inscrits (CSV)",
    count: "{count, plural, one {#\u00a0inscrit} other {#\u00a0inscrits}}",
  },
  columns: {
    webinar: "Webinaire",
    name: "Nom",
    email: "Courriel",
    firm: "Cabinet",
    language: "Langue",
    registered: "Inscrit le (heure de Montréal)",
  },
  newsletterCsv: {
    email: "Courriel",
    language: "Langue",
    confirmed: "Confirmé le (heure de Montréal)",
    sourcePage: "Page d’inscription",
    wordingVersion: "Version du libellé de consentement",
  },
};

const en: AudienceText = {
  title: "Newsletter and webinars",
  intro:
    "The confirmed subscribers and the webinar registrants, to export as CSV. Every export is written in the audit log.",
  newsletter: {
    title: "Newsletter",
    confirmed: "{count, plural, one {# confirmed subscriber} other {# confirmed subscribers}}",
    export: "Export the confirmed list (CSV)",
    suppressions: {
      title: "Suppression list (addresses never to be mailed again)",
      reason: "Reason",
      count: "Addresses",
      reasons: {
        unsubscribed: "unsubscribed",
        erased: "erased at the person’s request",
        refused: "refused twice by the receiving server",
      },
    },
  },
  webinars: {
    title: "Webinar registrants",
    none: "No registrations yet.",
    export: "Export the registrants (CSV)",
    count: "{count, plural, one {# registrant} other {# registrants}}",
  },
  columns: {
    webinar: "Webinar",
    name: "Name",
    email: "Email",
    firm: "Firm",
    language: "Language",
    registered: "Registered (Montréal time)",
  },
  newsletterCsv: {
    email: "Email",
    language: "Language",
    confirmed: "Confirmed (Montréal time)",
    sourcePage: "Signup page",
    wordingVersion: "Consent wording version",
  },
};

export const audienceText: Record<Lang, AudienceText> = { fr, en };
