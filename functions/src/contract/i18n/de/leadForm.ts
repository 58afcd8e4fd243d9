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
  unavailable: {
    title: 'Profil nicht verfügbar',
    message: 'Dieses Profil ist nicht verfügbar. Bitte prüfen Sie den Link oder bitten Sie den Inhaber um einen neuen.',
  },
  captureOff: {
    title: '{{owner}} nimmt gerade keine Kontaktdaten entgegen',
    message: 'Dieses Profil nimmt derzeit keine Kontaktdaten entgegen. Die Kontaktdaten finden Sie aber weiterhin im Profil.',
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
