import type english from '../en/messages';
import type { Translation } from '../catalogue';

/** As mensagens da especificação (e as nossas), em português (tratamento por “você”). */
export default {
  required: 'Este campo é obrigatório.',
  invalidUrl: 'URL inválida.',
  passwordsDoNotMatch: 'As senhas não coincidem. Tente novamente.',
  fileTooLarge: 'O arquivo tem mais de 5 MB. Tente novamente com um arquivo menor.',
  startDateAfterEndDate: 'A data de início não pode ser posterior à data de término.',
  startTimeAfterEndTime: 'O horário de início não pode ser posterior ao horário de término.',
  expirationBeforeIssue: 'A data de validade não pode ser anterior à data de emissão.',

  genericError: 'Ops, ocorreu um erro. Tente novamente.',
  fallbackError: 'Algo deu errado. Tente novamente.',
  unknownError: 'Erro desconhecido',

  resetLinkInvalid: 'O link de redefinição de senha é inválido.',
  phoneAccountExists: 'Já existe uma conta associada a este telefone.',
  recentLoginRequired: 'Entre novamente na sua conta antes de continuar.',
  emailInUse: 'Já existe uma conta associada a este e-mail.',
  emailRegistered: 'Este e-mail já está cadastrado.',
  phoneRegistered: 'Este número de telefone já está cadastrado.',
  invalidPassword: 'Senha inválida. A senha deve ter pelo menos 6 caracteres.',
  weakPassword: 'Senha fraca. Digite uma senha mais forte.',
  invalidEmail: 'Digite um e-mail válido.',
  userNotFound: 'Não há nenhum usuário correspondente ao identificador informado.',
  wrongPassword: 'A senha digitada está incorreta. Tente novamente.',
  userDisabled: 'Este usuário foi desativado.',
  invalidPhone: 'Digite um número de telefone válido.',
  invalidOtp: 'Código de verificação inválido',
  emailLinkInvalid: 'O link do e-mail é inválido.',

  unauthenticated: 'Entre na sua conta para continuar.',
  forbidden: 'Você não tem permissão para fazer isso.',
  notFound: 'Não encontrado.',
  routeNotFound: 'Este endpoint da API não existe.',
  malformedJson: 'O corpo da requisição não é um JSON válido.',
  invalidId: 'ID inválido.',
  unsupportedFileType: 'Este tipo de arquivo não é compatível.',
  imageUnreadable: 'Não foi possível ler esta imagem. Tente outro arquivo.',
  imageTooManyPixels: 'Esta imagem é muito grande. Use uma imagem de no máximo 24 megapixels.',
  uploadIncomplete: 'O arquivo não chegou completo. Tente novamente.',
  tooManyRequests: 'Muitas solicitações. Tente novamente mais tarde.',
  contention: 'Muitas alterações ao mesmo tempo. Tente novamente.',
} satisfies Translation<typeof english>;
