import type english from '../en/leadForm';
import type { Translation } from '../catalogue';

/** El formulario de contacto público y su página de agradecimiento, en español (trato de usted). */
export default {
  page: {
    title: 'Comparta sus datos',
    titleFor: 'Comparta sus datos con {{owner}}',
    opening: 'Abriendo el formulario…',
    openFailed: 'No se pudo abrir este formulario',
    intro: 'Deje su nombre y cómo contactarle, y {{owner}} podrá responderle.',
    role: '{{jobTitle}} en {{company}}',
    whatIsEverlink: '¿Qué es Everlink?',
  },
  serverPage: {
    back: 'Volver a la tarjeta de {{owner}}',
    notSent: 'Sus datos aún no se han enviado. Revise lo que está marcado abajo.',
    reachRequired: 'Indique un correo electrónico o un número de teléfono.',
    needsScript:
      'Este formulario necesita JavaScript un momento para comprobar que lo envía una persona, sin acertijos. Active JavaScript y envíelo de nuevo, o guarde el contacto de {{owner}}.',
    wait: 'Espere un momento y vuelva a enviar el formulario.',
    expired: 'Este formulario ha caducado. Recargue la página y envíelo de nuevo.',
    used: 'Este formulario ya se envió. Recargue la página para enviarlo de nuevo.',
    dayFull:
      '{{owner}} no puede recibir más datos de contacto hoy. Inténtelo mañana, o guarde el contacto de {{owner}}.',
    erased: 'Sus datos se han eliminado',
  },
  unavailable: {
    title: 'Perfil no disponible',
    message: 'Este perfil no está disponible. Compruebe el enlace o pida uno nuevo a su propietario.',
  },
  captureOff: {
    title: '{{owner}} no está recibiendo datos en este momento',
    message:
      'Este perfil no acepta datos de contacto en este momento. Aun así, puede encontrar sus datos de contacto en su perfil.',
    viewProfile: 'Ver el perfil de {{owner}}',
  },
  form: {
    firstName: 'Nombre',
    lastName: 'Apellidos',
    reachHint: 'Un correo electrónico o un número de teléfono, para que {{owner}} pueda contactarle.',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    company: 'Empresa',
    jobTitle: 'Cargo',
    note: 'Nota',
    noteHint: 'Opcional: dónde se conocieron o de qué le gustaría hablar.',
    honeypot: 'Sitio web',
    consent: 'Acepto compartir mis datos con {{owner}}, que podrá ponerse en contacto conmigo en relación con ellos.',
    send: 'Enviar mis datos',
    sending: 'Enviando…',
    finePrint: 'Solo {{owner}} ve lo que usted envía. Puede pedirle que lo elimine en cualquier momento.',
  },
  thanks: {
    title: '¡Gracias!',
    sent: 'Sus datos se han enviado a {{owner}}, que se pondrá en contacto con usted.',
    keep: 'Guarde también los datos de {{owner}} para tenerlos a mano cuando se ponga en contacto con usted.',
    save: 'Guardar el contacto de {{owner}}',
    toast: 'Sus datos se han enviado a {{owner}}.',
  },
  erasure: {
    title: '¿Ha cambiado de opinión?',
    explain:
      'Puede hacer que se eliminen ahora los datos que acaba de enviar. {{owner}} recibirá un aviso de que lo ha solicitado. Esta opción solo está disponible en esta página, así que decida antes de salir de ella.',
    delete: 'Eliminar mis datos',
    deleting: 'Eliminando…',
    done: 'Sus datos se han eliminado y {{owner}} ha recibido un aviso. Ya no puede ver lo que usted envió.',
    linkInvalid: 'Este enlace ya no es válido: es posible que los datos ya se hayan eliminado.',
    toast: 'Sus datos se han eliminado.',
  },
} satisfies Translation<typeof english>;
