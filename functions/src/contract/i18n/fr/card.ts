import type english from '../en/card';
import type { Translation } from '../catalogue';

/** La carte publique, en français (vouvoiement). */
export default {
  profile: {
    logoAlt: 'Logo',
    photoAlt: 'Photo de {{name}}',
    role: '{{jobTitle}} chez {{company}}',
    actions: 'Actions',
    saveContact: 'Enregistrer le contact',
    exchangeContact: 'Échanger nos coordonnées',
    bookMeeting: 'Prendre rendez-vous',
    about: 'À propos',
    contact: 'Contact',
    links: 'Liens',
    social: 'Réseaux sociaux',
    qrLabel: 'QR code de cette carte',
    qrCaption: 'Scannez-le pour ouvrir cette carte',
    description: '{{name}} sur Everlink',
  },
  feeds: {
    latestOn: 'Dernières publications sur {{network}}',
    accountOn: '@{{username}} sur {{network}}',
    post: 'Publication {{network}}',
  },
  page: {
    poweredBy: 'Propulsé par {{brand}}',
    title: 'Carte Everlink',
    opening: 'Ouverture de la carte…',
    openFailed: 'Impossible d’ouvrir cette carte',
    whatIsEverlink: 'Qu’est-ce qu’Everlink\u00a0?',
    error: 'Une erreur s’est produite',
  },
  notice: {
    notFound: {
      title: 'Carte introuvable',
      message: 'Nous n’avons pas trouvé cette carte. Vérifiez le lien et réessayez.',
    },
    pageNotFound: { title: 'Page introuvable', message: 'Il n’y a aucune page Everlink à cette adresse.' },
    deactivated: { title: 'Carte désactivée', message: 'Cette carte a été désactivée par son propriétaire.' },
    noProfile: {
      title: 'Carte pas encore associée',
      message: 'Cette carte n’est associée à aucun profil pour le moment.',
      action: 'C’est votre carte\u00a0? Associez-la',
    },
    profileGone: {
      title: 'Profil indisponible',
      message: 'Ce profil est actuellement indisponible. Veuillez réessayer plus tard.',
    },
  },
  owner: {
    yourCard: 'C’est votre carte\u00a0: les visiteurs voient le profil ci-dessous.',
    manage: 'Gérer la carte',
    connect: 'L’associer à un profil',
  },
  activation: {
    title: 'Activez votre carte Everlink',
    signInMessage:
      'Cette carte ({{cardId}}) est nouvelle. Connectez-vous ou créez un compte pour l’associer à votre profil.',
    action: 'Activer cette carte',
    signIn: 'Se connecter pour l’activer',
    createAccount: 'Créer un compte',
    chooseMessage:
      'Cette carte ({{cardId}}) est nouvelle. Choisissez le profil qu’elle ouvre lorsque quelqu’un l’approche de son téléphone ou la scanne.',
    loadingProfiles: 'Chargement de vos profils…',
    noProfile: 'Il vous faut d’abord un profil actif. <a>Configurez votre profil</a>, puis revenez à cette carte.',
    submit: 'Activer la carte',
  },
  setting: {
    title: 'Langue',
    label: 'Langue de la carte',
    auto: 'Langue du visiteur (automatique)',
    hint: 'La langue de votre carte, de votre formulaire de contact et de sa page de remerciement. En mode automatique, chaque visiteur lit la carte dans sa propre langue lorsqu’elle est proposée, sinon en anglais. Ce que vous écrivez vous-même reste tel quel.',
    save: 'Enregistrer la langue',
    saving: 'Enregistrement…',
    saved: 'Langue de la carte enregistrée.',
  },
  indexing: {
    title: 'Moteurs de recherche',
    label: 'Autoriser les moteurs de recherche à afficher ma carte',
    hint: 'Activé, Google et les autres moteurs de recherche peuvent référencer la page de votre profil (/card/@votre-lien) avec votre nom, votre fonction, votre photo et les informations que vous publiez. Désactivé, la page leur demande de ne pas le faire. L’adresse QR de votre carte n’est jamais référencée.',
    save: 'Enregistrer le réglage',
    saving: 'Enregistrement…',
    saved: 'Réglage de recherche enregistré.',
  },
} satisfies Translation<typeof english>;
