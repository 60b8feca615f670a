import type { Dictionary } from "#common/content/types.ts";
import { site } from "#common/site/config.ts";

export const mockups: Dictionary["mockups"] = {
  dashboard: {
    title: "Tableau de bord",
    period: "Cette semaine",
    metrics: [
      { value: "12", label: "Suivis à faire" },
      { value: "5", label: "Propositions en cours" },
      { value: "3", label: "Révisions annuelles" },
    ],
    chartLabel: "Dossiers traités par jour",
    pipelineTitle: "Dossiers en cours",
    pipeline: [
      { name: "Julie", stage: "Analyse des besoins" },
      { name: "Marc", stage: "Proposition" },
      { name: "Sophie", stage: "Exigences de l’assureur" },
      { name: "Karim", stage: "Contrat émis" },
    ],
  },
  agent: {
    title: "Agent conversationnel",
    status: "En ligne",
    messages: [
      { from: "advisor", text: "Résume ma rencontre d’hier avec Julie." },
      {
        from: "agent",
        text: "Julie veut revoir son assurance vie et son épargne-retraite. Je propose deux suivis.",
      },
      { from: "advisor", text: "Crée les tâches et prépare la lettre de suivi." },
      { from: "agent", text: "C’est fait : deux tâches assignées et une lettre prête à réviser." },
    ],
    inputPlaceholder: "Écrivez votre demande",
  },
  tasks: {
    title: "Tâches et suivis",
    items: [
      { text: "Appeler Julie pour l’analyse des besoins", due: "Aujourd’hui", done: true },
      { text: "Envoyer la proposition à Marc", due: "Demain", done: false },
      { text: "Relancer l’assureur pour les exigences", due: "Jeudi", done: false },
      { text: "Préparer la révision annuelle de Sophie", due: "Lundi", done: false },
    ],
  },
  compliance: {
    title: "Vérification de conformité",
    file: "Dossier de Karim",
    checks: [
      { text: "Connaissance du client complète", status: "ok" },
      { text: "Analyse des besoins signée", status: "ok" },
      { text: "Justification de la recommandation", status: "warn" },
      { text: "Consentement au partage des renseignements", status: "ok" },
    ],
    summary: "3 vérifications réussies, 1 point à revoir",
  },
};

export const home: Dictionary["pages"]["home"] = {
  meta: {
    title: `Assistant numérique pour conseillers | ${site.name}`,
    description:
      "Un assistant numérique et des services d’administration en assurance pour les conseillers en sécurité financière et les agents généraux.",
  },
  hero: {
    eyebrow: "Assistant numérique pour conseillers en sécurité financière",
    title: "Moins d’administration. Plus de temps pour vos clients.",
    lead: `${site.name} capte l’essentiel de vos notes, prépare vos documents et les vérifie selon vos propres règles de conformité. Vous révisez, vous conseillez et vous restez responsable.`,
    primary: "Prendre rendez-vous",
    secondary: "Parler à un expert",
    // The drawn artwork, decorative: no text (an uploaded image must be described, in both languages).
    image: { alt: "" },
  },
  control: {
    eyebrow: "Reprenez le contrôle",
    title: "Une pratique organisée, une équipe alignée",
    intro:
      "Organisez votre pratique, travaillez de la même façon d’un conseiller à l’autre et préparez votre relève en toute sérénité.",
    advisors: {
      title: "Conseillers en sécurité financière",
      text: "Libérez des heures chaque semaine et gardez chaque dossier à jour.",
      link: "Découvrir la solution pour les conseillers",
    },
    mga: {
      title: "Agents généraux",
      text: "Uniformisez les pratiques de votre réseau et allégez sa charge administrative.",
      link: "Découvrir la solution pour les agents généraux",
    },
  },
  howItWorks: {
    eyebrow: "Comment ça marche",
    title: "De la rencontre au dossier complet, en six étapes",
    intro: "L’assistant prend en charge le suivi administratif, du premier échange jusqu’à votre CRM.",
    steps: [
      {
        title: "Vous rencontrez votre client",
        text: "Prenez vos notes comme d’habitude, pendant ou après la rencontre.",
      },
      {
        title: "L’assistant capte l’essentiel",
        text: "Les informations clés de vos notes sont repérées et classées automatiquement.",
      },
      {
        title: "Vous obtenez un résumé clair",
        text: "Chaque rencontre est résumée de façon structurée, prête à consulter.",
      },
      {
        title: "Les suivis sont attribués",
        text: "Chaque tâche est créée et confiée à la bonne personne, avec son échéance.",
      },
      {
        title: "Les documents sont prêts",
        text: "Lettres et formulaires sont générés, puis vérifiés selon vos propres règles de conformité, avant votre révision.",
      },
      {
        title: "Votre CRM est à jour",
        text: "Tout est synchronisé avec votre CRM, sans double saisie.",
      },
    ],
  },
  results: {
    eyebrow: "Résultats au quotidien",
    title: "Ce qui change dans vos journées",
    intro: "Moins de saisie, moins d’oublis et plus de temps de qualité avec vos clients.",
    items: [
      {
        title: "Du temps retrouvé",
        text: "Les tâches répétitives avancent pendant que vous conseillez.",
      },
      {
        title: "Des dossiers fiables",
        text: "Des informations complètes et cohérentes, d’un dossier à l’autre.",
      },
      {
        title: "Des clients mieux servis",
        text: "Des suivis faits à temps et des réponses plus rapides.",
      },
    ],
  },
  claims: {
    eyebrow: "Des gains visés",
    title: "L’effet d’un assistant bien intégré",
    intro: `Ce que ${site.name} vise à faire gagner aux conseillers qui l’utilisent.`,
    items: [
      { value: "15 h", label: "économisées par semaine" },
      { value: "40 %", label: "d’erreurs en moins" },
      { value: "+25 %", label: "de satisfaction client" },
    ],
  },
  process: {
    eyebrow: "Intégration",
    title: "Un accompagnement en trois étapes",
    intro: `Nous déployons ${site.name} à votre rythme, avec vous.`,
    steps: [
      {
        title: "Entrevue d’évaluation",
        text: "Nous faisons le point sur votre pratique, vos outils et vos priorités.",
      },
      {
        title: "Déploiement par étapes",
        text: "Une mise en place progressive en trois phases : Décollage, Maîtrise et Amplification.",
      },
      {
        title: "Soutien continu",
        text: "Notre équipe reste à vos côtés pour répondre à vos questions et ajuster l’assistant.",
      },
    ],
    stages: [
      {
        title: "Décollage",
        text: "Vos premiers flux de travail sont configurés et votre équipe prend ses repères.",
      },
      {
        title: "Maîtrise",
        text: "L’assistant s’intègre à votre routine et vos façons de faire s’uniformisent.",
      },
      {
        title: "Amplification",
        text: "Vous étendez l’automatisation à toute votre pratique et mesurez les gains.",
      },
    ],
  },
  testimonials: {
    eyebrow: "Témoignages",
    title: "Ils ont repris le contrôle de leur temps",
    intro: `Des conseillers et des agents généraux racontent leur quotidien avec ${site.name}.`,
    items: [
      {
        quote:
          "Mes notes de rencontre deviennent des résumés et des suivis en quelques minutes. Je termine enfin mes journées à l’heure.",
        author: "Marie-Claude",
      },
      {
        quote:
          "La vérification selon mes règles de conformité me signale ce qui manque. Je révise, et mes dossiers sont complets avant d’être soumis.",
        author: "Stéphane",
      },
      {
        quote: "Toute l’équipe travaille maintenant de la même façon. Préparer ma relève n’a jamais été aussi simple.",
        author: "Isabelle",
      },
      {
        quote:
          "Le déploiement par étapes a permis à nos conseillers d’adopter l’outil sans stress. Et le soutien est toujours au rendez-vous.",
        author: "Jean-François",
      },
    ],
  },
  cta: {
    title: "Prêt à alléger votre administration ?",
    text: `Réservez une démonstration et voyez ce que ${site.name} peut faire pour votre pratique.`,
    button: "Prendre rendez-vous",
  },
};

export const webApp: Dictionary["pages"]["webApp"] = {
  meta: {
    title: `Application web | ${site.name}`,
    description:
      "Notes, résumés, suivis, documents et conformité au même endroit : découvrez l’assistant numérique conçu pour les conseillers en sécurité financière.",
  },
  hero: {
    eyebrow: "Application web",
    title: "Votre assistant numérique, au cœur de votre pratique",
    lead: "Notes, résumés, suivis, documents et conformité : tout au même endroit, synchronisé avec votre CRM.",
    primary: "Réserver une démonstration",
    secondary: "Parler à un expert",
  },
  section1: {
    eyebrow: "Tout-en-un",
    title: "Un seul outil pour tout votre suivi administratif",
    intro: "L’application réunit ce dont vous avez besoin pour gérer vos dossiers, seul ou en équipe.",
    items: [
      {
        title: "Agent conversationnel intégré",
        text: "Posez une question ou confiez une tâche en quelques mots, directement dans l’application.",
      },
      {
        title: "Tableau de bord",
        text: "Vos dossiers, vos tâches et vos échéances en un coup d’œil.",
      },
      {
        title: "Pratiques uniformes",
        text: "Les mêmes modèles et les mêmes étapes pour toute l’équipe.",
      },
      {
        title: "Accessible dans votre navigateur",
        text: "Aucune installation : connectez-vous et travaillez, au bureau comme à distance.",
      },
    ],
  },
  platform: {
    eyebrow: "La plateforme",
    title: "Pensée pour les conseillers et leurs équipes",
    intro: "Une base solide qui s’adapte à votre façon de travailler.",
    items: [
      {
        title: "Modèles personnalisables",
        text: "Adaptez vos résumés, lettres et listes de vérification à votre pratique.",
      },
      {
        title: "Travail d’équipe",
        text: "Conseillers et adjoints partagent les mêmes dossiers et suivent les mêmes tâches.",
      },
      {
        title: "Préparation de la relève",
        text: "Des dossiers documentés et uniformes facilitent la transmission de votre clientèle.",
      },
      {
        title: "Historique complet",
        text: "Retrouvez chaque échange, document et décision en quelques secondes.",
      },
    ],
  },
  experience: {
    eyebrow: "L’expérience",
    title: "Simple dès le premier jour",
    intro: "Vous gagnez du temps sans changer votre façon de conseiller.",
    items: [
      {
        title: "Prise en main rapide",
        text: "Une interface claire, conçue pour être comprise sans formation lourde.",
      },
      {
        title: "Vous gardez la main",
        text: "Vous révisez et approuvez tout ce que l’assistant prépare.",
      },
      {
        title: "Accompagnement inclus",
        text: "Notre équipe vous guide à chaque étape du déploiement.",
      },
    ],
  },
  features: {
    eyebrow: "Capacités",
    title: "Six capacités qui travaillent pour vous",
    intro: "De la note de rencontre au CRM, l’assistant s’occupe du travail répétitif.",
    items: [
      {
        title: "Saisie des informations clés",
        text: "L’assistant repère dans vos notes clients l’essentiel : besoins, objectifs, produits et échéances.",
      },
      {
        title: "Résumés",
        text: "Des résumés clairs et structurés de chaque rencontre et de chaque dossier.",
      },
      {
        title: "Attribution des tâches et des suivis",
        text: "Les prochaines étapes sont créées et assignées, avec leurs échéances.",
      },
      {
        title: "Génération de documents",
        text: "Lettres, comptes rendus et formulaires préparés à partir de vos notes.",
      },
      {
        title: "Vérification de la conformité",
        text: "L’assistant vérifie le dossier selon vos propres règles et signale ce qui manque. Vous le révisez et demeurez responsable de la conformité.",
      },
      {
        title: "Synchronisation avec le CRM",
        text: "Vos informations sont mises à jour dans votre CRM, sans double saisie.",
      },
    ],
  },
  stats: {
    eyebrow: "Objectifs",
    title: "Des gains visés, semaine après semaine",
    intro: "Moins de temps sur la paperasse, plus de temps avec vos clients.",
    items: [
      { value: "15 h", label: "économisées par semaine" },
      { value: "40 %", label: "d’erreurs en moins" },
      { value: "+25 %", label: "de satisfaction client" },
    ],
    quote: {
      text: "Je passe moins de temps sur la paperasse et plus de temps avec mes clients. C’est exactement ce que je cherchais.",
      author: "Nathalie",
      role: "Conseillère en sécurité financière, Laval",
    },
  },
  security: {
    eyebrow: "Sécurité",
    title: "Vos données et celles de vos clients, protégées",
    intro: "La confidentialité de vos clients est au cœur de notre conception.",
    items: [
      {
        title: "Données hébergées au Canada",
        text: "Vos données et celles de vos clients demeurent au Canada.",
      },
      {
        title: "Chiffrement complet",
        text: "Les données sont chiffrées en transit et au repos.",
      },
      {
        title: "Contrôle des accès par rôle",
        text: "Chaque utilisateur n’accède qu’aux informations nécessaires à son rôle.",
      },
      {
        title: "Journal d’audit horodaté",
        text: "Chaque action est consignée et horodatée pour faciliter vos vérifications.",
      },
    ],
  },
  cta: {
    title: "Voyez l’assistant en action",
    text: "Réservez une démonstration personnalisée avec un membre de notre équipe.",
    button: "Réserver une démonstration",
  },
};
