import type { BookingText } from "#common/admin/content/types/booking.ts";

export const booking: BookingText = {
  meetings: {
    title: "Rendez-vous",
    intro:
      "Les démonstrations réservées sur le site, par membre de l’équipe. L’annulation avise le visiteur par courriel.",
    filters: {
      label: "Filtrer les rendez-vous",
      staff: "Membre de l’équipe",
      everyone: "Toute l’équipe",
      when: "Période",
      upcoming: "À venir",
      past: "Passés",
      show: "Afficher",
    },
    columns: {
      when: "Date et heure",
      visitor: "Visiteur",
      company: "Cabinet",
      staff: "Avec",
      status: "État",
      actions: "Actions",
    },
    status: { booked: "Réservé", cancelled: "Annulé", no_show: "Absent" },
    none: "Aucun rendez-vous pour ce choix.",
    cancel: "Annuler",
    noShow: "Marquer absent",
    cancelled: "Rendez-vous annulé\u00a0; le visiteur en est avisé par courriel.",
    markedNoShow: "Rendez-vous marqué comme absence.",
    notAllowed: "Seuls le membre attitré et les administrateurs peuvent modifier ce rendez-vous.",
  },
  availability: {
    title: "Disponibilités",
    intro: "Les heures où l’on peut réserver une démonstration avec vous (heure de l’Est), et vos congés.",
    otherMember: "Vous consultez les réglages de {email}\u00a0: sur cette page, «\u00a0vous\u00a0» désigne ce membre.",
    member: "Membre de l’équipe",
    show: "Afficher",
    defaults:
      "Aucune heure n’est encore enregistrée\u00a0: les heures par défaut s’appliquent (du lundi au vendredi, de 9\u00a0h à 17\u00a0h).",
    hoursTitle: "Heures de la semaine",
    works: "Disponible",
    from: "De",
    to: "À",
    weekdays: ["Dimanche", "Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi"],
    save: "Enregistrer les heures",
    saved: "Heures enregistrées.",
    timeOffTitle: "Congés",
    timeOffIntro: "Aucun rendez-vous n’est offert avec vous pendant ces journées.",
    firstDay: "Premier jour",
    lastDay: "Dernier jour",
    addTimeOff: "Ajouter le congé",
    timeOffAdded: "Congé ajouté.",
    invalidTimeOff: "Le dernier jour doit suivre ou égaler le premier.",
    stale:
      "Quelqu’un a enregistré ces heures depuis que vous avez ouvert cette page, et vos changements n’ont pas été enregistrés. Ils sont restés dans le formulaire\u00a0: enregistrez de nouveau pour remplacer ce qui a été enregistré entre-temps.",
    staleCurrent: "Voir plutôt les réglages actuels (vos changements seront perdus).",
    noTimeOff: "Aucun congé à venir.",
    remove: "Retirer",
    removed: "Congé retiré.",
    until: "au",
  },
  calendarScreen: {
    title: "Calendriers",
    intro:
      "Les calendriers que vous utilisez vraiment, lus toutes les 5\u00a0minutes\u00a0: leurs plages occupées ne sont pas offertes aux visiteurs. Un calendrier qui n’a pas été lu depuis une heure retire toutes vos plages jusqu’à sa prochaine lecture.",
    help: {
      title: "Où trouver l’adresse de votre calendrier",
      services: [
        {
          name: "Outlook sur le Web (Microsoft 365)",
          steps: [
            "Ouvrez Paramètres (la roue dentée), puis Calendrier, puis Calendriers partagés.",
            "Sous « Publier un calendrier », choisissez votre calendrier et la permission « Peut afficher quand je suis occupé » : elle montre vos plages occupées, jamais le titre ni les détails de vos rendez-vous.",
            "Cliquez sur Publier, puis copiez le lien ICS (pas le lien HTML) et collez-le dans le champ ci-dessous.",
          ],
        },
        {
          name: "Outlook pour Windows",
          steps: [
            "Nouvel Outlook : Paramètres, Calendrier, Calendriers partagés, puis « Publier un calendrier », comme sur le Web.",
            "Outlook classique : onglet Accueil, Publier en ligne, puis « Publier ce calendrier » ; la page de publication d’Outlook sur le Web s’ouvre.",
            "Choisissez la permission « Peut afficher quand je suis occupé », cliquez sur Publier et copiez le lien ICS.",
          ],
        },
        {
          name: "Google Agenda",
          steps: [
            "Sur un ordinateur, ouvrez Paramètres (la roue dentée), puis, à gauche, sous « Paramètres de mes agendas », votre agenda.",
            "Dans « Intégrer l’agenda », copiez l’« Adresse secrète au format iCal » (pas l’adresse publique, qui ne marche que pour un agenda rendu public).",
          ],
        },
        {
          name: "iCloud (Apple)",
          steps: [
            "Sur account.apple.com, dans Connexion et sécurité, créez un mot de passe pour app.",
            "Adresse : https://caldav.icloud.com ; nom d’utilisateur : l’adresse courriel de votre compte Apple ; mot de passe : le mot de passe pour app.",
          ],
        },
        {
          name: "Fastmail, Nextcloud ou un autre serveur CalDAV",
          steps: [
            "Collez l’adresse CalDAV que donne votre service, puis votre nom d’utilisateur et un mot de passe d’application dans leurs champs.",
          ],
        },
      ],
    },
    none: "Aucun calendrier connecté\u00a0: seuls vos heures et vos congés comptent.",
    url: "Adresse du calendrier",
    urlHint:
      "Une adresse .ics publiée ou une adresse CalDAV. Elle est lue aussitôt, conservée chiffrée et n’est plus jamais affichée.",
    username: "Nom d’utilisateur CalDAV",
    password: "Mot de passe d’application CalDAV",
    credentialsHint:
      "Seulement pour un compte CalDAV (iCloud, Fastmail, Nextcloud) ; laissez vide pour une adresse .ics.",
    notConnected: "Le calendrier n’a pas été connecté :",
    connect: "Connecter le calendrier",
    connected: "Calendrier connecté et lu.",
    removed: "Calendrier retiré.",
    remove: "Retirer",
    kinds: { ics: "ICS publié", caldav: "CalDAV" },
    lastRead: "Lu le {when}",
    neverRead: "Jamais lu",
    events: "{count}\u00a0événements",
    readOk: "Lu sans erreur.",
    lastError: "Dernier essai échoué\u00a0: {reason}",
    withheld:
      "Un calendrier n’a pas été lu depuis une heure\u00a0: aucune plage n’est offerte avec ce membre jusqu’à sa prochaine lecture.",
    staleTitle: "Calendriers non lus depuis une heure",
    staleIntro: "Aucune plage n’est offerte avec ces membres jusqu’à la prochaine lecture de leurs calendriers\u00a0:",
    staleMember: "{email}, lu le {when}",
    staleNever: "{email}, jamais lu",
    feedTitle: "Flux de calendrier privé",
    feedIntro:
      "Abonnez-vous à cette adresse dans Outlook, Google ou Apple Calendrier pour voir les rendez-vous pris avec vous. Quiconque la possède peut les lire\u00a0: gardez-la pour vous.",
    feedNone: "Pas encore d’adresse de flux.",
    feedMade:
      "Adresse créée le {when}. Elle n’est affichée qu’une fois\u00a0; si vous l’avez perdue, créez-en une nouvelle\u00a0: l’ancienne cesse aussitôt de fonctionner.",
    feedMake: "Créer l’adresse du flux",
    feedRenew: "Renouveler l’adresse du flux",
    feedShown: "La nouvelle adresse du flux. Copiez-la maintenant\u00a0: elle ne sera plus affichée.",
    feedLabel: "Adresse du flux",
  },
  calendars: {
    errors: {
      badUrl: "Donnez une adresse qui commence par https:// (ou webcal://).",
      notCalDav:
        "Aucun calendrier n’a été trouvé à cette adresse. Copiez le lien ICS publié (voir l’aide au-dessus du champ) ou, pour un compte CalDAV, l’adresse CalDAV avec votre nom d’utilisateur et votre mot de passe.",
      privateNetwork:
        "Cette adresse n’est pas permise\u00a0: elle mène à un réseau privé. Donnez l’adresse que votre service de calendrier publie sur Internet.",
      port: "Cette adresse n’est pas permise\u00a0: les calendriers ne sont lus que sur les ports habituels du Web (80 et 443). Retirez le port de l’adresse.",
      unreachable: "Le serveur du calendrier ne répond pas. Vérifiez l’adresse.",
      timeout: "Le serveur du calendrier a mis trop de temps à répondre.",
      unauthorized:
        "Le serveur du calendrier refuse le nom d’utilisateur ou le mot de passe. Vérifiez-les, et utilisez un mot de passe d’application plutôt que votre mot de passe habituel.",
      notFound: "Aucun calendrier à cette adresse (404). Sa publication a peut-être été arrêtée ou renouvelée.",
      httpError: "Le serveur du calendrier a répondu par une erreur ({detail}).",
      notCalendar:
        "Cette adresse donne une page Web, pas un calendrier. Copiez l’adresse ICS (qui finit souvent par .ics), pas celle de la page.",
      tooLarge: "Ce calendrier dépasse {detail}\u00a0Mo\u00a0; il n’a pas été lu.",
      malformed: "Ce calendrier est mal formé et n’a pas pu être lu.",
      noCalendar: "Aucun calendrier d’événements n’a été trouvé dans ce compte CalDAV.",
      tooManyEvents:
        "Ce calendrier compte plus de {detail}\u00a0événements autour des dates offertes aux visiteurs\u00a0; il n’a donc pas été utilisé. Connectez le calendrier que vous utilisez vraiment, ou publiez-le sans son passé.",
      tooManyOccurrences:
        "Les événements répétés de ce calendrier font plus de {detail}\u00a0occurrences (un événement répété chaque minute, par exemple)\u00a0; il n’a donc pas été utilisé. Supprimez ou corrigez cet événement dans votre calendrier.",
      tooSlow:
        "La lecture de ce calendrier a pris plus de {detail}\u00a0secondes\u00a0; il n’a donc pas été utilisé. Il est trop volumineux, ou ses événements se répètent trop souvent\u00a0: connectez le calendrier que vous utilisez vraiment.",
      tooMuchMemory:
        "La lecture de ce calendrier a demandé plus de {detail}\u00a0Mo de mémoire\u00a0; il n’a donc pas été utilisé. Connectez le calendrier que vous utilisez vraiment, ou publiez-le sans son passé.",
    },
    feed: {
      name: "Démos Sobrita",
      summary: "{type} – {name}, {company}",
      video: "Vidéoconférence\u00a0: {link}",
      lead: "Fiche dans l’espace équipe\u00a0: {link}",
      notFound: "Aucun calendrier à cette adresse\u00a0; elle a peut-être été renouvelée.",
    },
  },
  staffProfile: {
    title: "Ce que voient les visiteurs",
    intro:
      "Votre prénom et votre salle de vidéoconférence figurent sur la page du rendez-vous, dans le courriel et dans l’invitation.",
    firstName: "Prénom affiché aux visiteurs",
    firstNameHint: "Celui donné à la création du compte. Laissé vide, le prénom est tiré de l’adresse courriel.",
    videoUrl: "Lien de votre salle de vidéoconférence",
    videoUrlHint:
      "L’adresse de votre salle personnelle Teams, Zoom ou Google Meet, commençant par https://. Laissée vide, le lien de l’entreprise s’applique.",
    invalidVideoUrl: "Le lien de vidéoconférence doit être une adresse complète commençant par https://.",
    stale:
      "Quelqu’un a enregistré ce profil depuis que vous avez ouvert cette page, et vos changements n’ont pas été enregistrés. Ils sont restés dans le formulaire\u00a0: enregistrez de nouveau pour remplacer ce qui a été enregistré entre-temps.",
    takesDemos: "Je prends des démonstrations",
    takesDemosHint: "Décochez pour ne plus être proposé aux visiteurs. Les rendez-vous déjà pris restent.",
    notOffered: "Ce membre n’est pas proposé aux visiteurs.",
    save: "Enregistrer le profil",
    saved: "Profil enregistré.",
    invalidDayHours: "{day}\u00a0: l’heure de fin doit suivre l’heure de début.",
    setupFirstName: "Votre prénom",
    setupFirstNameHint: "Les visiteurs qui réservent une démonstration avec vous le verront.",
    setupFirstNameMissing: "Indiquez votre prénom.",
  },
  meetingTypes: {
    title: "Types de rencontres",
    intro:
      "Ce que les visiteurs peuvent réserver. La démonstration est offerte sur la page de rendez-vous\u00a0; les autres types, par leur propre lien.",
    link: "Lien de réservation\u00a0:",
    isDefault: "Type par défaut\u00a0: toujours offert.",
    nameFr: "Nom en français",
    nameEn: "Nom en anglais",
    minutes: "Durée (minutes)",
    buffer: "Temps libre gardé avant et après (minutes)",
    notice: "Préavis minimal (minutes)",
    horizon: "Réservable jusqu’à (jours à l’avance)",
    active: "Offert aux visiteurs",
    activeHint: "Un type retiré n’est plus offert\u00a0; ses rendez-vous déjà pris restent.",
    who: "Qui peut le prendre",
    whoHint: "Si personne n’est coché\u00a0: chaque membre qui prend des démonstrations.",
    questions: "Questions supplémentaires",
    save: "Enregistrer",
    saved: "Type de rencontre enregistré.",
    invalid: "Ce type de rencontre n’a pas été enregistré. Corrigez ces champs\u00a0:",
    errors: {
      nameFr: "Un nom en français de 1 à 80\u00a0caractères.",
      nameEn: "Un nom en anglais de 1 à 80\u00a0caractères.",
      minutes: "Une durée de 10 à 240\u00a0minutes, en chiffres.",
      bufferMinutes: "De 0 à 120\u00a0minutes, en chiffres.",
      noticeMinutes: "De 0 à 20\u00a0160\u00a0minutes (deux semaines), en chiffres.",
      horizonDays: "De 1 à 365\u00a0jours, en chiffres.",
      staffNotHost:
        "Cochez seulement des membres qui prennent des rendez-vous\u00a0: un compte de rédaction, désactivé ou qui ne prend plus de démonstrations n’a aucune heure à offrir, et les visiteurs ne pourraient pas réserver ce type avec lui. Rechargez la page pour voir la liste à jour.",
      staffNone:
        "Aucun membre ne prend de rendez-vous en ce moment\u00a0: ce type ne serait offert à aucune heure. Un membre doit d’abord cocher «\u00a0Je prends des démonstrations\u00a0» dans ses disponibilités.",
      questions:
        "Chaque question doit avoir son libellé en français et en anglais, de 200\u00a0caractères au plus, sur une seule ligne.",
    },
    stale:
      "Quelqu’un a enregistré ce type de rencontre depuis que vous avez ouvert cette page, et vos changements n’ont pas été enregistrés. Ils sont restés dans le formulaire\u00a0: enregistrez de nouveau pour remplacer ce qui a été enregistré entre-temps.",
    staleCurrent: "Voir plutôt les réglages actuels (vos changements seront perdus).",
    questionRows: {
      hint: "Jusqu’à 5\u00a0questions, posées sur le formulaire de réservation\u00a0; le visiteur peut ne pas y répondre (500\u00a0caractères au plus). Videz une ligne pour retirer sa question.",
      row: "Question {n}",
      fr: "En français",
      en: "En anglais",
    },
  },
};
