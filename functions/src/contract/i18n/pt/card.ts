import type english from '../en/card';
import type { Translation } from '../catalogue';

/** O cartão público, em português (tratamento por “você”). */
export default {
  profile: {
    logoAlt: 'Logotipo',
    photoAlt: 'Foto de {{name}}',
    role: '{{jobTitle}} em {{company}}',
    actions: 'Ações',
    saveContact: 'Salvar contato',
    exchangeContact: 'Trocar contatos',
    bookMeeting: 'Agendar uma reunião',
    about: 'Sobre',
    contact: 'Contato',
    links: 'Links',
    social: 'Redes sociais',
    qrLabel: 'QR code deste cartão',
    qrCaption: 'Escaneie o código para abrir este cartão',
    description: '{{name}} no Everlink',
  },
  feeds: {
    latestOn: 'Novidades no {{network}}',
    accountOn: '@{{username}} no {{network}}',
    post: 'Publicação no {{network}}',
  },
  page: {
    poweredBy: 'Com tecnologia {{brand}}',
    title: 'Cartão Everlink',
    opening: 'Abrindo o cartão…',
    openFailed: 'Não foi possível abrir este cartão',
    whatIsEverlink: 'O que é o Everlink?',
    error: 'Algo deu errado',
  },
  notice: {
    notFound: {
      title: 'Cartão não encontrado',
      message: 'Não encontramos este cartão. Verifique o link e tente novamente.',
    },
    pageNotFound: { title: 'Página não encontrada', message: 'Não há nenhuma página do Everlink neste endereço.' },
    deactivated: { title: 'Cartão desativado', message: 'Este cartão foi desativado pelo proprietário.' },
    noProfile: {
      title: 'Cartão ainda não vinculado',
      message: 'Este cartão não está vinculado a nenhum perfil no momento.',
      action: 'Este cartão é seu? Vincule-o',
    },
    profileGone: {
      title: 'Perfil indisponível',
      message: 'Este perfil está indisponível no momento. Tente novamente mais tarde.',
    },
  },
  owner: {
    yourCard: 'Este é o seu cartão: os visitantes veem o perfil abaixo.',
    manage: 'Gerenciar cartão',
    connect: 'Vincular a um perfil',
  },
  activation: {
    title: 'Ative seu cartão Everlink',
    signInMessage: 'Este cartão ({{cardId}}) é novo. Entre ou crie uma conta para vinculá-lo ao seu perfil.',
    action: 'Ativar este cartão',
    signIn: 'Entrar para ativar',
    createAccount: 'Criar uma conta',
    chooseMessage:
      'Este cartão ({{cardId}}) é novo. Escolha o perfil que ele abre quando alguém o aproximar do celular ou escaneá-lo.',
    loadingProfiles: 'Carregando seus perfis…',
    noProfile: 'Primeiro, você precisa de um perfil ativo. <a>Configure seu perfil</a> e depois volte a este cartão.',
    submit: 'Ativar cartão',
  },
  setting: {
    title: 'Idioma',
    label: 'Idioma do cartão',
    auto: 'Idioma do visitante (automático)',
    hint: 'O idioma do seu cartão, do seu formulário de contato e da página de agradecimento. No modo automático, cada visitante vê o próprio idioma quando o cartão o oferece e, caso contrário, inglês. O que você mesmo escreveu permanece como está.',
    save: 'Salvar idioma',
    saving: 'Salvando…',
    saved: 'Idioma do cartão salvo.',
  },
  indexing: {
    title: 'Mecanismos de busca',
    label: 'Permitir que mecanismos de busca mostrem meu cartão',
    hint: 'Ativado, o Google e outros mecanismos de busca podem listar a página do seu perfil (/card/@seu-link) com seu nome, cargo, foto e os dados que você publica. Desativado, a página pede que não o façam. O endereço QR do seu cartão nunca é listado.',
    save: 'Salvar configuração de busca',
    saving: 'Salvando…',
    saved: 'Configuração de busca salva.',
  },
} satisfies Translation<typeof english>;
