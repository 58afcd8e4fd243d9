import auth from './en';
import { namespaceHook } from '../../../i18n';

/** The sign-in, sign-up and email-link screens' texts (catalogue namespace `auth`). */
export const useAuthText = namespaceHook('auth', auth);
