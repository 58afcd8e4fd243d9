import type english from './en';
import type { Translation } from '@contract/i18n/catalogue';

/** Los textos compartidos (estados, diálogos, partes de formularios, el marco de la aplicación), en español (trato de usted). */
export default {
  pleaseWait: 'Espere, por favor…',
  loading: 'Cargando…',
  spinner: 'Cargando',
  loadFailed: 'No se pudo cargar',
  tryAgain: 'Volver a intentarlo',
  cancel: 'Cancelar',
  goHome: 'Ir a la página de inicio',
  shell: {
    skipLink: 'Saltar al contenido principal',
    homeLabel: 'Inicio de Everlink',
    dashboardLabel: 'Panel de Everlink',
    legalNav: 'Información legal',
    terms: 'Condiciones del servicio',
    privacy: 'Política de privacidad',
    copyright: '© {{year}} Everlink',
    goToDashboard: 'Ir al panel',
    signIn: 'Iniciar sesión',
    getStarted: 'Empezar',
    invited:
      'Ha recibido una invitación para unirse a una empresa en Everlink. Cree su cuenta o inicie sesión con la dirección de correo electrónico a la que se envió la invitación y después acepte la invitación.',
    invitedBy: '{{inviter}} le ha invitado a unirse a {{company}} en Everlink.',
    invitedByCompany: '{{company}} le ha invitado a unirse a su equipo en Everlink.',
    invitedWith: 'Cree su cuenta o inicie sesión con {{email}}, la dirección a la que se envió la invitación.',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    mainNav: 'Principal',
    signOut: 'Cerrar sesión',
    signedOut: 'Ha cerrado la sesión.',
    nav: {
      dashboard: 'Panel',
      profile: 'Perfil',
      cards: 'Tarjetas',
      contacts: 'Contactos',
      eventMode: 'Modo evento',
      integrations: 'Integraciones',
      company: 'Empresa',
      companyCards: 'Tarjetas de la empresa',
      billing: 'Facturación',
      apiKeys: 'Claves de API',
      superadmin: 'Superadministración',
    },
  },
  guards: {
    checkingSignIn: 'Comprobando su inicio de sesión…',
    checkingAccess: 'Comprobando su acceso…',
    accessError: 'No se pudo comprobar su acceso',
    superadminOnly: {
      title: 'Solo para superadministradores',
      heading: 'No tiene acceso a esta sección',
      about:
        'La sección de superadministración gestiona el propio Everlink: cada usuario, los roles que valen en el producto entero y las divisiones. Solo tienen acceso los superadministradores de Everlink.',
      ask: 'Si necesita cambiar algo allí, pídaselo a un administrador de Everlink.',
      back: 'Volver a su panel',
    },
  },
  notFound: {
    title: 'Página no encontrada',
    heading: 'Esta página no existe',
    body: 'Puede que el enlace esté mal escrito o que la página se haya trasladado. Compruebe la dirección o vuelva a empezar desde la página de inicio.',
  },
  routeError: {
    title: 'Algo salió mal',
    reload: 'Volver a cargar la página',
  },
  premium: {
    badge: 'Premium',
    badgeTitle: 'Premium: tiene un plan en Everlink',
    featureLabel: '{{feature}} es una función Premium',
    featureTitle: '{{feature}} forma parte de Everlink Premium',
    howTo:
      'Premium se obtiene con un plan: Pro para usted o Teams para todas las personas de su empresa, cada uno con una prueba gratuita para empezar.',
    seePlans: 'Ver los planes y pasar a Premium',
    company: 'Crear una empresa o unirse a una',
  },
  qrCode: {
    download: 'Descargar el código QR',
  },
  importIssues: {
    caption: 'Filas con errores ({{total}}): corríjalas en el archivo y vuelva a importarlo',
    row: 'Fila',
    field: 'Campo',
    problem: 'Problema',
    moreRows: '…y {{more}} filas más.',
  },
  /** Asked before leaving a form with unsaved changes. */
  leaveGuard: {
    title: '¿Descartar los cambios?',
    body: 'Tus cambios en esta página aún no se han guardado. Si sales ahora, se perderán.',
    stay: 'Quedarme',
    discard: 'Descartar',
  },
  /** A profile field the person's company manages: shown read-only in the editor. */
  lockedField: {
    managedBy: 'Gestionado por {{company}}',
  },
} satisfies Translation<typeof english>;
