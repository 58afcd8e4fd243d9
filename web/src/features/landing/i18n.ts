import landing from '@contract/i18n/en/landing';
import { namespaceHook } from '../../i18n';

/** The home page's texts (catalogue namespace `landing`). */
export const useLandingText = namespaceHook('landing', landing);
