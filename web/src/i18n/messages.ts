import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@contract/messages';

type MessageKey = keyof typeof MESSAGES;
const keyOf = new Map<string, MessageKey>(Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]));

/**
 * The API and the contract's schemas word their messages in English (the specification's
 * texts); this shows one in the reader's language when the catalogue has it.
 */
export function useMessageText(): (message: string) => string {
  const { t } = useTranslation('messages');
  return (message) => {
    const key = keyOf.get(message);
    return key ? t(key) : message;
  };
}
