import type english from '../en/leadForm';
import type { Translation } from '../catalogue';

/** Le formulaire de contact public et sa page de remerciement, en français (vouvoiement). */
export default {
  page: {
    title: 'Partagez vos coordonnées',
    titleFor: 'Partagez vos coordonnées avec {{owner}}',
    opening: 'Ouverture du formulaire…',
    openFailed: 'Impossible d’ouvrir ce formulaire',
    intro: 'Laissez votre nom et un moyen de vous joindre, et {{owner}} pourra vous recontacter.',
    role: '{{jobTitle}} chez {{company}}',
    whatIsEverlink: 'Qu’est-ce qu’Everlink\u00a0?',
  },
  serverPage: {
    back: 'Retour à la carte de {{owner}}',
    notSent: "Vos coordonnées n'ont pas encore été envoyées. Vérifiez ce qui est signalé ci-dessous.",
    reachRequired: 'Saisissez une adresse e-mail ou un numéro de téléphone.',
    needsScript:
      "Ce formulaire a besoin de JavaScript un instant pour vérifier qu'une personne l'envoie, sans énigme à résoudre. Activez JavaScript et renvoyez-le, ou enregistrez plutôt le contact de {{owner}}.",
    wait: 'Patientez un instant, puis renvoyez le formulaire.',
    expired: 'Ce formulaire a expiré. Rechargez la page et renvoyez-le.',
    used: 'Ce formulaire a déjà été envoyé. Rechargez la page pour le renvoyer.',
    dayFull:
      "{{owner}} ne peut plus recevoir de coordonnées aujourd'hui. Réessayez demain, ou enregistrez plutôt le contact de {{owner}}.",
    erased: 'Vos coordonnées ont été supprimées',
  },
  unavailable: {
    title: 'Profil indisponible',
    message: 'Ce profil n’est pas disponible. Vérifiez le lien ou demandez-en un nouveau à son propriétaire.',
  },
  captureOff: {
    title: '{{owner}} ne reçoit pas de coordonnées pour le moment',
    message:
      'Ce profil n’accepte pas de coordonnées pour le moment. Vous trouverez toutefois ses coordonnées sur son profil.',
    viewProfile: 'Voir le profil de {{owner}}',
  },
  form: {
    firstName: 'Prénom',
    lastName: 'Nom',
    reachHint: 'Une adresse e-mail ou un numéro de téléphone, pour que {{owner}} puisse vous joindre.',
    email: 'E-mail',
    phone: 'Téléphone',
    company: 'Entreprise',
    jobTitle: 'Fonction',
    note: 'Message',
    noteHint: 'Facultatif\u00a0: où vous vous êtes rencontrés, ou ce dont vous aimeriez parler.',
    honeypot: 'Site web',
    consent: 'J’accepte de partager mes coordonnées avec {{owner}}, qui pourra me contacter à leur sujet.',
    send: 'Envoyer mes coordonnées',
    sending: 'Envoi en cours…',
    finePrint:
      'Ce que vous envoyez n’est visible que par {{owner}}. Vous pouvez lui demander de le supprimer à tout moment.',
  },
  thanks: {
    title: 'Merci\u00a0!',
    sent: 'Vos coordonnées ont été envoyées à {{owner}}, qui vous recontactera.',
    keep: 'Enregistrez aussi les coordonnées de {{owner}}\u00a0: vous les aurez sous la main au moment où l’on vous recontactera.',
    save: 'Enregistrer le contact de {{owner}}',
    toast: 'Vos coordonnées ont été envoyées à {{owner}}.',
  },
  erasure: {
    title: 'Vous avez changé d’avis\u00a0?',
    explain:
      'Vous pouvez faire supprimer dès maintenant les coordonnées que vous venez d’envoyer. {{owner}} recevra une notification de votre demande. Ce choix n’est proposé que sur cette page\u00a0: décidez avant de la quitter.',
    delete: 'Supprimer mes coordonnées',
    deleting: 'Suppression en cours…',
    done: 'Vos coordonnées ont été supprimées et {{owner}} en a été notifié. Ce que vous avez envoyé n’est plus visible.',
    linkInvalid: 'Ce lien n’est plus valide\u00a0: les coordonnées ont peut-être déjà été supprimées.',
    toast: 'Vos coordonnées ont été supprimées.',
  },
} satisfies Translation<typeof english>;
