import apiKeys from './en';
import { namespaceHook } from '../../../i18n';

/** The API keys screens' texts (catalogue namespace `apiKeys`). */
export const useApiKeysText = namespaceHook('apiKeys', apiKeys);
