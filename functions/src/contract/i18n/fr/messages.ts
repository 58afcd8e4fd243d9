import type english from '../en/messages';
import type { Translation } from '../catalogue';

/** Les messages de la spécification (et les nôtres), en français (vouvoiement). */
export default {
  required: 'Ce champ est obligatoire.',
  invalidUrl: 'URL non valide.',
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas. Veuillez réessayer.',
  fileTooLarge: 'Le fichier dépasse 5\u00a0Mo. Veuillez réessayer avec un fichier plus petit.',
  startDateAfterEndDate: 'La date de début ne peut pas être postérieure à la date de fin.',
  startTimeAfterEndTime: 'L’heure de début ne peut pas être postérieure à l’heure de fin.',
  expirationBeforeIssue: 'La date d’expiration ne peut pas être antérieure à la date d’émission.',

  genericError: 'Oups, une erreur s’est produite. Veuillez réessayer.',
  fallbackError: 'Une erreur s’est produite. Veuillez réessayer.',
  unknownError: 'Erreur inconnue',

  resetLinkInvalid: 'Le lien de réinitialisation du mot de passe n’est pas valide.',
  phoneAccountExists: 'Un compte est déjà associé à ce numéro de téléphone.',
  recentLoginRequired: 'Veuillez vous reconnecter avant de continuer.',
  emailInUse: 'Un compte est déjà associé à cette adresse e-mail.',
  emailRegistered: 'Cette adresse e-mail est déjà enregistrée.',
  phoneRegistered: 'Ce numéro de téléphone est déjà enregistré.',
  invalidPassword: 'Mot de passe non valide. Le mot de passe doit comporter au moins 6\u00a0caractères.',
  weakPassword: 'Mot de passe trop faible. Veuillez choisir un mot de passe plus robuste.',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  userNotFound: 'Aucun utilisateur ne correspond à l’identifiant fourni.',
  wrongPassword: 'Le mot de passe saisi est incorrect. Veuillez réessayer.',
  userDisabled: 'Cet utilisateur a été désactivé.',
  invalidPhone: 'Veuillez saisir un numéro de téléphone valide.',
  invalidOtp: 'Code à usage unique non valide',
  emailLinkInvalid: 'Le lien reçu par e-mail n’est pas valide.',

  unauthenticated: 'Veuillez vous connecter pour continuer.',
  forbidden: 'Vous n’avez pas l’autorisation de faire cela.',
  notFound: 'Introuvable.',
  routeNotFound: 'Ce point d’accès de l’API n’existe pas.',
  malformedJson: 'Le corps de la requête n’est pas un JSON valide.',
  invalidId: 'Identifiant non valide.',
  unsupportedFileType: 'Ce type de fichier n’est pas pris en charge.',
  imageUnreadable: 'Impossible de lire cette image. Veuillez essayer un autre fichier.',
  imageTooManyPixels: 'Cette image est trop grande. Veuillez utiliser une image de 24\u00a0mégapixels au maximum.',
  uploadIncomplete: 'Le fichier n’est pas arrivé en entier. Veuillez réessayer.',
  tooManyRequests: 'Trop de requêtes. Veuillez réessayer plus tard.',
  contention: 'Trop de modifications simultanées. Veuillez réessayer.',
} satisfies Translation<typeof english>;
