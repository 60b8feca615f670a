import { site } from "../site/config";
import { legal } from "./legal/fr";
import type { Dictionary } from "./types";

export const fr: Dictionary = {
  common: {
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
  },
  carousel: {
    label: "Témoignages",
    previous: "Témoignage précédent",
    next: "Témoignage suivant",
    pause: "Mettre le défilement en pause",
    play: "Reprendre le défilement",
    goTo: "Aller au témoignage {n}",
    position: "Témoignage {n} sur {total}",
  },
  mockups: {
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
  },
  notFound: {
    meta: {
      title: `Page introuvable | ${site.name}`,
      description:
        "La page demandée n’existe pas ou a été déplacée. Retournez à l’accueil pour découvrir notre assistant numérique pour conseillers.",
    },
    code: "404",
    title: "Oups ! Page introuvable",
    text: "La page que vous cherchez n’existe pas ou a été déplacée.",
    back: "Retour à l’accueil",
  },
  httpErrors: {
    methodNotAllowed: "Méthode non permise pour cette adresse.",
    badRequest: "Requête invalide.",
    internal: "Erreur interne du serveur. Veuillez réessayer dans quelques instants.",
    payloadTooLarge: "Envoi trop volumineux pour cette adresse.",
    tooManyParts: "Ce formulaire contient trop de champs ou de fichiers\u00a0: {max} au plus. Rien n’a été enregistré.",
    unsupportedType: "Format d’envoi non pris en charge\u00a0: cette adresse attend un formulaire.",
  },
  pages: {
    home: {
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
            quote:
              "Toute l’équipe travaille maintenant de la même façon. Préparer ma relève n’a jamais été aussi simple.",
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
    },
    webApp: {
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
    },
    services: {
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
    },
    advisors: {
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
    },
    mga: {
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
    },
    about: {
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
    },
    resources: {
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
          length: "Durée\u00a0: {n}\u00a0minutes",
          replay: "Voir la rediffusion",
          zone: "Heure de {zone}",
        },
        downloadPdf: "Télécharger le guide (PDF)",
        back: "Toutes les ressources",
      },
    },
    contact: {
      meta: {
        title: `Nous joindre | ${site.name}`,
        description:
          "Réservez une démonstration, parlez à un expert ou explorez un partenariat pour agents généraux. Notre équipe vous répond rapidement.",
      },
      title: "Nous joindre",
      subtitle: "Parlons de votre pratique",
      description:
        "Réservez une démonstration, posez vos questions à un expert ou explorez un partenariat. Nous vous répondons rapidement.",
      addresses: {
        title: "Nos coordonnées",
        appointments: "Rendez-vous et démonstrations",
        support: "Soutien technique",
        hours: "Du lundi au vendredi, de 9 h à 17 h (HE)",
      },
      form: {
        title: "Écrivez-nous",
        intro: "Remplissez le formulaire et un membre de notre équipe communiquera avec vous.",
        requiredNote: "Tous les champs sont obligatoires, sauf indication contraire.",
        fields: {
          firstName: "Prénom",
          lastName: "Nom",
          email: "Courriel professionnel",
          emailHint: "Nous l’utiliserons uniquement pour vous répondre.",
          phone: "Téléphone",
          phoneHint: "Exemple : 514 555-0123",
          company: "Nom de l’entreprise",
          topic: "Sujet",
          message: "Message",
          messageHint: "Décrivez brièvement votre besoin.",
          consent:
            "J’accepte que mes renseignements personnels soient utilisés pour répondre à ma demande, conformément à la",
          consentLink: "politique de confidentialité",
          optional: "(facultatif)",
        },
        topics: {
          demo: "Réserver une démonstration",
          expert: "Parler à un expert",
          mga: "Partenariat pour agents généraux",
          careers: "Carrières",
          support: "Soutien technique",
        },
        submit: "Envoyer",
        sending: "Envoi en cours...",
        errors: {
          summary: "Veuillez corriger les champs indiqués.",
          required: "Ce champ est obligatoire.",
          tooShort: "Au moins {min} caractères.",
          tooLong: "Au plus {max} caractères.",
          email: "Entrez une adresse courriel valide.",
          phone: "Entrez un numéro de téléphone nord-américain valide, par exemple 514 555-0123.",
          control: "Ce champ contient des caractères non autorisés.",
          consent: "Veuillez accepter l’utilisation de vos renseignements pour envoyer votre demande.",
          topic: "Veuillez choisir un sujet.",
          network: `L’envoi a échoué malgré plusieurs tentatives. Vérifiez votre connexion et réessayez, ou écrivez-nous à ${site.emails.support}.`,
          rateLimited: "Trop d’envois en peu de temps. Veuillez réessayer dans une minute.",
          tooLarge: "Votre message est trop volumineux. Raccourcissez-le, puis réessayez.",
          unsupported: "Ce format d’envoi n’est pas pris en charge. Rechargez la page, puis réessayez.",
          forbidden:
            "Cette demande ne provient pas de notre site. Ouvrez le formulaire à partir de notre site, puis réessayez.",
          unavailable:
            "Notre service est temporairement indisponible et rien n’a été enregistré. Veuillez réessayer dans quelques instants.",
          expired:
            "Ce formulaire a été ouvert il y a plus d’un jour. Rechargez la page, puis envoyez votre demande de nouveau.",
          invalid: "Votre demande n’a pas pu être traitée. Vérifiez les champs, puis réessayez.",
        },
        success: {
          title: "Message envoyé",
          text: "Merci ! Un membre de notre équipe vous répondra sous peu.",
          again: "Envoyer un autre message",
        },
      },
    },
    booking: {
      meta: {
        title: `Prendre rendez-vous pour une démonstration | ${site.name}`,
        description:
          "Choisissez un moment libre et réservez une démonstration de 30 minutes avec un membre de notre équipe, sans créer de compte.",
      },
      subtitle: "Démonstration personnalisée",
      title: "Prendre rendez-vous",
      description:
        "Choisissez un moment qui vous convient\u00a0: un membre de notre équipe vous présente l’assistant numérique et répond à vos questions.",
      timesTitle: "Choisissez un moment",
      duration: "Rencontre de {minutes}\u00a0minutes, en vidéoconférence.",
      zoneNote: "Heures affichées à l’{zone}.",
      timesCount: "{count}\u00a0moments libres",
      noTimes: "Aucun moment n’est libre pour l’instant. Écrivez-nous et nous vous proposerons une date.",
      noTimesLink: "Nous écrire",
      chosen: "Moment choisi",
      change: "Choisir un autre moment",
      detailsTitle: "Vos coordonnées",
      fields: {
        company: "Cabinet ou agence",
        role: "Vous êtes",
        advisors: "Nombre de conseillers",
        advisorsHint: "Dans votre cabinet ou votre réseau.",
        message: "Message",
        messageHint: "Ce que vous aimeriez aborder pendant ce rendez-vous.",
      },
      roles: {
        advisor: "Conseiller ou conseillère en sécurité financière autonome",
        mga: "Agent général (AG)",
        other: "Autre",
      },
      submit: "Réserver ce moment",
      sending: "Réservation en cours...",
      errors: {
        role: "Veuillez indiquer votre rôle.",
        advisors: "Entrez un nombre de conseillers entre 1 et 100\u00a0000.",
        time: "Veuillez choisir un moment dans la liste.",
        taken: "Ce moment vient d’être réservé par quelqu’un d’autre.",
        takenChoose: "Choisissez un des prochains moments libres\u00a0; vos réponses sont conservées.",
        tooMany:
          "Cette adresse courriel a déjà trois rendez-vous à venir. Annulez-en un, ou écrivez-nous pour en prendre un autre.",
        notFound: "Ce lien de rendez-vous n’est pas valide. Vérifiez le lien reçu par courriel.",
        unknownAnswer:
          "Ce formulaire contient une réponse à une question qui n’est plus posée, et rien n’a été réservé. Rechargez la page, puis réessayez.",
      },
      reschedule: {
        title: "Déplacer votre rendez-vous",
        intro: "Choisissez un nouveau moment. Votre rendez-vous actuel reste réservé jusqu’à ce que vous confirmiez.",
        current: "Rendez-vous actuel",
        submit: "Déplacer à ce moment",
      },
      confirmation: {
        meta: {
          title: `Votre rendez-vous | ${site.name}`,
          description: "Les détails de votre démonstration, pour l’ajouter à votre agenda, la déplacer ou l’annuler.",
        },
        booked: "Votre démonstration est réservée",
        rescheduled: "Votre rendez-vous a été déplacé",
        cancelled: "Rendez-vous annulé",
        cancelledText: "Ce rendez-vous est annulé et le moment a été libéré.",
        past: "Ce rendez-vous est passé.",
        emailSent: "Une invitation a été envoyée à {email}.",
        when: "Date et heure",
        with: "Avec",
        how: "Comment",
        place: {
          video: "En vidéoconférence\u00a0: {link}",
          phone: "Par téléphone\u00a0: nous vous appellerons.",
          address: "En personne\u00a0: {address}",
        },
        calendar: "Ajouter à mon agenda (.ics)",
        reschedule: "Déplacer le rendez-vous",
        cancel: "Annuler le rendez-vous",
        cancelQuestion: "Le moment sera libéré et nous en serons avisés.",
        cancelConfirm: "Oui, annuler ce rendez-vous",
        bookAgain: "Prendre un autre rendez-vous",
      },
      contactOffer: {
        text: "Vous souhaitez une démonstration\u00a0? Choisissez vous-même un moment dans notre agenda.",
        link: "Prendre rendez-vous",
      },
      moveLimit: {
        text: "Ce rendez-vous a déjà été déplacé {moves}\u00a0fois\u00a0: il ne peut plus l’être en ligne. Pour choisir un autre moment, écrivez-nous et nous le trouverons avec vous.",
        link: "Écrire à l’équipe",
      },
      leadMessage:
        "Rendez-vous réservé\u00a0: {when}\nRôle\u00a0: {role}\nNombre de conseillers\u00a0: {advisors}\n\n{message}",
      emails: {
        subjects: {
          confirmation: "Votre rendez-vous avec {site}\u00a0: {type}, {when}",
          update: "Rendez-vous déplacé\u00a0: {type}, {when}",
          reminder: "Rappel\u00a0: {type} demain, {when}",
          cancellation: "Rendez-vous annulé\u00a0: {type}, {when}",
          staffConfirmation: "Nouveau rendez-vous\u00a0: {type} avec {name}, {when}",
          staffUpdate: "Rendez-vous déplacé\u00a0: {type} avec {name}, {when}",
          staffReminder: "Rappel\u00a0: {type} avec {name}, {when}",
          staffCancellation: "Rendez-vous annulé\u00a0: {type} avec {name}, {when}",
        },
        greeting: "Bonjour {name},",
        confirmation: "Votre rendez-vous est réservé. L’invitation jointe l’ajoute à votre agenda.",
        update: "Votre rendez-vous a été déplacé. L’invitation jointe met votre agenda à jour.",
        reminder: "Un rappel\u00a0: votre rendez-vous a lieu dans 24\u00a0heures.",
        cancellation: "Votre rendez-vous est annulé. La pièce jointe le retire de votre agenda.",
        staffIntro: "Un rendez-vous vous est attribué.",
        staffCancellation: "Ce rendez-vous est annulé\u00a0; le moment est de nouveau libre.",
        when: "Date et heure\u00a0: {when}",
        with: "Avec\u00a0: {name}",
        how: "Comment\u00a0: {how}",
        manage: "Pour déplacer ou annuler le rendez-vous\u00a0: {link}",
        answers: "Réponses du prospect",
        signature: "L’équipe {site}",
      },
      meetingTypes: {
        unknown: "Ce type de rencontre n’est pas offert. Vous pouvez prendre rendez-vous pour une démonstration.",
        subtitle: "Prendre rendez-vous",
        description:
          "Choisissez un moment qui vous convient\u00a0: un membre de notre équipe vous rencontre pendant {minutes}\u00a0minutes, en vidéoconférence.",
        what: "Rencontre\u00a0: {type} ({minutes}\u00a0minutes)",
        eventTitle: "{type} – {site}",
        booked: "Votre rencontre est réservée",
      },
      questions: {
        legend: "Pour préparer la rencontre",
        purpose:
          "Questions facultatives. Vos réponses sont transmises à l’équipe uniquement pour préparer la rencontre, et conservées avec votre rendez-vous.",
      },
      visitAids: {
        noLongerFree: "Ce moment n’est plus offert. Choisissez-en un autre.",
        tooFast:
          "Ce formulaire a été envoyé très vite après son ouverture. Vérifiez vos réponses, cochez de nouveau la case de consentement, puis envoyez-le.",
        tooFastField: "Cochez de nouveau cette case pour confirmer l’envoi.",
        summaryFields: { consent: "Consentement", start: "Moment choisi" },
        joinVideo: "Rejoindre la vidéoconférence",
        addTo: { label: "Ou ajoutez-le à\u00a0:", google: "Google Agenda", outlook: "Outlook" },
        cancelReason: {
          label: "Raison de l’annulation",
          hint: "Facultatif. Elle nous aide à proposer de meilleurs moments.",
        },
        easternBeside: "{time} à Montréal",
        zoneChoice: { label: "Fuseau horaire", submit: "Afficher les heures" },
        zoneCities: {
          "America/St_Johns": "St. John’s",
          "America/Halifax": "Halifax, Moncton",
          "America/Toronto": "Montréal, Toronto",
          "America/Winnipeg": "Winnipeg",
          "America/Regina": "Regina",
          "America/Edmonton": "Calgary, Edmonton",
          "America/Vancouver": "Vancouver",
          "Europe/Paris": "Paris",
        },
        month: {
          title: "Jours libres",
          previousDay: "Jour libre précédent",
          nextDay: "Jour libre suivant",
          weekdays: ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."],
          dayLink: "{day}\u00a0: {count}",
        },
        dayNotFree: "Ce jour n’a plus de moment libre. Voici ceux du {day}.",
        staffZone: "Fuseau du prospect\u00a0: {zone}, soit {when}",
        staffReason: "Raison donnée\u00a0: {reason}",
      },
    },
    guides: {
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
    },
    webinars: {
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
    },
    conferences: {
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
    },
    caseStudies: {
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
    },
    ...legal,
  },
};
