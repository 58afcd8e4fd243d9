import card from '@contract/i18n/en/card';
import { namespaceHook } from '../../i18n';

/** The public card's texts (catalogue namespace `card`), also read by the server's card page. */
export const useCardText = namespaceHook('card', card);
