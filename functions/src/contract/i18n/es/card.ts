import type english from '../en/card';
import type { Translation } from '../catalogue';

/** La tarjeta pública, en español (trato de usted). */
export default {
  profile: {
    logoAlt: 'Logotipo',
    photoAlt: 'Foto de {{name}}',
    role: '{{jobTitle}} en {{company}}',
    actions: 'Acciones',
    saveContact: 'Guardar contacto',
    exchangeContact: 'Intercambiar contacto',
    bookMeeting: 'Reservar una reunión',
    about: 'Acerca de',
    contact: 'Contacto',
    links: 'Enlaces',
    social: 'Redes sociales',
    qrLabel: 'Código QR de esta tarjeta',
    qrCaption: 'Escanee el código para abrir esta tarjeta',
    description: '{{name}} en Everlink',
  },
  feeds: {
    latestOn: 'Lo último en {{network}}',
    accountOn: '@{{username}} en {{network}}',
    post: 'Publicación de {{network}}',
  },
  page: {
    poweredBy: 'Con la tecnología de {{brand}}',
    title: 'Tarjeta Everlink',
    opening: 'Abriendo la tarjeta…',
    openFailed: 'No se pudo abrir esta tarjeta',
    whatIsEverlink: '¿Qué es Everlink?',
    error: 'Algo salió mal',
  },
  notice: {
    notFound: {
      title: 'Tarjeta no encontrada',
      message: 'No encontramos esta tarjeta. Compruebe el enlace e inténtelo de nuevo.',
    },
    pageNotFound: { title: 'Página no encontrada', message: 'No hay ninguna página de Everlink en esta dirección.' },
    deactivated: { title: 'Esta tarjeta ya no está activa', message: 'Su propietario ha desactivado esta tarjeta.' },
    noProfile: {
      title: 'Tarjeta aún sin vincular',
      message: 'Esta tarjeta no está conectada a ningún perfil en este momento.',
      action: '¿Es su tarjeta? Conéctela',
    },
    profileGone: {
      title: 'Perfil no disponible',
      message: 'Este perfil no está disponible en este momento. Inténtelo de nuevo más tarde.',
    },
  },
  owner: {
    yourCard: 'Esta es su tarjeta: los visitantes ven el perfil que aparece a continuación.',
    manage: 'Gestionar tarjeta',
    connect: 'Conectarla a un perfil',
  },
  activation: {
    title: 'Active su tarjeta Everlink',
    signInMessage: 'Esta tarjeta ({{cardId}}) es nueva. Inicie sesión o cree una cuenta para conectarla a su perfil.',
    action: 'Activar esta tarjeta',
    signIn: 'Iniciar sesión para activarla',
    createAccount: 'Crear una cuenta',
    chooseMessage:
      'Esta tarjeta ({{cardId}}) es nueva. Elija el perfil que abrirá cuando alguien la acerque a su teléfono o la escanee.',
    loadingProfiles: 'Cargando sus perfiles…',
    noProfile: 'Primero necesita un perfil activo. <a>Configure su perfil</a> y después vuelva a esta tarjeta.',
    submit: 'Activar tarjeta',
  },
  setting: {
    title: 'Idioma',
    label: 'Idioma de la tarjeta',
    auto: 'Idioma del visitante (automático)',
    hint: 'El idioma de su tarjeta, de su formulario de contacto y de la página de agradecimiento. En modo automático, cada visitante ve su propio idioma si la tarjeta lo ofrece y, si no, el inglés. Lo que usted escribe se mantiene tal como lo escribió.',
    save: 'Guardar idioma',
    saving: 'Guardando…',
    saved: 'Idioma de la tarjeta guardado.',
  },
  indexing: {
    title: 'Buscadores',
    label: 'Permitir que los buscadores muestren mi tarjeta',
    hint: 'Si lo activa, Google y otros buscadores pueden mostrar la página de su perfil (/card/@su-enlace) con su nombre, cargo, foto y los datos que publica. Desactivado, la página les pide que no lo hagan. La dirección QR de su tarjeta nunca aparece.',
    save: 'Guardar ajuste de búsqueda',
    saving: 'Guardando…',
    saved: 'Ajuste de búsqueda guardado.',
  },
} satisfies Translation<typeof english>;
