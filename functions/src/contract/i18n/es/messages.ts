import type english from '../en/messages';
import type { Translation } from '../catalogue';

/** Los mensajes de la especificación (y los nuestros), en español (trato de usted). */
export default {
  required: 'Este campo es obligatorio.',
  invalidUrl: 'URL no válida.',
  passwordsDoNotMatch: 'Las contraseñas no coinciden. Inténtelo de nuevo.',
  fileTooLarge: 'El archivo supera los 5 MB. Inténtelo de nuevo con un archivo más pequeño.',
  startDateAfterEndDate: 'La fecha de inicio no puede ser posterior a la fecha de finalización.',
  startTimeAfterEndTime: 'La hora de inicio no puede ser posterior a la hora de finalización.',
  expirationBeforeIssue: 'La fecha de vencimiento no puede ser anterior a la fecha de emisión.',

  genericError: 'Vaya, se ha producido un error. Inténtelo de nuevo.',
  fallbackError: 'Algo salió mal. Inténtelo de nuevo.',
  unknownError: 'Error desconocido',

  resetLinkInvalid: 'El enlace para restablecer la contraseña no es válido.',
  phoneAccountExists: 'Ya existe una cuenta asociada a este teléfono.',
  recentLoginRequired: 'Debe volver a iniciar sesión antes de continuar.',
  emailInUse: 'Ya existe una cuenta asociada a este correo electrónico.',
  emailRegistered: 'Este correo electrónico ya está registrado.',
  phoneRegistered: 'Este número de teléfono ya está registrado.',
  invalidPassword: 'Contraseña no válida. La contraseña debe tener al menos 6 caracteres.',
  weakPassword: 'Contraseña poco segura. Introduzca una contraseña más segura.',
  invalidEmail: 'Introduzca un correo electrónico válido.',
  userNotFound: 'No hay ningún usuario que corresponda al identificador indicado.',
  wrongPassword: 'La contraseña introducida no es correcta. Inténtelo de nuevo.',
  userDisabled: 'Este usuario ha sido deshabilitado.',
  invalidPhone: 'Introduzca un número de teléfono válido.',
  invalidOtp: 'Código de un solo uso no válido',
  emailLinkInvalid: 'El enlace del correo electrónico no es válido.',

  unauthenticated: 'Inicie sesión para continuar.',
  forbidden: 'No tiene permiso para hacer esto.',
  notFound: 'No encontrado.',
  routeNotFound: 'Esta ruta de la API no existe.',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
  invalidId: 'Identificador no válido.',
  unsupportedFileType: 'Este tipo de archivo no es compatible.',
  imageUnreadable: 'No se pudo leer esta imagen. Pruebe con otro archivo.',
  imageTooManyPixels: 'Esta imagen es demasiado grande. Use una imagen de 24 megapíxeles como máximo.',
  uploadIncomplete: 'El archivo no llegó completo. Inténtelo de nuevo.',
  tooManyRequests: 'Demasiadas solicitudes. Inténtelo de nuevo más tarde.',
  contention: 'Demasiados cambios a la vez. Inténtelo de nuevo.',
} satisfies Translation<typeof english>;
