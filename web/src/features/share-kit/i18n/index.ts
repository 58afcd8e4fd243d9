import shareKit from './en';
import { namespaceHook } from '../../../i18n';

/** The share kit's texts (catalogue namespace `shareKit`). */
export const useShareKitText = namespaceHook('shareKit', shareKit);
