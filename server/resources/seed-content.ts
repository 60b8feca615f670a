import type { ResourceInput } from "./store.server";

/**
 * The first resources (issue 26): what the company can publish as it is, in both languages. No
 * result is claimed; the case study says it is illustrative; the law is described as the Commission
 * d'accès à l'information describes it, with a link to its own pages.
 */

/** Québec French spacing: a no-break space before « : ; ! ? » and inside « », so no line starts with one. */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([:;!?»])/g, "\u00a0$1")
    .replace(/« /g, "«\u00a0")
    .replace(/(\d) (h|%|min)(?!\p{L})/gu, "$1\u00a0$2");
}

type Seed = { fr: ResourceInput; en: ResourceInput };

const none = {
  startsAt: null,
  timeZone: null,
  lengthMinutes: null,
  replayUrl: null,
  gated: false,
  illustrative: false,
};
const cai = "https://www.cai.gouv.qc.ca";

const law25: Seed = {
  fr: {
    ...none,
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
    ...none,
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

const annualReview: Seed = {
  fr: {
    ...none,
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
    ...none,
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

/** Thursday 10 December 2026, noon in Montréal (17:00 UTC), 45 minutes. */
const webinarStart = new Date("2026-12-10T17:00:00.000Z");
const webinarFields = { startsAt: webinarStart, timeZone: "America/Toronto", lengthMinutes: 45 };

const webinar: Seed = {
  fr: {
    ...none,
    ...webinarFields,
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
    ...none,
    ...webinarFields,
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
};

const caseStudy: Seed = {
  fr: {
    ...none,
    illustrative: true,
    kind: "case-study",
    lang: "fr",
    slug: "etude-de-cas-cabinet-trois-conseillers",
    author: "Équipe Sobrita",
    title: "Étude de cas illustrative : un cabinet de trois conseillers centralise ses suivis",
    summary:
      "Un cabinet type de trois conseillers et une adjointe passe de suivis dispersés à une seule liste partagée. Cas illustratif, sans client nommé.",
    body: `*Ce cas est illustratif : il décrit un cabinet type à partir de situations que nous entendons souvent. Aucun client n’y est nommé et aucun résultat chiffré n’y est avancé.*

## Le point de départ

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
    ...none,
    illustrative: true,
    kind: "case-study",
    lang: "en",
    slug: "case-study-three-advisor-firm",
    author: "Sobrita team",
    title: "Illustrative case study: a three-advisor firm brings its follow-ups together",
    summary:
      "A typical firm of three advisors and an assistant moves from scattered follow-ups to one shared list. Illustrative case, no client named.",
    body: `*This case is illustrative: it describes a typical firm from situations we often hear about. No client is named and no figures are claimed.*

## Where they started

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

export const seedResources: Seed[] = [law25, annualReview, webinar, caseStudy].map(({ fr, en }) => ({
  fr: { ...fr, title: frenchSpacing(fr.title), summary: frenchSpacing(fr.summary), body: frenchSpacing(fr.body) },
  en,
}));
