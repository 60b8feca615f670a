import type { Dictionary } from "#common/content/types.ts";
import { site } from "#common/site/config.ts";

export const resources: Dictionary["pages"]["resources"] = {
  meta: {
    title: `Ressources | ${site.name}`,
    description:
      "Guides, webinaires, études de cas et articles pour les conseillers en sécurité financière et les agents généraux du Québec et du Canada.",
  },
  title: "Ressources",
  lead: "Guides pratiques, webinaires, études de cas et articles pour organiser votre pratique et votre conformité.",
  cta: {
    title: "Une question sur votre pratique\u00a0?",
    text: "Notre équipe se fera un plaisir de vous répondre.",
    button: "Nous joindre",
  },
  text: {
    filters: "Filtrer par type",
    all: "Tout",
    kinds: { guide: "Guide", webinar: "Webinaire", "case-study": "Étude de cas", article: "Article" },
    search: "Rechercher dans les ressources",
    searchButton: "Rechercher",
    results: "Résultats pour «\u00a0{q}\u00a0»",
    noMatch: "Aucune ressource ne correspond à cette recherche.",
    nothingYet: "Rien n’est encore publié ici. Revenez bientôt.",
    feed: "Fil Atom des ressources",
    feedTitle: `Ressources ${site.name}`,
    feedDescription: "Guides, webinaires, études de cas et articles pour les conseillers et les agents généraux.",
    readingTime: "{n}\u00a0min de lecture",
    published: "Publié le",
    by: "Par",
    illustrative:
      "Étude de cas illustrative\u00a0: un cabinet type, décrit à partir de situations courantes. Aucun client n’y est nommé et aucun résultat n’y est promis.",
    webinar: {
      when: "Date",
      session: "Séance le",
      length: "Durée\u00a0: {n}\u00a0minutes",
      replay: "Voir la rediffusion",
      zone: "Heure de {zone}",
    },
    downloadPdf: "Télécharger le guide (PDF)",
    back: "Toutes les ressources",
  },
};

export const guides: Dictionary["pages"]["guides"] = {
  meta: {
    title: `Guides et modèles | ${site.name}`,
    description:
      "Guides pratiques et listes de vérification pour les conseillers en sécurité financière et les agents généraux.",
  },
  title: "Guides et modèles",
  lead: "Des outils pratiques pour structurer vos dossiers, vos suivis et votre conformité.",
  cta: {
    title: "Besoin d’un coup de main pour les appliquer\u00a0?",
    text: "Parlez-en avec notre équipe.",
    button: "Nous joindre",
  },
};

export const webinars: Dictionary["pages"]["webinars"] = {
  meta: {
    title: `Webinaires | ${site.name}`,
    description:
      "Webinaires en direct sur l’organisation de la pratique, l’automatisation et la conformité pour les conseillers en sécurité financière.",
  },
  title: "Webinaires",
  lead: "Des séances en direct pour découvrir de bonnes pratiques et poser vos questions.",
  cta: {
    title: "Une question avant la séance\u00a0?",
    text: "Écrivez-nous, nous vous répondrons.",
    button: "Nous écrire",
  },
};

export const conferences: Dictionary["pages"]["conferences"] = {
  meta: {
    title: `Conférences | ${site.name}`,
    description:
      "Bientôt : nos conférences sur l’avenir de la pratique pour les conseillers en sécurité financière et les agents généraux. Invitez-nous à présenter.",
  },
  title: "Conférences",
  lead: "Nous préparons des conférences pour les conseillers et les agents généraux.",
  points: [
    "Présentations sur l’avenir de la pratique",
    "Retours d’expérience de conseillers",
    "Rencontres avec notre équipe",
  ],
  cta: {
    title: "Vous organisez un événement ?",
    text: "Invitez-nous à présenter devant vos conseillers.",
    button: "Nous inviter",
  },
};

export const caseStudies: Dictionary["pages"]["caseStudies"] = {
  meta: {
    title: `Études de cas | ${site.name}`,
    description:
      "Études de cas sur l’organisation de cabinets de conseillers et d’agents généraux. Les études illustratives le disent.",
  },
  title: "Études de cas",
  lead: "Comment des cabinets organisent leur pratique. Une étude illustrative le dit clairement.",
  cta: {
    title: "Et votre cabinet\u00a0?",
    text: "Réservez une démonstration et voyez ce que l’assistant peut faire pour vous.",
    button: "Prendre rendez-vous",
  },
};
