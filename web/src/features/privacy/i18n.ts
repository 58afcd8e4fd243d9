import privacy from '@contract/i18n/en/privacy';
import { namespaceHook } from '../../i18n';

/** The privacy screens' texts (catalogue namespace `privacy`). */
export const usePrivacyText = namespaceHook('privacy', privacy);
