import type english from './en';
import type { Translation } from '@contract/i18n/catalogue';

/** Die gemeinsamen Texte (Zustände, Dialoge, Formularteile, der Rahmen der App) auf Deutsch (Anrede mit „Sie“). */
export default {
  pleaseWait: 'Bitte warten…',
  loading: 'Wird geladen…',
  spinner: 'Wird geladen',
  loadFailed: 'Das konnte nicht geladen werden',
  tryAgain: 'Erneut versuchen',
  cancel: 'Abbrechen',
  goHome: 'Zur Startseite',
  shell: {
    skipLink: 'Zum Hauptinhalt springen',
    homeLabel: 'Everlink-Startseite',
    dashboardLabel: 'Everlink-Dashboard',
    legalNav: 'Rechtliches',
    terms: 'Nutzungsbedingungen',
    privacy: 'Datenschutzerklärung',
    copyright: '© {{year}} Everlink',
    goToDashboard: 'Zum Dashboard',
    signIn: 'Anmelden',
    getStarted: 'Jetzt starten',
    invited:
      'Sie wurden eingeladen, einem Unternehmen auf Everlink beizutreten. Erstellen Sie Ihr Konto oder melden Sie sich mit der E-Mail-Adresse an, an die die Einladung gesendet wurde und nehmen Sie die Einladung dann an.',
    invitedBy: '{{inviter}} hat Sie eingeladen, {{company}} auf Everlink beizutreten.',
    invitedByCompany: '{{company}} hat Sie eingeladen, dem Team auf Everlink beizutreten.',
    invitedWith:
      'Erstellen Sie Ihr Konto oder melden Sie sich mit {{email}} an, der Adresse, an die die Einladung ging.',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    mainNav: 'Hauptnavigation',
    signOut: 'Abmelden',
    signedOut: 'Sie sind abgemeldet.',
    nav: {
      dashboard: 'Dashboard',
      profile: 'Profil',
      cards: 'Karten',
      contacts: 'Kontakte',
      eventMode: 'Eventmodus',
      integrations: 'Integrationen',
      company: 'Unternehmen',
      companyCards: 'Unternehmenskarten',
      billing: 'Abrechnung',
      apiKeys: 'API-Schlüssel',
      superadmin: 'Superadmin',
    },
  },
  guards: {
    checkingSignIn: 'Ihre Anmeldung wird geprüft…',
    checkingAccess: 'Ihr Zugriff wird geprüft…',
    accessError: 'Ihr Zugriff konnte nicht geprüft werden',
    superadminOnly: {
      title: 'Nur für Superadmins',
      heading: 'Sie haben keinen Zugriff auf diesen Bereich',
      about:
        'Im Superadmin-Bereich wird Everlink selbst verwaltet: alle Nutzer, die produktweiten Rollen und die Abteilungen. Er ist nur Everlink-Superadmins zugänglich.',
      ask: 'Wenn dort etwas geändert werden soll, wenden Sie sich an einen Everlink-Administrator.',
      back: 'Zurück zu Ihrem Dashboard',
    },
  },
  notFound: {
    title: 'Seite nicht gefunden',
    heading: 'Diese Seite gibt es nicht',
    body: 'Der Link ist möglicherweise falsch geschrieben, oder die Seite wurde verschoben. Prüfen Sie die Adresse oder beginnen Sie noch einmal auf der Startseite.',
  },
  routeError: {
    title: 'Etwas ist schiefgelaufen',
    reload: 'Seite neu laden',
  },
  premium: {
    badge: 'Premium',
    badgeTitle: 'Premium: Sie haben einen Tarif in Everlink',
    featureLabel: '{{feature}} ist eine Premium-Funktion',
    featureTitle: '{{feature}} gehört zu Everlink Premium',
    howTo:
      'Premium gibt es mit einem Tarif: Pro für Sie selbst oder Teams für alle in Ihrem Unternehmen, jeweils mit einem kostenlosen Testzeitraum zum Start.',
    seePlans: 'Tarife ansehen und upgraden',
    company: 'Unternehmen einrichten oder beitreten',
  },
  qrCode: {
    download: 'QR-Code herunterladen',
  },
  importIssues: {
    caption: 'Zeilen mit Fehlern ({{total}}) – korrigieren Sie sie in der Datei und importieren Sie die Datei erneut',
    row: 'Zeile',
    field: 'Feld',
    problem: 'Problem',
    moreRows: '…und {{more}} weitere Zeilen.',
  },
  /** Asked before leaving a form with unsaved changes. */
  leaveGuard: {
    title: 'Änderungen verwerfen?',
    body: 'Ihre Änderungen auf dieser Seite sind noch nicht gespeichert. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.',
    stay: 'Bleiben',
    discard: 'Verwerfen',
  },
  /** A profile field the person's company manages: shown read-only in the editor. */
  lockedField: {
    managedBy: 'Verwaltet von {{company}}',
  },
} satisfies Translation<typeof english>;
