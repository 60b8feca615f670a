import type { Message } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import type { Meta } from "./types";

/**
 * The newsletter's words (decision 034): its page, the box offered on other forms, its emails,
 * and the forms for webinars and gated guides that offer the box. One record per language, so the
 * compiler keeps them in step; kept apart from fr.ts/en.ts because only these pages and emails read it.
 */
export type NewsletterText = {
  meta: Meta;
  title: string;
  intro: string;
  /** The form's own heading, beside the page's. */
  formTitle: string;
  /** What the address is for and how long it is kept (Law 25). */
  purpose: string;
  /** The box's exact words, kept in the consent ledger with their version. */
  consent: { wording: string; version: string };
  fields: {
    email: string;
    name: string;
    firm: string;
    workEmailHint: string;
    optional: string;
    required: string;
    /** The box's name in a form's error summary (its label is the whole consent wording). */
    consent: string;
  };
  submit: string;
  sending: string;
  sent: { title: string; text: string };
  errors: {
    summary: string;
    /** Each field's own words when it is left empty (issue 52): « Le courriel est obligatoire. » */
    required: Record<"name" | "email" | "firm", string>;
    email: string;
    tooLong: string;
    consent: string;
    invalid: string;
    /** Sent within seconds of opening: what to do, not « reload » (issue 52). */
    tooFast: string;
    expired: string;
    rateLimited: string;
    unavailable: string;
  };
  /** The confirmation link's page: a heading and words for each of its states. */
  confirm: {
    meta: Meta;
    title: string;
    text: string;
    button: string;
    doneTitle: string;
    done: string;
    /** The same link opened again by an address already confirmed. */
    alreadyTitle: string;
    already: string;
    invalidTitle: string;
    invalid: string;
  };
  /**
   * The unsubscribe link's page: it asks, and only its button (or a one-click POST) unsubscribes.
   * `{email}` is the address, named so that the sentence needs no gender (issue 52, item 20).
   */
  unsubscribe: {
    meta: Meta;
    title: string;
    text: Message<{ email: string }>;
    button: string;
    done: Message<{ email: string }>;
    invalid: string;
    resubscribe: string;
  };
  emails: {
    confirmSubject: string;
    /** {link} is the confirmation page; {days} how long it works. */
    confirmText: Message<{ link: string; days: number }>;
    welcomeSubject: string;
    /** {link} is the unsubscribe page. */
    welcomeText: Message<{ link: string }>;
    unsubscribeLabel: string;
    /** The confirmation's HTML button and its footer's reason (the welcome's is an issue's). */
    confirmButton: string;
    confirmWhy: string;
  };
  webinar: {
    title: string;
    purpose: string;
    submit: string;
    done: string;
    already: string;
    past: string;
    /** The emails; {title}, {when}, {page} and {replay} are filled in. */
    emails: {
      confirmationSubject: string;
      confirmationText: string;
      reminderDaySubject: string;
      reminderHourSubject: string;
      reminderText: string;
      /** `{join}` in the confirmation and reminders: the join link ({link}), or that it will come. */
      joinLink: string;
      joinLater: string;
      replaySubject: string;
      replayText: string;
      /** The HTML parts' buttons: the join link, or else the page; the replay. And their footers' reason. */
      joinButton: string;
      pageButton: string;
      replayButton: string;
      why: string;
    };
  };
  guide: {
    title: string;
    purpose: string;
    submit: string;
    done: string;
    /** The download link's words; `{size}` is the PDF's size, "1,2 Mo". */
    download: Message<{ size: string }>;
    /** The lead's message in the inbox; {title} is the guide's. */
    leadMessage: Message<{ title: string }>;
    /** The email that carries the link as well, so it outlives the page: {name}, {title}, {download} (the link's words), {link}. */
    emailSubject: string;
    emailText: string;
    /** The email's HTML footer: why it came. Its button says the link's words, `download`. */
    emailWhy: string;
  };
};

const fr: NewsletterText = {
  meta: {
    title: "Infolettre | Sobrita",
    description:
      "Recevez par courriel, environ une fois par mois, nos guides, nos webinaires et les nouveautés pour conseillers en sécurité financière et agents généraux.",
  },
  title: "Infolettre",
  formTitle: "Recevoir l’infolettre",
  intro:
    "Environ une fois par mois : nos nouveaux guides, les prochains webinaires et ce qui change pour les conseillers en sécurité financière et les agents généraux.",
  purpose:
    "Nous utilisons votre adresse courriel uniquement pour vous envoyer l’infolettre. Vous confirmez votre inscription par un lien envoyé par courriel, et chaque envoi contient un lien de désabonnement qui prend effet immédiatement. Nous gardons votre adresse tant que dure votre abonnement, puis la preuve de votre consentement et de son retrait pendant 3 ans, et ensuite seulement une empreinte irréversible (hachage) qui nous empêche de vous écrire à nouveau.",
  consent: {
    wording: "J’accepte de recevoir l’infolettre de Sobrita par courriel. Je peux me désabonner en tout temps.",
    version: "2026-11-25",
  },
  fields: {
    email: "Courriel",
    name: "Nom",
    firm: "Cabinet ou entreprise",
    consent: "Consentement à recevoir l’infolettre",
    workEmailHint: "Votre adresse professionnelle.",
    optional: "(facultatif)",
    required: "Champ obligatoire",
  },
  submit: "M’inscrire",
  sending: "Envoi…",
  sent: {
    title: "Vérifiez votre boîte de réception",
    text: "Si cette adresse peut recevoir l’infolettre, un courriel de confirmation vient de partir. Votre inscription prend effet quand vous cliquez sur son lien, puis sur le bouton « Confirmer ». Rien d’autre ne vous sera envoyé d’ici là.",
  },
  errors: {
    summary: "Veuillez corriger les champs indiqués.",
    required: {
      name: "Le nom est obligatoire.",
      email: "Le courriel est obligatoire.",
      firm: "Le cabinet ou l’entreprise est obligatoire.",
    },
    email: "Entrez une adresse courriel valide, par exemple nom@cabinet.ca.",
    tooLong: "Ce champ est trop long.",
    consent: "Cochez la case pour recevoir l’infolettre.",
    invalid: "Le formulaire n’a pas pu être traité. Rechargez la page et réessayez.",
    tooFast:
      "Ce formulaire a été envoyé très vite après son ouverture. Vérifiez vos réponses, attendez quelques secondes, puis envoyez-le de nouveau.",
    expired: "Ce formulaire a expiré. Rechargez la page et réessayez.",
    rateLimited: "Trop d’envois en peu de temps. Réessayez dans une minute.",
    unavailable: "Le service est momentanément indisponible. Réessayez dans quelques minutes.",
  },
  confirm: {
    meta: { title: "Confirmer l’inscription | Sobrita", description: "Confirmez votre inscription à l’infolettre." },
    title: "Confirmer votre inscription",
    text: "Un dernier clic : confirmez que vous voulez recevoir l’infolettre de Sobrita à cette adresse.",
    button: "Confirmer",
    doneTitle: "Inscription confirmée",
    done: "C’est fait : vous recevrez l’infolettre. Chaque envoi contient un lien pour vous désabonner.",
    alreadyTitle: "Inscription déjà confirmée",
    already:
      "Cette adresse reçoit déjà l’infolettre : il n’y a rien d’autre à faire. Chaque envoi contient un lien pour vous désabonner.",
    invalidTitle: "Lien de confirmation expiré",
    invalid: "Ce lien de confirmation n’est plus valide. Inscrivez-vous de nouveau pour en recevoir un autre.",
  },
  unsubscribe: {
    meta: { title: "Désabonnement | Sobrita", description: "Désabonnement de l’infolettre." },
    title: "Désabonnement",
    text: "Pour ne plus recevoir l’infolettre de Sobrita à l’adresse {email}, cliquez sur le bouton.",
    button: "Me désabonner",
    done: "L’adresse {email} est désabonnée : elle ne recevra plus l’infolettre de Sobrita.",
    invalid: "Ce lien de désabonnement n’est pas valide. Écrivez-nous et nous vous retirerons de la liste.",
    resubscribe: "Changé d’avis ? Vous pouvez vous réinscrire.",
  },
  emails: {
    confirmSubject: "Confirmez votre inscription à l’infolettre Sobrita",
    confirmText:
      "Bonjour,\n\nQuelqu’un, sans doute vous, a demandé à recevoir l’infolettre de Sobrita à cette adresse.\n\nPour confirmer, ouvrez ce lien puis cliquez sur « Confirmer » (valide {days} jours) :\n{link}\n\nSi vous n’avez rien demandé, ignorez ce courriel : vous ne recevrez rien d’autre.\n\nSobrita",
    welcomeSubject: "Bienvenue dans l’infolettre Sobrita",
    welcomeText:
      "Bonjour,\n\nVotre inscription est confirmée : vous recevrez l’infolettre de Sobrita environ une fois par mois.\n\nPour vous désabonner en un clic, à tout moment :\n{link}\n\nSobrita",
    unsubscribeLabel: "Se désabonner",
    confirmButton: "Confirmer mon inscription",
    confirmWhy: "Vous recevez ce courriel parce que cette adresse a été inscrite à l’infolettre de Sobrita.",
  },
  webinar: {
    title: "Inscription au webinaire",
    purpose:
      "Nous utilisons ces renseignements pour vous inscrire, vous envoyer la confirmation, deux rappels et le lien de la rediffusion. Nous les gardons un an après le webinaire, puis les effaçons.",
    submit: "M’inscrire au webinaire",
    done: "Votre inscription est faite. La confirmation et l’invitation de calendrier sont en route vers votre boîte de réception.",
    already: "Cette adresse est déjà inscrite : la confirmation vous a déjà été envoyée.",
    past: "Ce webinaire a déjà eu lieu : les inscriptions sont fermées.",
    emails: {
      confirmationSubject: "Inscription confirmée : {title}",
      confirmationText:
        "Bonjour {name},\n\nVotre inscription au webinaire « {title} » du {when} est confirmée.\n\nL’invitation jointe l’ajoute à votre calendrier.\n\n{join}\n\nLa page du webinaire :\n{page}\n\nNous vous écrirons 24 heures et 1 heure avant le début, puis avec le lien de la rediffusion.\n\nSobrita",
      reminderDaySubject: "Demain : {title}",
      reminderHourSubject: "Dans une heure : {title}",
      reminderText:
        "Bonjour {name},\n\nRappel : le webinaire « {title} » commence le {when}.\n\n{join}\n\nLa page du webinaire :\n{page}\n\nSobrita",
      joinLink: "Lien pour vous joindre, à l’heure du début :\n{link}",
      joinLater: "Le lien pour vous joindre vous sera envoyé dans les rappels, avant le début.",
      replaySubject: "Rediffusion : {title}",
      replayText:
        "Bonjour {name},\n\nMerci de votre intérêt pour le webinaire « {title} ». La rediffusion est en ligne :\n{replay}\n\nSobrita",
      joinButton: "Me joindre au webinaire",
      pageButton: "Voir la page du webinaire",
      replayButton: "Voir la rediffusion",
      why: "Vous recevez ce courriel parce que cette adresse a été inscrite à un webinaire de Sobrita.",
    },
  },
  guide: {
    title: "Recevoir le guide",
    purpose:
      "Nous utilisons ces renseignements pour vous donner le guide et pour qu’un membre de l’équipe puisse vous écrire à son sujet. Ils sont conservés comme une demande de contact, au plus deux ans après notre dernier échange.",
    submit: "Télécharger le guide",
    done: "Merci ! Votre guide est prêt. Nous vous envoyons aussi son lien par courriel.",
    download: "Télécharger le guide (PDF, {size}\u00a0; lien valide 7 jours)",
    leadMessage: "Guide demandé : {title}",
    emailSubject: "Votre guide : {title}",
    emailText:
      "Bonjour {name},\n\nMerci de votre demande. Voici le lien vers « {title} » :\n\n{download}\n{link}\n\nAprès 7 jours, vous pourrez le demander de nouveau sur sa page.\n\nL’équipe Sobrita",
    emailWhy: "Vous recevez ce courriel parce que vous avez demandé ce guide sur le site de Sobrita.",
  },
};

const en: NewsletterText = {
  meta: {
    title: "Newsletter | Sobrita",
    description:
      "Get our guides, webinars and news for financial security advisors and MGAs by email, about once a month.",
  },
  title: "Newsletter",
  formTitle: "Get the newsletter",
  intro:
    "About once a month: our new guides, upcoming webinars and what is changing for financial security advisors and MGAs.",
  purpose:
    "We use your email address only to send you the newsletter. You confirm your subscription through a link sent by email, and every issue carries an unsubscribe link that takes effect at once. We keep your address while you are subscribed, then the proof of your consent and of its withdrawal for 3 years, and after that only an irreversible fingerprint (hash) that stops us from writing to you again.",
  consent: {
    wording: "I agree to receive Sobrita’s newsletter by email. I can unsubscribe at any time.",
    version: "2026-11-25",
  },
  fields: {
    email: "Email",
    name: "Name",
    firm: "Firm or company",
    consent: "Consent to receive the newsletter",
    workEmailHint: "Your work address.",
    optional: "(optional)",
    required: "Required field",
  },
  submit: "Subscribe",
  sending: "Sending…",
  sent: {
    title: "Check your inbox",
    text: "If this address can receive the newsletter, a confirmation email is on its way. Your subscription starts when you click its link, then the “Confirm” button. Nothing else will be sent until then.",
  },
  errors: {
    summary: "Please correct the fields marked below.",
    required: { name: "Enter your name.", email: "Enter your email.", firm: "Enter your firm or company." },
    email: "Enter a valid email address, for example name@firm.ca.",
    tooLong: "This field is too long.",
    consent: "Tick the box to receive the newsletter.",
    invalid: "The form could not be processed. Reload the page and try again.",
    tooFast:
      "This form was sent very soon after it opened. Check your answers, wait a few seconds, then send it again.",
    expired: "This form has expired. Reload the page and try again.",
    rateLimited: "Too many submissions in a short time. Try again in a minute.",
    unavailable: "The service is briefly unavailable. Try again in a few minutes.",
  },
  confirm: {
    meta: { title: "Confirm your subscription | Sobrita", description: "Confirm your newsletter subscription." },
    title: "Confirm your subscription",
    text: "One last click: confirm that you want to receive Sobrita’s newsletter at this address.",
    button: "Confirm",
    doneTitle: "Subscription confirmed",
    done: "Done: you will receive the newsletter. Every issue carries a link to unsubscribe.",
    alreadyTitle: "Already subscribed",
    already:
      "This address already receives the newsletter: there is nothing more to do. Every issue carries a link to unsubscribe.",
    invalidTitle: "Confirmation link expired",
    invalid: "This confirmation link is no longer valid. Subscribe again to get a new one.",
  },
  unsubscribe: {
    meta: { title: "Unsubscribe | Sobrita", description: "Unsubscribe from the newsletter." },
    title: "Unsubscribe",
    text: "To stop receiving Sobrita’s newsletter at {email}, click the button.",
    button: "Unsubscribe me",
    done: "The address {email} is unsubscribed: it will no longer receive Sobrita’s newsletter.",
    invalid: "This unsubscribe link is not valid. Write to us and we will take you off the list.",
    resubscribe: "Changed your mind? You can subscribe again.",
  },
  emails: {
    confirmSubject: "Confirm your Sobrita newsletter subscription",
    confirmText:
      "Hello,\n\nSomeone, probably you, asked to receive Sobrita’s newsletter at this address.\n\nTo confirm, open this link and click “Confirm” (valid {days} days):\n{link}\n\nIf you did not ask, ignore this email: you will receive nothing else.\n\nSobrita",
    welcomeSubject: "Welcome to the Sobrita newsletter",
    welcomeText:
      "Hello,\n\nYour subscription is confirmed: you will receive Sobrita’s newsletter about once a month.\n\nTo unsubscribe in one click, at any time:\n{link}\n\nSobrita",
    unsubscribeLabel: "Unsubscribe",
    confirmButton: "Confirm my subscription",
    confirmWhy: "You are receiving this email because this address was entered to subscribe to Sobrita’s newsletter.",
  },
  webinar: {
    title: "Register for the webinar",
    purpose:
      "We use this information to register you and to send you the confirmation, two reminders and the replay link. We keep it for one year after the webinar, then erase it.",
    submit: "Register for the webinar",
    done: "You are registered. The confirmation and calendar invitation are on their way to your inbox.",
    already: "This address is already registered: the confirmation was sent to it.",
    past: "This webinar has already taken place: registration is closed.",
    emails: {
      confirmationSubject: "Registration confirmed: {title}",
      confirmationText:
        "Hello {name},\n\nYou are registered for the webinar “{title}”, on {when}.\n\nThe attached invitation adds it to your calendar.\n\n{join}\n\nThe webinar’s page:\n{page}\n\nWe will write 24 hours and 1 hour before it starts, then with the replay link.\n\nSobrita",
      reminderDaySubject: "Tomorrow: {title}",
      reminderHourSubject: "In one hour: {title}",
      reminderText:
        "Hello {name},\n\nA reminder: the webinar “{title}” starts on {when}.\n\n{join}\n\nThe webinar’s page:\n{page}\n\nSobrita",
      joinLink: "Your link to join, at the start time:\n{link}",
      joinLater: "Your link to join will come in the reminders, before the start.",
      replaySubject: "Replay: {title}",
      replayText:
        "Hello {name},\n\nThank you for your interest in the webinar “{title}”. The replay is online:\n{replay}\n\nSobrita",
      joinButton: "Join the webinar",
      pageButton: "See the webinar’s page",
      replayButton: "Watch the replay",
      why: "You are receiving this email because this address was registered for a Sobrita webinar.",
    },
  },
  guide: {
    title: "Get the guide",
    purpose:
      "We use this information to give you the guide and so that a member of our team can write to you about it. It is kept as a contact request, at most two years after our last exchange.",
    submit: "Download the guide",
    done: "Thank you! Your guide is ready. We are also sending you its link by email.",
    download: "Download the guide (PDF, {size}; link valid for 7 days)",
    leadMessage: "Guide requested: {title}",
    emailSubject: "Your guide: {title}",
    emailText:
      "Hello {name},\n\nThank you for your request. Here is the link to “{title}”:\n\n{download}\n{link}\n\nAfter 7 days, you can ask for it again on its page.\n\nThe Sobrita team",
    emailWhy: "You are receiving this email because you asked for this guide on Sobrita’s website.",
  },
};

export const newsletterText: Record<Lang, NewsletterText> = { fr, en };
