import type english from '../en/leadForm';
import type { Translation } from '../catalogue';

/** Das öffentliche Kontaktformular und seine Dankesseite auf Deutsch (Anrede mit „Sie“). */
export default {
  page: {
    title: 'Teilen Sie Ihre Kontaktdaten',
    titleFor: 'Teilen Sie Ihre Kontaktdaten mit {{owner}}',
    opening: 'Formular wird geöffnet…',
    openFailed: 'Dieses Formular konnte nicht geöffnet werden',
    intro: 'Hinterlassen Sie Ihren Namen und wie Sie erreichbar sind, damit {{owner}} sich bei Ihnen melden kann.',
    role: '{{jobTitle}} bei {{company}}',
    whatIsEverlink: 'Was ist Everlink?',
  },
  serverPage: {
    back: 'Zurück zur Karte von {{owner}}',
    notSent: 'Ihre Angaben wurden noch nicht gesendet. Bitte prüfen Sie die markierten Felder.',
    reachRequired: 'Geben Sie eine E-Mail-Adresse oder eine Telefonnummer ein.',
    needsScript:
      'Dieses Formular braucht kurz JavaScript, um ohne Rätsel zu prüfen, dass ein Mensch es sendet. Schalten Sie JavaScript ein und senden Sie es erneut, oder speichern Sie stattdessen den Kontakt von {{owner}}.',
    wait: 'Bitte warten Sie einen Moment und senden Sie das Formular dann erneut.',
    expired: 'Dieses Formular ist abgelaufen. Bitte laden Sie die Seite neu und senden Sie es erneut.',
    used: 'Dieses Formular wurde bereits gesendet. Bitte laden Sie die Seite neu, um es erneut zu senden.',
    dayFull:
      '{{owner}} kann heute keine weiteren Kontaktdaten annehmen. Versuchen Sie es morgen erneut, oder speichern Sie stattdessen den Kontakt von {{owner}}.',
    erased: 'Ihre Angaben wurden gelöscht',
  },
  unavailable: {
    title: 'Profil nicht verfügbar',
    message: 'Dieses Profil ist nicht verfügbar. Bitte prüfen Sie den Link oder bitten Sie den Inhaber um einen neuen.',
  },
  captureOff: {
    title: '{{owner}} nimmt gerade keine Kontaktdaten entgegen',
    message:
      'Dieses Profil nimmt derzeit keine Kontaktdaten entgegen. Die Kontaktdaten finden Sie aber weiterhin im Profil.',
    viewProfile: 'Profil von {{owner}} ansehen',
  },
  form: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    reachHint: 'Eine E-Mail-Adresse oder eine Telefonnummer, damit {{owner}} Sie erreichen kann.',
    email: 'E-Mail',
    phone: 'Telefon',
    company: 'Unternehmen',
    jobTitle: 'Position',
    note: 'Nachricht',
    noteHint: 'Optional: wo Sie sich kennengelernt haben oder worüber Sie sprechen möchten.',
    honeypot: 'Website',
    consent: 'Ich bin damit einverstanden, meine Kontaktdaten mit {{owner}} zu teilen und dazu kontaktiert zu werden.',
    send: 'Meine Kontaktdaten senden',
    sending: 'Wird gesendet…',
    finePrint: 'Nur {{owner}} sieht, was Sie senden. Sie können jederzeit um die Löschung bitten.',
  },
  thanks: {
    title: 'Vielen Dank!',
    sent: 'Ihre Kontaktdaten wurden an {{owner}} gesendet. Sie erhalten bald eine Rückmeldung.',
    keep: 'Speichern Sie auch die Kontaktdaten von {{owner}}, damit Sie sie griffbereit haben, wenn man sich bei Ihnen meldet.',
    save: 'Kontakt von {{owner}} speichern',
    toast: 'Ihre Kontaktdaten wurden an {{owner}} gesendet.',
  },
  erasure: {
    title: 'Haben Sie es sich anders überlegt?',
    explain:
      'Sie können die soeben gesendeten Daten jetzt löschen lassen. {{owner}} erhält einen Hinweis auf Ihre Anfrage. Diese Möglichkeit gibt es nur auf dieser Seite – entscheiden Sie sich also, bevor Sie sie verlassen.',
    delete: 'Meine Daten löschen',
    deleting: 'Wird gelöscht…',
    done: 'Ihre Daten wurden gelöscht und {{owner}} wurde benachrichtigt. Was Sie gesendet haben, ist dort nicht mehr sichtbar.',
    linkInvalid: 'Dieser Link ist nicht mehr gültig: Die Daten wurden möglicherweise bereits gelöscht.',
    toast: 'Ihre Daten wurden gelöscht.',
  },
} satisfies Translation<typeof english>;
