import type english from './en';
import type { Translation } from '@contract/i18n/catalogue';

/** Les textes partagés (états, boîtes de dialogue, éléments de formulaire, cadre de l’application), en français (vouvoiement). */
export default {
  pleaseWait: 'Veuillez patienter…',
  loading: 'Chargement…',
  spinner: 'Chargement',
  loadFailed: 'Le chargement a échoué',
  tryAgain: 'Réessayer',
  cancel: 'Annuler',
  goHome: 'Aller à la page d’accueil',
  shell: {
    skipLink: 'Aller au contenu principal',
    homeLabel: 'Accueil Everlink',
    dashboardLabel: 'Tableau de bord Everlink',
    legalNav: 'Informations légales',
    terms: 'Conditions d’utilisation',
    privacy: 'Politique de confidentialité',
    copyright: '© {{year}} Everlink',
    goToDashboard: 'Accéder au tableau de bord',
    signIn: 'Se connecter',
    getStarted: 'Commencer',
    invited:
      'Vous avez reçu une invitation à rejoindre une entreprise sur Everlink. Créez votre compte ou connectez-vous avec l’adresse e-mail à laquelle l’invitation a été envoyée, puis acceptez l’invitation.',
    invitedBy: '{{inviter}} vous invite à rejoindre {{company}} sur Everlink.',
    invitedByCompany: '{{company}} vous invite à rejoindre son équipe sur Everlink.',
    invitedWith:
      'Créez votre compte ou connectez-vous avec {{email}}, l’adresse à laquelle l’invitation a été envoyée.',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    mainNav: 'Principale',
    signOut: 'Se déconnecter',
    signedOut: 'Votre session est fermée.',
    nav: {
      dashboard: 'Tableau de bord',
      profile: 'Profil',
      cards: 'Cartes',
      contacts: 'Contacts',
      eventMode: 'Mode événement',
      integrations: 'Intégrations',
      company: 'Entreprise',
      companyCards: 'Cartes de l’entreprise',
      billing: 'Facturation',
      apiKeys: 'Clés d’API',
      superadmin: 'Super-administration',
    },
  },
  guards: {
    checkingSignIn: 'Vérification de votre connexion…',
    checkingAccess: 'Vérification de votre accès…',
    accessError: 'Impossible de vérifier votre accès',
    superadminOnly: {
      title: 'Réservé aux super-administrateurs',
      heading: 'Vous n’avez pas accès à cet espace',
      about:
        'L’espace de super-administration gère Everlink lui-même\u00a0: tous les utilisateurs, les rôles valables pour tout le produit et les divisions. Il est réservé aux super-administrateurs d’Everlink.',
      ask: 'Si vous avez besoin d’y modifier quelque chose, adressez-vous à un administrateur d’Everlink.',
      back: 'Retour à votre tableau de bord',
    },
  },
  notFound: {
    title: 'Page introuvable',
    heading: 'Cette page n’existe pas',
    body: 'Le lien contient peut-être une faute de frappe, ou la page a été déplacée. Vérifiez l’adresse ou repartez de la page d’accueil.',
  },
  routeError: {
    title: 'Une erreur s’est produite',
    reload: 'Recharger la page',
  },
  premium: {
    badge: 'Premium',
    badgeTitle: 'Premium\u00a0: vous avez un abonnement dans Everlink',
    featureLabel: '{{feature}} est une fonctionnalité Premium',
    featureTitle: '{{feature}} fait partie d’Everlink Premium',
    howTo:
      'Premium est inclus dans un abonnement\u00a0: Pro pour vous-même, ou Teams pour toute votre entreprise, chacun avec un essai gratuit pour commencer.',
    seePlans: 'Voir les offres et passer à Premium',
    company: 'Créer ou rejoindre une entreprise',
  },
  qrCode: {
    download: 'Télécharger le code QR',
  },
  importIssues: {
    caption: 'Lignes avec des erreurs ({{total}}) — corrigez-les dans le fichier, puis importez-le à nouveau',
    row: 'Ligne',
    field: 'Champ',
    problem: 'Problème',
    moreRows: '…et {{more}} autres lignes.',
  },
  /** Asked before leaving a form with unsaved changes. */
  leaveGuard: {
    title: 'Abandonner les modifications ?',
    body: 'Vos modifications sur cette page ne sont pas encore enregistrées. Si vous partez maintenant, elles seront perdues.',
    stay: 'Rester',
    discard: 'Abandonner',
  },
  /** A profile field the person's company manages: shown read-only in the editor. */
  lockedField: {
    managedBy: 'Géré par {{company}}',
  },
} satisfies Translation<typeof english>;
