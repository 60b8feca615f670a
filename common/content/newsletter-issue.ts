import type { Message } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";

/**
 * The words around a newsletter issue's own text (decision 078): the cards, the test mark and the
 * footer Canada's anti-spam law asks of each message (who sends it, where to write, how to leave).
 */
export type NewsletterIssueText = {
  /** Put before a test copy's subject. */
  testMark: string;
  /** Above a test copy's text. */
  testNote: string;
  featured: string;
  /** A card's link; {title} is the resource's. */
  readMore: Message<{ title: string }>;
  /** {name} is the company's name. */
  why: Message<{ name: string }>;
  /** {link} is the subscriber's own one-click unsubscribe page. */
  unsubscribe: Message<{ link: string }>;
  unsubscribeLink: string;
  /** A test copy has no subscriber: it points to the newsletter page instead. */
  testUnsubscribe: string;
  /** The web archive: the list on the newsletter page, and each sent issue's page. */
  archive: { title: string; sent: string; back: string; subscribe: string; feedTitle: string; feedDescription: string };
};

export const newsletterIssueText: Record<Lang, NewsletterIssueText> = {
  fr: {
    testMark: "[ESSAI]",
    testNote: "Ceci est un essai : il n’a été envoyé qu’à vous et n’est compté nulle part.",
    featured: "À lire aussi",
    readMore: "Lire « {title} »",
    why: "Vous recevez ce courriel parce que vous avez confirmé votre abonnement à l’infolettre de {name}.",
    unsubscribe: "Vous désabonner en un clic : {link}",
    unsubscribeLink: "Vous désabonner en un clic",
    testUnsubscribe: "Dans un envoi réel, chaque abonné trouve ici son propre lien de désabonnement.",
    archive: {
      title: "Numéros précédents",
      sent: "Envoyé le",
      back: "Retour à l’infolettre",
      subscribe: "S’abonner à l’infolettre",
      feedTitle: "Infolettre Sobrita",
      feedDescription: "Les numéros de l’infolettre de Sobrita pour les conseillers en sécurité financière.",
    },
  },
  en: {
    testMark: "[TEST]",
    testNote: "This is a test: it was sent to you alone and is counted nowhere.",
    featured: "Also worth reading",
    readMore: "Read “{title}”",
    why: "You are receiving this email because you confirmed your subscription to the {name} newsletter.",
    unsubscribe: "Unsubscribe in one click: {link}",
    unsubscribeLink: "Unsubscribe in one click",
    testUnsubscribe: "In a real send, each subscriber finds their own unsubscribe link here.",
    archive: {
      title: "Past issues",
      sent: "Sent on",
      back: "Back to the newsletter",
      subscribe: "Subscribe to the newsletter",
      feedTitle: "Sobrita newsletter",
      feedDescription: "Issues of Sobrita's newsletter for financial security advisors.",
    },
  },
};
