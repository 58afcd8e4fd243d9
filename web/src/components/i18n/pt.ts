import type english from './en';
import type { Translation } from '@contract/i18n/catalogue';

/** Os textos compartilhados (estados, diálogos, partes de formulários, a estrutura do app), em português (tratamento por “você”). */
export default {
  pleaseWait: 'Aguarde…',
  loading: 'Carregando…',
  spinner: 'Carregando',
  loadFailed: 'Não foi possível carregar',
  tryAgain: 'Tentar novamente',
  cancel: 'Cancelar',
  goHome: 'Ir para a página inicial',
  shell: {
    skipLink: 'Pular para o conteúdo principal',
    homeLabel: 'Página inicial do Everlink',
    dashboardLabel: 'Painel do Everlink',
    legalNav: 'Informações legais',
    terms: 'Termos de serviço',
    privacy: 'Política de privacidade',
    copyright: '© {{year}} Everlink',
    goToDashboard: 'Ir para o painel',
    signIn: 'Entrar',
    getStarted: 'Começar',
    invited:
      'Você recebeu um convite para entrar em uma empresa no Everlink. Crie sua conta ou entre com o endereço de e-mail para o qual o convite foi enviado, e depois aceite o convite.',
    invitedBy: '{{inviter}} convidou você para entrar em {{company}} no Everlink.',
    invitedByCompany: '{{company}} convidou você para entrar na equipe no Everlink.',
    invitedWith: 'Crie sua conta ou entre com {{email}}, o endereço para o qual o convite foi enviado.',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    mainNav: 'Principal',
    signOut: 'Sair',
    signedOut: 'Você saiu da sua conta.',
    nav: {
      dashboard: 'Painel',
      profile: 'Perfil',
      cards: 'Cartões',
      contacts: 'Contatos',
      eventMode: 'Modo evento',
      integrations: 'Integrações',
      company: 'Empresa',
      companyCards: 'Cartões da empresa',
      billing: 'Cobrança',
      apiKeys: 'Chaves de API',
      superadmin: 'Superadmin',
    },
  },
  guards: {
    checkingSignIn: 'Verificando seu login…',
    checkingAccess: 'Verificando seu acesso…',
    accessError: 'Não foi possível verificar seu acesso',
    superadminOnly: {
      title: 'Somente para superadmins',
      heading: 'Você não tem acesso a esta área',
      about:
        'A área de superadmin gerencia o próprio Everlink: cada usuário, as funções válidas no produto inteiro e as divisões. Ela é restrita aos superadmins do Everlink.',
      ask: 'Se precisar mudar algo ali, peça a um administrador do Everlink.',
      back: 'Voltar ao seu painel',
    },
  },
  notFound: {
    title: 'Página não encontrada',
    heading: 'Esta página não existe',
    body: 'O link pode ter sido digitado errado, ou a página pode ter mudado de endereço. Confira o endereço ou recomece pela página inicial.',
  },
  routeError: {
    title: 'Algo deu errado',
    reload: 'Recarregar a página',
  },
  premium: {
    badge: 'Premium',
    badgeTitle: 'Premium: você tem um plano no Everlink',
    featureLabel: '{{feature}} é um recurso Premium',
    featureTitle: '{{feature}} faz parte do Everlink Premium',
    howTo:
      'O Premium vem com um plano: Pro para você ou Teams para a sua empresa inteira, cada um com um período de teste gratuito para começar.',
    seePlans: 'Ver planos e fazer upgrade',
    company: 'Criar uma empresa ou entrar em uma',
  },
  qrCode: {
    download: 'Baixar o código QR',
  },
  importIssues: {
    caption: 'Linhas com erros ({{total}}) — corrija-as no arquivo e importe-o novamente',
    row: 'Linha',
    field: 'Campo',
    problem: 'Problema',
    moreRows: '…e mais {{more}} linhas.',
  },
  /** Asked before leaving a form with unsaved changes. */
  leaveGuard: {
    title: 'Descartar alterações?',
    body: 'As suas alterações nesta página ainda não foram guardadas. Se sair agora, serão perdidas.',
    stay: 'Ficar',
    discard: 'Descartar',
  },
  /** A profile field the person's company manages: shown read-only in the editor. */
  lockedField: {
    managedBy: 'Gerenciado por {{company}}',
  },
} satisfies Translation<typeof english>;
