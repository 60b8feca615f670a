import type { Dictionary } from "#common/content/types.ts";
import { site } from "#common/site/config.ts";

/** Pages légales en français du Québec (espaces insécables écrites \u00a0, apostrophe typographique). */
export const legal: Pick<Dictionary["pages"], "privacy" | "terms" | "cookies"> = {
  privacy: {
    meta: {
      title: `Politique de confidentialité | ${site.name}`,
      description: `Quels renseignements personnels ${site.name} recueille par ses formulaires, pourquoi, où ils sont conservés et comment exercer vos droits.`,
    },
    title: `Politique de confidentialité`,
    updated: `Dernière mise à jour\u00a0: 25\u00a0novembre 2026`,
    intro: `${site.legalName} («\u00a0${site.name}\u00a0») respecte votre vie privée. Ce site est un site public d’information\u00a0: vous pouvez le consulter sans créer de compte ni vous connecter. Cette politique explique quels renseignements personnels nous recueillons, pourquoi, et comment exercer vos droits.`,
    sections: [
      {
        heading: `Renseignements que vous nous fournissez`,
        paragraphs: [
          `Nous recueillons des renseignements personnels seulement lorsque vous nous écrivez au moyen du formulaire de contact, que vous réservez un rendez-vous, ou que vous utilisez les formulaires de l’infolettre, des webinaires et des guides décrits plus bas.`,
          `Le formulaire de contact demande\u00a0:`,
        ],
        list: [
          `votre prénom et votre nom`,
          `votre adresse courriel professionnelle`,
          `votre numéro de téléphone (facultatif)`,
          `le nom de votre entreprise (facultatif)`,
          `l’objet de votre demande\u00a0: réserver une démonstration, parler à un expert, partenariat pour agents généraux, carrières ou soutien`,
          `votre message`,
        ],
      },
      {
        heading: `Renseignements enregistrés avec votre demande`,
        paragraphs: [`Lorsque vous envoyez le formulaire, nous enregistrons aussi\u00a0:`],
        list: [
          `la date et l’heure auxquelles vous avez donné votre consentement`,
          `la date et l’heure de l’envoi`,
          `la langue et la page du site à partir de laquelle le formulaire a été envoyé`,
          `l’identification de votre navigateur (la chaîne «\u00a0user agent\u00a0»), qui nous sert à détecter les abus`,
        ],
      },
      {
        heading: `Réserver un rendez-vous`,
        paragraphs: [
          `Le formulaire de réservation demande les mêmes renseignements que le formulaire de contact, sauf l’objet, ainsi que votre rôle (conseiller, agent général ou autre), le nombre de conseillers de votre cabinet (facultatif) et vos réponses aux questions que pose le type de rendez-vous, s’il y en a (facultatif). Nous enregistrons aussi le moment choisi, le fuseau horaire dans lequel vous l’avez lu et le membre de notre équipe qui vous rencontrera.`,
          `Nous utilisons ces renseignements seulement pour tenir le rendez-vous\u00a0: vous envoyer l’invitation, un rappel 24\u00a0heures avant et les liens pour le déplacer ou l’annuler, et permettre au membre de l’équipe de s’y préparer. Vos réponses lui sont transmises par courriel. Une réservation est aussi une demande, conservée comme l’explique la section «\u00a0Durée de conservation\u00a0»\u00a0; les liens de nos courriels cessent de fonctionner 7\u00a0jours après le rendez-vous.`,
          `Si le membre de l’équipe a relié son propre calendrier, le rendez-vous y apparaît avec votre nom, votre cabinet, le lien vidéo et un lien vers votre demande dans notre espace privé, rien de plus. Cette copie est conservée par le service de calendrier qu’utilise ce membre. Elle est retirée à l’annulation du rendez-vous, et lorsque vous nous demandez de supprimer vos renseignements (un calendrier abonné au flux privé du membre la retire à sa prochaine mise à jour).`,
        ],
      },
      {
        heading: `Ce que nous ne recueillons pas`,
        paragraphs: [
          `Nous ne conservons pas votre adresse IP avec votre demande. Elle sert seulement à limiter le nombre d’envois : le serveur en garde au plus une empreinte (hachage) irréversible pendant environ deux minutes, puis l’efface.`,
          `Ce site n’utilise aucun outil de suivi ou de publicité, ni aucun service de mesure d’audience d’un tiers. Il ne dépose aucun témoin. Il compte ses visites lui-même, sans témoin ni identifiant, comme l’expliquent les deux sections suivantes. Pour en savoir plus, consultez aussi notre politique relative aux témoins.`,
        ],
      },
      {
        heading: `Mesure d’audience sans témoin`,
        paragraphs: [
          `Pour savoir quelles pages sont utiles et d’où viennent nos visiteurs, le site compte lui-même ses visites. Une fois une page affichée, votre navigateur envoie un court message à notre propre serveur, jamais à un tiers. Nous enregistrons seulement\u00a0:`,
        ],
        list: [
          `la page vue et sa langue (une adresse qui n’existe pas compte comme «\u00a0page introuvable\u00a0»\u00a0; l’adresse elle-même n’est gardée qu’aux conditions décrites plus bas)`,
          `le site d’où vous venez, réduit à son nom de domaine (par exemple «\u00a0linkedin.com\u00a0»), jamais l’adresse complète de la page`,
          `les paramètres de campagne de l’adresse (utm_source, utm_medium et utm_campaign), coupés à 64\u00a0caractères`,
          `le type d’appareil (téléphone, tablette ou ordinateur), déduit de l’identification de votre navigateur, qui n’est pas conservée`,
          `la date et l’heure`,
          `une empreinte du jour\u00a0: un hachage de l’adresse du site, de votre adresse IP et de l’identification de votre navigateur, calculé avec une valeur aléatoire (un «\u00a0sel\u00a0») qui change chaque jour et qui est détruite le lendemain. Elle sert à compter une seule fois un visiteur qui voit plusieurs pages le même jour. Elle ne permet de retrouver ni votre adresse IP ni votre navigateur, et celle d’un jour ne peut pas être reliée à celle d’un autre jour.`,
        ],
      },
      {
        heading: `Ce que la mesure d’audience ne garde pas, et pendant combien de temps elle garde le reste`,
        paragraphs: [
          `Elle ne dépose aucun témoin et n’enregistre aucun identifiant dans votre navigateur. Elle ne conserve ni votre adresse IP, ni l’identification complète de votre navigateur, ni rien de ce que vous écrivez dans le formulaire.`,
          `Lorsque vous envoyez le formulaire de contact ou réservez une démonstration, nous comptons une «\u00a0conversion\u00a0»\u00a0: nous notons seulement son type, sa date, ainsi que la page d’arrivée et la source de votre première page vue ce jour-là. Rien ne relie cette conversion à votre demande ni à vos renseignements.`,
          `Les visites détaillées sont supprimées après 30\u00a0jours. Nous gardons ensuite seulement des totaux par jour\u00a0: nombres de visiteurs, de pages vues et de conversions, par page, par source, par campagne et par type d’appareil.`,
          `Les robots connus ne sont pas comptés. Si JavaScript est désactivé dans votre navigateur, aucune visite n’est comptée.`,
        ],
      },
      {
        heading: `Liens suivis, téléchargements, adresses introuvables et parcours d’une journée`,
        paragraphs: [
          `Le même court message, envoyé par votre navigateur à notre propre serveur, compte aussi, sans témoin ni identifiant\u00a0:`,
        ],
        list: [
          `les liens vers d’autres sites que vous suivez, réduits au nom de domaine du site visé (par exemple «\u00a0linkedin.com\u00a0»)`,
          `les fichiers du site que vous téléchargez (nos guides PDF, par exemple), par fichier`,
          `les adresses du site qui n’existent pas, pour réparer les liens brisés\u00a0: sans ce qui suit «\u00a0?\u00a0», coupées à 100\u00a0caractères, et jamais gardées si elles semblent contenir une adresse courriel ou un code`,
          `le fait de commencer à remplir le formulaire de contact ou de réservation (rien de ce que vous y écrivez), pour comparer les formulaires commencés aux formulaires envoyés`,
          `les parcours d’une même journée, par exemple d’une page à la page de réservation puis à une démonstration réservée\u00a0: ils sont reliés seulement par l’empreinte du jour décrite plus haut, que nous gardons aussi avec chaque conversion pendant 30\u00a0jours. Comme le sel de cette empreinte est détruit le lendemain, un parcours ne peut jamais être suivi d’un jour à l’autre, ni relié à vous`,
        ],
      },
      {
        heading: `Ce que nous gardons de ces comptes, et pendant combien de temps`,
        paragraphs: [
          `Ces comptes détaillés sont supprimés après 30\u00a0jours, comme les visites. Nous gardons ensuite seulement des totaux par jour\u00a0: par site visé, par fichier, par adresse introuvable, par formulaire, et pour chaque étape d’un parcours, le nombre de visiteurs qui l’ont atteinte, par canal d’arrivée (direct, recherche, réseau social, courriel, site référent, publicité ou autre campagne).`,
          `Pour les visites des 30\u00a0dernières minutes, l’équipe voit seulement leur nombre et les pages vues. Les membres de l’équipe qui le demandent reçoivent chaque lundi un résumé par courriel de ces totaux\u00a0: il ne contient aucun renseignement sur un visiteur.`,
        ],
      },
      {
        heading: `Pourquoi nous utilisons vos renseignements`,
        paragraphs: [
          `En donnant votre consentement dans le formulaire, vous acceptez que nous utilisions vos renseignements aux seules fins suivantes\u00a0:`,
        ],
        list: [
          `répondre à votre demande de démonstration ou d’échange avec un expert`,
          `donner suite à une demande de partenariat pour agents généraux`,
          `étudier votre candidature`,
          `vous offrir du soutien`,
          `garder une trace de nos échanges avec vous`,
        ],
      },
      {
        heading: `Ce que nous ne faisons pas de vos renseignements`,
        paragraphs: [
          `Nous ne vendons pas vos renseignements personnels.`,
          `Nous ne les ajoutons à aucune liste de marketing et ne les utilisons pas à des fins de marketing sans votre consentement distinct.`,
        ],
      },
      {
        heading: `Infolettre, webinaires et guides`,
        paragraphs: [
          `Infolettre. Si vous cochez la case de l’infolettre (elle n’est jamais cochée d’avance, et rien ne dépend d’elle), nous conservons votre adresse courriel, la langue choisie, et une trace de votre consentement : sa date, la page où vous l’avez donné, le texte exact de la case et sa version, et la date de votre confirmation. Nous vous écrivons d’abord un seul courriel pour confirmer ; rien d’autre ne vous est envoyé tant que vous n’avez pas cliqué sur son lien puis sur « Confirmer ». Chaque envoi contient un lien de désabonnement : il mène à un bouton qui prend effet immédiatement (votre logiciel de courriel peut aussi offrir un bouton « Se désabonner », qui agit de même). Nous gardons votre adresse tant que l’abonnement dure. Après un désabonnement, nous gardons la preuve de votre consentement et de son retrait pendant 3 ans, puisque la Loi canadienne anti-pourriel nous demande de pouvoir le démontrer, puis nous l’effaçons. Une inscription jamais confirmée est effacée après 30 jours. Après l’effacement, ou à la suite d’une demande de suppression, nous ne gardons qu’une empreinte irréversible (hachage) de l’adresse, pour ne plus jamais vous écrire ; vous pouvez vous réinscrire en donnant un nouveau consentement et en le confirmant.`,
          `Nos infolettres ne contiennent aucun pixel de suivi : nous ne savons pas qui les ouvre. Leurs liens passent par notre site, qui compte les clics de chaque lien par numéro et par jour seulement, sans rien retenir de la personne qui clique (ni adresse, ni témoin, ni identifiant).`,
          `Webinaires. Pour vous inscrire, nous recueillons votre nom, votre adresse courriel professionnelle et le nom de votre cabinet, pour vous envoyer la confirmation (avec une invitation de calendrier), deux rappels (24 heures et 1 heure avant) et le lien de la rediffusion. Nous effaçons l’inscription un an après le webinaire.`,
          `Guides. Pour télécharger un guide réservé, nous recueillons votre nom, votre adresse courriel professionnelle et le nom de votre cabinet. Votre demande est enregistrée comme une demande de contact (« Guide demandé »), pour qu’un membre de l’équipe puisse vous écrire à son sujet, et conservée de la même façon (voir « Durée de conservation »).`,
          `Vos droits d’accès et de suppression couvrent ces renseignements, comme les autres.`,
        ],
      },
      {
        heading: `Où ils sont conservés et qui y a accès`,
        paragraphs: [
          `Vos renseignements sont conservés dans une base de données, sur des serveurs situés au Canada.`,
          `Lorsque vous envoyez le formulaire, un courriel de notification contenant votre demande est transmis à notre équipe, à l’adresse des rendez-vous (${site.emails.appointments}) ou à celle du soutien (${site.emails.support}).`,
          `Seuls les membres autorisés de notre personnel peuvent consulter les demandes reçues, dans un espace réservé protégé par un mot de passe et, pour les administrateurs, une authentification à deux facteurs. Chaque consultation d’une demande est consignée dans un journal (qui, quand).`,
          `Si nous utilisons un logiciel de gestion de la relation client, votre demande peut lui être transmise directement par le site. Nous vous indiquerons lequel sur demande.`,
        ],
      },
      {
        heading: `Durée de conservation`,
        paragraphs: [
          `Nous conservons vos renseignements pendant 24\u00a0mois après notre dernier échange avec vous, puis nous les supprimons. Cette suppression est automatique\u00a0: chaque jour, le site efface les demandes arrivées à ce terme.`,
          `Vous pouvez nous demander de les supprimer plus tôt, en tout temps.`,
          `Les copies de sauvegarde de notre base de données sont détruites après 30\u00a0jours au plus. Un renseignement supprimé, à votre demande ou au terme de sa conservation, est effacé aussitôt de la base de données elle-même, puis disparaît des copies de sauvegarde au plus tard 30\u00a0jours après.`,
        ],
      },
      {
        heading: `Sécurité`,
        paragraphs: [`Nous prenons les mesures suivantes pour protéger vos renseignements\u00a0:`],
        list: [
          `l’accès aux demandes est limité au personnel autorisé`,
          `les échanges entre votre navigateur et le site sont chiffrés (HTTPS)`,
          `le site ne charge aucun contenu provenant d’un autre serveur que le sien`,
        ],
      },
      {
        heading: `Vos droits`,
        paragraphs: [
          `En vertu de la Loi sur la protection des renseignements personnels dans le secteur privé du Québec, telle que modifiée par la Loi\u00a025, et de la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE), vous avez le droit\u00a0:`,
        ],
        list: [
          `d’accéder aux renseignements personnels que nous détenons sur vous`,
          `de faire rectifier des renseignements inexacts ou incomplets`,
          `de retirer votre consentement`,
          `de demander la suppression de vos renseignements`,
          `d’obtenir une copie de vos renseignements dans un format technologique structuré et couramment utilisé (portabilité)`,
          `de porter plainte auprès de la Commission d’accès à l’information du Québec ou du Commissariat à la protection de la vie privée du Canada`,
        ],
      },
      {
        heading: `${site.privacyOfficer}`,
        paragraphs: [
          `Pour exercer l’un de vos droits ou pour toute question sur cette politique, écrivez à notre responsable de la protection des renseignements personnels, à ${site.emails.privacy}. Nous vous répondrons dans un délai de 30\u00a0jours.`,
          `Nous pouvons modifier cette politique. La date de la dernière mise à jour figure en haut de cette page.`,
        ],
      },
    ],
  },

  terms: {
    meta: {
      title: `Conditions d’utilisation | ${site.name}`,
      description: `Conditions d’utilisation de ${site.name}\u00a0: contenu informatif, chiffres indicatifs, propriété intellectuelle, disponibilité, liens externes et droit applicable.`,
    },
    title: `Conditions d’utilisation`,
    updated: `Dernière mise à jour\u00a0: 22\u00a0novembre 2026`,
    intro: `Les présentes conditions encadrent l’utilisation du site de ${site.legalName} («\u00a0${site.name}\u00a0»). En consultant le site, vous les acceptez. Nous pouvons les modifier\u00a0: la version en vigueur est celle publiée sur cette page, avec sa date de mise à jour.`,
    sections: [
      {
        heading: `Objet du site`,
        paragraphs: [
          `Ce site présente, à titre informatif, l’application Web et les services professionnels de ${site.name} destinés aux conseillers en sécurité financière et aux agents généraux.`,
          `Il est public et ne requiert aucun compte. Son contenu ne constitue pas un conseil juridique, financier ou en matière de conformité.`,
        ],
      },
      {
        heading: `Descriptions et chiffres indicatifs`,
        paragraphs: [
          `Les descriptions des produits et des services sont fournies à titre indicatif et peuvent évoluer.`,
          `Les chiffres présentés, comme le nombre d’heures économisées par semaine, sont indicatifs. Les résultats réels dépendent de chaque cabinet, de son organisation et de son utilisation de la solution.`,
        ],
      },
      {
        heading: `Propriété intellectuelle`,
        paragraphs: [
          `Le contenu du site (textes, illustrations, logos et mise en page) appartient à ${site.legalName} ou est utilisé avec autorisation.`,
          `Vous pouvez le consulter pour votre usage personnel ou professionnel. Toute autre reproduction ou utilisation exige notre autorisation écrite préalable.`,
        ],
      },
      {
        heading: `Utilisation du formulaire de contact`,
        paragraphs: [
          `Lorsque vous nous écrivez, vous vous engagez à fournir des renseignements exacts et à ne pas utiliser le formulaire de façon abusive, par exemple pour envoyer des messages non sollicités.`,
          `Le nombre d’envois peut être limité pour prévenir les abus. Le traitement de vos renseignements est décrit dans notre politique de confidentialité.`,
        ],
      },
      {
        heading: `Disponibilité du site`,
        paragraphs: [
          `Nous faisons des efforts raisonnables pour garder le site accessible, mais nous ne garantissons pas qu’il sera disponible sans interruption ni exempt d’erreurs.`,
          `Nous pouvons modifier, suspendre ou retirer tout ou partie du site en tout temps.`,
        ],
      },
      {
        heading: `Liens externes`,
        paragraphs: [
          `Le site contient des liens vers nos pages sur des réseaux sociaux. Ces liens mènent à des sites externes, qui ont leurs propres conditions d’utilisation et politiques de confidentialité.`,
          `Nous ne sommes pas responsables du contenu ni des pratiques de ces sites.`,
        ],
      },
      {
        heading: `Responsabilité`,
        paragraphs: [
          `Dans la mesure permise par la loi, ${site.legalName} n’est pas responsable des dommages découlant de l’utilisation du site, de l’impossibilité d’y accéder ou de décisions prises sur la foi de son contenu.`,
        ],
      },
      {
        heading: `Droit applicable`,
        paragraphs: [
          `Ces conditions sont régies par les lois du Québec et les lois du Canada qui s’y appliquent.`,
          `Tout litige relatif au site relève des tribunaux du district judiciaire de Montréal.`,
        ],
      },
      {
        heading: `Nous joindre`,
        paragraphs: [`Pour toute question sur ces conditions, écrivez-nous à ${site.emails.support}.`],
      },
    ],
  },

  cookies: {
    meta: {
      title: `Politique relative aux témoins | ${site.name}`,
      description: `Le site de ${site.name} ne dépose aucun témoin (cookie) et n’utilise aucun traceur tiers. Seule votre préférence de langue reste dans votre navigateur.`,
    },
    title: `Politique relative aux témoins`,
    updated: `Dernière mise à jour\u00a0: 23\u00a0novembre 2026`,
    intro: `Cette politique explique ce que le site de ${site.name} conserve dans votre navigateur. En bref\u00a0: aucun témoin, aucun traceur tiers, seulement votre choix de langue.`,
    sections: [
      {
        heading: `Aucun témoin`,
        paragraphs: [
          `Un témoin (en anglais, «\u00a0cookie\u00a0») est un petit fichier qu’un site enregistre dans votre navigateur. Notre site n’en dépose aucun.`,
        ],
      },
      {
        heading: `Aucun traceur ni service tiers`,
        paragraphs: [
          `Le site n’utilise aucun outil de suivi ou de publicité, ni aucun service tiers.`,
          `Il compte ses visites lui-même, sans témoin et sans rien enregistrer dans votre navigateur\u00a0: après l’affichage d’une page, votre navigateur envoie un court message à notre propre serveur. Ce qui est compté, et ce qui ne l’est pas, est décrit à la section «\u00a0Mesure d’audience sans témoin\u00a0» de notre politique de confidentialité.`,
          `Il ne charge aucun contenu provenant d’autres serveurs, comme des polices, des scripts ou des vidéos externes. Les liens vers nos réseaux sociaux sont de simples liens.`,
        ],
      },
      {
        heading: `Votre préférence de langue`,
        paragraphs: [
          `La seule information que le site conserve dans votre navigateur est votre langue préférée. Elle est enregistrée dans le stockage local du navigateur, sous la clé «\u00a0language\u00a0», avec la valeur «\u00a0fr\u00a0» ou «\u00a0en\u00a0».`,
          `Elle sert uniquement à afficher le site dans la langue choisie. Elle ne quitte jamais votre navigateur\u00a0: elle n’est ni transmise à nos serveurs ni communiquée à qui que ce soit.`,
        ],
      },
      {
        heading: `Effacer cette préférence`,
        paragraphs: [
          `Vous pouvez effacer cette préférence en tout temps en supprimant les données de site dans les paramètres de votre navigateur. Vous pourrez ensuite choisir de nouveau votre langue.`,
        ],
      },
      {
        heading: `Questions`,
        paragraphs: [
          `Pour toute question sur cette politique, écrivez-nous à ${site.emails.privacy}. Pour en savoir plus sur le traitement de vos renseignements personnels, consultez notre politique de confidentialité.`,
        ],
      },
    ],
  },
};
