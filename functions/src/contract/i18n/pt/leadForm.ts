import type english from '../en/leadForm';
import type { Translation } from '../catalogue';

/** O formulário de contato público e a página de agradecimento, em português (tratamento por “você”). */
export default {
  page: {
    title: 'Compartilhe seus dados',
    titleFor: 'Compartilhe seus dados com {{owner}}',
    opening: 'Abrindo o formulário…',
    openFailed: 'Não foi possível abrir este formulário',
    intro: 'Deixe seu nome e uma forma de contato, e {{owner}} poderá retornar para você.',
    role: '{{jobTitle}} em {{company}}',
    whatIsEverlink: 'O que é o Everlink?',
  },
  serverPage: {
    back: 'Voltar ao cartão de {{owner}}',
    notSent: 'Seus dados ainda não foram enviados. Confira o que está marcado abaixo.',
    reachRequired: 'Informe um e-mail ou um número de telefone.',
    needsScript:
      'Este formulário precisa de JavaScript por um momento para confirmar que é uma pessoa que o envia, sem enigmas. Ative o JavaScript e envie-o novamente, ou salve o contato de {{owner}}.',
    wait: 'Aguarde um momento e envie o formulário novamente.',
    expired: 'Este formulário expirou. Recarregue a página e envie-o novamente.',
    used: 'Este formulário já foi enviado. Recarregue a página para enviá-lo novamente.',
    dayFull:
      '{{owner}} não pode receber mais dados de contato hoje. Tente novamente amanhã, ou salve o contato de {{owner}}.',
    erased: 'Seus dados foram excluídos',
  },
  unavailable: {
    title: 'Perfil indisponível',
    message: 'Este perfil não está disponível. Verifique o link ou peça um novo ao proprietário.',
  },
  captureOff: {
    title: '{{owner}} não está recebendo dados no momento',
    message:
      'Este perfil não está aceitando dados de contato no momento. Mesmo assim, você encontra os dados de contato no perfil.',
    viewProfile: 'Ver o perfil de {{owner}}',
  },
  form: {
    firstName: 'Nome',
    lastName: 'Sobrenome',
    reachHint: 'Um e-mail ou um número de telefone, para que {{owner}} possa falar com você.',
    email: 'E-mail',
    phone: 'Telefone',
    company: 'Empresa',
    jobTitle: 'Cargo',
    note: 'Mensagem',
    noteHint: 'Opcional: onde vocês se conheceram ou sobre o que você gostaria de conversar.',
    honeypot: 'Site',
    consent: 'Concordo em compartilhar meus dados com {{owner}}, que poderá entrar em contato comigo sobre eles.',
    send: 'Enviar meus dados',
    sending: 'Enviando…',
    finePrint: 'Somente {{owner}} vê o que você envia. Você pode pedir a exclusão a qualquer momento.',
  },
  thanks: {
    title: 'Obrigado!',
    sent: 'Seus dados foram enviados para {{owner}}, que entrará em contato com você.',
    keep: 'Salve também os dados de {{owner}} para tê-los à mão quando entrarem em contato com você.',
    save: 'Salvar o contato de {{owner}}',
    toast: 'Seus dados foram enviados para {{owner}}.',
  },
  erasure: {
    title: 'Mudou de ideia?',
    explain:
      'Você pode excluir agora os dados que acabou de enviar. {{owner}} receberá um aviso sobre o seu pedido. Esta opção só está disponível nesta página, então decida antes de sair dela.',
    delete: 'Excluir meus dados',
    deleting: 'Excluindo…',
    done: 'Seus dados foram excluídos e {{owner}} recebeu um aviso. O que você enviou não está mais visível.',
    linkInvalid: 'Este link não é mais válido: os dados podem já ter sido excluídos.',
    toast: 'Seus dados foram excluídos.',
  },
} satisfies Translation<typeof english>;
