import privacy from './en';
import { namespaceHook } from '../../../i18n';

/** The privacy screens' texts (catalogue namespace `privacy`). */
export const usePrivacyText = namespaceHook('privacy', privacy);
