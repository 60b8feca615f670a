import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { nextThursday } from "date-fns/nextThursday";
import { set } from "date-fns/set";
import { site } from "#common/site/config.ts";
import { plainItem, type ResourceInput } from "./resource.server";

/**
 * The first resources (issue 26): what the company can publish as it is, in both languages. No
 * result is claimed; each case study is flagged illustrative, which its page says once; the law is
 * described as the Commission d'accès à l'information describes it, with a link to its own pages.
 */

/** Québec French spacing: a no-break space before « : ; ! ? » and inside « », so no line starts with one. */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([:;!?»])/g, "\u00a0$1")
    .replace(/« /g, "«\u00a0")
    .replace(/(\d) (h|%|min)(?!\p{L})/gu, "$1\u00a0$2");
}

type Seed = { fr: ResourceInput; en: ResourceInput };

const cai = "https://www.cai.gouv.qc.ca";

const law25: Seed = {
  fr: {
    ...plainItem,
    kind: "guide",
    lang: "fr",
    slug: "loi-25-liste-de-verification-cabinet",
    author: "Équipe Sobrita",
    title: "Loi 25 : liste de vérification pour un cabinet de services financiers",
    summary:
      "Les obligations de la Loi 25 qu’un cabinet de conseillers ou un agent général doit pouvoir démontrer, en dix points à vérifier.",
    body: `La Loi modernisant des dispositions législatives en matière de protection des renseignements personnels (la « Loi 25 ») a modifié la loi québécoise qui encadre le secteur privé. Ses obligations sont entrées en vigueur par étapes, en septembre 2022, 2023 et 2024. Un cabinet de conseillers en sécurité financière détient justement ce qu’elle protège : revenus, santé, bénéficiaires, numéros de police.

Cette liste vous aide à faire le point. Elle ne remplace pas un avis juridique.

## Gouvernance

- **Un responsable désigné.** Par défaut, c’est la personne ayant la plus haute autorité dans l’entreprise ; elle peut déléguer la fonction par écrit. Son titre et ses coordonnées sont publiés sur votre site.
- **Des politiques publiées.** Vos règles de gouvernance des renseignements personnels (conservation, destruction, rôles, traitement des plaintes) sont expliquées en termes simples et clairs sur votre site.
- **Une politique de confidentialité** pour tout ce que votre site recueille, y compris les témoins.

## Consentement et collecte

- **Des fins précises.** Vous ne recueillez que ce qui est nécessaire aux fins annoncées au client.
- **Un consentement manifeste, libre et éclairé,** demandé séparément pour chaque fin, en termes simples.
- **Des témoins désactivés par défaut** lorsqu’ils servent à identifier, localiser ou profiler une personne.

## Incidents

- **Un registre des incidents de confidentialité,** même mineurs.
- **Un avis rapide** à la Commission d’accès à l’information et aux personnes concernées lorsqu’un incident présente un risque de préjudice sérieux.

## Sous-traitants et transferts

- **Une évaluation des facteurs relatifs à la vie privée** avant de communiquer des renseignements à l’extérieur du Québec, par exemple à un fournisseur infonuagique.
- **Un contrat écrit** avec chaque fournisseur qui traite des renseignements pour vous, précisant les mesures de protection.

## Droits des clients

- Un client peut demander l’accès à ses renseignements, leur rectification, et une copie dans un format technologique structuré et couramment utilisé. Notez qui répond à ces demandes, et dans quel délai.

## Conservation

- Détruisez ou anonymisez les renseignements une fois la fin atteinte, sous réserve des durées de conservation que vos autres obligations imposent. Écrivez ces durées.

## Pour aller plus loin

Les guides de la [Commission d’accès à l’information](${cai}) décrivent chacune de ces obligations. Pour un cas particulier, consultez votre conseiller juridique ou votre conformité.`,
  },
  en: {
    ...plainItem,
    kind: "guide",
    lang: "en",
    slug: "law-25-checklist-advisory-firm",
    author: "Sobrita team",
    title: "Law 25: a checklist for a financial services firm",
    summary:
      "The Law 25 obligations an advisory firm or managing general agent should be able to show, in ten points to check.",
    body: `Québec's Act to modernize legislative provisions as regards the protection of personal information ("Law 25") amended the province's private-sector privacy law. Its obligations came into force in stages, in September 2022, 2023 and 2024. A firm of financial security advisors holds exactly what it protects: income, health, beneficiaries, policy numbers.

This checklist helps you take stock. It is not legal advice.

## Governance

- **A designated person in charge.** By default, the person with the highest authority in the business; the role can be delegated in writing. Their title and contact details are published on your website.
- **Published policies.** Your governance rules for personal information (retention, destruction, roles, complaint handling) are explained in clear and simple terms on your website.
- **A privacy policy** for everything your website collects, cookies included.

## Consent and collection

- **Specific purposes.** You collect only what the purposes you told the client require.
- **Manifest, free and informed consent,** asked for separately for each purpose, in simple terms.
- **Cookies off by default** when they are used to identify, locate or profile a person.

## Incidents

- **A register of confidentiality incidents,** even minor ones.
- **Prompt notice** to the Commission d'accès à l'information and to the people concerned when an incident presents a risk of serious injury.

## Service providers and transfers

- **A privacy impact assessment** before communicating information outside Québec, for example to a cloud provider.
- **A written contract** with each provider that handles information for you, stating the protection measures.

## Clients' rights

- A client may ask for access to their information, its correction, and a copy in a structured, commonly used technological format. Write down who answers these requests, and how fast.

## Retention

- Destroy or anonymize information once its purpose is achieved, subject to the retention periods your other obligations set. Write those periods down.

## Further reading

The [Commission d'accès à l'information](${cai}) publishes guides on each of these obligations. For a specific case, ask your legal counsel or compliance officer.`,
  },
};

/** The Law 25 checklist's slugs: the resource page the benchmark measures in each language. */
export const law25Slugs = { fr: law25.fr.slug, en: law25.en.slug };

const annualReview: Seed = {
  fr: {
    ...plainItem,
    kind: "article",
    lang: "fr",
    slug: "preparer-revue-annuelle-client",
    author: "Équipe Sobrita",
    title: "Préparer la revue annuelle d’un client",
    summary:
      "Avant, pendant et après la rencontre : une méthode simple pour une revue annuelle utile au client et bien documentée au dossier.",
    body: `La revue annuelle est le moment où un dossier redevient exact. Un client a changé d’emploi, s’est marié, a eu un enfant, a remboursé son hypothèque : ses besoins ont changé, et votre analyse doit le refléter.

## Deux à trois semaines avant

- **Envoyez un court questionnaire** sur ce qui a changé : situation familiale, revenus, dettes, santé, projets.
- **Relisez le dossier** : dernière analyse des besoins, polices en vigueur, bénéficiaires, notes de la dernière rencontre et suivis promis.
- **Repérez les échéances** : fin d’une période de renouvellement, conversion possible d’une assurance temporaire, REER ou CELI à revoir.
- **Demandez les documents** utiles avant la rencontre plutôt que pendant.

## Pendant la rencontre

- **Commencez par le client** : ses objectifs et ce qui l’inquiète, avant les produits.
- **Mettez à jour l’analyse des besoins** avec les changements déclarés.
- **Vérifiez les bénéficiaires** et les désignations : c’est souvent là que le dossier a vieilli.
- **Expliquez chaque recommandation** et ses options, y compris celle de ne rien changer.

## Dans les 48 heures qui suivent

- **Consignez au dossier** ce qui a été discuté, les recommandations, les raisons, et les décisions du client.
- **Envoyez un résumé** au client avec les prochaines étapes et les documents à signer.
- **Planifiez chaque suivi** avec une date et une personne responsable, pour que rien ne dépende de la mémoire.

## Ce qu’un outil peut faire pour vous

Le questionnaire, les rappels d’échéances, le résumé et les suivis sont des tâches répétables. Les automatiser libère du temps pour la conversation, qui, elle, ne l’est pas.`,
  },
  en: {
    ...plainItem,
    kind: "article",
    lang: "en",
    slug: "preparing-client-annual-review",
    author: "Sobrita team",
    title: "Preparing a client's annual review",
    summary:
      "Before, during and after the meeting: a simple method for an annual review that is useful to the client and well documented on file.",
    body: `The annual review is when a file becomes accurate again. A client changed jobs, got married, had a child, paid off the mortgage: their needs changed, and your analysis should show it.

## Two to three weeks before

- **Send a short questionnaire** about what changed: family, income, debts, health, plans.
- **Reread the file**: the last needs analysis, policies in force, beneficiaries, notes from the last meeting and the follow-ups promised.
- **Spot the deadlines**: the end of a renewal period, a term policy that can be converted, an RRSP or TFSA to review.
- **Ask for documents** before the meeting rather than during it.

## During the meeting

- **Start with the client**: their goals and what worries them, before any product.
- **Update the needs analysis** with the changes they report.
- **Check beneficiaries** and designations: that is often where a file has aged.
- **Explain each recommendation** and its options, including changing nothing.

## Within 48 hours

- **Record in the file** what was discussed, the recommendations, the reasons and the client's decisions.
- **Send the client a summary** with the next steps and the documents to sign.
- **Schedule each follow-up** with a date and a person responsible, so nothing depends on memory.

## What a tool can do for you

The questionnaire, deadline reminders, summary and follow-ups are repeatable tasks. Automating them frees time for the conversation, which is not.`,
  },
};

/** Webinars are held at noon in Montréal, for 45 minutes. */
const webinarZone = site.timeZone;

/**
 * Noon in Montréal on the first Thursday at least `weeks` weeks after the seeding: the first webinars
 * are always ahead of whoever starts the site, whenever that is (decision 037).
 */
export function thursdayNoonAfter(seededAt: Date, weeks: number): Date {
  const day = nextThursday(addDays(new TZDate(seededAt, webinarZone), weeks * 7 - 1));
  return new Date(set(day, { hours: 12, minutes: 0, seconds: 0, milliseconds: 0 }).getTime());
}

function webinarFields(startsAt: Date) {
  return { startsAt, timeZone: webinarZone, lengthMinutes: 45 };
}

const webinar = (startsAt: Date): Seed => ({
  fr: {
    ...plainItem,
    ...webinarFields(startsAt),
    kind: "webinar",
    lang: "fr",
    slug: "webinaire-suivis-clients-sans-oubli",
    author: "Équipe Sobrita",
    title: "Webinaire : des suivis clients sans rien oublier",
    summary:
      "45 minutes en direct pour organiser les suivis d’un cabinet : rappels, échéances, revues annuelles et traces au dossier. Période de questions incluse.",
    body: `Un suivi oublié, c’est un client qui attend, une échéance manquée ou un dossier incomplet. Ce webinaire présente une façon simple d’organiser les suivis d’un cabinet de conseillers ou d’un agent général.

## Au programme

- **Où se perdent les suivis** : courriels, papiers, mémoire, et ce que chacun coûte en temps.
- **Une méthode** : chaque suivi a une date, un responsable et une trace au dossier.
- **Les revues annuelles** planifiées à l’avance plutôt qu’à la dernière minute.
- **Démonstration** de l’assistant numérique Sobrita sur un dossier fictif.
- **Vos questions,** en direct.

## Pour qui

Conseillers en sécurité financière, adjointes et adjoints administratifs, agents généraux et leurs équipes.

La séance est gratuite et se tient en ligne, en français. Le lien de la rediffusion sera ajouté à cette page après la séance.`,
  },
  en: {
    ...plainItem,
    ...webinarFields(startsAt),
    kind: "webinar",
    lang: "en",
    slug: "webinar-client-follow-ups-nothing-forgotten",
    author: "Sobrita team",
    title: "Webinar: client follow-ups with nothing forgotten",
    summary:
      "45 minutes live on organizing a firm's follow-ups: reminders, deadlines, annual reviews and a record on file. Questions welcome.",
    body: `A forgotten follow-up means a client waiting, a missed deadline or an incomplete file. This webinar shows a simple way to organize follow-ups in an advisory firm or at a managing general agent.

## What we will cover

- **Where follow-ups get lost**: emails, paper, memory, and what each costs in time.
- **A method**: every follow-up has a date, a person responsible and a record on file.
- **Annual reviews** planned ahead rather than at the last minute.
- **A demonstration** of the Sobrita digital assistant on a fictional file.
- **Your questions,** live.

## Who it is for

Financial security advisors, administrative assistants, managing general agents and their teams.

The session is free and held online, in English. The replay link will be added to this page after the session.`,
  },
});

const caseStudy: Seed = {
  fr: {
    ...plainItem,
    illustrative: true,
    kind: "case-study",
    lang: "fr",
    slug: "etude-de-cas-cabinet-trois-conseillers",
    author: "Équipe Sobrita",
    title: "Étude de cas illustrative : un cabinet de trois conseillers centralise ses suivis",
    summary:
      "Un cabinet type de trois conseillers et une adjointe passe de suivis dispersés à une seule liste partagée. Cas illustratif, sans client nommé.",
    body: `## Le point de départ

Trois conseillers en sécurité financière et une adjointe administrative partagent une clientèle d’environ 600 ménages. Chaque conseiller garde ses suivis à sa façon : un agenda, des courriels marqués, un carnet. L’adjointe apprend souvent un suivi en retard quand le client appelle.

## Ce que le cabinet a changé

- **Une seule liste de suivis,** visible de toute l’équipe, où chaque tâche a une date et un responsable.
- **Les revues annuelles planifiées** au début de chaque trimestre, avec le questionnaire envoyé d’avance.
- **Une note au dossier après chaque rencontre,** rédigée le jour même.
- **Un point d’équipe de 15 minutes** chaque lundi sur les suivis de la semaine.

## Ce qu’il faut retenir

L’outil compte moins que la règle : chaque suivi a une date, un responsable et une trace. Un assistant numérique rend cette règle plus facile à tenir, en envoyant les rappels et en gardant l’historique.

Ce cas deviendra une étude de cas réelle lorsqu’un client acceptera d’être nommé.`,
  },
  en: {
    ...plainItem,
    illustrative: true,
    kind: "case-study",
    lang: "en",
    slug: "case-study-three-advisor-firm",
    author: "Sobrita team",
    title: "Illustrative case study: a three-advisor firm brings its follow-ups together",
    summary:
      "A typical firm of three advisors and an assistant moves from scattered follow-ups to one shared list. Illustrative case, no client named.",
    body: `## Where they started

Three financial security advisors and an administrative assistant share about 600 client households. Each advisor keeps follow-ups their own way: a calendar, flagged emails, a notebook. The assistant often learns of a late follow-up when the client calls.

## What the firm changed

- **One list of follow-ups,** visible to the whole team, where every task has a date and a person responsible.
- **Annual reviews scheduled** at the start of each quarter, with the questionnaire sent ahead.
- **A note on file after every meeting,** written the same day.
- **A 15-minute team check-in** every Monday on the week's follow-ups.

## The takeaway

The tool matters less than the rule: every follow-up has a date, a person responsible and a record. A digital assistant makes the rule easier to keep, by sending reminders and keeping the history.

This case will become a real case study once a client agrees to be named.`,
  },
};

const recordsRetention: Seed = {
  fr: {
    ...plainItem,
    kind: "guide",
    lang: "fr",
    slug: "calendrier-conservation-dossiers-clients",
    author: "Équipe Sobrita",
    title: "Conserver et détruire les dossiers clients : un calendrier à remplir",
    summary:
      "Un modèle pour écrire, type de document par type de document, combien de temps votre cabinet conserve un dossier client, pourquoi, et comment il le détruit ensuite.",
    body: `La Loi 25 demande de détruire ou d’anonymiser un renseignement personnel une fois atteinte la fin pour laquelle il a été recueilli, sous réserve des durées de conservation que la loi impose. D’autres règles vous obligent à garder certains documents : celles de l’Autorité des marchés financiers, vos contrats avec les assureurs et votre agent général, les lois fiscales. Pour un cabinet, le résultat est un calendrier : pour chaque type de document, une durée, sa source et une façon de le détruire.

Ce modèle vous aide à l’écrire. Il ne fixe aucune durée à votre place : elles dépendent de vos obligations, que votre conformité ou votre conseiller juridique peut confirmer.

## 1. Faites l’inventaire

Listez ce que contient un dossier client, par exemple :

- la fiche d’identification du client et les pièces présentées ;
- l’analyse des besoins financiers et ses mises à jour ;
- les propositions, préavis de remplacement et formulaires signés ;
- les notes de rencontre et la correspondance ;
- les documents médicaux ou financiers reçus pour la tarification ;
- les consentements obtenus, avec leur date.

Notez aussi où se trouve chaque document : logiciel, courriel, papier, stockage infonuagique.

## 2. Pour chaque type, remplissez cinq champs

- **Document** : ce qu’il est.
- **Fin** : pourquoi vous l’avez recueilli.
- **Point de départ** : la fin du contrat, le dernier contact, la date de la rencontre.
- **Durée et source** : combien de temps, et la règle, le contrat ou la politique qui l’impose.
- **Destruction** : déchiquetage, effacement sécurisé ou anonymisation, et qui s’en charge.

Une ligne, à adapter : « Notes de rencontre. Fin : documenter le conseil donné. Point de départ : fin de la relation avec le client. Durée et source : à confirmer avec votre conformité. Destruction : effacement dans le logiciel et dans ses copies, par l’adjointe, consigné au registre. »

## 3. Prévoyez les exceptions

- **Une demande d’accès ou de rectification en cours,** ou un litige, suspend la destruction des documents visés.
- **Les copies comptent** : pièces jointes dans les courriels, téléchargements, sauvegardes.
- **Les fournisseurs** qui gardent des documents pour vous suivent le même calendrier ; écrivez-le au contrat.

## 4. Faites-le vivre

- **Une revue par année** : ce qui arrive à échéance est détruit, et la destruction est consignée.
- **Une personne responsable,** nommée dans vos politiques de gouvernance.
- **Le calendrier résumé en termes simples** dans les politiques publiées sur votre site, comme la Loi 25 le demande.

Les guides de la [Commission d’accès à l’information](${cai}) expliquent la destruction et l’anonymisation des renseignements personnels.`,
  },
  en: {
    ...plainItem,
    kind: "guide",
    lang: "en",
    slug: "client-records-retention-schedule",
    author: "Sobrita team",
    title: "Keeping and destroying client files: a schedule to fill in",
    summary:
      "A template for writing down, one type of document at a time, how long your firm keeps a client file, why, and how it destroys it afterwards.",
    body: `Law 25 requires personal information to be destroyed or anonymized once the purpose it was collected for is achieved, subject to the retention periods the law sets. Other rules require you to keep certain documents: the Autorité des marchés financiers' rules, your contracts with insurers and your general agent, tax laws. For a firm, the result is a schedule: for each type of document, a period, its source and a way to destroy it.

This template helps you write it. It sets no period for you: they depend on your obligations, which your compliance officer or legal counsel can confirm.

## 1. Take inventory

List what a client file holds, for example:

- the client's identification form and the documents shown;
- the financial needs analysis and its updates;
- applications, replacement notices and signed forms;
- meeting notes and correspondence;
- medical or financial documents received for underwriting;
- the consents obtained, with their dates.

Note also where each document is kept: software, email, paper, cloud storage.

## 2. For each type, fill in five fields

- **Document**: what it is.
- **Purpose**: why you collected it.
- **Starting point**: the end of the contract, the last contact, the date of the meeting.
- **Period and source**: how long, and the rule, contract or policy that sets it.
- **Destruction**: shredding, secure erasure or anonymization, and who does it.

One line, to adapt: "Meeting notes. Purpose: document the advice given. Starting point: end of the client relationship. Period and source: to confirm with your compliance officer. Destruction: erased from the software and its copies, by the assistant, recorded in the register."

## 3. Plan for exceptions

- **A pending access or correction request,** or a dispute, suspends the destruction of the documents concerned.
- **Copies count**: email attachments, downloads, backups.
- **Service providers** that keep documents for you follow the same schedule; put it in the contract.

## 4. Keep it alive

- **A yearly review**: what has reached its term is destroyed, and the destruction is recorded.
- **A person responsible,** named in your governance policies.
- **The schedule summarized in clear and simple terms** in the policies published on your website, as Law 25 requires.

The [Commission d'accès à l'information](${cai}) publishes guides on destroying and anonymizing personal information.`,
  },
};

const meetingNotes: Seed = {
  fr: {
    ...plainItem,
    kind: "guide",
    lang: "fr",
    slug: "modele-notes-rencontre-analyse-besoins",
    author: "Équipe Sobrita",
    title: "Modèle : notes de rencontre et aide-mémoire de l’analyse des besoins",
    summary:
      "Un gabarit à copier pour consigner une rencontre client le jour même, et un aide-mémoire des sujets qu’une analyse des besoins financiers doit couvrir.",
    body: `Des notes écrites le jour même, toujours dans le même ordre, rendent un dossier lisible pour vous, pour votre adjointe et pour quiconque devra le reprendre. Copiez ce gabarit dans votre logiciel ou votre dossier, et adaptez-le à votre pratique et aux exigences de votre agent général.

## Gabarit de notes de rencontre

- **Date, durée et mode** : en personne, en vidéo ou au téléphone.
- **Personnes présentes** : client, conjoint, autre professionnel.
- **Objet** : revue annuelle, nouveau besoin, réclamation, changement de situation.
- **Ce que le client a dit** : objectifs, inquiétudes, changements depuis la dernière rencontre, dans ses mots.
- **Renseignements recueillis** : ce qui a été mis à jour dans l’analyse des besoins.
- **Options présentées,** y compris celle de ne rien changer, avec leurs avantages et leurs limites.
- **Recommandation et raisons** : ce que vous recommandez, et en quoi cela répond au besoin.
- **Décision du client** : acceptée, refusée ou reportée, avec ses raisons s’il les donne.
- **Documents remis ou signés.**
- **Suivis** : chacun avec une date et une personne responsable.

## Aide-mémoire de l’analyse des besoins

Avant de recommander un produit, assurez-vous que le dossier couvre :

- **la situation familiale** : personnes à charge, union, garde des enfants ;
- **les revenus et la stabilité de l’emploi,** y compris ceux du conjoint ;
- **les actifs et les dettes** : hypothèque, prêts, placements, régimes enregistrés ;
- **les protections existantes** : assurance collective, polices individuelles, bénéficiaires désignés ;
- **la santé et les habitudes** utiles à la tarification, recueillies avec le consentement du client ;
- **les objectifs** : protéger la famille, préparer la retraite, transmettre une entreprise ;
- **la tolérance au risque et l’horizon de placement,** lorsque la recommandation touche l’épargne ;
- **le budget** que le client peut consacrer à ses protections.

## Trois habitudes qui aident

- Écrire les notes **le jour même,** avant la rencontre suivante.
- Écrire ce qui a été dit, **pas seulement ce qui a été souscrit.**
- Envoyer au client **un résumé** des décisions et des prochaines étapes.`,
  },
  en: {
    ...plainItem,
    kind: "guide",
    lang: "en",
    slug: "template-meeting-notes-needs-analysis",
    author: "Sobrita team",
    title: "Template: meeting notes and a needs analysis checklist",
    summary:
      "A template to copy for recording a client meeting the same day, and a checklist of the topics a financial needs analysis should cover.",
    body: `Notes written the same day, always in the same order, make a file readable for you, for your assistant and for whoever takes it over. Copy this template into your software or your file, and adapt it to your practice and to your general agent's requirements.

## Meeting notes template

- **Date, length and format**: in person, by video or by phone.
- **Who attended**: client, spouse, another professional.
- **Purpose**: annual review, new need, claim, change in circumstances.
- **What the client said**: goals, concerns, changes since the last meeting, in their words.
- **Information gathered**: what was updated in the needs analysis.
- **Options presented,** including changing nothing, with their advantages and limits.
- **Recommendation and reasons**: what you recommend, and how it meets the need.
- **The client's decision**: accepted, declined or postponed, with their reasons if they give them.
- **Documents given or signed.**
- **Follow-ups**: each with a date and a person responsible.

## Needs analysis checklist

Before recommending a product, make sure the file covers:

- **family situation**: dependants, marriage or common-law union, custody;
- **income and job stability,** the spouse's included;
- **assets and debts**: mortgage, loans, investments, registered plans;
- **existing coverage**: group insurance, individual policies, designated beneficiaries;
- **health and habits** relevant to underwriting, gathered with the client's consent;
- **goals**: protecting the family, preparing for retirement, passing on a business;
- **risk tolerance and investment horizon,** when the recommendation involves savings;
- **the budget** the client can put towards coverage.

## Three habits that help

- Write the notes **the same day,** before the next meeting.
- Write down what was said, **not only what was bought.**
- Send the client **a summary** of the decisions and next steps.`,
  },
};

const law25Webinar = (startsAt: Date): Seed => ({
  fr: {
    ...plainItem,
    ...webinarFields(startsAt),
    kind: "webinar",
    lang: "fr",
    slug: "webinaire-loi-25-cabinet-conseillers",
    author: "Équipe Sobrita",
    title: "Webinaire : la Loi 25 au quotidien dans un cabinet de conseillers",
    summary:
      "45 minutes en direct sur la Loi 25 dans le travail de tous les jours d’un cabinet : consentements, incidents, fournisseurs et demandes des clients. Période de questions incluse.",
    body: `Toutes les obligations de la Loi 25 sont maintenant en vigueur. Au-delà des politiques publiées, elles touchent des gestes quotidiens : ce qu’on demande au client, ce qu’on envoie par courriel, ce qu’on confie à un fournisseur. Ce webinaire en fait le tour à partir de situations courantes dans un cabinet de conseillers en sécurité financière.

## Au programme

- **Le responsable de la protection des renseignements personnels** : son rôle, et ce qu’il doit pouvoir montrer.
- **Les consentements** : les demander séparément pour chaque fin, et en garder la trace.
- **Un incident de confidentialité** : un courriel envoyé au mauvais client, un ordinateur portable perdu ; quoi consigner, et quand aviser.
- **Les fournisseurs et l’infonuagique** : le contrat écrit et l’évaluation des facteurs relatifs à la vie privée.
- **Les demandes des clients** : accès, rectification, copie de leurs renseignements.
- **Vos questions,** en direct.

## Pour qui

Conseillers en sécurité financière, responsables de la conformité, adjointes et adjoints administratifs, agents généraux et leurs équipes.

La séance est gratuite et se tient en ligne, en français. Elle présente la loi à titre d’information et ne remplace pas un avis juridique. Le lien de la rediffusion sera ajouté à cette page après la séance.`,
  },
  en: {
    ...plainItem,
    ...webinarFields(startsAt),
    kind: "webinar",
    lang: "en",
    slug: "webinar-law-25-day-to-day-advisory-firm",
    author: "Sobrita team",
    title: "Webinar: Law 25 day to day in an advisory firm",
    summary:
      "45 minutes live on Law 25 in a firm's everyday work: consent, incidents, service providers and clients' requests. Questions welcome.",
    body: `All of Law 25's obligations are now in force. Beyond the published policies, they touch everyday tasks: what you ask a client, what you send by email, what you hand to a service provider. This webinar goes through them using common situations in a firm of financial security advisors.

## What we will cover

- **The person in charge of the protection of personal information**: their role, and what they should be able to show.
- **Consent**: asking separately for each purpose, and keeping a record of it.
- **A confidentiality incident**: an email sent to the wrong client, a lost laptop; what to record, and when to give notice.
- **Service providers and the cloud**: the written contract and the privacy impact assessment.
- **Clients' requests**: access, correction, a copy of their information.
- **Your questions,** live.

## Who it is for

Financial security advisors, compliance officers, administrative assistants, general agents and their teams.

The session is free and held online, in English. It presents the law for information and is not legal advice. The replay link will be added to this page after the session.`,
  },
});

const onboardingWebinar = (startsAt: Date): Seed => ({
  fr: {
    ...plainItem,
    ...webinarFields(startsAt),
    kind: "webinar",
    lang: "fr",
    slug: "webinaire-accueil-nouveau-conseiller-agent-general",
    author: "Équipe Sobrita",
    title: "Webinaire : accueillir un nouveau conseiller chez un agent général",
    summary:
      "45 minutes en direct sur l’arrivée d’un conseiller dans le réseau d’un agent général : documents à réunir, contrats, accès et premiers dossiers. Période de questions incluse.",
    body: `Un conseiller qui rejoint un agent général doit réunir des documents, signer des contrats, obtenir des accès et apprendre de nouvelles façons de faire. Quand ces étapes reposent sur des courriels et des rappels, elles prennent du temps des deux côtés. Ce webinaire propose une façon de les organiser.

## Au programme

- **Les documents à réunir** : certificat de l’Autorité des marchés financiers ou permis de la province, assurance responsabilité professionnelle, formation continue à jour.
- **Les contrats** avec l’agent général et les assureurs, et le suivi de chaque signature.
- **Les accès** aux outils du réseau et aux portails des assureurs.
- **Les premiers dossiers** : gabarits communs, règles de conformité du réseau, et qui répond aux questions.
- **Démonstration** d’une liste d’intégration partagée dans l’assistant numérique Sobrita, sur un dossier fictif.
- **Vos questions,** en direct.

## Pour qui

Agents généraux, responsables du recrutement et de la conformité, et conseillers en sécurité financière qui envisagent de rejoindre un réseau.

La séance est gratuite et se tient en ligne, en français. Le lien de la rediffusion sera ajouté à cette page après la séance.`,
  },
  en: {
    ...plainItem,
    ...webinarFields(startsAt),
    kind: "webinar",
    lang: "en",
    slug: "webinar-onboarding-new-advisor-general-agent",
    author: "Sobrita team",
    title: "Webinar: onboarding a new advisor at a general agent",
    summary:
      "45 minutes live on an advisor joining a general agent's network: documents to gather, contracts, access and first files. Questions welcome.",
    body: `An advisor joining a general agent has to gather documents, sign contracts, get access and learn new ways of working. When these steps rely on emails and reminders, they take time on both sides. This webinar offers a way to organize them.

## What we will cover

- **The documents to gather**: the certificate from the Autorité des marchés financiers or the provincial licence, professional liability insurance, continuing education up to date.
- **The contracts** with the general agent and the insurers, and tracking each signature.
- **Access** to the network's tools and the insurers' portals.
- **The first files**: shared templates, the network's compliance rules, and who answers questions.
- **A demonstration** of a shared onboarding list in the Sobrita digital assistant, on a fictional file.
- **Your questions,** live.

## Who it is for

General agents, recruiting and compliance officers, and financial security advisors thinking of joining a network.

The session is free and held online, in English. The replay link will be added to this page after the session.`,
  },
});

const namedLater = {
  fr: "Ce cas deviendra une étude de cas réelle lorsqu’un client acceptera d’être nommé.",
  en: "This case will become a real case study once a client agrees to be named.",
};

const mgaCaseStudy: Seed = {
  fr: {
    ...plainItem,
    illustrative: true,
    kind: "case-study",
    lang: "fr",
    slug: "etude-de-cas-agent-general-accueil-conseillers",
    author: "Équipe Sobrita",
    title: "Étude de cas illustrative : un agent général structure l’accueil de ses nouveaux conseillers",
    summary:
      "Un agent général type remplace les échanges de courriels par une même liste d’intégration pour chaque nouveau conseiller. Cas illustratif, sans client nommé.",
    body: `## Le point de départ

Un agent général accueille chaque année plusieurs nouveaux conseillers en sécurité financière. Pour chacun, son équipe réunit les mêmes documents, prépare les mêmes contrats et ouvre les mêmes accès, mais chaque membre de l’équipe tient sa propre liste. Un document manquant est souvent découvert au moment où le conseiller veut soumettre son premier dossier.

## Ce que l’agent général a changé

- **Une liste d’intégration commune,** la même pour chaque nouveau conseiller, où chaque étape a un responsable et une date.
- **Les documents demandés en une seule fois,** dès la signature de l’entente, avec un rappel pour ceux qui manquent.
- **Des gabarits partagés** pour les premiers dossiers, avec les règles de conformité du réseau.
- **Une rencontre de suivi** trente jours après l’arrivée, pour ce qui reste à régler.

## Ce qu’il faut retenir

Intégrer un conseiller est un processus qui se répète : l’écrire une fois permet à toute l’équipe de le suivre de la même façon, et au conseiller de savoir où il en est.

${namedLater.fr}`,
  },
  en: {
    ...plainItem,
    illustrative: true,
    kind: "case-study",
    lang: "en",
    slug: "case-study-general-agent-onboarding-advisors",
    author: "Sobrita team",
    title: "Illustrative case study: a general agent gives structure to welcoming new advisors",
    summary:
      "A typical general agent replaces back-and-forth emails with one onboarding list for every new advisor. Illustrative case, no client named.",
    body: `## Where they started

A general agent welcomes several new financial security advisors every year. For each one, the team gathers the same documents, prepares the same contracts and opens the same accounts, but every team member keeps their own list. A missing document is often found only when the advisor tries to submit their first file.

## What the general agent changed

- **One shared onboarding list,** the same for every new advisor, where each step has a person responsible and a date.
- **Documents asked for all at once,** as soon as the agreement is signed, with a reminder for any still missing.
- **Shared templates** for the first files, with the network's compliance rules.
- **A follow-up meeting** thirty days after arrival, for whatever is left to settle.

## The takeaway

Onboarding an advisor is a process that repeats: writing it down once lets the whole team follow it the same way, and lets the advisor see where things stand.

${namedLater.en}`,
  },
};

const soloCaseStudy: Seed = {
  fr: {
    ...plainItem,
    illustrative: true,
    kind: "case-study",
    lang: "fr",
    slug: "etude-de-cas-conseillere-autonome-administration",
    author: "Équipe Sobrita",
    title: "Étude de cas illustrative : une conseillère autonome confie son administration",
    summary:
      "Une conseillère type, à son compte, confie le suivi administratif de ses propositions à une équipe externe et garde la relation avec ses clients. Cas illustratif, sans client nommé.",
    body: `## Le point de départ

Une conseillère en sécurité financière travaille seule, rattachée à un agent général. Elle rencontre ses clients le jour et fait son administration le soir : suivre les propositions chez les assureurs, relancer les exigences de tarification, classer les documents, préparer les renouvellements.

## Ce qu’elle a changé

- **Le suivi des propositions confié** à une équipe d’administration externe, qui relance les assureurs et l’informe de chaque exigence.
- **Un seul endroit pour l’état de chaque dossier,** consultable par elle et par l’équipe.
- **Des règles écrites** sur ce que l’équipe fait seule et ce qui demande son accord.
- **Le conseil reste le sien** : l’équipe externe ne parle au client que des questions administratives, avec son accord.

## Ce qu’il faut retenir

Confier l’administratif demande d’abord de l’écrire : qui fait quoi, qui décide, et où se trouve l’information. Un contrat écrit précise aussi comment l’équipe externe protège les renseignements des clients, comme la Loi 25 le demande.

${namedLater.fr}`,
  },
  en: {
    ...plainItem,
    illustrative: true,
    kind: "case-study",
    lang: "en",
    slug: "case-study-independent-advisor-outsources-administration",
    author: "Sobrita team",
    title: "Illustrative case study: an independent advisor hands over her administration",
    summary:
      "A typical self-employed advisor hands the administrative follow-up of her applications to an outside team and keeps the relationship with her clients. Illustrative case, no client named.",
    body: `## Where she started

A financial security advisor works on her own, contracted through a general agent. She meets clients during the day and does her administration in the evening: following applications with insurers, chasing underwriting requirements, filing documents, preparing renewals.

## What she changed

- **Following up on applications handed over** to an outside administration team, which chases the insurers and tells her about every requirement.
- **One place for the status of every file,** open to her and to the team.
- **Written rules** on what the team does on its own and what needs her approval.
- **The advice stays hers**: the outside team talks to clients only about administrative matters, with her approval.

## The takeaway

Handing over administration starts with writing it down: who does what, who decides, and where the information is. A written contract also sets out how the outside team protects clients' information, as Law 25 requires.

${namedLater.en}`,
  },
};

/** What the seed publishes, webinars dated from the moment it runs, French spacing applied. */
export function seedResources(seededAt: Date): Seed[] {
  return [
    law25,
    recordsRetention,
    meetingNotes,
    annualReview,
    webinar(thursdayNoonAfter(seededAt, 2)),
    law25Webinar(thursdayNoonAfter(seededAt, 4)),
    onboardingWebinar(thursdayNoonAfter(seededAt, 6)),
    caseStudy,
    mgaCaseStudy,
    soloCaseStudy,
  ].map(({ fr, en }) => ({
    fr: { ...fr, title: frenchSpacing(fr.title), summary: frenchSpacing(fr.summary), body: frenchSpacing(fr.body) },
    en,
  }));
}
