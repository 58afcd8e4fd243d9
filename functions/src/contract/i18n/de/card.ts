import type english from '../en/card';
import type { Translation } from '../catalogue';

/** Die öffentliche Karte auf Deutsch (Anrede mit „Sie“). */
export default {
  profile: {
    logoAlt: 'Logo',
    photoAlt: 'Foto von {{name}}',
    role: '{{jobTitle}} bei {{company}}',
    actions: 'Aktionen',
    saveContact: 'Kontakt speichern',
    exchangeContact: 'Kontakt austauschen',
    bookMeeting: 'Termin buchen',
    about: 'Über mich',
    contact: 'Kontakt',
    links: 'Links',
    social: 'Soziale Netzwerke',
    qrLabel: 'QR-Code für diese Karte',
    qrCaption: 'Scannen Sie den Code, um diese Karte zu öffnen',
    description: '{{name}} auf Everlink',
  },
  feeds: {
    latestOn: 'Neu auf {{network}}',
    accountOn: '@{{username}} auf {{network}}',
    post: '{{network}}-Beitrag',
  },
  page: {
    poweredBy: 'Bereitgestellt von {{brand}}',
    title: 'Everlink-Karte',
    opening: 'Karte wird geöffnet…',
    openFailed: 'Diese Karte konnte nicht geöffnet werden',
    whatIsEverlink: 'Was ist Everlink?',
    error: 'Etwas ist schiefgelaufen',
  },
  notice: {
    notFound: {
      title: 'Karte nicht gefunden',
      message: 'Wir konnten diese Karte nicht finden. Bitte prüfen Sie den Link und versuchen Sie es erneut.',
    },
    pageNotFound: { title: 'Seite nicht gefunden', message: 'Unter dieser Adresse gibt es keine Everlink-Seite.' },
    deactivated: { title: 'Karte nicht mehr aktiv', message: 'Diese Karte wurde von ihrem Inhaber deaktiviert.' },
    noProfile: {
      title: 'Karte noch nicht verknüpft',
      message: 'Diese Karte ist derzeit mit keinem Profil verknüpft.',
      action: 'Ist das Ihre Karte? Jetzt verknüpfen',
    },
    profileGone: {
      title: 'Profil nicht verfügbar',
      message: 'Dieses Profil ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
    },
  },
  owner: {
    yourCard: 'Das ist Ihre Karte: Besucher sehen das Profil unten.',
    manage: 'Karte verwalten',
    connect: 'Mit einem Profil verknüpfen',
  },
  activation: {
    title: 'Aktivieren Sie Ihre Everlink-Karte',
    signInMessage:
      'Diese Karte ({{cardId}}) ist neu. Melden Sie sich an oder erstellen Sie ein Konto, um sie mit Ihrem Profil zu verknüpfen.',
    action: 'Diese Karte aktivieren',
    signIn: 'Zum Aktivieren anmelden',
    createAccount: 'Konto erstellen',
    chooseMessage:
      'Diese Karte ({{cardId}}) ist neu. Wählen Sie das Profil, das sie öffnet, wenn jemand sie an sein Telefon hält oder scannt.',
    loadingProfiles: 'Ihre Profile werden geladen…',
    noProfile:
      'Sie benötigen zuerst ein aktives Profil. <a>Richten Sie Ihr Profil ein</a> und kehren Sie dann zu dieser Karte zurück.',
    submit: 'Karte aktivieren',
  },
  setting: {
    title: 'Sprache',
    label: 'Sprache der Karte',
    auto: 'Sprache des Besuchers (automatisch)',
    hint: 'Die Sprache Ihrer Karte, Ihres Kontaktformulars und der Dankesseite. Bei „automatisch“ sieht jeder Besucher seine eigene Sprache, sofern die Karte sie anbietet, sonst Englisch. Was Sie selbst geschrieben haben, bleibt unverändert.',
    save: 'Sprache speichern',
    saving: 'Wird gespeichert…',
    saved: 'Sprache der Karte gespeichert.',
  },
  indexing: {
    title: 'Suchmaschinen',
    label: 'Suchmaschinen dürfen meine Karte zeigen',
    hint: 'Eingeschaltet dürfen Google und andere Suchmaschinen die Seite Ihres Profils (/card/@ihr-link) mit Ihrem Namen, Ihrer Position, Ihrem Foto und den veröffentlichten Angaben listen. Ausgeschaltet bittet die Seite sie, das nicht zu tun. Die QR-Adresse Ihrer Karte wird nie gelistet.',
    save: 'Sucheinstellung speichern',
    saving: 'Wird gespeichert…',
    saved: 'Sucheinstellung gespeichert.',
  },
} satisfies Translation<typeof english>;
