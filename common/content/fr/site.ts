import type { Dictionary } from "#common/content/types.ts";
import { site } from "#common/site/config.ts";

export const common: Dictionary["common"] = {
  figuresBasis:
    "Ces chiffres sont des objectifs, pas des résultats mesurés\u00a0: nous les avons estimés à partir du temps que prennent, dans un cabinet type, les tâches que l’assistant automatise (notes, suivis, documents, relances). Les résultats varient d’un cabinet à l’autre.",
  illustrativeTestimonials:
    "Témoignages illustratifs\u00a0: ils décrivent l’usage visé du produit, en attendant les témoignages de nos clients, publiés avec leur consentement.",
  skipLink: "Aller au contenu principal",
  comingSoon: "Bientôt",
  nav: {
    label: "Navigation principale",
    home: "Accueil",
    solutions: "Solutions",
    resources: "Ressources",
    about: "À propos",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    talkToExpert: "Parler à un expert",
    items: {
      webApp: "Application web",
      services: "Services professionnels",
      advisors: "Conseillers",
      mga: "Agents généraux",
      guides: "Guides et modèles téléchargeables",
      webinars: "Webinaires",
      conferences: "Conférences",
      caseStudies: "Études de cas",
      aboutUs: "À propos de nous",
      careers: "Carrières",
      press: "Salle de presse",
      contactUs: "Nous joindre",
    },
    toggleName: "English",
    toggleTooltip: "Voir cette page en anglais",
  },
  footer: {
    description: `${site.name} aide les conseillers en sécurité financière et les agents généraux à organiser leur pratique grâce à un assistant numérique et à des services d’administration en assurance.`,
    solutions: "Solutions",
    company: "Entreprise",
    legal: "Juridique",
    contact: "Nous joindre",
    appointments: "Rendez-vous",
    support: "Soutien",
    addresses: { appointments: site.emails.appointments, support: site.emails.support },
    newTab: "(s’ouvre dans un nouvel onglet)",
    rights: "Tous droits réservés.",
    links: {
      resources: "Ressources",
      privacy: "Politique de confidentialité",
      terms: "Conditions d’utilisation",
      cookies: "Politique relative aux témoins",
      newsletter: "Infolettre",
    },
  },
};

export const carousel: Dictionary["carousel"] = {
  label: "Témoignages",
  previous: "Témoignage précédent",
  next: "Témoignage suivant",
  pause: "Mettre le défilement en pause",
  play: "Reprendre le défilement",
  goTo: "Aller au témoignage {n}",
  position: "Témoignage {n} sur {total}",
};

export const notFound: Dictionary["notFound"] = {
  meta: {
    title: `Page introuvable | ${site.name}`,
    description:
      "La page demandée n’existe pas ou a été déplacée. Retournez à l’accueil pour découvrir notre assistant numérique pour conseillers.",
  },
  code: "404",
  title: "Oups ! Page introuvable",
  text: "La page que vous cherchez n’existe pas ou a été déplacée.",
  back: "Retour à l’accueil",
};

export const httpErrors: Dictionary["httpErrors"] = {
  methodNotAllowed: "Méthode non permise pour cette adresse.",
  badRequest: "Requête invalide.",
  internal: "Erreur interne du serveur. Veuillez réessayer dans quelques instants.",
  payloadTooLarge: "Envoi trop volumineux pour cette adresse.",
  tooManyParts: "Ce formulaire contient trop de champs ou de fichiers\u00a0: {max} au plus. Rien n’a été enregistré.",
  unsupportedType: "Format d’envoi non pris en charge\u00a0: cette adresse attend un formulaire.",
  unavailable: "Ce service n’est pas offert par ce déploiement du site.",
};

export const about: Dictionary["pages"]["about"] = {
  meta: {
    title: `À propos | ${site.name}`,
    description: `${site.name} est une entreprise canadienne qui combine technologie et administration en assurance pour redonner du temps aux conseillers.`,
  },
  hero: {
    eyebrow: "À propos de nous",
    title: "Redonner du temps aux conseillers",
    lead: `${site.name} est une entreprise canadienne qui combine technologie et expertise en administration d’assurance pour simplifier le quotidien des conseillers et des agents généraux.`,
    primary: "Prendre rendez-vous",
    secondary: "Parler à un expert",
  },
  mission: {
    eyebrow: "Notre mission",
    title: "Libérer les conseillers de l’administration",
    intro:
      "Nous automatisons et prenons en charge le travail administratif pour que les conseillers consacrent leur énergie à ce qui compte : leurs clients.",
  },
  vision: {
    eyebrow: "Notre vision",
    title: "Des pratiques organisées, uniformes et prêtes pour la relève",
    intro:
      "Nous voulons que chaque cabinet, petit ou grand, travaille de façon structurée, partage les mêmes standards et transmette sa clientèle en toute confiance.",
    quote: {
      text: "La technologie doit servir la relation client, jamais la remplacer.",
      author: `L’équipe ${site.name}`,
      role: "Notre engagement",
    },
  },
  values: {
    eyebrow: "Nos valeurs",
    title: "Sept valeurs, un seul nom",
    intro: `Les initiales de nos sept valeurs forment SOBRITA. Elles guident chacune de nos décisions.`,
    items: [
      { title: "Sécurité", text: "Nous protégeons les données de nos clients comme les nôtres." },
      {
        title: "Optimisation",
        text: "Nous cherchons sans cesse la façon la plus simple de bien faire les choses.",
      },
      { title: "Bienveillance", text: "Nous écoutons et accompagnons chaque client avec respect." },
      { title: "Rigueur", text: "Nous visons l’exactitude dans chaque dossier et chaque ligne de code." },
      { title: "Intégrité", text: "Nous disons ce que nous faisons et nous faisons ce que nous disons." },
      { title: "Transparence", text: "Nous communiquons clairement, même quand quelque chose ne va pas." },
      { title: "Ambition", text: "Nous voulons transformer durablement la pratique des conseillers." },
    ],
  },
  team: {
    eyebrow: "Notre équipe",
    title: "Des gens d’assurance et de technologie",
    intro:
      "Notre équipe réunit des spécialistes de l’administration en assurance, de la conformité et du développement logiciel.",
    placeholder: "Photo de l’équipe à venir",
    button: "Joignez-vous à nous",
  },
};
