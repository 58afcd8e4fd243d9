import landing from './en';
import { namespaceHook } from '../../../i18n';

/** The home page's texts (catalogue namespace `landing`). */
export const useLandingText = namespaceHook('landing', landing);
