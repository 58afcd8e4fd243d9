import sso from './en';
import { namespaceHook } from '../../../i18n';

/** The single sign-on texts on the sign-in screens (catalogue namespace `sso`). */
export const useSsoText = namespaceHook('sso', sso);
