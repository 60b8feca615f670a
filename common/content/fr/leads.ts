import type { Dictionary } from "#common/content/types.ts";
import { site } from "#common/site/config.ts";

export const contact: Dictionary["pages"]["contact"] = {
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
      consentName: "Consentement",
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
      required: {
        firstName: "Le prénom est obligatoire.",
        lastName: "Le nom est obligatoire.",
        email: "Le courriel est obligatoire.",
        phone: "Le téléphone est obligatoire.",
        company: "Le nom de l’entreprise est obligatoire.",
        message: "Le message est obligatoire.",
      },
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
      tooFast:
        "Ce formulaire a été envoyé très vite après son ouverture. Vérifiez vos réponses, attendez quelques secondes, puis envoyez-le de nouveau.",
    },
    success: {
      title: "Message envoyé",
      text: "Merci ! Un membre de notre équipe vous répondra sous peu.",
      again: "Envoyer un autre message",
    },
  },
};
