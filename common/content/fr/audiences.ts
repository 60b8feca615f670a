import type { Dictionary } from "#common/content/types.ts";
import { site } from "#common/site/config.ts";

export const services: Dictionary["pages"]["services"] = {
  meta: {
    title: `Services professionnels | ${site.name}`,
    description:
      "Confiez votre administration en assurance à nos spécialistes : nouvelles affaires, exigences, demandes de service, conformité et commissions.",
  },
  hero: {
    eyebrow: "Services professionnels",
    title: "Confiez-nous votre administration en assurance",
    lead: "Nos spécialistes prennent en charge le suivi administratif de vos dossiers. Vous vous concentrez sur vos clients.",
    primary: "Prendre rendez-vous",
    secondary: "Parler à un expert",
    benefits: [
      {
        title: "Plus de temps pour conseiller",
        text: "Déléguez le suivi des dossiers et gardez vos heures pour vos clients.",
      },
      {
        title: "Des dossiers toujours à jour",
        text: "Une équipe rigoureuse suit chaque demande jusqu’au bout.",
      },
      {
        title: "Un soutien qui suit votre croissance",
        text: "Ajustez le soutien à votre volume, sans avoir à embaucher.",
      },
    ],
  },
  covers: {
    eyebrow: "Ce que nous prenons en charge",
    title: "L’administration en assurance, de A à Z",
    intro: "Nous nous occupons des tâches qui accaparent vos journées.",
    items: [
      {
        title: "Nouvelles affaires",
        text: "Suivi des propositions, de la soumission jusqu’à l’émission du contrat.",
      },
      {
        title: "Exigences des assureurs",
        text: "Relance et suivi des exigences médicales et administratives.",
      },
      {
        title: "Modifications et demandes de service",
        text: "Changements de bénéficiaire, de coordonnées ou de couverture, traités avec soin.",
      },
      {
        title: "Dossiers de conformité",
        text: "Documentation de la connaissance du client et des analyses de besoins, complète et à jour.",
      },
      {
        title: "Rapprochement des commissions",
        text: "Vérification des relevés de commissions et suivi des écarts.",
      },
      {
        title: "Renouvellements et révisions annuelles",
        text: "Préparation des renouvellements et des rencontres de révision annuelle.",
      },
    ],
  },
  offers: {
    eyebrow: "Nos offres",
    title: "Un soutien adapté à votre pratique",
    intro: "Choisissez le niveau de soutien qui vous convient. Il évolue avec vous.",
    items: [
      {
        title: "Soutien ponctuel",
        text: "Pour absorber une période de pointe ou mener un projet précis.",
        points: [
          "Prise en charge rapide de dossiers ciblés",
          "Aucun engagement à long terme",
          "Coordination avec votre équipe en place",
        ],
      },
      {
        title: "Administration continue",
        text: "Pour déléguer le suivi administratif au quotidien.",
        points: [
          "Spécialistes attitrés à votre pratique",
          "Suivi des nouvelles affaires et des demandes de service",
          "Rapports réguliers sur l’avancement des dossiers",
        ],
      },
      {
        title: "Solution intégrée",
        text: "Nos services professionnels combinés à l’application web.",
        points: [
          "Assistant numérique et spécialistes réunis",
          "Processus uniformes pour toute l’équipe",
          "Suivi complet dans votre tableau de bord",
        ],
      },
    ],
    button: "Parler à un expert",
  },
  cta: {
    title: "Déléguez l’administration, gardez la relation",
    text: "Parlez à un expert pour trouver la formule qui convient à votre pratique.",
    button: "Prendre rendez-vous",
  },
};

export const advisors: Dictionary["pages"]["advisors"] = {
  meta: {
    title: `Conseillers en sécurité financière | ${site.name}`,
    description:
      "Conseillers en sécurité financière : captez l’essentiel de vos rencontres, automatisez vos suivis et visez à libérer plus de 10 heures chaque semaine.",
  },
  hero: {
    eyebrow: "Pour les conseillers en sécurité financière",
    title: "Votre pratique, enfin bien organisée",
    lead: "Captez l’essentiel de vos rencontres, automatisez vos suivis et préparez votre relève, sans alourdir vos journées.",
    primary: "Prendre rendez-vous",
    secondary: "Parler à un expert",
  },
  claim: { value: "10+ h", label: "à libérer chaque semaine, l’objectif visé" },
  quickStart: {
    eyebrow: "Démarrage rapide",
    title: "Bien démarrer en cinq étapes",
    intro: "Un démarrage simple, accompagné par notre équipe du début à la fin.",
    steps: [
      {
        title: "Prenez rendez-vous",
        text: "Un premier échange pour comprendre votre pratique et vos objectifs.",
      },
      {
        title: "Connectez vos outils",
        text: `Nous relions ${site.name} à votre CRM et à vos modèles de documents.`,
      },
      {
        title: "Configurez vos modèles",
        text: "Résumés, lettres et listes de vérification adaptés à votre façon de travailler.",
      },
      {
        title: "Menez votre première rencontre",
        text: "Prenez vos notes ; l’assistant prépare le résumé, les suivis et les documents.",
      },
      {
        title: "Mesurez vos gains",
        text: "Suivez le temps économisé et ajustez l’assistant avec notre équipe de soutien.",
      },
    ],
  },
  quote: {
    text: "J’ai retrouvé mes soirées. Mes suivis partent à temps et mes dossiers sont complets.",
    author: "Julie",
    role: "Conseillère en sécurité financière, Québec",
  },
  cta: {
    title: "Visez plus de 10 heures libérées par semaine",
    text: "Voyez comment l’assistant s’adapte à votre pratique.",
    button: "Prendre rendez-vous",
  },
};

export const mga: Dictionary["pages"]["mga"] = {
  meta: {
    title: `Agents généraux | ${site.name}`,
    description:
      "Agents généraux : uniformisez les pratiques de votre réseau et visez à réduire de plus de 30 % la charge administrative de vos conseillers.",
  },
  hero: {
    eyebrow: "Pour les agents généraux",
    title: "Un réseau de conseillers plus efficace et plus uniforme",
    lead: "Donnez à vos conseillers un assistant commun, uniformisez les pratiques et allégez la charge administrative de tout votre réseau.",
    primary: "Prendre rendez-vous",
    secondary: "Parler à un expert",
  },
  claim: { value: "Plus de 30 %", label: "de charge administrative en moins, l’objectif visé" },
  capabilities: {
    eyebrow: "Capacités",
    title: "Tout ce qu’il faut pour soutenir votre réseau",
    intro: "Un même outil pour vos conseillers, une vue claire pour votre agence.",
    items: [
      {
        title: "Pratiques uniformes",
        text: "Les mêmes modèles et les mêmes processus pour tous vos conseillers.",
      },
      {
        title: "Vue d’ensemble du réseau",
        text: "Un tableau de bord pour suivre l’avancement des dossiers.",
      },
      {
        title: "Conformité vérifiée selon vos règles",
        text: "Les dossiers sont vérifiés selon les règles de votre réseau avant d’être soumis ; le conseiller les révise et demeure responsable.",
      },
      {
        title: "Administration externalisée",
        text: "Nos spécialistes peuvent prendre en charge le suivi administratif de votre réseau.",
      },
    ],
  },
  partnership: {
    eyebrow: "Partenariat",
    title: "Trois modèles de partenariat",
    intro: "Choisissez le modèle qui correspond à la taille et aux ambitions de votre réseau.",
    models: [
      {
        title: "Affilié",
        text: `Pour offrir ${site.name} à vos conseillers, simplement.`,
        points: [
          "Accès à l’application web pour vos conseillers",
          "Intégration accompagnée",
          "Soutien technique inclus",
        ],
      },
      {
        title: "Partenaire privilégié",
        text: "Pour uniformiser les pratiques de tout votre réseau.",
        points: [
          "Modèles et processus communs configurés pour vous",
          "Tableau de bord à l’échelle du réseau",
          "Accompagnement prioritaire",
        ],
      },
      {
        title: "Entreprise",
        text: "Pour une transformation complète, sur mesure.",
        points: [
          "Intégrations sur mesure avec vos systèmes",
          "Services professionnels d’administration",
          "Équipe de soutien attitrée",
        ],
      },
    ],
  },
  pilot: {
    eyebrow: "Programme pilote",
    title: "Commencez par un projet pilote",
    intro: `Testez ${site.name} avec un petit groupe de conseillers, mesurez les résultats, puis déployez à votre rythme.`,
    facts: [
      { value: "5 à 10", label: "conseillers participants" },
      { value: "4 à 6", label: "semaines de déploiement" },
      { value: "Attitré", label: "soutien tout au long du pilote" },
    ],
  },
  cta: {
    title: "Lancez un projet pilote dans votre réseau",
    text: "Parlons de vos objectifs et des conseillers à inclure.",
    button: "Discuter d’un partenariat",
  },
};
