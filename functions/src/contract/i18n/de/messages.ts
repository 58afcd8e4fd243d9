import type english from '../en/messages';
import type { Translation } from '../catalogue';

/** Die Meldungen der Spezifikation (und unsere eigenen) auf Deutsch (Anrede mit „Sie“). */
export default {
  required: 'Dieses Feld ist erforderlich.',
  invalidUrl: 'Ungültige URL.',
  passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein. Bitte versuchen Sie es erneut.',
  fileTooLarge: 'Die Datei ist größer als 5 MB. Bitte versuchen Sie es mit einer kleineren Datei erneut.',
  startDateAfterEndDate: 'Das Startdatum darf nicht nach dem Enddatum liegen.',
  startTimeAfterEndTime: 'Die Startzeit darf nicht nach der Endzeit liegen.',
  expirationBeforeIssue: 'Das Ablaufdatum darf nicht vor dem Ausstellungsdatum liegen.',

  genericError: 'Hoppla, ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  fallbackError: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  unknownError: 'Unbekannter Fehler',

  resetLinkInvalid: 'Der Link zum Zurücksetzen des Passworts ist ungültig.',
  phoneAccountExists: 'Mit dieser Telefonnummer ist bereits ein Konto verknüpft.',
  recentLoginRequired: 'Bitte melden Sie sich erneut an, bevor Sie fortfahren.',
  emailInUse: 'Mit dieser E-Mail-Adresse ist bereits ein Konto verknüpft.',
  emailRegistered: 'Diese E-Mail-Adresse ist bereits registriert.',
  phoneRegistered: 'Diese Telefonnummer ist bereits registriert.',
  invalidPassword: 'Ungültiges Passwort. Das Passwort muss mindestens 6 Zeichen lang sein.',
  weakPassword: 'Das Passwort ist zu schwach. Bitte geben Sie ein sichereres Passwort ein.',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  userNotFound: 'Zu dieser Kennung gibt es keinen Benutzer.',
  wrongPassword: 'Das eingegebene Passwort ist falsch. Bitte versuchen Sie es erneut.',
  userDisabled: 'Dieser Benutzer wurde deaktiviert.',
  invalidPhone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  invalidOtp: 'Ungültiger Einmalcode',
  emailLinkInvalid: 'Der Link in der E-Mail ist ungültig.',

  unauthenticated: 'Bitte melden Sie sich an, um fortzufahren.',
  forbidden: 'Dazu sind Sie nicht berechtigt.',
  notFound: 'Nicht gefunden.',
  routeNotFound: 'Diesen API-Endpunkt gibt es nicht.',
  malformedJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  invalidId: 'Ungültige ID.',
  unsupportedFileType: 'Dieser Dateityp wird nicht unterstützt.',
  imageUnreadable: 'Dieses Bild konnte nicht gelesen werden. Bitte versuchen Sie es mit einer anderen Datei.',
  imageTooManyPixels: 'Dieses Bild ist zu groß. Bitte verwenden Sie ein Bild mit höchstens 24 Megapixeln.',
  uploadIncomplete: 'Der Upload ist nicht vollständig angekommen. Bitte versuchen Sie es erneut.',
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  contention: 'Zu viele gleichzeitige Änderungen. Bitte versuchen Sie es erneut.',
} satisfies Translation<typeof english>;
